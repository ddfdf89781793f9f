import type PgBoss from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { startJobQueue } from "../jobs/job-queue.js";
import { createTestApp, signUp, type TestApp } from "../test/app.js";
import { openTestPGlite } from "../test/databases.js";
import { SYNC_QUEUE } from "./sync-scheduler.js";
import {
  type EmulatedPlatform,
  FAST_RETRY,
  OWNER_SETTINGS,
  saveSteps,
  startEmulatedPlatform,
} from "./test-support.js";

describe("the platform sync as pg-boss jobs", () => {
  let db: Database;
  let voice: EmulatedPlatform;
  let boss: PgBoss;
  let app: TestApp;

  beforeAll(async () => {
    [db, voice] = await Promise.all([openTestPGlite(), startEmulatedPlatform()]);
    boss = await startJobQueue(db, { logger: pino({ level: "silent" }), background: false });
    app = createTestApp(db, {
      voice: voice.platform,
      jobs: boss,
      receptionist: { retry: FAST_RETRY },
    });
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true, wait: true });
    await Promise.all([db?.close(), voice?.emulator.close()]);
  });

  it("runs a saved change as a job that brings the platform up to date", async () => {
    const owner = await signUp(app);
    await saveSteps(owner.agent, owner.csrf);
    const live = await owner.agent
      .post("/api/receptionist/number")
      .set("x-csrf-token", owner.csrf)
      .send({ kind: "provision", areaCode: "415" })
      .expect(200);
    await owner.agent
      .put("/api/receptionist")
      .set("x-csrf-token", owner.csrf)
      .send({ ...OWNER_SETTINGS, greetingMessage: "Good day from Bayside!" })
      .expect(200);
    const deadline = Date.now() + 20_000;
    let state = "pending";
    while (state !== "synced" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (await owner.agent.get("/api/receptionist")).body.receptionist.sync.state;
    }
    expect(state).toBe("synced");
    const assistant = (await voice.vapi.assistant.get(live.body.receptionist.assistantId)) as {
      firstMessage: string;
    };
    expect(assistant.firstMessage).toBe("Good day from Bayside!");
    const jobs = await boss.getQueueSize(SYNC_QUEUE);
    expect(jobs).toBe(0);
  });
});
