import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startVoiceEmulator, type VoiceEmulator } from "@ringline/voice-emulator";
import type PgBoss from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { startJobQueue } from "../jobs/job-queue.js";
import { openTestPGlite } from "../test/databases.js";
import { createSystemHealth } from "./system-health.js";

const stateOf = async (health: ReturnType<typeof createSystemHealth>, component: string) =>
  (await health.check()).checks.find((check) => check.component === component);

describe("the system page's health checks", () => {
  let db: Database;
  let emulator: VoiceEmulator;
  let silent: Server;
  let silentUrl: string;

  beforeAll(async () => {
    [db, emulator] = await Promise.all([openTestPGlite(), startVoiceEmulator()]);
    // A platform that accepts the connection and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
    await emulator?.close();
    await db?.close();
  });

  it("asks the voice platform with its private key, and a wrong key is down", async () => {
    const voice = {
      kind: "emulator" as const,
      baseUrl: emulator.url,
      privateKey: emulator.privateKey,
    };
    expect(await stateOf(createSystemHealth({ db, voice }), "voice-platform")).toMatchObject({
      state: "ok",
      detail: "The embedded voice emulator",
    });
    const wrongKey = await stateOf(
      createSystemHealth({ db, voice: { ...voice, privateKey: "not-the-key" } }),
      "voice-platform",
    );
    expect(wrongKey?.state).toBe("down");
  });

  it("gives up on a platform or a Redis that does not answer within the timeout", async () => {
    const started = Date.now();
    const health = createSystemHealth({
      db,
      voice: { kind: "hosted", baseUrl: silentUrl, privateKey: "key" },
      redis: { ping: () => new Promise<"PONG">(() => {}) },
      timeoutMs: 200,
    });
    const { checks } = await health.check();
    expect(Date.now() - started).toBeLessThan(2000);
    const byName = Object.fromEntries(checks.map((check) => [check.component, check]));
    expect(byName["voice-platform"]?.state).toBe("down");
    expect(byName.redis).toMatchObject({ state: "down" });
    expect(byName.redis?.detail).toContain("timed out after 200 ms");
    expect(byName.database?.state).toBe("ok");
  });

  it("counts Redis as up when it answers PING", async () => {
    const health = createSystemHealth({ db, redis: { ping: async () => "PONG" as const } });
    expect((await stateOf(health, "redis"))?.state).toBe("ok");
  });

  it("reads the job queue's queued and failed jobs", async () => {
    const boss: PgBoss = await startJobQueue(db, {
      logger: pino({ level: "silent" }),
      background: false,
    });
    try {
      await boss.createQueue("health-test");
      await boss.send("health-test", {});
      await boss.send("health-test", {});
      const failing = await boss.send("health-test", {}, { retryLimit: 0 });
      await boss.fetch("health-test");
      await boss.fail("health-test", failing ?? "");
      const health = await createSystemHealth({ db, jobs: boss }).check();
      expect(health.checks.find((check) => check.component === "job-queue")?.state).toBe("ok");
      expect(health.jobs).toMatchObject({ failed: 1 });
      expect((health.jobs?.queued ?? 0) + (health.jobs?.active ?? 0)).toBe(2);
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });
});
