import type { TCustomerProfile } from "@ringline/api-client";
import type { CookieOptions, Request, RequestHandler, Response } from "express";
import type { ActivityLog } from "../activity/activity-log.js";
import type { AuditLog } from "../admin/audit-log.js";
import type { ImpersonationService } from "../admin/impersonation.service.js";
import { tokenKindOf } from "../security/tokens.js";
import { ABSOLUTE_TIMEOUT_MS, type SessionManager } from "../sessions/session.manager.js";
import { AppError } from "./app-error.js";
import type { BackgroundWrites } from "./background.js";
import { bearerToken, clientInfo } from "./client-info.js";

/** The customer session cookie (also sent to `/auth`). */
export const SESSION_COOKIE = "rl_session";
/** The administrator session cookie, sent to `/api/admin` only. */
export const ADMIN_COOKIE = "rl_admin";
export const ADMIN_COOKIE_PATH = "/api/admin";

/** Who a customer request acts for. */
export interface CustomerPrincipal {
  userId: string;
  via: "session" | "impersonation";
  /** The customer session, when signed in as the customer. */
  sessionId: string | undefined;
  impersonation: { id: string; adminUserId: string; customerId: string } | undefined;
  /** The profile, when it was read together with the session (saves the profile route a query). */
  profile: TCustomerProfile | undefined;
}

/** The signed-in administrator of an admin request. */
export interface AdminPrincipal {
  adminUserId: string;
  sessionId: string;
  sessionExpiresAt: Date;
}

declare global {
  namespace Express {
    interface Locals {
      customer?: CustomerPrincipal;
      admin?: AdminPrincipal;
    }
  }
}

export function sessionCookieOptions(request: Request, path = "/"): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: request.secure,
    path,
    maxAge: ABSOLUTE_TIMEOUT_MS,
  };
}

export function clearSessionCookie(request: Request, response: Response): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(request);
  response.clearCookie(SESSION_COOKIE, options);
}

export interface CustomerAuthOptions {
  sessions: SessionManager;
  impersonations: ImpersonationService;
  activity: ActivityLog;
  audit: AuditLog;
  background: BackgroundWrites;
  now: () => number;
}

type Resolution =
  | { principal: CustomerPrincipal }
  | { principal: undefined; failure: "none" | "expired" | "invalid" };

/**
 * Customer authentication: a bearer token (a session or an impersonation token) or the
 * session cookie. Admin tokens are never accepted here.
 */
export function createCustomerAuth(options: CustomerAuthOptions) {
  async function resolve(request: Request): Promise<Resolution> {
    const cookie: unknown = request.cookies?.[SESSION_COOKIE];
    const token = bearerToken(request) ?? (typeof cookie === "string" ? cookie : undefined);
    if (!token) return { principal: undefined, failure: "none" };
    const kind = tokenKindOf(token);
    if (kind === "session") {
      const check = await options.sessions.authenticate(token);
      if (check.ok) {
        return {
          principal: {
            userId: check.session.ownerId,
            via: "session",
            sessionId: check.session.id,
            impersonation: undefined,
            profile: check.session.profile,
          },
        };
      }
      return {
        principal: undefined,
        failure: check.reason === "expired" || check.reason === "idle" ? "expired" : "invalid",
      };
    }
    if (kind === "impersonation") {
      const check = await options.impersonations.authenticate(token);
      if (check.ok) {
        const { id, adminUserId, customerId, userId } = check.impersonation;
        return {
          principal: {
            userId,
            via: "impersonation",
            sessionId: undefined,
            impersonation: { id, adminUserId, customerId },
            profile: undefined,
          },
        };
      }
      return { principal: undefined, failure: check.reason === "expired" ? "expired" : "invalid" };
    }
    return { principal: undefined, failure: "invalid" };
  }

  function track(request: Request, response: Response, principal: CustomerPrincipal): void {
    const started = options.now();
    response.once("finish", () => {
      const route = `${request.baseUrl}${request.route?.path ?? request.path}`;
      const { ipAddress, userAgent } = clientInfo(request);
      options.activity.record({
        userId: principal.userId,
        customerId: principal.impersonation?.customerId ?? null,
        ipAddress,
        userAgent,
        action: `${request.method} ${route}`,
        page: request.get("x-page") ?? request.originalUrl,
        method: request.method,
        statusCode: response.statusCode,
        responseTime: Math.max(0, Math.round(options.now() - started)),
        metadata: principal.impersonation
          ? { impersonatedBy: principal.impersonation.adminUserId }
          : undefined,
      });
      const impersonation = principal.impersonation;
      if (impersonation) {
        options.background.run("impersonation audit", () =>
          options.audit.record({
            adminUserId: impersonation.adminUserId,
            action: "impersonation.request",
            customerId: impersonation.customerId,
            impersonationId: impersonation.id,
            method: request.method,
            path: request.originalUrl,
            statusCode: response.statusCode,
            ipAddress,
          }),
        );
      }
    });
  }

  /** Loads the principal when a valid token is presented; anonymous otherwise. */
  const optional: RequestHandler = async (request, response, next) => {
    const resolution = await resolve(request);
    if (resolution.principal) {
      response.locals.customer = resolution.principal;
      track(request, response, resolution.principal);
    }
    next();
  };

  /** Refuses anonymous requests: 401 AUTH_NOT_AUTHENTICATED or AUTH_SESSION_EXPIRED. */
  const required: RequestHandler = async (request, response, next) => {
    const resolution = await resolve(request);
    if (!resolution.principal) {
      next(
        new AppError(
          resolution.failure === "expired" ? "AUTH_SESSION_EXPIRED" : "AUTH_NOT_AUTHENTICATED",
        ),
      );
      return;
    }
    response.locals.customer = resolution.principal;
    track(request, response, resolution.principal);
    next();
  };

  return { optional, required };
}

/** The principal set by `required`; a programming error if the route forgot it. */
export function customerOf(response: Response): CustomerPrincipal {
  const principal = response.locals.customer;
  if (!principal) throw new Error("route needs customer authentication");
  return principal;
}

/**
 * Administrator authentication: the admin cookie only. Bearer tokens (customer or
 * impersonation) are never accepted on admin paths, whatever they claim to be.
 */
export function createAdminAuth(sessions: SessionManager): RequestHandler {
  return async (request, response, next) => {
    const cookie: unknown = request.cookies?.[ADMIN_COOKIE];
    if (typeof cookie !== "string" || tokenKindOf(cookie) !== "admin") {
      next(new AppError("ADMIN_NOT_AUTHENTICATED"));
      return;
    }
    const check = await sessions.authenticate(cookie);
    if (!check.ok) {
      next(
        new AppError(
          check.reason === "expired" || check.reason === "idle"
            ? "AUTH_SESSION_EXPIRED"
            : "ADMIN_NOT_AUTHENTICATED",
        ),
      );
      return;
    }
    response.locals.admin = {
      adminUserId: check.session.ownerId,
      sessionId: check.session.id,
      sessionExpiresAt: check.session.expiresAt,
    };
    next();
  };
}

/** The principal set by the admin authentication. */
export function adminOf(response: Response): AdminPrincipal {
  const principal = response.locals.admin;
  if (!principal) throw new Error("route needs admin authentication");
  return principal;
}
