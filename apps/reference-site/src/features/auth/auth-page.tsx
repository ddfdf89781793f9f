import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { queryKeyOf, useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Button, Card, CardContent, Field, LinkButton, toast } from "@ringline/react-widgets";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { PasswordInput } from "../../components/password-input.js";
import { PurchaseProgress } from "../../components/purchase-progress/index.js";
import { afterSignupPath, namedPlan } from "../../shared/checkout-search.js";
import { safeNextPath } from "../../shared/session.js";
import { track } from "../analytics/analytics.js";
import { FormAlert } from "../forms/form-alert.js";
import { NameFields, NewPasswordFields } from "../forms/person-fields.js";
import { useForm } from "../forms/use-form.js";
import {
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
import { ChosenPlan } from "./chosen-plan.js";

/** The spec's post-login pause before the dashboard, so the success toast is seen. */
export const POST_LOGIN_REDIRECT_MS = 300;

const TEXTS = {
  login: {
    title: msg`Welcome back`,
    lead: msg`Sign in to manage your AI receptionist, calls and billing.`,
    submit: msg`Sign in`,
    pending: msg`Signing in...`,
  },
  signup: {
    title: msg`Create your account`,
    lead: msg`Start your 7-day free trial. Setup takes about 5 minutes.`,
    submit: msg`Create account`,
    pending: msg`Creating account...`,
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
  const { i18n } = useLingui();
  const headingId = useId();
  const carriedError = messageForCode(search.get("error"));
  // Google sign-in shows only where this deployment configured it.
  const providers = useRouteQuery("getAuthProviders");
  const switchTo = switchPath(mode, search);
  // Switching modes mounts a fresh form: fields, errors and the password toggle all reset.
  return (
    <>
      {mode === "signup" && <PurchaseProgress current="account" />}
      <Card as="section" className="auth-card" aria-labelledby={headingId}>
        <CardContent>
          <h1 id={headingId} className="auth-title">
            {i18n._(texts.title)}
          </h1>
          <p className="auth-lead">{i18n._(texts.lead)}</p>
          <FormAlert message={carriedError} />
          {mode === "signup" && namedPlan(search) && <ChosenPlan />}
          {mode === "login" ? (
            <LoginForm key="login" next={safeNextPath(search.get("next"))} />
          ) : (
            <SignupForm key="signup" next={afterSignupPath(search)} />
          )}
          {providers.data?.google && (
            <>
              <div className="auth-divider" role="presentation">
                <span>
                  <Trans>or</Trans>
                </span>
              </div>
              <LinkButton href="/auth/google" variant="secondary" fullWidth>
                <Trans>Continue with Google</Trans>
              </LinkButton>
            </>
          )}
          <p className="auth-switch">
            {mode === "login" ? (
              <Trans>
                Don't have an account? <Link to={switchTo}>Sign up</Link>
              </Trans>
            ) : (
              <Trans>
                Already have an account? <Link to={switchTo}>Sign in</Link>
              </Trans>
            )}
          </p>
          <p className="auth-back">
            <Link to="/">
              <Trans>Back to Home</Trans>
            </Link>
          </p>
        </CardContent>
      </Card>
    </>
  );
}

/**
 * The other mode, keeping where the visitor was going: a plan chosen on the pricing section
 * reaches checkout whether they sign up or sign in.
 */
function switchPath(mode: "login" | "signup", search: URLSearchParams): string {
  const kept = new URLSearchParams();
  if (mode === "login") {
    for (const key of ["plan", "billing", "next"]) {
      const value = search.get(key);
      if (value) kept.set(key, value);
    }
  } else if (search.get("plan") || search.get("next")) {
    kept.set("next", afterSignupPath(search));
  }
  const text = kept.toString();
  return `${mode === "login" ? "/signup" : "/login"}${text ? `?${text}` : ""}`;
}

function LoginForm({ next }: { next: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<LoginValues>(EMPTY_LOGIN, validateLogin);
  const { t, i18n } = useLingui();
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer), [timer]);

  const submit = form.submit(
    async (values) => {
      const answer = await api.login(values);
      queryClient.removeQueries({ queryKey: queryKeyOf("getProfile") });
      queryClient.setQueryData(queryKeyOf("getMe"), answer.user);
      const firstName = answer.user.firstName;
      toast({
        title: t`Signed in`,
        description: t`Welcome back, ${firstName}!`,
        variant: "success",
      });
      setTimer(setTimeout(() => navigate(next), POST_LOGIN_REDIRECT_MS));
    },
    (error) => authFailureMessage("login", error),
  );

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
      <FormAlert message={form.failure} />
      <Field label={t`Email`} error={form.errors.email} required>
        <input type="email" autoComplete="email" {...form.field("email")} />
      </Field>
      <Field label={t`Password`} error={form.errors.password} required>
        <PasswordInput autoComplete="current-password" {...form.field("password")} />
      </Field>
      <p className="auth-forgot">
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <Button
        type="submit"
        fullWidth
        loading={form.pending}
        pendingLabel={i18n._(TEXTS.login.pending)}
      >
        {i18n._(TEXTS.login.submit)}
      </Button>
    </form>
  );
}

export function SignupForm({ next }: { next: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<SignupValues>(EMPTY_SIGNUP, validateSignup);
  const { t, i18n } = useLingui();

  const submit = form.submit(
    async (values) => {
      const answer = await api.signup(values);
      track("sign_up", { method: "email" });
      queryClient.setQueryData(queryKeyOf("getMe"), answer.user);
      navigate(next);
    },
    (error) => authFailureMessage("signup", error),
  );

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={form.pending}>
      <FormAlert message={form.failure} />
      <NameFields
        firstName={form.field("firstName")}
        lastName={form.field("lastName")}
        errors={form.errors}
      />
      <Field label={t`Email`} error={form.errors.email} required>
        <input type="email" autoComplete="email" {...form.field("email")} />
      </Field>
      <NewPasswordFields
        password={form.field("password")}
        confirmPassword={form.field("confirmPassword")}
        errors={form.errors}
      />
      <p className="auth-terms">
        <Trans>
          By creating an account, you agree to our{" "}
          <Link to="/terms-of-service">Terms of Service</Link> and{" "}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </Trans>
      </p>
      <Button
        type="submit"
        fullWidth
        loading={form.pending}
        pendingLabel={i18n._(TEXTS.signup.pending)}
      >
        {i18n._(TEXTS.signup.submit)}
      </Button>
    </form>
  );
}
