import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { ActingAdmin } from "./back-office.js";

/**
 * One entry of the audit log. A back-office change names its acting administrator (`by`: the
 * request's method, path and address; it answers 200); sign-in, impersonation and the requests
 * made under one name the administrator and what is known of the request.
 */
export type AuditEntry = {
  action: string;
  customerId?: string | null | undefined;
  impersonationId?: string | null | undefined;
  metadata?: Prisma.InputJsonValue | undefined;
} & (
  | { by: ActingAdmin }
  | {
      adminUserId: string;
      method?: string | undefined;
      path?: string | undefined;
      statusCode?: number | undefined;
      ipAddress?: string | null | undefined;
    }
);

export interface AuditLog {
  /** Writes one entry (the one place `admin_audit_logs` rows are made). */
  record(entry: AuditEntry): Promise<void>;
  /** One page of entries, newest first, and how many there are in all. */
  page(page: { skip: number; take: number }): Promise<{
    total: number;
    entries: Array<{
      id: string;
      adminUserId: string;
      customerId: string | null;
      impersonationId: string | null;
      action: string;
      method: string | null;
      path: string | null;
      statusCode: number | null;
      createdAt: Date;
    }>;
  }>;
}

/** admin_audit_logs: who did what, for which customer, under which impersonation. */
export function createAuditLog(db: Database): AuditLog {
  return {
    async record(entry) {
      const who =
        "by" in entry
          ? {
              adminUserId: entry.by.adminUserId,
              method: entry.by.method,
              path: entry.by.path,
              statusCode: 200,
              ipAddress: entry.by.ipAddress,
            }
          : entry;
      await db.prisma.adminAuditLog.create({
        data: {
          adminUserId: who.adminUserId,
          action: entry.action.slice(0, 100),
          customerId: entry.customerId ?? null,
          impersonationId: entry.impersonationId ?? null,
          method: who.method ?? null,
          path: who.path?.slice(0, 2048) ?? null,
          statusCode: who.statusCode ?? null,
          ipAddress: who.ipAddress ?? null,
          metadata: entry.metadata,
        },
        select: { id: true },
      });
    },
    async page({ skip, take }) {
      const [total, entries] = await Promise.all([
        db.prisma.adminAuditLog.count(),
        db.prisma.adminAuditLog.findMany({
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip,
          take,
          select: {
            id: true,
            adminUserId: true,
            customerId: true,
            impersonationId: true,
            action: true,
            method: true,
            path: true,
            statusCode: true,
            createdAt: true,
          },
        }),
      ]);
      return { total, entries };
    },
  };
}
