import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TSchedulingSettings } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Select,
  type SelectOption,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { i18n } from "../../shared/i18n/i18n.js";

/** A choice of minutes, its label a message in the page's language. */
type MinutesChoice = { value: string; label: MessageDescriptor };

/** Minutes kept free around busy times and bookings. */
const BUFFER_CHOICES: readonly MinutesChoice[] = [
  { value: "0", label: msg`No buffer` },
  { value: "10", label: msg`10 minutes` },
  { value: "15", label: msg`15 minutes` },
  { value: "30", label: msg`30 minutes` },
  { value: "60", label: msg`1 hour` },
];

/** How soon a booking may start. */
const NOTICE_CHOICES: readonly MinutesChoice[] = [
  { value: "0", label: msg`Any time` },
  { value: "60", label: msg`1 hour` },
  { value: "120", label: msg`2 hours` },
  { value: "240", label: msg`4 hours` },
  { value: "1440", label: msg`1 day` },
  { value: "2880", label: msg`2 days` },
];

/** The choices, with the saved value added when it is not one of them (set elsewhere). */
export function choicesWith(choices: readonly SelectOption[], minutes: number): SelectOption[] {
  if (choices.some((choice) => choice.value === String(minutes))) return [...choices];
  const hours = minutes / 60;
  const label =
    minutes % 60 === 0
      ? i18n._(msg`${plural(hours, { one: "# hour", other: "# hours" })}`)
      : i18n._(msg`${plural(minutes, { one: "# minute", other: "# minutes" })}`);
  return [...choices, { value: String(minutes), label }].sort(
    (first, second) => Number(first.value) - Number(second.value),
  );
}

/**
 * Scheduling: the buffer kept around busy times and bookings, and the notice a booking needs;
 * saved together, with the saved state beside the button.
 */
export function SchedulingCard({ saved }: { saved: TSchedulingSettings }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const shown = (choices: readonly MinutesChoice[]): SelectOption[] =>
    choices.map(({ value, label }) => ({ value, label: _(label) }));
  const api = useApiClient();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [buffer, setBuffer] = useState(String(saved.bufferMinutes));
  const [notice, setNotice] = useState(String(saved.noticeMinutes));
  const save = useMutation({
    mutationFn: (settings: TSchedulingSettings) => api.updateSchedulingSettings(settings),
    onSuccess: async (scheduling) => {
      queryClient.setQueryData(queryKeyOf("listIntegrations"), (current: unknown) =>
        current && typeof current === "object" ? { ...current, scheduling } : current,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listIntegrations") });
    },
  });
  const changed = buffer !== String(saved.bufferMinutes) || notice !== String(saved.noticeMinutes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ bufferMinutes: Number(buffer), noticeMinutes: Number(notice) });
  };
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          <Trans>Scheduling</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            How your receptionist spaces the appointments it books around your calendar.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="settings-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
          {save.isError && (
            <p className="form-alert" role="alert">
              {resolveError(save.error).message}
            </p>
          )}
          <div className="form-row">
            <Field
              label={t`Buffer`}
              hint={t`Kept free before and after every busy time and booking.`}
            >
              <Select
                name="bufferMinutes"
                options={choicesWith(shown(BUFFER_CHOICES), saved.bufferMinutes)}
                value={buffer}
                onChange={(event) => setBuffer(event.target.value)}
              />
            </Field>
            <Field label={t`Minimum notice`} hint={t`How soon after a call a booking may start.`}>
              <Select
                name="noticeMinutes"
                options={choicesWith(shown(NOTICE_CHOICES), saved.noticeMinutes)}
                value={notice}
                onChange={(event) => setNotice(event.target.value)}
              />
            </Field>
          </div>
          <div className="card-actions integration-save">
            <Button
              type="submit"
              disabled={!changed}
              loading={save.isPending}
              pendingLabel={t`Saving…`}
            >
              <Trans>Save scheduling</Trans>
            </Button>
            <p className="muted" role="status">
              {save.isPending ? (
                ""
              ) : changed ? (
                <Trans>Unsaved changes</Trans>
              ) : save.isSuccess ? (
                <Trans>Saved</Trans>
              ) : (
                ""
              )}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
