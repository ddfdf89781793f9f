import {
  type TAuthResponse,
  type TMeResponse,
  type TMessageResponse,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZVerifyEmailRequest,
} from "@ringline/api-client";
import { type Request, type Response, Router } from "express";
import { AppError } from "../http/app-error.js";
import {
  clearSessionCookie,
  type createCustomerAuth,
  customerOf,
  SESSION_COOKIE,
  sessionCookieOptions,
} from "../http/authentication.js";
import { clientInfo } from "../http/client-info.js";
import type { RateLimiters } from "../http/rate-limit.js";
import { parseBody } from "../http/validate.js";
import type { SessionManager } from "../sessions/session.manager.js";
import { type AuthService, FORGOT_PASSWORD_MESSAGE, type SignedIn } from "./auth.service.js";

export interface AuthRouterOptions {
  auth: AuthService;
  sessions: SessionManager;
  customerAuth: ReturnType<typeof createCustomerAuth>;
  limits: RateLimiters;
}

function answerSignedIn(request: Request, response: Response, status: number, signedIn: SignedIn) {
  response.cookie(SESSION_COOKIE, signedIn.token, sessionCookieOptions(request));
  const body: TAuthResponse = {
    success: true,
    authToken: signedIn.token,
    expiresAt: signedIn.session.expiresAt.toISOString(),
    user: signedIn.user,
  };
  response.status(status).set("cache-control", "no-store").json(body);
}

function message(response: Response, text: string) {
  const body: TMessageResponse = { success: true, message: text };
  response.json(body);
}

/** Account security is the account holder's own: an impersonating admin cannot change it. */
function refuseImpersonation(response: Response): void {
  if (customerOf(response).via === "impersonation") {
    throw new AppError("AUTH_FORBIDDEN", {
      message: "Account security settings cannot be changed while impersonating.",
    });
  }
}

/**
 * Accounts: mounted at both `/auth` and `/api/auth`, so the paths the product names
 * (`POST /auth/signup`, `POST /api/auth/login`, `GET /auth/me` …) all work either way.
 */
export function createAuthRouter(options: AuthRouterOptions): Router {
  const { auth, customerAuth, limits } = options;
  const router = Router();

  router.post("/signup", limits.signup, async (request, response) => {
    const input = parseBody(ZSignupRequest, request.body);
    answerSignedIn(request, response, 201, await auth.signup(input, clientInfo(request)));
  });

  router.post("/login", limits.login, async (request, response) => {
    const input = parseBody(ZLoginRequest, request.body);
    answerSignedIn(request, response, 200, await auth.login(input, clientInfo(request)));
  });

  router.get("/me", customerAuth.required, async (_request, response) => {
    const principal = customerOf(response);
    const body: TMeResponse = {
      success: true,
      user: await auth.me(principal.userId, principal.impersonation?.adminUserId),
    };
    response.set("cache-control", "no-store").json(body);
  });

  // Always succeeds: signing out must work even with a session that already ended.
  router.post("/logout", customerAuth.optional, async (request, response) => {
    const principal = response.locals.customer;
    if (principal?.sessionId) {
      await options.sessions.end(principal.userId, principal.sessionId, "logout");
    }
    clearSessionCookie(request, response);
    message(response, "You have been signed out.");
  });

  router.post("/forgot-password", limits.passwordReset, async (request, response) => {
    const { email } = parseBody(ZForgotPasswordRequest, request.body);
    await auth.forgotPassword(email);
    message(response, FORGOT_PASSWORD_MESSAGE);
  });

  router.post("/reset-password", limits.passwordReset, async (request, response) => {
    await auth.resetPassword(parseBody(ZResetPasswordRequest, request.body));
    clearSessionCookie(request, response);
    message(response, "Your password has been changed. Please sign in with the new one.");
  });

  router.post("/verify-email", async (request, response) => {
    const { token } = parseBody(ZVerifyEmailRequest, request.body);
    const outcome = await auth.verifyEmail(token);
    message(
      response,
      outcome === "changed"
        ? "Your new email address is confirmed."
        : "Your email address is verified.",
    );
  });

  router.post("/resend-verification", customerAuth.required, async (_request, response) => {
    await auth.resendVerification(customerOf(response).userId);
    message(response, "If your address was not verified yet, a new link is on its way.");
  });

  router.post("/change-email", customerAuth.required, async (request, response) => {
    refuseImpersonation(response);
    const input = parseBody(ZChangeEmailRequest, request.body);
    await auth.changeEmail(customerOf(response).userId, input);
    message(response, `We sent a confirmation link to ${input.newEmail}.`);
  });

  router.post("/change-password", customerAuth.required, async (request, response) => {
    refuseImpersonation(response);
    const input = parseBody(ZChangePasswordRequest, request.body);
    const principal = customerOf(response);
    await auth.changePassword(principal.userId, principal.sessionId, input);
    message(response, "Your password has been changed. Your other sessions were signed out.");
  });

  return router;
}
