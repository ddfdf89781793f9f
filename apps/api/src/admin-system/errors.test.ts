import { randomUUID } from "node:crypto";
import { ZAdminErrorListResponse } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { type SignedInAdmin, signedInAdmin } from "../test/admins.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's errors on $name", (target) => {
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

  const post = (path: string, body: Record<string, unknown> = {}) =>
    admin.agent.post(path).set("x-csrf-token", admin.csrf).send(body);
  const actions = async () =>
    (
      await db.prisma.adminAuditLog.findMany({
        where: { adminUserId: admin.adminUserId },
        select: { action: true },
        orderBy: { createdAt: "asc" },
      })
    ).map((entry) => entry.action);

  it("lists open errors and resolves one (audited)", async () => {
    const error = await db.prisma.errorLog.create({
      data: {
        errorId: `ERR-${randomUUID()}`,
        fingerprint: randomUUID().replaceAll("-", "").padEnd(64, "0"),
        severity: "high",
        message: "Cannot read properties of undefined",
        occurrenceCount: 7,
      },
    });
    const open = ZAdminErrorListResponse.parse(
      (await admin.agent.get("/api/admin/errors").expect(200)).body,
    );
    expect(open.items.find((item) => item.id === error.id)).toMatchObject({ occurrenceCount: 7 });
    await post(`/api/admin/errors/${error.id}/resolve`, { resolution: "Fixed in 1.4.2" }).expect(
      200,
    );
    const stillOpen = ZAdminErrorListResponse.parse(
      (await admin.agent.get("/api/admin/errors").expect(200)).body,
    );
    expect(stillOpen.items.map((item) => item.id)).not.toContain(error.id);
    const resolved = ZAdminErrorListResponse.parse(
      (await admin.agent.get("/api/admin/errors").query({ resolved: "true" }).expect(200)).body,
    );
    expect(resolved.items.find((item) => item.id === error.id)).toMatchObject({
      resolved: true,
      resolution: "Fixed in 1.4.2",
    });
    expect(await actions()).toContain("error.resolve");
  });
});
