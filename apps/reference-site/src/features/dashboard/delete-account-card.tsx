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
import { FormAlert } from "../forms/form-alert.js";
import { useForm } from "../forms/use-form.js";
import { validatorOf } from "../forms/validate.js";

/**
 * Deleting the account, after a confirmation: the subscription is cancelled at once and the
 * account's data removed or anonymised; the visitor lands on the home page.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" className="danger-zone" aria-labelledby="profile-delete">
      <CardHeader>
        <CardTitle id="profile-delete">Delete account</CardTitle>
        <CardDescription>
          Cancels your subscription at once and removes your data. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account
        </Button>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Delete your account?"
          description="Your subscription ends now, your AI receptionist stops answering, and your account, calls and settings are removed."
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
      toast({ title: "Account deleted", description: answer.message, variant: "success" });
    },
    (error) => resolveError(error).message,
  );
  return (
    <form className="settings-form" noValidate onSubmit={submit} aria-busy={form.pending}>
      <FormAlert message={form.failure} />
      <Field
        label="Password"
        hint="Leave empty if you only sign in with Google."
        error={form.errors.password}
      >
        <PasswordInput autoComplete="current-password" {...form.field("password")} />
      </Field>
      <Field
        label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
        error={form.errors.confirmation}
        required
      >
        <input autoComplete="off" {...form.field("confirmation")} />
      </Field>
      <div className="card-actions">
        <Button variant="secondary" onClick={onCancel}>
          Keep my account
        </Button>
        <Button type="submit" variant="danger" loading={form.pending} pendingLabel="Deleting...">
          Delete my account
        </Button>
      </div>
    </form>
  );
}
