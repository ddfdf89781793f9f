import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, runJob, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { CALL_JOBS } from "./calls.module.js";
import { deliver, endOfCallReport, type LiveOwner, liveOwner } from "./test-support.js";
import { billableMinutes } from "./usage.js";

describe("the rounding rule", () => {
  it("rounds each counted call up to the next minute and leaves out short, spam and voicemail calls", () => {
    expect(billableMinutes(14, "hung-up")).toBe(0);
    expect(billableMinutes(15, "completed")).toBe(1);
    expect(billableMinutes(60, "completed")).toBe(1);
    expect(billableMinutes(61, "completed")).toBe(2);
    expect(billableMinutes(600, "voicemail")).toBe(0);
    expect(billableMinutes(600, "spam")).toBe(0);
    expect(billableMinutes(125, "transferred")).toBe(3);
  });
});

describe.each(testDatabaseTargets)("usage and minutes on $name", (target) => {
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

  /** An owner on a plan, in a billing period that started yesterday. */
  async function ownerOn(plan: string): Promise<LiveOwner> {
    const owner = await liveOwner(app, db, { plan });
    const start = new Date(Date.now() - 24 * 3600_000);
    await db.prisma.user.update({
      where: { id: owner.userId },
      data: {
        billingPeriodStart: start,
        billingPeriodEnd: new Date(start.getTime() + 30 * 24 * 3600_000),
      },
    });
    return owner;
  }

  async function call(owner: LiveOwner, seconds: number, endedReason?: string) {
    await deliver(
      app,
      endOfCallReport(owner, {
        seconds,
        startedAt: new Date(),
        ...(endedReason ? { endedReason } : {}),
      }),
    ).expect(200);
    await settle(app);
  }

  const alerts = (owner: LiveOwner) =>
    db.prisma.emailLog.findMany({
      where: { toEmail: owner.email, emailType: "usage-alert" },
      orderBy: { createdAt: "asc" },
      select: { subject: true },
    });
  const minutes = async (owner: LiveOwner) =>
    (await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } })).monthlyMinutesUsed;

  it("counts minutes, overage at the plan's rate, and alerts at 75, 90 and 100 % once each", async () => {
    const owner = await ownerOn("starter");
    await call(owner, 74 * 60);
    expect(await minutes(owner)).toBe(74);
    expect(await alerts(owner)).toEqual([]);
    await call(owner, 60);
    expect((await alerts(owner)).map((email) => email.subject)).toEqual([
      "You have used 75% of your plan's minutes",
    ]);
    await call(owner, 60);
    expect(await alerts(owner)).toHaveLength(1);
    await call(owner, 14 * 60);
    await call(owner, 10 * 60);
    await call(owner, 10 * 60);
    expect((await alerts(owner)).map((email) => email.subject)).toEqual([
      "You have used 75% of your plan's minutes",
      "You have used 90% of your plan's minutes",
      "You have used all your plan's minutes",
    ]);
    const period = await db.prisma.usagePeriod.findFirstOrThrow({
      where: { userId: owner.userId },
    });
    expect(period).toMatchObject({
      minutesUsed: 110,
      minutesIncluded: 100,
      overageMinutes: 10,
      alert75Sent: true,
      alert90Sent: true,
      alert100Sent: true,
    });
    expect(period.overageCharges.toFixed(2)).toBe("3.00");
    const texts = await db.prisma.smsMessage.count({
      where: { customerId: owner.customerId, kind: "usage-alert" },
    });
    expect(texts).toBe(3);
  });

  it("does not count short calls, voicemail or spam, and never alerts on Unlimited", async () => {
    const owner = await ownerOn("unlimited");
    await call(owner, 10);
    await call(owner, 300, "voicemail");
    expect(await minutes(owner)).toBe(0);
    await call(owner, 600 * 60);
    expect(await minutes(owner)).toBe(600);
    expect(await alerts(owner)).toEqual([]);
  });

  it("rolls the period over: minutes back to 0, a new period whose alerts can fire again", async () => {
    const owner = await ownerOn("starter");
    await call(owner, 80 * 60);
    expect(await alerts(owner)).toHaveLength(1);
    const ended = new Date(Date.now() - 60_000);
    await db.prisma.user.update({
      where: { id: owner.userId },
      data: { billingPeriodEnd: ended },
    });
    await db.prisma.usagePeriod.updateMany({
      where: { userId: owner.userId },
      data: { periodEnd: ended },
    });
    await runJob(app, CALL_JOBS.rollOver);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
    expect(user.monthlyMinutesUsed).toBe(0);
    expect(user.billingPeriodStart?.getTime()).toBe(ended.getTime());
    expect(user.lastUsageReset).not.toBeNull();
    await runJob(app, CALL_JOBS.rollOver);
    expect(await db.prisma.usagePeriod.count({ where: { userId: owner.userId } })).toBe(2);
    await call(owner, 80 * 60);
    expect(await minutes(owner)).toBe(80);
    expect(await alerts(owner)).toHaveLength(2);
  });
});
