import { ZAdminSubscriptionListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { backOfficeBench } from "../test/admins.js";
import { signUp } from "../test/app.js";
import { payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's subscriptions on $name", (target) => {
  const bench = backOfficeBench(target);

  it("lists subscriptions by status: a failed payment among them", async () => {
    const owner = await signUp(bench.app);
    await payCheckout(owner, "4242 4242 4242 4242", { plan: "starter" });
    await bench.db.prisma.user.update({
      where: { id: owner.userId },
      data: { subscriptionStatus: "past_due" },
    });
    const failed = ZAdminSubscriptionListResponse.parse(
      (
        await bench.admin.agent
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
