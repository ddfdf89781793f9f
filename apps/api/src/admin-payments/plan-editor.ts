import type { TAdminPlanConfiguration, TUpdateAdminPlanRequest } from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import type { ActingAdmin } from "../admin/back-office.js";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { PlanConfiguration } from "../generated/prisma/client.js";
import { planOf } from "../plans/plans.module.js";

/** Subscription states that still bill a plan: such a plan cannot be turned off. */
const BILLING_STATES = ["trialing", "active", "past_due", "unpaid"];

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function view(row: PlanConfiguration): TAdminPlanConfiguration {
  const { trialDays: _trialDays, ...plan } = planOf(row);
  return { ...plan, isActive: row.isActive, updatedAt: row.updatedAt.toISOString() };
}

/** The rules a plan must keep, as field errors (empty when it keeps them). */
function planErrors(input: TUpdateAdminPlanRequest): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const field of ["monthlyPrice", "annualPrice", "overageRatePerMinute"] as const) {
    const value = input[field];
    if (value !== null && !hasCents(value)) add(field, "Use dollars and cents (two decimals)");
  }
  if (input.minutesIncluded === null && input.overageRatePerMinute !== null) {
    add("overageRatePerMinute", "An unlimited plan has no overage: leave the rate empty");
  }
  if (input.annualPrice > input.monthlyPrice * 12) {
    add("annualPrice", "The annual price cannot be more than twelve monthly payments");
  }
  return errors;
}

/**
 * The plan configurations editor. `plan_configurations` is the one source of every price the
 * product shows (pricing, ROI, chat, checkout, Stripe prices made from it), so a change here
 * shows everywhere with no other step. Every change is audited with what it was before.
 */
export function createPlanEditor(options: { db: Database; audit: AuditLog }) {
  const plans = () => options.db.prisma.planConfiguration;
  return {
    async list() {
      const rows = await plans().findMany({
        orderBy: [{ monthlyPrice: "asc" }, { planId: "asc" }],
      });
      return rows.map(view);
    },

    async update(by: ActingAdmin, input: TUpdateAdminPlanRequest): Promise<void> {
      const row = await plans().findUnique({ where: { planId: input.planId } });
      if (!row) throw new AppError("API_NOT_FOUND", { message: "There is no such plan." });
      const fieldErrors = planErrors(input);
      if (Object.keys(fieldErrors).length > 0) {
        throw new AppError("API_VALIDATION_ERROR", { fieldErrors });
      }
      if (row.isActive && !input.isActive) {
        const [othersActive, subscribers] = await Promise.all([
          plans().count({ where: { isActive: true, planId: { not: row.planId } } }),
          options.db.prisma.user.count({
            where: { plan: row.planId, subscriptionStatus: { in: BILLING_STATES } },
          }),
        ]);
        if (othersActive === 0) {
          throw new AppError("API_VALIDATION_ERROR", {
            fieldErrors: { isActive: ["At least one plan must stay on sale"] },
          });
        }
        if (subscribers > 0) {
          throw new AppError("API_VALIDATION_ERROR", {
            fieldErrors: {
              isActive: [
                `${subscribers} subscription(s) are on this plan: move them before turning it off`,
              ],
            },
          });
        }
      }
      const updated = await plans().update({
        where: { planId: row.planId },
        data: {
          planName: input.name,
          monthlyPrice: input.monthlyPrice,
          annualPrice: input.annualPrice,
          minutesIncluded: input.minutesIncluded,
          overageRatePerMinute: input.overageRatePerMinute,
          hasSmsNotifications: input.hasSmsNotifications,
          hasAdvancedAnalytics: input.hasAdvancedAnalytics,
          hasPrioritySupport: input.hasPrioritySupport,
          isActive: input.isActive,
        },
      });
      const { updatedAt: _before, ...before } = view(row);
      const { updatedAt: _after, ...after } = view(updated);
      await options.audit.record({
        by,
        action: "plan.update",
        metadata: { planId: row.planId, before, after },
      });
    },
  };
}
