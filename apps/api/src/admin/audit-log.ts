import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

export interface AuditEntry {
  adminUserId: string;
  action: string;
  customerId?: string | null | undefined;
  impersonationId?: string | null | undefined;
  method?: string | undefined;
  path?: string | undefined;
  statusCode?: number | undefined;
  ipAddress?: string | null | undefined;
  metadata?: Prisma.InputJsonValue | undefined;
}

export interface AuditLog {
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
      await db.prisma.adminAuditLog.create({
        data: {
          adminUserId: entry.adminUserId,
          action: entry.action.slice(0, 100),
          customerId: entry.customerId ?? null,
          impersonationId: entry.impersonationId ?? null,
          method: entry.method ?? null,
          path: entry.path?.slice(0, 2048) ?? null,
          statusCode: entry.statusCode ?? null,
          ipAddress: entry.ipAddress ?? null,
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
