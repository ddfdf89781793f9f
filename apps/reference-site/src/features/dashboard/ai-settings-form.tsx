import { Trans, useLingui } from "@lingui/react/macro";
import { ERROR_CATALOGUE, isErrorCode, type TReceptionist } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { FormAlert } from "../forms/form-alert.js";
import { BusinessFields } from "../onboarding/business-fields.js";
import { PersonaFields } from "../onboarding/persona-fields.js";
import {
  describeFailure,
  serverFieldErrors,
  useSettingsDraft,
} from "../onboarding/settings-form.js";
import { WebsiteFields } from "../onboarding/website-fields.js";

/** Where the last save stands on the voice platform, in words, with a retry when it failed. */
export function SyncStatus({ receptionist }: { receptionist: TReceptionist }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api.retryReceptionistSync(),
    onSuccess: (next) => queryClient.setQueryData(queryKeyOf("getReceptionist"), next),
  });
  const { sync } = receptionist;
  if (sync.state === "pending" || sync.state === "running") {
    return (
      <p className="sync-status" data-state="pending" role="status">
        <Trans>Saving to your receptionist…</Trans>
      </p>
    );
  }
  if (sync.state === "failed") {
    const code = sync.errorCode ?? "AI_CONFIG_UPDATE_FAILED";
    const entry = isErrorCode(code)
      ? ERROR_CATALOGUE[code]
      : ERROR_CATALOGUE.AI_CONFIG_UPDATE_FAILED;
    return (
      <div className="sync-status" data-state="failed" role="alert">
        <p>
          <strong>{entry.title}:</strong> {entry.message} {entry.suggestion}
        </p>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={retry.isPending}
          locale={activeLocale()}
          onClick={() => retry.mutate()}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (sync.state === "synced") {
    return (
      <p className="sync-status" data-state="saved" role="status">
        <Trans>Saved. Your receptionist is up to date.</Trans>
      </p>
    );
  }
  return null;
}

/**
 * Every setting of onboarding's steps 1 to 3, with the same rules, in three sections the
 * dashboard's checklist links to (`#settings-business`, `#settings-receptionist`,
 * `#settings-website`); a save makes a new version
 * and updates the receptionist on the voice platform (its state shows beside the button).
 */
export function AiSettingsForm({ receptionist }: { receptionist: TReceptionist }) {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const form = useSettingsDraft(receptionist.settings);
  const save = useMutation({
    mutationFn: () => api.updateReceptionist(form.draft as never),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeyOf("getReceptionist"), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf("listReceptionistVersions") });
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check("business", "receptionist", "website")) save.mutate();
  };
  return (
    <Card as="section" aria-labelledby="settings-title">
      <CardHeader>
        <CardTitle id="settings-title">
          <Trans>Receptionist settings</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your business, how your receptionist sounds, what it does and what it knows.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="onboarding-form">
          <FormAlert message={save.isError ? describeFailure(save.error) : undefined} />
          <fieldset id="settings-business" className="settings-section">
            <legend>
              <Trans>Your business</Trans>
            </legend>
            <BusinessFields draft={form.draft} set={form.set} errors={form.errors} />
          </fieldset>
          <fieldset id="settings-receptionist" className="settings-section">
            <legend>
              <Trans>Your receptionist</Trans>
            </legend>
            <PersonaFields draft={form.draft} set={form.set} errors={form.errors} />
          </fieldset>
          <fieldset id="settings-website" className="settings-section">
            <legend>
              <Trans>Your websites</Trans>
            </legend>
            <WebsiteFields draft={form.draft} set={form.set} errors={form.errors} />
          </fieldset>
          <div className="step-actions">
            <SyncStatus receptionist={receptionist} />
            <Button type="submit" loading={save.isPending} pendingLabel={t`Saving…`}>
              <Trans>Save changes</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
