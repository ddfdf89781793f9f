import type { TAdminOverviewResponse } from "@ringline/api-client";
import type { Database } from "../db/database.js";

const DAY_MS = 24 * 60 * 60 * 1000;

const minutesOf = (seconds: number | null) => Math.ceil((seconds ?? 0) / 60);

/** The back office's figures at a glance, each counted in the database. */
export async function readOverview(
  db: Database,
  now: number,
): Promise<Omit<TAdminOverviewResponse, "success">> {
  const prisma = db.prisma;
  const at = new Date(now);
  const today = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const month = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const [byStatus, trials, revenue, callsToday, callsMonth, failedEmails, openErrors] =
    await Promise.all([
      prisma.customer.groupBy({
        by: ["status"],
        _count: { _all: true },
        orderBy: { status: "asc" },
      }),
      prisma.user.count({ where: { trialEndDate: { gte: at, lt: new Date(now + 7 * DAY_MS) } } }),
      prisma.user.groupBy({
        by: ["subscriptionInterval"],
        where: { subscriptionStatus: { in: ["active", "trialing"] } },
        _sum: { subscriptionAmount: true },
        orderBy: { subscriptionInterval: "asc" },
      }),
      prisma.callLog.aggregate({
        where: { createdAt: { gte: today }, isTest: false },
        _count: { _all: true },
        _sum: { duration: true },
      }),
      prisma.callLog.aggregate({
        where: { createdAt: { gte: month }, isTest: false },
        _count: { _all: true },
        _sum: { duration: true },
      }),
      prisma.emailLog.count({ where: { status: "failed" } }),
      prisma.errorLog.count({ where: { resolved: false } }),
    ]);
  const monthlyRecurringRevenue = revenue.reduce((sum, group) => {
    const amount = group._sum.subscriptionAmount?.toNumber() ?? 0;
    return sum + (group.subscriptionInterval === "year" ? amount / 12 : amount);
  }, 0);
  return {
    customersByStatus: byStatus.map((group) => ({
      status: group.status,
      count: group._count._all,
    })),
    trialsEndingThisWeek: trials,
    monthlyRecurringRevenue: Math.round(monthlyRecurringRevenue * 100) / 100,
    callsToday: callsToday._count._all,
    minutesToday: minutesOf(callsToday._sum.duration),
    callsThisMonth: callsMonth._count._all,
    minutesThisMonth: minutesOf(callsMonth._sum.duration),
    failedEmails,
    openErrors,
  };
}
