import { ZCallListResponse, ZCallStatsResponse } from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { armTestCalls } from "../onboarding/forwarding-test.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { isTestCall, TEST_CALL_WINDOW_MS } from "./end-of-call.js";
import { deliver, endOfCallReport, type LiveOwner, liveOwner } from "./test-support.js";

describe("the test-call window", () => {
  it("marks calls that start up to the window's end, and none when nothing is armed", () => {
    const until = new Date("2026-11-28T10:10:00Z");
    expect(isTestCall(new Date("2026-11-28T10:09:59Z"), until)).toBe(true);
    expect(isTestCall(new Date("2026-11-28T10:10:00Z"), until)).toBe(true);
    expect(isTestCall(new Date("2026-11-28T10:10:01Z"), until)).toBe(false);
    expect(isTestCall(new Date("2026-11-28T10:09:59Z"), null)).toBe(false);
  });
});

describe.each(testDatabaseTargets)("test calls on $name", (target) => {
  let db: Database;
  let app: TestApp;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  async function call(owner: LiveOwner, callId: string) {
    await deliver(
      app,
      endOfCallReport(owner, { callId, seconds: 125, startedAt: new Date() }),
    ).expect(200);
    await settle(app);
  }
  const stats = async (owner: LiveOwner) =>
    ZCallStatsResponse.parse((await owner.agent.get("/api/calls/stats").expect(200)).body);
  const list = async (owner: LiveOwner) =>
    ZCallListResponse.parse((await owner.agent.get("/api/calls").expect(200)).body);
  const minutesUsed = async (owner: LiveOwner) =>
    (await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } })).monthlyMinutesUsed;

  it("keeps a call in the armed window out of statistics and minutes, and counts a normal call", async () => {
    const owner = await liveOwner(app, db, { plan: "starter" });
    // What starting the forwarding test does before it places its call.
    await armTestCalls(db, owner.userId, Date.now());
    const armed = await db.prisma.customer.findUniqueOrThrow({ where: { id: owner.customerId } });
    expect(armed.testCallsUntil?.getTime()).toBeGreaterThan(Date.now() + TEST_CALL_WINDOW_MS / 2);

    await call(owner, "test-call-1");
    expect(await minutesUsed(owner)).toBe(0);
    expect((await stats(owner)).totals.calls).toBe(0);
    const [test] = (await list(owner)).items;
    expect(test).toMatchObject({ callId: "test-call-1", isTest: true, billableMinutes: 0 });

    // The window closes: the next call is a customer's call, counted as usual.
    await db.prisma.customer.update({
      where: { id: owner.customerId },
      data: { testCallsUntil: new Date(Date.now() - 1000) },
    });
    await call(owner, "real-call-1");
    expect(await minutesUsed(owner)).toBe(3);
    expect((await stats(owner)).totals.calls).toBe(1);
    const real = (await list(owner)).items.find((item) => item.callId === "real-call-1");
    expect(real).toMatchObject({ isTest: false, billableMinutes: 3 });
  }, 120_000);
});
