import { resolveError } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
} from "@ringline/react-widgets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authenticatorCodeInput, BackupCodeList } from "./two-factor-fields.js";

/**
 * The signed-in administrator's two-factor settings once it is on: new backup codes (shown
 * once), or turning it off. Both ask for a current code from the authenticator app.
 */
export function TwoFactorSettingsCard() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const regenerate = useMutation({
    mutationFn: (value: string) => api.regenerateBackupCodes({ code: value }),
    onSuccess: () => setCode(""),
  });
  const disable = useMutation({
    mutationFn: (value: string) => api.disableTotp({ code: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf("getAdminMe") }),
  });
  const failure = regenerate.error ?? disable.error;
  return (
    <Card as="section" aria-labelledby="two-factor-settings">
      <CardHeader>
        <CardTitle id="two-factor-settings" as="h2">
          Two-factor settings
        </CardTitle>
        <CardDescription>
          Enter the current code from your authenticator app to get new backup codes or to turn
          two-factor sign-in off.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {regenerate.isSuccess && (
          <>
            <p role="status">New backup codes: the old ones no longer work. They are shown once.</p>
            <BackupCodeList codes={regenerate.data} />
          </>
        )}
        {failure && (
          <p className="form-alert" role="alert">
            {resolveError(failure).message}
          </p>
        )}
        <form
          className="admin-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            regenerate.mutate(code.trim());
          }}
        >
          <Field label="Code from the app">
            <input {...authenticatorCodeInput(code, setCode)} />
          </Field>
          <Button type="submit" variant="secondary" loading={regenerate.isPending}>
            New backup codes
          </Button>
          <Button
            variant="danger"
            loading={disable.isPending}
            onClick={() => disable.mutate(code.trim())}
          >
            Turn off
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
