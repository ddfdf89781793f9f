import { resolveError, type TAdmin } from "@ringline/api-client";
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
import { type FormEvent, useState } from "react";
import { QrCode } from "./qr-code.js";
import { authenticatorCodeInput, BackupCodeList } from "./two-factor-fields.js";

/**
 * Turns on two-factor sign-in: a secret for the authenticator app, a code to confirm it, and
 * the backup codes, shown once. Every part of the back office needs it; `onDone` runs once the
 * administrator has saved the backup codes.
 */
export function TwoFactorCard({ onDone }: { onDone?: () => void } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const enroll = useMutation({ mutationFn: () => api.enrollTotp() });
  const verify = useMutation({
    mutationFn: (value: string) => api.verifyTotp({ code: value }),
  });

  function confirm(event: FormEvent) {
    event.preventDefault();
    verify.mutate(code.trim());
  }

  return (
    <Card as="section" aria-labelledby="two-factor">
      <CardHeader>
        <CardTitle id="two-factor" as="h2">
          Turn on two-factor sign-in
        </CardTitle>
        <CardDescription>
          Required before you can use the back office. You need an authenticator app.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {verify.isSuccess ? (
          <>
            <p role="status">
              Two-factor sign-in is on. Keep these backup codes somewhere safe: each works once, and
              they are not shown again.
            </p>
            <BackupCodeList codes={verify.data} />
            <Button
              variant="secondary"
              onClick={async () => {
                // The server has confirmed it: the admin guard, which reads the cache, lets the
                // administrator in at once; pages showing the administrator ask again.
                queryClient.setQueryData(queryKeyOf("getAdminMe"), (admin: TAdmin | undefined) =>
                  admin ? { ...admin, totpEnabled: true } : admin,
                );
                await queryClient.invalidateQueries({ queryKey: queryKeyOf("getAdminMe") });
                onDone?.();
              }}
            >
              I saved them
            </Button>
          </>
        ) : enroll.isSuccess ? (
          <form className="auth-form" noValidate onSubmit={confirm}>
            <p>Scan this code with your authenticator app, then enter the code the app shows.</p>
            <QrCode value={enroll.data.otpauthUrl} label="QR code for your authenticator app" />
            <p className="muted">
              No camera? Type this key into the app instead:{" "}
              <code className="secret">{enroll.data.secret}</code>, or open{" "}
              <a href={enroll.data.otpauthUrl}>this link</a> on the phone with the app.
            </p>
            <Field
              label="Code from the app"
              error={verify.isError ? resolveError(verify.error).message : undefined}
              required
            >
              <input {...authenticatorCodeInput(code, setCode)} />
            </Field>
            <Button type="submit" loading={verify.isPending} pendingLabel="Checking…">
              Turn on
            </Button>
          </form>
        ) : (
          <>
            {enroll.isError && <p role="alert">{resolveError(enroll.error).message}</p>}
            <Button loading={enroll.isPending} onClick={() => enroll.mutate()}>
              Set up two-factor sign-in
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
