import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createSettingsRepository } from "../receptionist/settings.repository.js";
import { createTestApp, settle, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { createCallOwners } from "./call-owner.js";
import { type LiveOwner, liveOwner } from "./test-support.js";

// Whose call a message is about: found from the platform's ids, and remembered by the call's
// id for the call's life, while the owner's settings are read again after a few seconds.

describe.each(testDatabaseTargets)("a call's owner on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let owner: LiveOwner;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
    owner = await liveOwner(app, db);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  const about = (callId: string, assistantId = owner.assistantId) => ({
    type: "tool-calls",
    call: { id: callId, assistantId },
  });

  it("remembers whose call it is for the call's life, and reads the settings again", async () => {
    let clock = Date.now();
    const owners = createCallOwners({
      db,
      settings: createSettingsRepository(db),
      now: () => clock,
    });
    const callId = randomUUID();
    expect((await owners.ofMessage(about(callId)))?.userId).toBe(owner.userId);
    // The receptionist's assistant changes (an edit recreated it): the call under way is
    // still this owner's; another call naming the old assistant is no one's.
    const assistantId = owner.assistantId;
    await db.prisma.receptionist.update({
      where: { userId: owner.userId },
      data: { assistantId: `asst_${randomUUID()}` },
    });
    await db.prisma.user.update({
      where: { id: owner.userId },
      data: { firstName: "Renamed" },
    });
    clock += 60_000;
    const later = await owners.ofMessage(about(callId, assistantId));
    expect(later?.userId).toBe(owner.userId);
    expect(later?.firstName).toBe("Renamed");
    expect(await owners.ofMessage(about(randomUUID(), assistantId))).toBeNull();
    // After the longest call, the call's id is forgotten.
    clock += 3 * 3600_000;
    expect(await owners.ofMessage(about(callId, assistantId))).toBeNull();
    await db.prisma.receptionist.update({
      where: { userId: owner.userId },
      data: { assistantId },
    });
  });
});
