import type { TPlan } from "@ringline/api-client";
import { pageOf } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { PlanConfiguration } from "../generated/prisma/client.js";
import type { FeatureModule } from "../http/route-table.js";

/** Days of free trial a new subscription starts with (the specification's 7). */
export const TRIAL_DAYS = 7;

/** A row of `plan_configurations` as the product shows the plan. */
export function planOf(row: PlanConfiguration): TPlan {
  return {
    id: row.planId,
    name: row.planName,
    monthlyPrice: Number(row.monthlyPrice),
    annualPrice: Number(row.annualPrice),
    minutesIncluded: row.minutesIncluded,
    overageRatePerMinute:
      row.overageRatePerMinute === null ? null : Number(row.overageRatePerMinute),
    hasSmsNotifications: row.hasSmsNotifications,
    hasAdvancedAnalytics: row.hasAdvancedAnalytics,
    hasPrioritySupport: row.hasPrioritySupport,
    trialDays: TRIAL_DAYS,
  };
}

/** The plans of `plan_configurations`, the one source of every price the product shows. */
export function createPlanRepository(db: Database) {
  return {
    async listActive(): Promise<TPlan[]> {
      const rows = await db.prisma.planConfiguration.findMany({
        where: { isActive: true },
        orderBy: { monthlyPrice: "asc" },
      });
      return rows.map(planOf);
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;

declare module "../core/module.js" {
  interface Services {
    plans: PlanRepository;
  }
}

/** The subscription plans, for the pricing pages and for checkout. */
export const plansModule: FeatureModule = {
  name: "plans",
  setup({ db }) {
    const plans = createPlanRepository(db);
    return {
      provides: { plans },
      routes: {
        async listPlans() {
          const items = await plans.listActive();
          return pageOf(items, items.length, { page: 1, pageSize: Math.max(items.length, 1) });
        },
      },
    };
  },
};
