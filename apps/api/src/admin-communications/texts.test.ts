import { randomUUID } from "node:crypto";
import { ZAdminSmsListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { backOfficeBench } from "../test/admins.js";
import { settle } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's SMS outbox on $name", (target) => {
  const bench = backOfficeBench(target);
  const { post, audited } = bench;

  describe("the SMS outbox", () => {
    it("lists texts by status and recipient, and a resend queues a copy under its own key (audited)", async () => {
      const to = `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
      const original = await bench.db.prisma.smsMessage.create({
        data: {
          kind: "owner-lead",
          toPhone: to,
          body: "New lead: Dana Whitfield",
          dedupeKey: `owner-lead:${randomUUID()}`,
          status: "failed",
          error: "carrier refused",
        },
      });
      const list = ZAdminSmsListResponse.parse(
        (
          await bench.support.agent
            .get("/api/admin/sms")
            .query({ search: to, status: "failed" })
            .expect(200)
        ).body,
      );
      expect(list.items.map((text) => [text.id, text.error])).toEqual([
        [original.id, "carrier refused"],
      ]);

      await post(`/api/admin/sms/${original.id}/resend`).expect(200);
      await post(`/api/admin/sms/${original.id}/resend`).expect(200);
      await settle(bench.app);
      const copies = await bench.db.prisma.smsMessage.findMany({
        where: { toPhone: to, id: { not: original.id } },
        orderBy: { dedupeKey: "asc" },
      });
      expect(copies.map((copy) => [copy.dedupeKey, copy.body, copy.status])).toEqual([
        [`admin-resend:${original.id}:1`, original.body, "sent"],
        [`admin-resend:${original.id}:2`, original.body, "sent"],
      ]);
      const untouched = await bench.db.prisma.smsMessage.findUniqueOrThrow({
        where: { id: original.id },
      });
      expect(untouched).toMatchObject({ status: "failed", dedupeKey: original.dedupeKey });
      expect(await audited("sms.resend")).toHaveLength(2);
    });

    it("refuses to resend a text that has not gone out yet", async () => {
      const queued = await bench.db.prisma.smsMessage.create({
        data: {
          kind: "owner-lead",
          toPhone: "+14155550000",
          body: "Waiting",
          dedupeKey: `owner-lead:${randomUUID()}`,
          status: "sending",
        },
      });
      const response = await post(`/api/admin/sms/${queued.id}/resend`).expect(422);
      expect(response.body.error.errorCode).toBe("API_VALIDATION_ERROR");
      expect(await bench.db.prisma.smsMessage.count({ where: { toPhone: "+14155550000" } })).toBe(
        1,
      );
    });
  });
});
