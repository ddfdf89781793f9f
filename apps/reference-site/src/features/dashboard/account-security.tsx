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
  const me = useMe();
  const [sent, setSent] = useState<string>();
  const resend = useMutation({
    mutationFn: () => api.resendVerification(),
    onSuccess: (answer) =>
      toast({ title: "Link sent", description: answer.message, variant: "success" }),
  });
  const form = useForm({ newEmail: "", password: "" }, validatorOf(ZChangeEmailRequest));
  const submit = form.submit(async (values) => {
    setSent((await api.changeEmail(values)).message);
    form.reset();
  }, describe);
  return (
    <Card as="section" aria-labelledby="profile-email">
      <CardHeader>
        <CardTitle id="profile-email">Email</CardTitle>
        <CardDescription>
          {me.data?.email}{" "}
          {me.data?.emailVerified ? (
            <Badge variant="success">Verified</Badge>
          ) : (
            <Badge variant="warning">Not verified</Badge>
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
              pendingLabel="Sending..."
              onClick={() => resend.mutate()}
            >
              Send a new verification link
            </Button>
          </p>
        )}
        {sent && (
          <p className="form-success" role="status">
            {sent} Your address changes once you open it.
          </p>
        )}
        <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <FormAlert message={form.failure} />
          <Field label="New email" error={form.errors.newEmail} required>
            <input type="email" autoComplete="email" {...form.field("newEmail")} />
          </Field>
          <Field label="Current password" error={form.errors.password} required>
            <PasswordInput autoComplete="current-password" {...form.field("password")} />
          </Field>
          <div>
            <Button type="submit" loading={form.pending} pendingLabel="Sending...">
              Change email
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
  const form = useForm(
    { currentPassword: "", password: "", confirmPassword: "" },
    validatorOf(ZChangePasswordRequest),
  );
  const submit = form.submit(async (values) => {
    const answer = await api.changePassword(values);
    form.reset();
    toast({ title: "Password changed", description: answer.message, variant: "success" });
  }, describe);
  return (
    <Card as="section" aria-labelledby="profile-password">
      <CardHeader>
        <CardTitle id="profile-password">Password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <FormAlert message={form.failure} />
          <Field label="Current password" error={form.errors.currentPassword} required>
            <PasswordInput autoComplete="current-password" {...form.field("currentPassword")} />
          </Field>
          <NewPasswordFields
            password={form.field("password")}
            confirmPassword={form.field("confirmPassword")}
            errors={form.errors}
            labels={{ password: "New password", confirmPassword: "Confirm new password" }}
          />
          <div>
            <Button type="submit" loading={form.pending} pendingLabel="Saving...">
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
