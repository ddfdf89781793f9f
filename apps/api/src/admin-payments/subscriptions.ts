import type { TAdminSubscriptionListQuery } from "@ringline/api-client";
import { given } from "../admin/back-office.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

/** The accounts with a subscription, by status and plan, the next renewal first. */
export function createSubscriptions(db: Database) {
  const prisma = db.prisma;
  return {
    async list(query: TAdminSubscriptionListQuery) {
      const where: Prisma.UserWhereInput = { paymentSubscriptionId: { not: null } };
      const status = given(query.status);
      if (status) where.subscriptionStatus = status;
      const plan = given(query.plan);
      if (plan) where.plan = plan;
      const [total, rows] = await Promise.all([
        prisma.user.count({ where }),
        prisma.user.findMany({
          where,
          orderBy: [{ currentPeriodEnd: "asc" }, { id: "asc" }],
          ...pageWindow(query),
          select: {
            id: true,
            email: true,
            firstName: true,
            lastName: true,
            plan: true,
            subscriptionStatus: true,
            subscriptionAmount: true,
            subscriptionInterval: true,
            currentPeriodEnd: true,
            cancelAtPeriodEnd: true,
            trialEndDate: true,
            customer: { select: { id: true } },
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          customerId: row.customer?.id ?? null,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`.trim(),
          plan: row.plan,
          status: row.subscriptionStatus,
          amount: row.subscriptionAmount?.toNumber() ?? null,
          interval: row.subscriptionInterval,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          trialEndDate: row.trialEndDate?.toISOString() ?? null,
        })),
      };
    },
  };
}
