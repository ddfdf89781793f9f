import { ApiError, resolveError, ZAdminLoginRequest } from "@ringline/api-client";
import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button, Card, CardContent, Field } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { PasswordInput } from "../auth/password-input.js";

type SecondFactor = "none" | "totp" | "backup";

interface AdminLoginValues {
  email: string;
  password: string;
  totpCode: string;
  backupCode: string;
}

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
  const [values, setValues] = useState<AdminLoginValues>({
    email: "",
    password: "",
    totpCode: "",
    backupCode: "",
  });
  const [factor, setFactor] = useState<SecondFactor>("none");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const set = (field: keyof AdminLoginValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = adminLoginRequest(values, factor);
    const checked = ZAdminLoginRequest.safeParse(request);
    const problems: Record<string, string> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) problems[String(issue.path[0])] ??= issue.message;
    }
    setErrors(problems);
    setFailure(undefined);
    if (!checked.success) return;
    setPending(true);
    try {
      const admin = await api.adminLogin(request);
      queryClient.setQueryData(queryKeyOf("getAdminMe"), admin);
      navigate("/admin");
    } catch (error) {
      if (ApiError.isInstance(error) && error.code === "ADMIN_TOTP_REQUIRED") {
        setFactor("totp");
      } else {
        setFailure(resolveError(error).message);
      }
      setPending(false);
    }
  }

  return (
    <Card as="section" className="auth-card" aria-labelledby="admin-login-title">
      <CardContent>
        <p className="eyebrow">Back office</p>
        <h1 id="admin-login-title" className="auth-title">
          Administrator sign-in
        </h1>
        <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
          {failure && (
            <p className="form-alert" role="alert">
              {failure}
            </p>
          )}
          <Field label="Email or username" error={errors.email} required>
            <input
              name="email"
              autoComplete="username"
              value={values.email}
              onChange={(event) => set("email")(event.target.value)}
            />
          </Field>
          <Field label="Password" error={errors.password} required>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={values.password}
              onValueChange={set("password")}
            />
          </Field>
          {factor === "totp" && (
            <Field
              label="Authenticator code"
              hint="The 6-digit code from your authenticator app."
              error={errors.totpCode}
              required
            >
              <input
                name="totpCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={values.totpCode}
                onChange={(event) => set("totpCode")(event.target.value)}
              />
            </Field>
          )}
          {factor === "backup" && (
            <Field label="Backup code" error={errors.backupCode} required>
              <input
                name="backupCode"
                autoComplete="off"
                value={values.backupCode}
                onChange={(event) => set("backupCode")(event.target.value)}
              />
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
          <Button type="submit" fullWidth loading={pending} pendingLabel="Signing in...">
            Sign in
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
