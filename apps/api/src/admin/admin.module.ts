import type { TImpersonationResponse } from "@ringline/api-client";
import { pageOf, pageWindow } from "../core/page.js";
import { clientInfo } from "../http/client-info.js";
import {
  ADMIN_COOKIE,
  ADMIN_COOKIE_PATH,
  ADMIN_DEVICE_COOKIE,
  cookieOf,
  deviceCookieOptions,
  sessionCookieOptions,
} from "../http/cookies.js";
import type { FeatureModule } from "../http/route-table.js";
import { ABSOLUTE_TIMEOUT_MS } from "../sessions/session.manager.js";
import { createSignInThrottle } from "../sessions/sign-in-throttle.js";
import { createAdminAuthService } from "./admin-auth.service.js";
import { createAdminUserRepository } from "./admin-user.repository.js";
import { createAdministrators } from "./administrators.js";
import { type AuditLog, createAuditLog } from "./audit-log.js";
import { actor, done } from "./back-office.js";
import { createImpersonationService, type ImpersonationService } from "./impersonation.service.js";

declare module "../core/module.js" {
  interface Services {
    impersonations: ImpersonationService;
    audit: AuditLog;
  }
}

const signedOut = { success: true as const, message: "You have been signed out." };

/**
 * The back office's own: administrator sign-in with two-factor codes, impersonation, the audit
 * log, and the administrators with their roles and two-factor reset (audited; support
 * administrators only read).
 */
export const adminModule: FeatureModule = {
  name: "admin",
  setup({ db, now, settings, use, csrf }) {
    const audit = createAuditLog(db);
    const impersonations = createImpersonationService(db, audit, now);
    const adminSessions = use("adminSessions");
    const adminAuth = createAdminAuthService({
      admins: createAdminUserRepository(db),
      sessions: adminSessions,
      impersonations,
      audit,
      secretBox: settings.secretBox,
      now,
      throttle: createSignInThrottle({ db, secret: settings.sessionSecret, now }),
    });
    const administrators = createAdministrators({ db, audit, adminSessions });
    return {
      provides: { impersonations, audit },
      routes: {
        async adminLogin({ input, request, response }) {
          const { token, session, admin, deviceCookie } = await adminAuth.login(
            input,
            clientInfo(request),
            cookieOf(request, ADMIN_DEVICE_COOKIE),
          );
          response.cookie(
            ADMIN_DEVICE_COOKIE,
            deviceCookie,
            deviceCookieOptions(request, ADMIN_COOKIE_PATH),
          );
          response.cookie(ADMIN_COOKIE, token, {
            ...sessionCookieOptions(request, {
              path: ADMIN_COOKIE_PATH,
              maxAgeMs: ABSOLUTE_TIMEOUT_MS,
            }),
            sameSite: "strict",
          });
          // A CSRF token obtained before signing in must not work after it.
          csrf.rotate(request, response);
          return { success: true as const, admin, expiresAt: session.expiresAt.toISOString() };
        },
        async adminLogout({ admin, request, response }) {
          await adminAuth.logout(admin.adminUserId, admin.sessionId, clientInfo(request).ipAddress);
          response.clearCookie(ADMIN_COOKIE, {
            path: ADMIN_COOKIE_PATH,
            httpOnly: true,
            sameSite: "strict",
          });
          csrf.rotate(request, response);
          return signedOut;
        },
        getAdminMe: async ({ admin }) => ({
          success: true as const,
          admin: await adminAuth.me(admin.adminUserId),
        }),
        async enrollTotp({ admin }) {
          const { secret, otpauthUrl } = await adminAuth.enrollTotp(admin.adminUserId);
          return { success: true as const, secret, otpauthUrl };
        },
        async verifyTotp({ admin, input, request }) {
          const backupCodes = await adminAuth.confirmTotp(
            admin.adminUserId,
            input.code,
            clientInfo(request).ipAddress,
          );
          return { success: true as const, backupCodes };
        },
        async disableTotp({ admin, input, request }) {
          await adminAuth.disableTotp(admin.adminUserId, input.code, clientInfo(request).ipAddress);
          return { success: true as const, message: "Two-factor sign-in is off." };
        },
        async regenerateBackupCodes({ admin, input, request }) {
          const backupCodes = await adminAuth.regenerateBackupCodes(
            admin.adminUserId,
            input.code,
            clientInfo(request).ipAddress,
          );
          return { success: true as const, backupCodes };
        },
        async startImpersonation({ admin, input, request }) {
          await adminAuth.requireTwoFactor(admin.adminUserId);
          const { token, impersonation } = await impersonations.start({
            adminUserId: admin.adminUserId,
            adminSessionId: admin.sessionId,
            adminSessionExpiresAt: admin.sessionExpiresAt,
            customerId: input.customerId,
            reason: input.reason,
            ipAddress: clientInfo(request).ipAddress,
          });
          const answer: TImpersonationResponse = {
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
          return answer;
        },
        async stopImpersonation({ admin, input, request }) {
          await impersonations.stop(
            admin.adminUserId,
            input.impersonationId,
            clientInfo(request).ipAddress,
          );
          return { success: true as const, message: "Impersonation ended." };
        },
        async getAuditLog({ input }) {
          const { total, entries } = await audit.page(pageWindow(input));
          return pageOf(
            entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
            total,
            input,
          );
        },
        async listAdminUsers({ input }) {
          const { total, items } = await administrators.list(input);
          return pageOf(items, total, input);
        },
        async createAdminUser({ admin, input, request }) {
          await administrators.create(actor(admin, request), input);
          return done("The administrator is added.");
        },
        async updateAdminUser({ admin, input, request }) {
          await administrators.update(actor(admin, request), input);
          return done("The administrator is changed.");
        },
        async resetAdminTwoFactor({ admin, input, request }) {
          await administrators.resetTwoFactor(actor(admin, request), input.adminUserId);
          return done("Two-factor sign-in is reset: the administrator enrols again.");
        },
      },
    };
  },
};
