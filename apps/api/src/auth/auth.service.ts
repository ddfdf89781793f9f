import type {
  TChangeEmailRequest,
  TChangePasswordRequest,
  TLoginRequest,
  TResetPasswordRequest,
  TSignupRequest,
  TUser,
} from "@ringline/api-client";
import type { Logger } from "pino";
import type { BackgroundWrites } from "../core/background.js";
import { AppError } from "../core/errors.js";
import type { Mailer } from "../outbox/mailer.js";
import {
  confirmEmailChangeTemplate,
  resetPasswordTemplate,
  verifyEmailTemplate,
  welcomeTemplate,
} from "../outbox/templates.js";
import { hashPassword, isCommonPassword, verifyPassword } from "../security/passwords.js";
import { createToken, hashToken } from "../security/tokens.js";
import type { SessionManager } from "../sessions/session.manager.js";
import type { StoredSession } from "../sessions/session.repository.js";
import { type SignInThrottle, signInAccount } from "../sessions/sign-in-throttle.js";
import type { AuthTokenRepository } from "./auth-token.repository.js";
import { isUniqueViolation, toUserView, type UserRepository } from "./user.repository.js";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for this address, we have sent a link to reset its password.";

export interface AuthServiceOptions {
  users: UserRepository;
  tokens: AuthTokenRepository;
  sessions: SessionManager;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  now: () => number;
  /** Runs work after the answer (the reset e-mail, so that no address answers slower). */
  background: BackgroundWrites;
  /** Failed sign-ins per account, and the devices that signed in before. */
  throttle: SignInThrottle;
}

type Client = { ipAddress: string | null; userAgent: string | null };

export interface SignedIn {
  token: string;
  session: StoredSession;
  user: TUser;
}

function refuseCommon(password: string, field = "password"): void {
  if (isCommonPassword(password)) {
    throw new AppError("AUTH_WEAK_PASSWORD", {
      fieldErrors: {
        [field]: ["This password is too common. Please choose a less predictable one."],
      },
    });
  }
}

export function createAuthService(options: AuthServiceOptions) {
  const { users, tokens, sessions, mailer } = options;
  const clock = () => new Date(options.now());
  const link = (path: string, token: string) =>
    `${options.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function sendVerification(user: { id: string; firstName: string }, email: string) {
    const token = createToken("verify");
    await tokens.createVerification({
      email,
      tokenHash: hashToken(token),
      userId: user.id,
      type: "verify",
      expiresAt: new Date(options.now() + VERIFY_TOKEN_TTL_MS),
    });
    await mailer.send({
      type: "verify-email",
      to: email,
      userId: user.id,
      ...verifyEmailTemplate({ firstName: user.firstName, link: link("/verify-email", token) }),
    });
  }

  /** The reset link for an address that has an account; nothing for any other address. */
  async function sendPasswordReset(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    await tokens.retireResets(email);
    const token = createToken("reset");
    await tokens.createReset(email, hashToken(token), new Date(options.now() + RESET_TOKEN_TTL_MS));
    await mailer.send({
      type: "reset-password",
      to: email,
      userId: user.id,
      ...resetPasswordTemplate({
        firstName: user.firstName,
        link: link("/reset-password", token),
      }),
    });
  }

  return {
    async signup(input: TSignupRequest, client: Client): Promise<SignedIn> {
      refuseCommon(input.password);
      if (await users.findByEmail(input.email)) throw new AppError("AUTH_EMAIL_IN_USE");
      const password = await hashPassword(input.password);
      let user: Awaited<ReturnType<UserRepository["create"]>>;
      try {
        user = await users.create({
          email: input.email,
          password,
          firstName: input.firstName,
          lastName: input.lastName,
        });
      } catch (error) {
        // Two sign-ups for one address at once: the database decides.
        if (isUniqueViolation(error)) throw new AppError("AUTH_EMAIL_IN_USE");
        throw error;
      }
      const { token, session } = await sessions.create(user.id, client);
      await sendVerification(user, user.email);
      await mailer.send({
        type: "welcome",
        to: user.email,
        userId: user.id,
        ...welcomeTemplate({
          firstName: user.firstName,
          dashboardUrl: `${options.publicUrl}/dashboard`,
        }),
      });
      return { token, session, user: toUserView(user) };
    },

    /**
     * Signs in with e-mail and password. Failed attempts are counted per account; once there
     * were too many, only a device that signed in before gets in (`deviceCookie`) until the
     * wait is over. Answers the device's cookie to keep with the session.
     */
    async login(
      input: TLoginRequest,
      client: Client,
      deviceCookie?: string,
    ): Promise<SignedIn & { deviceCookie: string }> {
      const user = await users.findByEmail(input.email);
      const attempt = await options.throttle.check(
        "customer",
        signInAccount("customer", user?.id, input.email),
        deviceCookie,
      );
      const valid = await verifyPassword(user?.password ?? null, input.password);
      if (!user || !valid) {
        await options.throttle.failed(attempt);
        throw new AppError("AUTH_INVALID_CREDENTIALS");
      }
      if (user.customer?.status === "suspended") {
        throw new AppError("AUTH_FORBIDDEN", {
          message: "This account is suspended. Contact support to reactivate it.",
        });
      }
      const { token, session } = await sessions.create(user.id, client);
      return {
        token,
        session,
        user: toUserView(user),
        deviceCookie: await options.throttle.succeeded(attempt),
      };
    },

    async me(userId: string, impersonatedBy?: string): Promise<TUser> {
      const user = await users.findById(userId);
      if (!user) throw new AppError("AUTH_NOT_AUTHENTICATED");
      return toUserView(user, impersonatedBy);
    },

    /**
     * Answers before looking the address up: the lookup, the token and the e-mail happen after
     * the answer, so a known address answers exactly as fast as an unknown one (no account can
     * be found out by timing the answer).
     */
    requestPasswordReset(email: string): void {
      options.background.run("password reset e-mail", () => sendPasswordReset(email));
    },

    async resetPassword(input: TResetPasswordRequest): Promise<void> {
      refuseCommon(input.password);
      const result = await tokens.consumeReset(hashToken(input.token), clock());
      if (result.status === "unknown") throw new AppError("AUTH_TOKEN_INVALID");
      if (result.status === "expired") throw new AppError("AUTH_TOKEN_EXPIRED");
      const user = await users.findByEmail(result.token.email);
      if (!user) throw new AppError("AUTH_TOKEN_INVALID");
      await users.setPassword(user.id, await hashPassword(input.password));
      // Whoever knew the old password is signed out everywhere.
      await sessions.endOthers(user.id, undefined, "password-reset");
    },

    async verifyEmail(token: string): Promise<"verified" | "changed"> {
      const result = await tokens.consumeVerification(hashToken(token), clock());
      if (result.status === "unknown") throw new AppError("AUTH_TOKEN_INVALID");
      if (result.status === "expired") throw new AppError("AUTH_TOKEN_EXPIRED");
      const { userId, email, type } = result.token;
      if (type === "change") {
        const owner = await users.findByEmail(email);
        if (owner && owner.id !== userId) throw new AppError("AUTH_EMAIL_IN_USE");
        try {
          await users.applyEmailChange(userId, email);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError("AUTH_EMAIL_IN_USE");
          throw error;
        }
        return "changed";
      }
      await users.markVerified(userId);
      return "verified";
    },

    async resendVerification(userId: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new AppError("AUTH_NOT_AUTHENTICATED");
      if (user.emailVerified) return;
      await sendVerification(user, user.email);
    },

    async changeEmail(userId: string, input: TChangeEmailRequest): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new AppError("AUTH_NOT_AUTHENTICATED");
      if (!(await verifyPassword(user.password, input.password))) {
        throw new AppError("AUTH_INVALID_CREDENTIALS", {
          message: "The password is not correct.",
          fieldErrors: { password: ["The password is not correct."] },
        });
      }
      if (input.newEmail === user.email) {
        throw new AppError("API_VALIDATION_ERROR", {
          fieldErrors: { newEmail: ["This is already your email address"] },
        });
      }
      if (await users.findByEmail(input.newEmail)) throw new AppError("AUTH_EMAIL_IN_USE");
      // Only the newest link works: one sent to an address typed by mistake must not stay usable.
      await tokens.retireVerifications(user.id, "change");
      const token = createToken("verify");
      const expiresAt = new Date(options.now() + VERIFY_TOKEN_TTL_MS);
      await users.setPendingEmail(user.id, {
        email: input.newEmail,
        tokenHash: hashToken(token),
        expiresAt,
      });
      await tokens.createVerification({
        email: input.newEmail,
        tokenHash: hashToken(token),
        userId: user.id,
        type: "change",
        expiresAt,
      });
      await mailer.send({
        type: "confirm-email-change",
        to: input.newEmail,
        userId: user.id,
        ...confirmEmailChangeTemplate({
          firstName: user.firstName,
          link: link("/verify-email", token),
        }),
      });
    },

    async changePassword(
      userId: string,
      currentSessionId: string | undefined,
      input: TChangePasswordRequest,
    ): Promise<number> {
      const user = await users.findById(userId);
      if (!user) throw new AppError("AUTH_NOT_AUTHENTICATED");
      if (!(await verifyPassword(user.password, input.currentPassword))) {
        throw new AppError("AUTH_INVALID_CREDENTIALS", {
          message: "The current password is not correct.",
          fieldErrors: { currentPassword: ["The current password is not correct."] },
        });
      }
      refuseCommon(input.password);
      await users.setPassword(user.id, await hashPassword(input.password));
      return sessions.endOthers(user.id, currentSessionId, "password-change");
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
