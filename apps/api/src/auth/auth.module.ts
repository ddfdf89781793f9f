import type { Request, Response } from "express";
import { AppError } from "../core/errors.js";
import type { CustomerPrincipal } from "../http/authentication.js";
import { clientInfo } from "../http/client-info.js";
import {
  cookieOf,
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  deviceCookieOptions,
} from "../http/cookies.js";
import type { FeatureModule } from "../http/route-table.js";
import { createSignInThrottle } from "../sessions/sign-in-throttle.js";
import { createAuthService, FORGOT_PASSWORD_MESSAGE, type SignedIn } from "./auth.service.js";
import { createAuthTokenRepository } from "./auth-token.repository.js";
import { clearSessionCookie, setSessionCookie } from "./authentication.js";
import { createGoogleSignIn, type GoogleSignInConfig } from "./google-sign-in.js";
import { createUserRepository } from "./user.repository.js";

declare module "../core/module.js" {
  interface AppSettings {
    /** Google sign-in; off when absent. */
    google?: GoogleSignInConfig | undefined;
    /** The fetch used to talk to the sign-in provider (tests point it at a local fake). */
    fetch?: typeof globalThis.fetch | undefined;
  }
  interface Services {
    /** Account e-mails other features send on an account's behalf (the back office). */
    accountEmails: { resendVerification(userId: string): Promise<void> };
  }
}

type RotateCsrf = (request: Request, response: Response) => void;

function signedInAnswer(
  rotateCsrf: RotateCsrf,
  request: Request,
  response: Response,
  signedIn: SignedIn,
) {
  setSessionCookie(request, response, signedIn.token);
  // A CSRF token obtained before signing in must not work after it.
  rotateCsrf(request, response);
  return {
    success: true as const,
    authToken: signedIn.token,
    expiresAt: signedIn.session.expiresAt.toISOString(),
    user: signedIn.user,
  };
}

const said = (message: string) => ({ success: true as const, message });

/** Account security is the account holder's own: an impersonating admin cannot change it. */
function refuseImpersonation(customer: CustomerPrincipal): void {
  if (customer.via === "impersonation") {
    throw new AppError("AUTH_FORBIDDEN", {
      message: "Account security settings cannot be changed while impersonating.",
    });
  }
}

const ignoreNext = () => undefined;

/** Accounts: sign-up, sign-in (password and Google), sign-out, recovery, e-mail changes. */
export const authModule: FeatureModule = {
  name: "auth",
  setup({ db, logger, now, publicUrl, settings, background, use, csrf }) {
    const customerSessions = use("customerSessions");
    const users = createUserRepository(db);
    const throttle = createSignInThrottle({ db, secret: settings.sessionSecret, now });
    const auth = createAuthService({
      users,
      tokens: createAuthTokenRepository(db),
      sessions: customerSessions,
      mailer: use("mailer"),
      logger,
      publicUrl,
      now,
      background,
      throttle,
    });
    const google = createGoogleSignIn({
      config: settings.google,
      redirectUri: `${publicUrl}/auth/google/callback`,
      secret: settings.sessionSecret,
      users,
      sessions: customerSessions,
      logger,
      fetch: settings.fetch,
      now,
      onSignedIn: csrf.rotate,
    });

    return {
      // Failed sign-ins of windows that ended (customers' and administrators' alike).
      jobs: [
        {
          name: "sign-in-throttle-purge",
          cron: "23 * * * *",
          run: async () => void (await throttle.purge()),
        },
      ],
      provides: {
        accountEmails: { resendVerification: (userId) => auth.resendVerification(userId) },
      },
      routes: {
        signup: async ({ input, request, response }) =>
          signedInAnswer(
            csrf.rotate,
            request,
            response,
            await auth.signup(input, clientInfo(request)),
          ),
        async login({ input, request, response }) {
          const signedIn = await auth.login(
            input,
            clientInfo(request),
            cookieOf(request, DEVICE_COOKIE),
          );
          response.cookie(
            DEVICE_COOKIE,
            signedIn.deviceCookie,
            deviceCookieOptions(request, DEVICE_COOKIE_PATH),
          );
          return signedInAnswer(csrf.rotate, request, response, signedIn);
        },
        getMe: async ({ customer }) => ({
          success: true as const,
          user: await auth.me(customer.userId, customer.impersonation?.adminUserId),
        }),
        // Always succeeds: signing out must work even with a session that already ended.
        async logout({ customer, request, response }) {
          if (customer?.sessionId) {
            await customerSessions.end(customer.userId, customer.sessionId, "logout");
          }
          clearSessionCookie(request, response);
          csrf.rotate(request, response);
          return said("You have been signed out.");
        },
        getAuthProviders: () => ({ success: true as const, google: settings.google !== undefined }),
        async googleSignIn({ request, response }) {
          await google.start(request, response, ignoreNext);
        },
        async googleCallback({ request, response }) {
          await google.callback(request, response, ignoreNext);
        },
        forgotPassword({ input }) {
          auth.requestPasswordReset(input.email);
          return said(FORGOT_PASSWORD_MESSAGE);
        },
        async resetPassword({ input, request, response }) {
          await auth.resetPassword(input);
          clearSessionCookie(request, response);
          return said("Your password has been changed. Please sign in with the new one.");
        },
        async verifyEmail({ input }) {
          const outcome = await auth.verifyEmail(input.token);
          return said(
            outcome === "changed"
              ? "Your new email address is confirmed."
              : "Your email address is verified.",
          );
        },
        async resendVerification({ customer }) {
          await auth.resendVerification(customer.userId);
          return said("If your address was not verified yet, a new link is on its way.");
        },
        async changeEmail({ customer, input }) {
          refuseImpersonation(customer);
          await auth.changeEmail(customer.userId, input);
          return said(`We sent a confirmation link to ${input.newEmail}.`);
        },
        async changePassword({ customer, input }) {
          refuseImpersonation(customer);
          await auth.changePassword(customer.userId, customer.sessionId, input);
          return said("Your password has been changed. Your other sessions were signed out.");
        },
      },
    };
  },
};
