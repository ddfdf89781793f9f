import { randomUUID } from "node:crypto";
import { ZAdminDeliveryListResponse, ZAdminSystemHealthResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { deliver, endOfCallReport, liveOwner } from "../calls/test-support.js";
import { backOfficeBench } from "../test/admins.js";
import { settle } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

describe.each(testDatabaseTargets)("the back office's system page on $name", (target) => {
  const bench = backOfficeBench(target);
  const { post, audited } = bench;

  describe("health", () => {
    it("checks the database and says what is not configured", async () => {
      const health = ZAdminSystemHealthResponse.parse(
        (await bench.support.agent.get("/api/admin/system/health").expect(200)).body,
      );
      const states = Object.fromEntries(
        health.checks.map((check) => [check.component, check.state]),
      );
      expect(states).toEqual({
        database: "ok",
        redis: "not-configured",
        "voice-platform": "not-configured",
        "job-queue": "not-configured",
        "call-reports": "ok",
      });
      expect(health.jobs).toBeNull();
      expect(health.callReports).toEqual({ pending: expect.any(Number), oldestSeconds: null });
      expect(health.checks.at(-1)?.detail).toMatch(/^End-of-call reports: /);
    });
  });

  describe("failed server-message deliveries", () => {
    it("lists a failed delivery with its error, and a replay applies it once (audited)", async () => {
      const stranger = {
        assistantId: `asst_${randomUUID()}`,
        phoneNumberId: `pn_${randomUUID()}`,
        number: "+14155559876",
      };
      const callId = randomUUID();
      await deliver(bench.app, endOfCallReport(stranger, { callId })).expect(200);
      await settle(bench.app);
      const failed = ZAdminDeliveryListResponse.parse(
        (
          await bench.support.agent
            .get("/api/admin/system/deliveries")
            .query({ pageSize: 100 })
            .expect(200)
        ).body,
      );
      const listed = failed.items.find((item) => item.callId === callId);
      expect(listed).toMatchObject({ status: "failed", eventType: "end-of-call-report" });
      expect(listed?.error).toContain("no receptionist");
      const id = listed?.id ?? "";

      // Still nobody's call: the replay fails again and says why.
      const again = await post(`/api/admin/system/deliveries/${id}/replay`).expect(200);
      expect(again.body).toMatchObject({ status: "failed" });
      expect(again.body.error).toContain("no receptionist");

      // The number turns out to be an owner's: the replay applies it, once.
      const owner = await liveOwner(bench.app, bench.db);
      await bench.db.prisma.receptionist.update({
        where: { userId: owner.userId },
        data: { assistantId: stranger.assistantId },
      });
      const applied = await post(`/api/admin/system/deliveries/${id}/replay`).expect(200);
      expect(applied.body).toMatchObject({ status: "processed", error: null });
      const twice = await post(`/api/admin/system/deliveries/${id}/replay`).expect(422);
      expect(twice.body.error.errorCode).toBe("API_VALIDATION_ERROR");
      await settle(bench.app);
      expect(await bench.db.prisma.callLog.count({ where: { callId } })).toBe(1);
      expect(
        await bench.db.prisma.emailLog.count({ where: { dedupeKey: `call-transcript:${callId}` } }),
      ).toBe(1);
      const after = ZAdminDeliveryListResponse.parse(
        (
          await bench.admin.agent
            .get("/api/admin/system/deliveries")
            .query({ pageSize: 100 })
            .expect(200)
        ).body,
      );
      expect(after.items.map((item) => item.id)).not.toContain(id);
      const replays = await audited("delivery.replay");
      expect(replays.map((entry) => (entry.metadata as { status: string }).status)).toEqual([
        "failed",
        "processed",
      ]);
    });

    it("answers API_NOT_FOUND for a delivery it does not have", async () => {
      const response = await post(`/api/admin/system/deliveries/${randomUUID()}/replay`).expect(
        404,
      );
      expect(response.body.error.errorCode).toBe("API_NOT_FOUND");
    });
  });
});
