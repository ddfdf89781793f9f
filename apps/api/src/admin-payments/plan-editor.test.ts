import { ZAdminPlanListResponse, ZPlanListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { liveOwner } from "../calls/test-support.js";
import { backOfficeBench } from "../test/admins.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's plan configurations on $name", (target) => {
  const bench = backOfficeBench(target);
  const { post, audited } = bench;

  describe("the plan configurations editor", () => {
    const growth = {
      planId: "growth",
      name: "Growth",
      monthlyPrice: 59,
      annualPrice: 474,
      minutesIncluded: 500,
      overageRatePerMinute: 0.2,
      hasSmsNotifications: true,
      hasAdvancedAnalytics: true,
      hasPrioritySupport: false,
      isActive: true,
    };

    it("changes a plan's price and minutes, which the public plans show at once (audited)", async () => {
      const listed = ZAdminPlanListResponse.parse(
        (await bench.support.agent.get("/api/admin/plans").expect(200)).body,
      );
      const current = listed.items.find((plan) => plan.id === "growth");
      expect(current).toBeDefined();
      const original = { ...growth, ...current, planId: "growth" };
      const { id: _id, updatedAt: _updatedAt, ...restore } = original;
      await post("/api/admin/plans/growth", {
        ...restore,
        monthlyPrice: 64.5,
        minutesIncluded: 600,
      }).expect(200);
      const plans = ZPlanListResponse.parse(
        (await bench.admin.agent.get("/api/plans").expect(200)).body,
      );
      expect(plans.items.find((plan) => plan.id === "growth")).toMatchObject({
        monthlyPrice: 64.5,
        minutesIncluded: 600,
      });
      const [entry] = await audited("plan.update");
      expect(entry?.metadata).toMatchObject({
        planId: "growth",
        before: { monthlyPrice: original.monthlyPrice, minutesIncluded: original.minutesIncluded },
        after: { monthlyPrice: 64.5, minutesIncluded: 600 },
      });
      await post("/api/admin/plans/growth", restore).expect(200);
    });

    it("refuses a plan that breaks the rules, with the fields", async () => {
      const unlimitedWithOverage = await post("/api/admin/plans/growth", {
        ...growth,
        minutesIncluded: null,
        overageRatePerMinute: 0.2,
      }).expect(422);
      expect(unlimitedWithOverage.body.error.fieldErrors).toHaveProperty("overageRatePerMinute");
      const annualTooHigh = await post("/api/admin/plans/growth", {
        ...growth,
        annualPrice: 59 * 12 + 1,
      }).expect(422);
      expect(annualTooHigh.body.error.fieldErrors).toHaveProperty("annualPrice");
      const fractionOfCents = await post("/api/admin/plans/growth", {
        ...growth,
        monthlyPrice: 59.999,
      }).expect(422);
      expect(fractionOfCents.body.error.fieldErrors).toHaveProperty("monthlyPrice");
      const negative = await post("/api/admin/plans/growth", {
        ...growth,
        monthlyPrice: -1,
      }).expect(422);
      expect(negative.body.error.errorCode).toBe("API_VALIDATION_ERROR");
      const unknown = await post("/api/admin/plans/platinum", { ...growth, planId: "platinum" });
      expect([unknown.status, unknown.body.error.errorCode]).toEqual([404, "API_NOT_FOUND"]);
    });

    it("keeps a plan with subscribers on sale", async () => {
      await liveOwner(bench.app, bench.db, { plan: "growth", subscriptionStatus: "active" });
      const response = await post("/api/admin/plans/growth", { ...growth, isActive: false }).expect(
        422,
      );
      expect(response.body.error.fieldErrors.isActive[0]).toContain("subscription");
      const still = await bench.db.prisma.planConfiguration.findUniqueOrThrow({
        where: { planId: "growth" },
      });
      expect(still.isActive).toBe(true);
    });
  });
});
