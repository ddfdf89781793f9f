import { ApiError, resolveError, ZAdminLoginRequest } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button, Card, CardContent, Field } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PasswordInput } from "../../../components/password-input.js";
import { SESSION_PATHS } from "../../../shared/session.js";
import { FormAlert } from "../../forms/form-alert.js";
import { useForm } from "../../forms/use-form.js";

type SecondFactor = "none" | "totp" | "backup";

type AdminLoginValues = {
  email: string;
  password: string;
  totpCode: string;
  backupCode: string;
};

/** The fields a login attempt sends: the second factor only once it is asked for. */
export function adminLoginRequest(values: AdminLoginValues, factor: SecondFactor) {
  return {
    email: values.email,
    password: values.password,
    ...(factor === "totp" ? { totpCode: values.totpCode } : {}),
    ...(factor === "backup" ? { backupCode: values.backupCode } : {}),
  };
}

/**
 * The back office's sign-in: e-mail or username and password, then the authenticator code
 * (or a backup code) when the account has two-factor sign-in.
 */
export function AdminLoginPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [factor, setFactor] = useState<SecondFactor>("none");
  const form = useForm<AdminLoginValues>(
    { email: "", password: "", totpCode: "", backupCode: "" },
    (values) => {
      const checked = ZAdminLoginRequest.safeParse(adminLoginRequest(values, factor));
      const problems: Record<string, string> = {};
      if (!checked.success) {
        for (const issue of checked.error.issues) problems[String(issue.path[0])] ??= issue.message;
      }
      return problems;
    },
  );

  const submit = form.submit(
    async (values) => {
      const admin = await api.adminLogin(adminLoginRequest(values, factor));
      queryClient.setQueryData(queryKeyOf("getAdminMe"), admin);
      // Nothing else in the back office works before two-factor sign-in is set up.
      navigate(admin.totpEnabled ? SESSION_PATHS.adminHome : SESSION_PATHS.adminTwoFactor);
    },
    (error) => {
      if (ApiError.isInstance(error) && error.code === "ADMIN_TOTP_REQUIRED") {
        setFactor("totp");
        return undefined;
      }
      return resolveError(error).message;
    },
  );

  return (
    <Card as="section" className="auth-card" aria-labelledby="admin-login-title">
      <CardContent>
        <p className="eyebrow">Back office</p>
        <h1 id="admin-login-title" className="auth-title">
          Administrator sign-in
        </h1>
        <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
          <FormAlert message={form.failure} />
          <Field label="Email or username" error={form.errors.email} required>
            <input autoComplete="username" {...form.field("email")} />
          </Field>
          <Field label="Password" error={form.errors.password} required>
            <PasswordInput autoComplete="current-password" {...form.field("password")} />
          </Field>
          {factor === "totp" && (
            <Field
              label="Authenticator code"
              hint="The 6-digit code from your authenticator app."
              error={form.errors.totpCode}
              required
            >
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...form.field("totpCode")}
              />
            </Field>
          )}
          {factor === "backup" && (
            <Field label="Backup code" error={form.errors.backupCode} required>
              <input autoComplete="off" {...form.field("backupCode")} />
            </Field>
          )}
          {factor !== "none" && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setFactor(factor === "totp" ? "backup" : "totp")}
            >
              {factor === "totp" ? "Use a backup code instead" : "Use the authenticator app"}
            </Button>
          )}
          <Button type="submit" fullWidth loading={form.pending} pendingLabel="Signing in...">
            Sign in
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
