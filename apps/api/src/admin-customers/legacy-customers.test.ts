import { ZAdminLegacyCustomerListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { backOfficeBench } from "../test/admins.js";
import { createFakeClock } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)(
  "the back office's customer records (legacy) on $name",
  (target) => {
    const clock = createFakeClock();
    const bench = backOfficeBench(target, { now: clock.now });
    const { post } = bench;

    const auditOf = (customerId: string) =>
      bench.db.prisma.adminAuditLog.findMany({
        where: { customerId, adminUserId: bench.admin.adminUserId },
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
            await bench.admin.agent
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
        const edited = await bench.db.prisma.customer.findUniqueOrThrow({ where: { id } });
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
