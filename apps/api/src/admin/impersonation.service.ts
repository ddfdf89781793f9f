import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import { createToken, hashToken } from "../security/tokens.js";
import { IDLE_TIMEOUT_MS } from "../sessions/session.manager.js";
import type { AuditLog } from "./audit-log.js";

/** An impersonation lasts at most an hour, and never longer than the admin session. */
export const IMPERSONATION_TTL_MS = 60 * 60 * 1000;

export interface ActiveImpersonation {
  id: string;
  adminUserId: string;
  adminSessionId: string;
  customerId: string;
  userId: string;
}

export type ImpersonationCheck =
  | { ok: true; impersonation: ActiveImpersonation }
  | { ok: false; reason: "unknown" | "ended" | "expired" };

export interface ImpersonationService {
  start(input: {
    adminUserId: string;
    adminSessionId: string;
    adminSessionExpiresAt: Date;
    customerId: string;
    reason: string | undefined;
    ipAddress: string | null;
  }): Promise<{
    token: string;
    impersonation: ActiveImpersonation & {
      startedAt: Date;
      expiresAt: Date;
      customerEmail: string;
      customerName: string;
    };
  }>;
  authenticate(token: string): Promise<ImpersonationCheck>;
  /**
   * Whether the impersonation `id` is still going on, by the same rules as `authenticate`
   * (without counting as its activity); false for an unknown one.
   */
  isActive(id: string): Promise<boolean>;
  stop(adminUserId: string, impersonationId: string, ipAddress: string | null): Promise<void>;
  /** Ends every impersonation started from an admin session (at its logout). */
  endForAdminSession(adminSessionId: string): Promise<void>;
}

const LIFETIME = {
  lastSeenAt: true,
  expiresAt: true,
  endedAt: true,
  adminSession: { select: { revokedAt: true, expiresAt: true } },
  adminUser: { select: { isActive: true } },
} as const;

interface Lifetime {
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  adminSession: { revokedAt: Date | null; expiresAt: Date };
  adminUser: { isActive: boolean };
}

/**
 * Where an impersonation stands at `at`: ended (stopped, or its admin's session or account
 * ended), expired (its hour, its admin session's life or its idle time ran out; not yet
 * written down as ended), or going on.
 */
function standingOf(row: Lifetime, at: Date): "active" | "ended" | "expired" {
  if (row.endedAt || row.adminSession.revokedAt || !row.adminUser.isActive) return "ended";
  if (
    at >= row.expiresAt ||
    at >= row.adminSession.expiresAt ||
    at.getTime() - row.lastSeenAt.getTime() >= IDLE_TIMEOUT_MS
  ) {
    return "expired";
  }
  return "active";
}

export function createImpersonationService(
  db: Database,
  audit: AuditLog,
  now: () => number,
): ImpersonationService {
  const clock = () => new Date(now());
  return {
    async start(input) {
      const customer = await db.prisma.customer.findUnique({
        where: { id: input.customerId },
        select: { id: true, userId: true, email: true, firstName: true, lastName: true },
      });
      if (!customer) throw new AppError("ADMIN_CUSTOMER_NOT_FOUND");
      if (!customer.userId) {
        throw new AppError("ADMIN_IMPERSONATION_FAILED", {
          message: "This customer has no sign-in account to act as.",
        });
      }
      const at = clock();
      const expiresAt = new Date(
        Math.min(at.getTime() + IMPERSONATION_TTL_MS, input.adminSessionExpiresAt.getTime()),
      );
      const token = createToken("impersonation");
      const row = await db.prisma.impersonation.create({
        data: {
          tokenHash: hashToken(token),
          adminUserId: input.adminUserId,
          adminSessionId: input.adminSessionId,
          customerId: customer.id,
          userId: customer.userId,
          reason: input.reason ?? null,
          startedAt: at,
          lastSeenAt: at,
          expiresAt,
        },
        select: { id: true, startedAt: true, expiresAt: true },
      });
      await audit.record({
        adminUserId: input.adminUserId,
        action: "impersonation.start",
        customerId: customer.id,
        impersonationId: row.id,
        ipAddress: input.ipAddress,
        metadata: input.reason ? { reason: input.reason } : undefined,
      });
      return {
        token,
        impersonation: {
          id: row.id,
          adminUserId: input.adminUserId,
          adminSessionId: input.adminSessionId,
          customerId: customer.id,
          userId: customer.userId,
          startedAt: row.startedAt,
          expiresAt: row.expiresAt,
          customerEmail: customer.email,
          customerName: `${customer.firstName} ${customer.lastName}`,
        },
      };
    },

    async authenticate(token) {
      const row = await db.prisma.impersonation.findUnique({
        where: { tokenHash: hashToken(token) },
        select: {
          id: true,
          adminUserId: true,
          adminSessionId: true,
          customerId: true,
          userId: true,
          ...LIFETIME,
        },
      });
      if (!row) return { ok: false, reason: "unknown" };
      const at = clock();
      const standing = standingOf(row, at);
      if (standing === "ended") return { ok: false, reason: "ended" };
      if (standing === "expired") {
        await db.prisma.impersonation.update({
          where: { id: row.id },
          data: { endedAt: at },
          select: { id: true },
        });
        return { ok: false, reason: "expired" };
      }
      await db.prisma.impersonation.update({
        where: { id: row.id },
        data: { lastSeenAt: at },
        select: { id: true },
      });
      return {
        ok: true,
        impersonation: {
          id: row.id,
          adminUserId: row.adminUserId,
          adminSessionId: row.adminSessionId,
          customerId: row.customerId,
          userId: row.userId,
        },
      };
    },

    async isActive(id) {
      const row = await db.prisma.impersonation.findUnique({ where: { id }, select: LIFETIME });
      return row !== null && standingOf(row, clock()) === "active";
    },

    async stop(adminUserId, impersonationId, ipAddress) {
      const { count } = await db.prisma.impersonation.updateMany({
        where: { id: impersonationId, adminUserId, endedAt: null },
        data: { endedAt: clock() },
      });
      if (count === 0) {
        throw new AppError("ADMIN_IMPERSONATION_FAILED", {
          message: "This impersonation is not active.",
        });
      }
      const row = await db.prisma.impersonation.findUniqueOrThrow({
        where: { id: impersonationId },
        select: { customerId: true },
      });
      await audit.record({
        adminUserId,
        action: "impersonation.stop",
        customerId: row.customerId,
        impersonationId,
        ipAddress,
      });
    },

    async endForAdminSession(adminSessionId) {
      await db.prisma.impersonation.updateMany({
        where: { adminSessionId, endedAt: null },
        data: { endedAt: clock() },
      });
    },
  };
}
