import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, ZChangeEmailRequest, ZChangePasswordRequest } from "@ringline/api-client";
import { useApiClient, useMe } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  toast,
} from "@ringline/react-widgets";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { PasswordInput } from "../../components/password-input.js";
import { FormAlert } from "../forms/form-alert.js";
import { NewPasswordFields } from "../forms/person-fields.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";

const describe = (error: unknown) => resolveError(error).message;

/**
 * The e-mail address: whether it is verified (with a new link on request), and changing it
 * (the password is required; the change takes effect from the link sent to the new address).
 */
export function EmailCard() {
  const api = useApiClient();
  const { t } = useLingui();
  const me = useMe();
  const [sent, setSent] = useState<string>();
  const resend = useMutation({
    mutationFn: () => api.resendVerification(),
    onSuccess: (answer) =>
      toast({ title: t`Link sent`, description: answer.message, variant: "success" }),
  });
  const form = useForm({ newEmail: "", password: "" }, validatorOf(ZChangeEmailRequest));
  const submit = form.submit(async (values) => {
    setSent((await api.changeEmail(values)).message);
    form.reset();
  }, describe);
  return (
    <Card as="section" aria-labelledby="profile-email">
      <CardHeader>
        <CardTitle id="profile-email">
          <Trans>Email</Trans>
        </CardTitle>
        <CardDescription>
          {me.data?.email}{" "}
          {me.data?.emailVerified ? (
            <Badge variant="success">
              <Trans>Verified</Trans>
            </Badge>
          ) : (
            <Badge variant="warning">
              <Trans>Not verified</Trans>
            </Badge>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {me.data && !me.data.emailVerified && (
          <p>
            <Button
              variant="secondary"
              size="sm"
              loading={resend.isPending}
              pendingLabel={t`Sending...`}
              onClick={() => resend.mutate()}
            >
              <Trans>Send a new verification link</Trans>
            </Button>
          </p>
        )}
        {sent && (
          <p className="form-success" role="status">
            <Trans>{sent} Your address changes once you open it.</Trans>
          </p>
        )}
        <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <FormAlert message={form.failure} />
          <Field label={t`New email`} error={form.errors.newEmail} required>
            <input type="email" autoComplete="email" {...form.field("newEmail")} />
          </Field>
          <Field label={t`Current password`} error={form.errors.password} required>
            <PasswordInput autoComplete="current-password" {...form.field("password")} />
          </Field>
          <div>
            <Button type="submit" loading={form.pending} pendingLabel={t`Sending...`}>
              <Trans>Change email</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Changing the password; every other session is signed out. */
export function PasswordCard() {
  const api = useApiClient();
  const { t } = useLingui();
  const form = useForm(
    { currentPassword: "", password: "", confirmPassword: "" },
    validatorOf(ZChangePasswordRequest),
  );
  const submit = form.submit(async (values) => {
    const answer = await api.changePassword(values);
    form.reset();
    toast({ title: t`Password changed`, description: answer.message, variant: "success" });
  }, describe);
  return (
    <Card as="section" aria-labelledby="profile-password">
      <CardHeader>
        <CardTitle id="profile-password">
          <Trans>Password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Changing it signs you out everywhere else.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <FormAlert message={form.failure} />
          <Field label={t`Current password`} error={form.errors.currentPassword} required>
            <PasswordInput autoComplete="current-password" {...form.field("currentPassword")} />
          </Field>
          <NewPasswordFields
            password={form.field("password")}
            confirmPassword={form.field("confirmPassword")}
            errors={form.errors}
            labels={{ password: t`New password`, confirmPassword: t`Confirm new password` }}
          />
          <div>
            <Button type="submit" loading={form.pending} pendingLabel={t`Saving...`}>
              <Trans>Change password</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
