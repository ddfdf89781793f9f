import {
  type TAdminAuthResponse,
  type TAdminMeResponse,
  type TAuditLogResponse,
  type TImpersonationResponse,
  type TMessageResponse,
  type TTotpEnrollResponse,
  type TTotpVerifyResponse,
  ZAdminLoginRequest,
  ZStartImpersonationRequest,
  ZStopImpersonationRequest,
  ZTotpVerifyRequest,
} from "@ringline/api-client";
import { type RequestHandler, Router } from "express";
import {
  ADMIN_COOKIE,
  ADMIN_COOKIE_PATH,
  adminOf,
  sessionCookieOptions,
} from "../http/authentication.js";
import { clientInfo } from "../http/client-info.js";
import { parseBody } from "../http/validate.js";
import type { AdminAuthService } from "./admin-auth.service.js";
import type { AuditLog } from "./audit-log.js";
import type { ImpersonationService } from "./impersonation.service.js";

export interface AdminRouterOptions {
  adminAuth: AdminAuthService;
  impersonations: ImpersonationService;
  audit: AuditLog;
  /** Admin-cookie authentication; customer and impersonation tokens never pass it. */
  authenticate: RequestHandler;
  loginLimit: RequestHandler;
}

/** Everything under `/api/admin`: sign-in with two-factor, impersonation, the audit log. */
export function createAdminRouter(options: AdminRouterOptions): Router {
  const { adminAuth, impersonations, authenticate } = options;
  const router = Router();

  router.post("/auth/login", options.loginLimit, async (request, response) => {
    const input = parseBody(ZAdminLoginRequest, request.body);
    const { token, session, admin } = await adminAuth.login(input, clientInfo(request));
    response.cookie(ADMIN_COOKIE, token, {
      ...sessionCookieOptions(request, ADMIN_COOKIE_PATH),
      sameSite: "strict",
    });
    const body: TAdminAuthResponse = {
      success: true,
      admin,
      expiresAt: session.expiresAt.toISOString(),
    };
    response.set("cache-control", "no-store").json(body);
  });

  router.use(authenticate);

  router.post("/auth/logout", async (request, response) => {
    const principal = adminOf(response);
    await adminAuth.logout(
      principal.adminUserId,
      principal.sessionId,
      clientInfo(request).ipAddress,
    );
    response.clearCookie(ADMIN_COOKIE, {
      path: ADMIN_COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
    });
    const body: TMessageResponse = { success: true, message: "You have been signed out." };
    response.json(body);
  });

  router.get("/auth/me", async (_request, response) => {
    const body: TAdminMeResponse = {
      success: true,
      admin: await adminAuth.me(adminOf(response).adminUserId),
    };
    response.set("cache-control", "no-store").json(body);
  });

  router.post("/auth/totp/enroll", async (_request, response) => {
    const { secret, otpauthUrl } = await adminAuth.enrollTotp(adminOf(response).adminUserId);
    const body: TTotpEnrollResponse = { success: true, secret, otpauthUrl };
    response.set("cache-control", "no-store").json(body);
  });

  router.post("/auth/totp/verify", async (request, response) => {
    const { code } = parseBody(ZTotpVerifyRequest, request.body);
    const backupCodes = await adminAuth.confirmTotp(
      adminOf(response).adminUserId,
      code,
      clientInfo(request).ipAddress,
    );
    const body: TTotpVerifyResponse = { success: true, backupCodes };
    response.set("cache-control", "no-store").json(body);
  });

  router.post("/impersonation", async (request, response) => {
    const input = parseBody(ZStartImpersonationRequest, request.body);
    const principal = adminOf(response);
    await adminAuth.requireTwoFactor(principal.adminUserId);
    const { token, impersonation } = await impersonations.start({
      adminUserId: principal.adminUserId,
      adminSessionId: principal.sessionId,
      adminSessionExpiresAt: principal.sessionExpiresAt,
      customerId: input.customerId,
      reason: input.reason,
      ipAddress: clientInfo(request).ipAddress,
    });
    const body: TImpersonationResponse = {
      success: true,
      impersonationToken: token,
      impersonation: {
        id: impersonation.id,
        customerId: impersonation.customerId,
        userId: impersonation.userId,
        customerEmail: impersonation.customerEmail,
        customerName: impersonation.customerName,
        startedAt: impersonation.startedAt.toISOString(),
        expiresAt: impersonation.expiresAt.toISOString(),
      },
    };
    response.status(201).set("cache-control", "no-store").json(body);
  });

  router.post("/impersonation/stop", async (request, response) => {
    const { impersonationId } = parseBody(ZStopImpersonationRequest, request.body);
    await impersonations.stop(
      adminOf(response).adminUserId,
      impersonationId,
      clientInfo(request).ipAddress,
    );
    const body: TMessageResponse = { success: true, message: "Impersonation ended." };
    response.json(body);
  });

  router.get("/audit-log", async (_request, response) => {
    const entries = await options.audit.list(200);
    const body: TAuditLogResponse = {
      success: true,
      entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    };
    response.set("cache-control", "no-store").json(body);
  });

  return router;
}
