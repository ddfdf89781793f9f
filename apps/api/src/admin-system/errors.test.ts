import { randomUUID } from "node:crypto";
import { ZAdminErrorListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { backOfficeBench } from "../test/admins.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's errors on $name", (target) => {
  const bench = backOfficeBench(target);
  const { post, actions } = bench;

  it("lists open errors and resolves one (audited)", async () => {
    const error = await bench.db.prisma.errorLog.create({
      data: {
        errorId: `ERR-${randomUUID()}`,
        fingerprint: randomUUID().replaceAll("-", "").padEnd(64, "0"),
        severity: "high",
        message: "Cannot read properties of undefined",
        occurrenceCount: 7,
      },
    });
    const open = ZAdminErrorListResponse.parse(
      (await bench.admin.agent.get("/api/admin/errors").expect(200)).body,
    );
    expect(open.items.find((item) => item.id === error.id)).toMatchObject({ occurrenceCount: 7 });
    await post(`/api/admin/errors/${error.id}/resolve`, { resolution: "Fixed in 1.4.2" }).expect(
      200,
    );
    const stillOpen = ZAdminErrorListResponse.parse(
      (await bench.admin.agent.get("/api/admin/errors").expect(200)).body,
    );
    expect(stillOpen.items.map((item) => item.id)).not.toContain(error.id);
    const resolved = ZAdminErrorListResponse.parse(
      (await bench.admin.agent.get("/api/admin/errors").query({ resolved: "true" }).expect(200))
        .body,
    );
    expect(resolved.items.find((item) => item.id === error.id)).toMatchObject({
      resolved: true,
      resolution: "Fixed in 1.4.2",
    });
    expect(await actions()).toContain("error.resolve");
  });
});
