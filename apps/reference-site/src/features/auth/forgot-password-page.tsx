import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, ZForgotPasswordRequest } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import { Button, Field } from "@ringline/react-widgets";
import { useState } from "react";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";
import { inPageLanguage } from "./contract-messages.js";
import { RecoveryCard, RecoveryDone } from "./recovery-card.js";

const validate = validatorOf<{ email: string }>(ZForgotPasswordRequest);

/** /forgot-password: an e-mailed, single-use link to choose a new password. */
export function ForgotPasswordPage() {
  const api = useApiClient();
  const [sent, setSent] = useState<string>();
  const { t } = useLingui();
  const form = useForm({ email: "" }, (values) => inPageLanguage(validate(values)));
  const submit = form.submit(
    async (values) => setSent((await api.forgotPassword(values)).message),
    (error) => resolveError(error).message,
  );
  return (
    <RecoveryCard
      title={t`Forgot your password?`}
      lead={t`Enter the email address of your account and we will send you a link to choose a new password.`}
    >
      {sent ? (
        <RecoveryDone>{sent}</RecoveryDone>
      ) : (
        <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <FormAlert message={form.failure} />
          <Field label={t`Email`} error={form.errors.email} required>
            <input type="email" autoComplete="email" {...form.field("email")} />
          </Field>
          <Button type="submit" fullWidth loading={form.pending} pendingLabel={t`Sending...`}>
            <Trans>Send reset link</Trans>
          </Button>
        </form>
      )}
    </RecoveryCard>
  );
}
