import { DEFAULT_PLANS } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("GET /api/plans on $name", (target) => {
  let db: Database;
  let app: TestApp;
  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("answers the plans of plan_configurations, cheapest first, with the 7-day trial", async () => {
    const response = await request(app).get("/api/plans").expect(200);
    expect(
      response.body.items.map((plan: Record<string, unknown>) => [
        plan.id,
        plan.monthlyPrice,
        plan.annualPrice,
        plan.minutesIncluded,
        plan.overageRatePerMinute,
        plan.trialDays,
      ]),
    ).toEqual([
      ["starter", 39, 314, 100, 0.3, 7],
      ["growth", 59, 474, 500, 0.2, 7],
      ["unlimited", 99, 796, null, null, 7],
    ]);
  });

  it("answers on a fresh database exactly the contract's DEFAULT_PLANS, which widgets and the chat's evaluation use", async () => {
    const response = await request(app).get("/api/plans").expect(200);
    expect(response.body.items).toEqual(DEFAULT_PLANS);
  });

  it("leaves out a plan that is no longer sold", async () => {
    await db.prisma.planConfiguration.update({
      where: { planId: "starter" },
      data: { isActive: false },
    });
    try {
      const response = await request(app).get("/api/plans").expect(200);
      expect(response.body.items.map((plan: { id: string }) => plan.id)).toEqual([
        "growth",
        "unlimited",
      ]);
    } finally {
      await db.prisma.planConfiguration.update({
        where: { planId: "starter" },
        data: { isActive: true },
      });
    }
  });
});
