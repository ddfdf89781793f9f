import { ZAdminLegacyCustomerListResponse } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { type SignedInAdmin, signedInAdmin } from "../test/admins.js";
import { createFakeClock, createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)(
  "the back office's customer records (legacy) on $name",
  (target) => {
    let db: Database;
    let app: TestApp;
    let admin: SignedInAdmin;
    const clock = createFakeClock();

    beforeAll(async () => {
      db = await target.open();
      app = createTestApp(db, { now: clock.now });
      admin = await signedInAdmin(app, db, { now: clock.now });
    });
    afterAll(async () => {
      if (app) await settle(app);
      await db?.close();
    });

    const post = (path: string, body: Record<string, unknown> = {}) =>
      admin.agent.post(path).set("x-csrf-token", admin.csrf).send(body);
    const auditOf = (customerId: string) =>
      db.prisma.adminAuditLog.findMany({
        where: { customerId, adminUserId: admin.adminUserId },
        orderBy: { createdAt: "asc" },
        select: { action: true, method: true, path: true, metadata: true },
      });

    describe("the customers records (legacy)", () => {
      const fields = (username: string) => ({
        username,
        email: `${username}@legacy.example`,
        firstName: "Lena",
        lastName: "Legacy",
        company: "Legacy Homes",
        ghlAccountId: "ghl-123",
        balance: 12.5,
        aiStatus: "green",
        smsOptIn: false,
      });

      it("creates and edits a record, each audited, and refuses a taken username", async () => {
        const username = `legacy${Date.now().toString(36)}`;
        await post("/api/admin/legacy-customers", fields(username)).expect(201);
        const listed = ZAdminLegacyCustomerListResponse.parse(
          (
            await admin.agent
              .get("/api/admin/legacy-customers")
              .query({ search: username })
              .expect(200)
          ).body,
        );
        expect(listed.items).toEqual([
          expect.objectContaining({
            username,
            company: "Legacy Homes",
            ghlAccountId: "ghl-123",
            balance: 12.5,
            aiStatus: "green",
            smsOptIn: false,
            status: "active",
            userId: null,
          }),
        ]);
        const id = listed.items[0]?.id ?? "";
        await post(`/api/admin/legacy-customers/${id}`, {
          ...fields(username),
          aiStatus: "red",
          balance: 0,
        }).expect(200);
        const edited = await db.prisma.customer.findUniqueOrThrow({ where: { id } });
        expect([edited.aiStatus, edited.balance.toNumber()]).toEqual(["red", 0]);
        expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
          "legacy-customer.create",
          "legacy-customer.update",
        ]);

        const taken = await post("/api/admin/legacy-customers", {
          ...fields(username),
          email: `other.${username}@legacy.example`,
        });
        expect([taken.status, taken.body.error.errorCode]).toEqual([409, "API_DUPLICATE_RESOURCE"]);
      });

      it("refuses a negative balance and an unknown AI status", async () => {
        const response = await post("/api/admin/legacy-customers", {
          ...fields(`bad${Date.now().toString(36)}`),
          balance: -1,
          aiStatus: "blue",
        });
        expect(response.status).toBe(422);
        expect(Object.keys(response.body.error.fieldErrors ?? {}).sort()).toEqual([
          "aiStatus",
          "balance",
        ]);
      });
    });
  },
);
