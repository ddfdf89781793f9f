import type { Request, RequestHandler, Response } from "express";
import type { ActivityLog } from "../activity/activity-log.js";
import type { AuditLog } from "../admin/audit-log.js";
import type { ImpersonationService } from "../admin/impersonation.service.js";
import type { BackgroundWrites } from "../core/background.js";
import { AppError } from "../core/errors.js";
import type { AdminPrincipal, Authenticator, CustomerPrincipal } from "../http/authentication.js";
import { bearerToken, clientInfo } from "../http/client-info.js";
import { ADMIN_COOKIE, SESSION_COOKIE, sessionCookieOptions } from "../http/cookies.js";
import { tokenKindOf } from "../security/tokens.js";
import { ABSOLUTE_TIMEOUT_MS, type SessionManager } from "../sessions/session.manager.js";

/** Administrator roles that may read but never change data (`admin-write` routes refuse them). */
export const READ_ONLY_ADMIN_ROLES: ReadonlySet<string> = new Set(["support", "viewer"]);

/** Sets the customer session cookie, for as long as a session can live. */
export function setSessionCookie(request: Request, response: Response, token: string): void {
  response.cookie(
    SESSION_COOKIE,
    token,
    sessionCookieOptions(request, { maxAgeMs: ABSOLUTE_TIMEOUT_MS }),
  );
}

export function clearSessionCookie(request: Request, response: Response): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(request, { maxAgeMs: 0 });
  response.clearCookie(SESSION_COOKIE, options);
}

export interface AuthenticationOptions {
  customerSessions: SessionManager;
  adminSessions: SessionManager;
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
 * Who is calling: a customer by bearer token (a session or an impersonation token) or the
 * session cookie, an administrator by the admin cookie only. Admin tokens are never accepted
 * for customers, and customer or impersonation tokens never for admins. Its `trackRequests`
 * middleware, mounted before every route, times each API request and records every one a
 * signed-in customer made in the activity log, refused or not.
 */
export function createAuthenticator(
  options: AuthenticationOptions,
): Authenticator & { readonly trackRequests: RequestHandler } {
  async function resolve(request: Request): Promise<Resolution> {
    const cookie: unknown = request.cookies?.[SESSION_COOKIE];
    const token = bearerToken(request) ?? (typeof cookie === "string" ? cookie : undefined);
    if (!token) return { principal: undefined, failure: "none" };
    const kind = tokenKindOf(token);
    if (kind === "session") {
      const check = await options.customerSessions.authenticate(token);
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

  /** One request on its way through the API, for the activity log. */
  interface Tracked {
    started: number;
    /** The authenticator looked at its credentials (so they need not be looked at again). */
    resolved: boolean;
    principal: CustomerPrincipal | undefined;
  }
  const tracked = new WeakMap<Response, Tracked>();

  /** Every answer to a signed-in customer lands in the activity log (and, impersonating, the audit). */
  function record(
    request: Request,
    response: Response,
    principal: CustomerPrincipal,
    started: number,
  ): void {
    const url = request.originalUrl;
    const query = url.indexOf("?");
    const route = request.route?.path
      ? `${request.baseUrl}${request.route.path}`
      : query === -1
        ? url
        : url.slice(0, query);
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
  }

  /**
   * Once the answer is out: recorded with the customer the route identified; a request refused
   * before any route asked (CSRF, rate limit, a body too large, an unknown path) is identified
   * now, after the answer, so that it is recorded too. Admin routes never take customer
   * credentials, so a customer cookie beside an admin page's requests is not the customer's.
   */
  function finished(request: Request, response: Response, entry: Tracked): void {
    if (entry.principal) {
      record(request, response, entry.principal, entry.started);
      return;
    }
    // Only the API's own paths: a GET under /auth/ that no route took is a page of the site.
    const path = request.originalUrl;
    if (entry.resolved || !path.startsWith("/api/") || path.startsWith("/api/admin")) return;
    const cookie: unknown = request.cookies?.[SESSION_COOKIE];
    if (!bearerToken(request) && typeof cookie !== "string") return;
    options.background.run("user activity", async () => {
      const resolution = await resolve(request);
      if (resolution.principal) record(request, response, resolution.principal, entry.started);
    });
  }

  /** One listener for every answer (no closure per request): `this` is the answer. */
  function onClose(this: Response): void {
    const entry = tracked.get(this);
    if (entry) finished(this.req, this, entry);
  }

  function watch(response: Response): Tracked {
    const entry: Tracked = { started: options.now(), resolved: false, principal: undefined };
    tracked.set(response, entry);
    // "close" comes once per answer, so a plain listener (once() would wrap it per request).
    response.on("close", onClose);
    return entry;
  }

  /** Starts the clock of every request to the API, before anything can refuse it. */
  const trackRequests: RequestHandler = (request, response, next) => {
    const path = request.path;
    if (path.startsWith("/api/") || path.startsWith("/auth/")) watch(response);
    next();
  };

  return {
    trackRequests,

    async customer(request, response, required) {
      // Without the tracking middleware (a router mounted alone), the clock starts here.
      const entry = tracked.get(response) ?? watch(response);
      entry.resolved = true;
      const resolution = await resolve(request);
      if (resolution.principal) {
        entry.principal = resolution.principal;
        return resolution.principal;
      }
      if (!required) return undefined;
      throw new AppError(
        resolution.failure === "expired" ? "AUTH_SESSION_EXPIRED" : "AUTH_NOT_AUTHENTICATED",
      );
    },

    async admin(request, _response, needs): Promise<AdminPrincipal> {
      const cookie: unknown = request.cookies?.[ADMIN_COOKIE];
      if (typeof cookie !== "string" || tokenKindOf(cookie) !== "admin") {
        throw new AppError("ADMIN_NOT_AUTHENTICATED");
      }
      const check = await options.adminSessions.authenticate(cookie);
      if (!check.ok) {
        throw new AppError(
          check.reason === "expired" || check.reason === "idle"
            ? "AUTH_SESSION_EXPIRED"
            : "ADMIN_NOT_AUTHENTICATED",
        );
      }
      const admin = check.session.admin;
      if (!admin?.isActive) {
        // A deactivated administrator's sessions end with the account.
        await options.adminSessions.end(check.session.ownerId, check.session.id, "deactivated");
        throw new AppError("ADMIN_NOT_AUTHENTICATED");
      }
      // A password alone reaches only what enrolling two-factor codes needs.
      if (needs.twoFactor && !admin.totpEnabled) {
        throw new AppError("ADMIN_TOTP_ENROLLMENT_REQUIRED");
      }
      if (needs.write && READ_ONLY_ADMIN_ROLES.has(admin.role)) {
        throw new AppError("ADMIN_FORBIDDEN");
      }
      return {
        adminUserId: check.session.ownerId,
        sessionId: check.session.id,
        sessionExpiresAt: check.session.expiresAt,
        role: admin.role,
      };
    },
  };
}
