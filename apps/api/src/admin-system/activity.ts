import type { TAdminActivityQuery } from "@ringline/api-client";
import { given } from "../admin/back-office.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

const STATUS_CLASSES = { "2xx": 200, "3xx": 300, "4xx": 400, "5xx": 500 } as const;

/** The activity tracker's e-mail filter looks at this many matching users at most. */
const ACTIVITY_EMAIL_MATCHES = 1000;

/**
 * The activity tracker: the signed-in customers' requests (`user_activity_logs`), filtered by
 * the customer (their account or part of its e-mail), method, status class and text, each row
 * naming the customer's account.
 */
export function createActivityTracker(db: Database) {
  const prisma = db.prisma;
  return {
    async list(query: TAdminActivityQuery) {
      const where: Prisma.UserActivityLogWhereInput = {};
      const userId = given(query.userId);
      if (userId) where.userId = userId;
      const email = given(query.email);
      if (email) {
        // The log has no relation to users (no foreign key): the users matching the address
        // first, then their rows.
        const users = await prisma.user.findMany({
          where: {
            email: { contains: email, mode: "insensitive" },
            ...(userId ? { id: userId } : {}),
          },
          select: { id: true },
          take: ACTIVITY_EMAIL_MATCHES,
        });
        where.userId = { in: users.map((user) => user.id) };
      }
      const method = given(query.method);
      if (method) where.method = method.toUpperCase();
      const status = query.status;
      if (status) {
        const from = STATUS_CLASSES[status];
        where.statusCode = { gte: from, lt: from + 100 };
      }
      const search = given(query.search);
      if (search) {
        where.OR = [
          { action: { contains: search, mode: "insensitive" } },
          { page: { contains: search, mode: "insensitive" } },
        ];
      }
      const [total, rows] = await Promise.all([
        prisma.userActivityLog.count({ where }),
        prisma.userActivityLog.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...pageWindow(query),
          select: {
            id: true,
            userId: true,
            customerId: true,
            ipAddress: true,
            userAgent: true,
            action: true,
            page: true,
            method: true,
            statusCode: true,
            responseTime: true,
            createdAt: true,
          },
        }),
      ]);
      const pageUserIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
      const emails = new Map(
        (
          await prisma.user.findMany({
            where: { id: { in: pageUserIds } },
            select: { id: true, email: true },
          })
        ).map((user) => [user.id, user.email]),
      );
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          email: (row.userId && emails.get(row.userId)) ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
