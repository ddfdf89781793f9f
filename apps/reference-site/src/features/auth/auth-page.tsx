import { queryKeyOf, useApiClient } from "@ringline/api-client/react";
import { Button, Card, CardContent, Field, LinkButton, toast } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { safeNextPath } from "../../app/session.js";
import {
  type AuthMode,
  authFailureMessage,
  authModeOf,
  EMPTY_LOGIN,
  EMPTY_SIGNUP,
  type LoginValues,
  messageForCode,
  type SignupValues,
  validateLogin,
  validateSignup,
} from "./auth-form.js";
import { PasswordInput } from "./password-input.js";

/** The spec's post-login pause before the dashboard, so the success toast is seen. */
export const POST_LOGIN_REDIRECT_MS = 300;

const TEXTS = {
  login: {
    title: "Welcome back",
    lead: "Sign in to manage your AI receptionist, calls and billing.",
    submit: "Sign in",
    pending: "Signing in...",
    switchPrompt: "Don't have an account?",
    switchLink: "Sign up",
  },
  signup: {
    title: "Create your account",
    lead: "Start your 7-day free trial. Setup takes about 5 minutes.",
    submit: "Create account",
    pending: "Creating account...",
    switchPrompt: "Already have an account?",
    switchLink: "Sign in",
  },
} as const;

/**
 * The one auth screen at /auth, /login and /signup: login unless the path is /signup. Forms
 * validate with the contract's words, reset when the mode changes, and disable their button
 * while sending.
 */
export function AuthPage() {
  const location = useLocation();
  const mode = authModeOf(location.pathname);
  const [search] = useSearchParams();
  const texts = TEXTS[mode];
  const headingId = useId();
  const carriedError = messageForCode(search.get("error"));
  // Switching modes mounts a fresh form: fields, errors and the password toggle all reset.
  return (
    <Card as="section" className="auth-card" aria-labelledby={headingId}>
      <CardContent>
        <h1 id={headingId} className="auth-title">
          {texts.title}
        </h1>
        <p className="auth-lead">{texts.lead}</p>
        {carriedError && (
          <p className="form-alert" role="alert">
            {carriedError}
          </p>
        )}
        {mode === "login" ? (
          <LoginForm key="login" next={safeNextPath(search.get("next"))} />
        ) : (
          <SignupForm key="signup" />
        )}
        <div className="auth-divider" role="presentation">
          <span>or</span>
        </div>
        <LinkButton href="/auth/google" variant="secondary" fullWidth>
          Continue with Google
        </LinkButton>
        <p className="auth-switch">
          {texts.switchPrompt}{" "}
          <Link to={mode === "login" ? "/signup" : "/login"}>{texts.switchLink}</Link>
        </p>
        <p className="auth-back">
          <Link to="/">Back to Home</Link>
        </p>
      </CardContent>
    </Card>
  );
}

function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

function LoginForm({ next }: { next: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer), [timer]);

  const set = (field: keyof LoginValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateLogin(values);
    setErrors(problems);
    setFailure(undefined);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      const answer = await api.login(values);
      queryClient.removeQueries({ queryKey: queryKeyOf("getProfile") });
      queryClient.setQueryData(queryKeyOf("getMe"), answer.user);
      toast({
        title: "Signed in",
        description: `Welcome back, ${answer.user.firstName}!`,
        variant: "success",
      });
      setTimer(setTimeout(() => navigate(next), POST_LOGIN_REDIRECT_MS));
    } catch (error) {
      setFailure(authFailureMessage("login", error));
      setPending(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={failure} />
      <Field label="Email" error={errors.email} required>
        <input
          type="email"
          name="email"
          autoComplete="email"
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
      <p className="auth-forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <Button type="submit" fullWidth loading={pending} pendingLabel={TEXTS.login.pending}>
        {TEXTS.login.submit}
      </Button>
    </form>
  );
}

function SignupForm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  const set = (field: keyof SignupValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateSignup(values);
    setErrors(problems);
    setFailure(undefined);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      const answer = await api.signup(values);
      queryClient.setQueryData(queryKeyOf("getMe"), answer.user);
      navigate("/dashboard");
    } catch (error) {
      setFailure(authFailureMessage("signup", error));
      setPending(false);
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={failure} />
      <div className="form-row">
        <Field label="First name" error={errors.firstName} required>
          <input
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => set("firstName")(event.target.value)}
          />
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          <input
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => set("lastName")(event.target.value)}
          />
        </Field>
      </div>
      <Field label="Email" error={errors.email} required>
        <input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set("email")(event.target.value)}
        />
      </Field>
      <Field
        label="Password"
        hint="8+ characters, uppercase, lowercase, and number"
        error={errors.password}
        required
      >
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={set("password")}
        />
      </Field>
      <Field label="Confirm password" error={errors.confirmPassword} required>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={set("confirmPassword")}
        />
      </Field>
      <Button type="submit" fullWidth loading={pending} pendingLabel={TEXTS.signup.pending}>
        {TEXTS.signup.submit}
      </Button>
    </form>
  );
}

export type { AuthMode };
