import { resolveError, ZForgotPasswordRequest } from "@ringline/api-client";
import { useApiClient } from "@ringline/api-client/react";
import { Button, Field } from "@ringline/react-widgets";
import { useState } from "react";
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";
import { RecoveryCard, RecoveryDone } from "./recovery-card.js";

/** /forgot-password: an e-mailed, single-use link to choose a new password. */
export function ForgotPasswordPage() {
  const api = useApiClient();
  const [sent, setSent] = useState<string>();
  const form = useForm({ email: "" }, validatorOf(ZForgotPasswordRequest));
  const submit = form.submit(
    async (values) => setSent((await api.forgotPassword(values)).message),
    (error) => resolveError(error).message,
  );
  return (
    <RecoveryCard
      title="Forgot your password?"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <RecoveryDone>{sent}</RecoveryDone>
      ) : (
        <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <FormAlert message={form.failure} />
          <Field label="Email" error={form.errors.email} required>
            <input type="email" autoComplete="email" {...form.field("email")} />
          </Field>
          <Button type="submit" fullWidth loading={form.pending} pendingLabel="Sending...">
            Send reset link
          </Button>
        </form>
      )}
    </RecoveryCard>
  );
}
