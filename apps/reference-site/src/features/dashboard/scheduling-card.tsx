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

/** Minutes kept free around busy times and bookings. */
const BUFFER_CHOICES: readonly SelectOption[] = [
  { value: "0", label: "No buffer" },
  { value: "10", label: "10 minutes" },
  { value: "15", label: "15 minutes" },
  { value: "30", label: "30 minutes" },
  { value: "60", label: "1 hour" },
];

/** How soon a booking may start. */
const NOTICE_CHOICES: readonly SelectOption[] = [
  { value: "0", label: "Any time" },
  { value: "60", label: "1 hour" },
  { value: "120", label: "2 hours" },
  { value: "240", label: "4 hours" },
  { value: "1440", label: "1 day" },
  { value: "2880", label: "2 days" },
];

/** The choices, with the saved value added when it is not one of them (set elsewhere). */
export function choicesWith(choices: readonly SelectOption[], minutes: number): SelectOption[] {
  if (choices.some((choice) => choice.value === String(minutes))) return [...choices];
  const hours = minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
  return [...choices, { value: String(minutes), label: hours }].sort(
    (first, second) => Number(first.value) - Number(second.value),
  );
}

/**
 * Scheduling: the buffer kept around busy times and bookings, and the notice a booking needs;
 * saved together, with the saved state beside the button.
 */
export function SchedulingCard({ saved }: { saved: TSchedulingSettings }) {
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
          Scheduling
        </CardTitle>
        <CardDescription>
          How your receptionist spaces the appointments it books around your calendar.
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
            <Field label="Buffer" hint="Kept free before and after every busy time and booking.">
              <Select
                name="bufferMinutes"
                options={choicesWith(BUFFER_CHOICES, saved.bufferMinutes)}
                value={buffer}
                onChange={(event) => setBuffer(event.target.value)}
              />
            </Field>
            <Field label="Minimum notice" hint="How soon after a call a booking may start.">
              <Select
                name="noticeMinutes"
                options={choicesWith(NOTICE_CHOICES, saved.noticeMinutes)}
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
              pendingLabel="Saving…"
            >
              Save scheduling
            </Button>
            <p className="muted" role="status">
              {save.isPending ? "" : changed ? "Unsaved changes" : save.isSuccess ? "Saved" : ""}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
