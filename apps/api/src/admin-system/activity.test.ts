import { ZAdminActivityResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { backOfficeBench } from "../test/admins.js";
import { settle, signUp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's activity tracker on $name", (target) => {
  const bench = backOfficeBench(target);

  it("lists the customers' requests with filters", async () => {
    const customer = await signUp(bench.app);
    await customer.agent.get("/api/customers/profile").expect(200);
    await customer.agent.get("/api/orders/00000000-0000-4000-8000-000000000000").expect(404);
    await settle(bench.app);
    const query = (extra: Record<string, string>) =>
      bench.admin.agent
        .get("/api/admin/activity")
        .query({ userId: customer.userId, ...extra })
        .expect(200);
    const all = ZAdminActivityResponse.parse((await query({})).body);
    expect(all.items.map((entry) => entry.statusCode)).toEqual(expect.arrayContaining([200, 404]));
    const missing = ZAdminActivityResponse.parse((await query({ status: "4xx" })).body);
    expect(missing.items.map((entry) => entry.statusCode)).toEqual([404]);
    const profile = ZAdminActivityResponse.parse((await query({ search: "profile" })).body);
    expect(profile.items).toHaveLength(1);
    expect(profile.items[0]).toMatchObject({ method: "GET", statusCode: 200 });
    // By part of the account's e-mail, without knowing its id; each row names the account.
    const byEmail = ZAdminActivityResponse.parse(
      (
        await bench.admin.agent
          .get("/api/admin/activity")
          .query({ email: customer.email.slice(0, 20).toUpperCase(), status: "4xx" })
          .expect(200)
      ).body,
    );
    expect(byEmail.items.map((entry) => [entry.email, entry.statusCode])).toEqual([
      [customer.email, 404],
    ]);
  });
});
