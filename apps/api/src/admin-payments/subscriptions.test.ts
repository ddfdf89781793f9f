import { ZAdminSubscriptionListResponse } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { type SignedInAdmin, signedInAdmin } from "../test/admins.js";
import { createTestApp, settle, signUp, type TestApp } from "../test/app.js";
import { payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's subscriptions on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
    admin = await signedInAdmin(app, db);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  it("lists subscriptions by status: a failed payment among them", async () => {
    const owner = await signUp(app);
    await payCheckout(owner, "4242 4242 4242 4242", { plan: "starter" });
    await db.prisma.user.update({
      where: { id: owner.userId },
      data: { subscriptionStatus: "past_due" },
    });
    const failed = ZAdminSubscriptionListResponse.parse(
      (
        await admin.agent
          .get("/api/admin/payments/subscriptions")
          .query({ status: "past_due", pageSize: 100 })
          .expect(200)
      ).body,
    );
    expect(failed.items.find((item) => item.email === owner.email)).toMatchObject({
      plan: "starter",
      status: "past_due",
    });
    expect(failed.items.every((item) => item.status === "past_due")).toBe(true);
  });
});
