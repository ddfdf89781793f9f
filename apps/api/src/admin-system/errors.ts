import type { TAdminErrorListQuery } from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import { type ActingAdmin, given } from "../admin/back-office.js";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

/** The errors reported (`error_logs`, grouped by fingerprint), and their resolution (audited). */
export function createErrorLog(options: { db: Database; audit: AuditLog }) {
  const prisma = options.db.prisma;
  return {
    async list(query: TAdminErrorListQuery) {
      const where: Prisma.ErrorLogWhereInput = {};
      if (query.resolved !== "any") where.resolved = query.resolved === "true";
      const severity = given(query.severity);
      if (severity) where.severity = severity;
      const [total, rows] = await Promise.all([
        prisma.errorLog.count({ where }),
        prisma.errorLog.findMany({
          where,
          orderBy: [{ lastSeen: "desc" }, { id: "desc" }],
          ...pageWindow(query),
          select: {
            id: true,
            errorId: true,
            severity: true,
            message: true,
            component: true,
            environment: true,
            url: true,
            stackTrace: true,
            resolved: true,
            resolution: true,
            occurrenceCount: true,
            affectedUsers: true,
            firstSeen: true,
            lastSeen: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          firstSeen: row.firstSeen.toISOString(),
          lastSeen: row.lastSeen.toISOString(),
        })),
      };
    },

    async resolve(by: ActingAdmin, errorLogId: string, resolution: string) {
      const { count } = await prisma.errorLog.updateMany({
        where: { id: errorLogId },
        data: { resolved: true, resolution },
      });
      if (count === 0) throw new AppError("API_NOT_FOUND");
      await options.audit.record({ by, action: "error.resolve", metadata: { errorLogId } });
    },
  };
}
