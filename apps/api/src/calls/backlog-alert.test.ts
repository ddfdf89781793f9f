import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { openTestPGlite } from "../test/databases.js";
import { alertLateCallReports } from "./backlog-alert.js";

// The operator's alarm: administrators e-mailed when the oldest end-of-call report waiting has
// waited more than a minute, at most once an hour each.

describe("alertLateCallReports", () => {
  let db: Database;
  const start = Date.UTC(2026, 10, 29, 12, 0, 0);
  let clock = start;
  let nudges = 0;
  const alert = () =>
    alertLateCallReports({
      db,
      now: () => clock,
      publicUrl: "https://app.ringline.test",
      nudgeOutbox: () => {
        nudges += 1;
      },
    });
  const alerts = () => db.prisma.emailLog.findMany({ where: { emailType: "late-call-reports" } });

  beforeAll(async () => {
    db = await openTestPGlite();
    await db.prisma.adminUser.createMany({
      data: [
        { username: "ops", email: "ops@ringline.test", password: "x" },
        { username: "cto", email: "cto@ringline.test", password: "x" },
        { username: "gone", email: "gone@ringline.test", password: "x", isActive: false },
      ],
    });
    await db.prisma.webhookLog.create({
      data: {
        source: "voice",
        eventId: "end-of-call-report:call_1:1",
        eventType: "end-of-call-report",
        payload: {},
        status: "pending",
        createdAt: new Date(start - 30_000),
      },
    });
  });
  afterAll(() => db?.close());

  it("says nothing while the oldest report waited less than a minute", async () => {
    expect(await alert()).toBe(0);
    expect(await alerts()).toEqual([]);
  });

  it("e-mails each active administrator once an hour while reports are late", async () => {
    clock = start + 45_000;
    expect(await alert()).toBe(2);
    const sent = await alerts();
    expect(sent.map((email) => email.toEmail).sort()).toEqual([
      "cto@ringline.test",
      "ops@ringline.test",
    ]);
    expect(sent[0]?.subject).toBe("Ringline: end-of-call reports are late");
    expect(sent[0]?.content).toContain("1 waiting, the oldest 75 s");
    expect(sent[0]?.content).toContain("https://app.ringline.test/admin/new/system");
    expect(nudges).toBe(1);
    // The next minutes of the same hour: nothing more.
    clock = start + 5 * 60_000;
    expect(await alert()).toBe(0);
    // The next hour, still late: once more each.
    clock = start + 61 * 60_000;
    expect(await alert()).toBe(2);
    expect(await alerts()).toHaveLength(4);
  });
});
