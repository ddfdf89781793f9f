import { Trans, useLingui } from "@lingui/react/macro";
import {
  DELETE_ACCOUNT_CONFIRMATION,
  resolveError,
  ZDeleteAccountRequest,
} from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Field,
  toast,
} from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PasswordInput } from "../../components/password-input.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";

/**
 * Deleting the account, after a confirmation: the subscription is cancelled at once and the
 * account's data removed or anonymised; the visitor lands on the home page.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Card as="section" className="danger-zone" aria-labelledby="profile-delete">
      <CardHeader>
        <CardTitle id="profile-delete">
          <Trans>Delete account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Cancels your subscription at once and removes your data. This cannot be undone.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trans>Delete account</Trans>
        </Button>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t`Delete your account?`}
          description={t`Your subscription ends now, your AI receptionist stops answering, and your account, calls and settings are removed.`}
          locale={activeLocale()}
        >
          <DeleteForm onCancel={() => setOpen(false)} />
        </Dialog>
      </CardContent>
    </Card>
  );
}

function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const confirmation = DELETE_ACCOUNT_CONFIRMATION;
  const form = useForm({ password: "", confirmation: "" }, validatorOf(ZDeleteAccountRequest));
  const submit = form.submit(
    async (values) => {
      const answer = await api.deleteAccount({
        confirmation: values.confirmation as typeof DELETE_ACCOUNT_CONFIRMATION,
        ...(values.password ? { password: values.password } : {}),
      });
      api.clearSession();
      queryClient.clear();
      navigate("/");
      toast({ title: t`Account deleted`, description: answer.message, variant: "success" });
    },
    (error) => resolveError(error).message,
  );
  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
      <FormAlert message={form.failure} />
      <Field
        label={t`Password`}
        hint={t`Leave empty if you only sign in with Google.`}
        error={form.errors.password}
      >
        <PasswordInput autoComplete="current-password" {...form.field("password")} />
      </Field>
      <Field label={t`Type ${confirmation} to confirm`} error={form.errors.confirmation} required>
        <input autoComplete="off" {...form.field("confirmation")} />
      </Field>
      <div className="card-actions">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Keep my account</Trans>
        </Button>
        <Button type="submit" variant="danger" loading={form.pending} pendingLabel={t`Deleting...`}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
    </form>
  );
}
