import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createReadiness } from "./readiness.js";

const logger = pino({ level: "silent" });

function fakeDatabase(query: () => Promise<unknown>): Database {
  return { kind: "postgres", prisma: { $queryRaw: query } } as unknown as Database;
}

const up = fakeDatabase(async () => [{ "?column?": 1 }]);
const never = () => new Promise<never>(() => {});

describe("createReadiness", () => {
  it("is ready with every part up, reporting those not configured", async () => {
    const readiness = createReadiness({
      db: up,
      logger,
      redis: { status: "ready", ping: async () => "PONG" },
      jobs: { getDb: () => ({ executeSql: async () => ({ rows: [] }) }) },
    });
    const report = await readiness.check();
    expect(report.ready).toBe(true);
    expect(report.rateLimits).toBe("redis");
    expect(
      Object.fromEntries(report.checks.map((check) => [check.part, [check.state, check.required]])),
    ).toEqual({
      database: ["up", true],
      redis: ["up", false],
      "job-queue": ["up", true],
      email: ["up", false],
      "voice-platform": ["not-configured", false],
      "call-reports": ["up", false],
    });
  });

  it("reports the end-of-call reports waiting, late after a minute, and stays ready", async () => {
    const now = Date.UTC(2026, 10, 29, 12, 0, 0);
    const waiting = (seconds: number) =>
      fakeDatabase(async () => [{ pending: 1234, oldest: new Date(now - seconds * 1000) }]);
    const fresh = await createReadiness({ db: waiting(5), logger, now: () => now }).check();
    expect(fresh.callReports).toEqual({ pending: 1234, oldestSeconds: 5 });
    expect(fresh.checks.find((check) => check.part === "call-reports")).toMatchObject({
      state: "up",
      detail: "End-of-call reports: 1,234 waiting, the oldest 5 s",
    });
    const late = await createReadiness({ db: waiting(150), logger, now: () => now }).check();
    expect(late.checks.find((check) => check.part === "call-reports")).toMatchObject({
      state: "down",
      required: false,
      detail:
        "End-of-call reports: 1,234 waiting, the oldest 3 min (late: call logs, e-mails and texts wait)",
    });
    expect(late.down).toContain("call-reports");
    expect(late.ready).toBe(true);
  });

  it("answers within its timeout when a part never answers, counting it down", async () => {
    const readiness = createReadiness({
      db: fakeDatabase(never),
      logger,
      jobs: { getDb: () => ({ executeSql: never }) },
      timeoutMs: 100,
    });
    const started = performance.now();
    const report = await readiness.check();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report.ready).toBe(false);
    expect(report.down).toEqual(["database", "job-queue", "email", "call-reports"]);
    expect(report.checks[0]?.detail).toBe("PostgreSQL: not answering (no answer within 100 ms)");
  });

  it("stays ready with Redis down, the rate limits counting in memory meanwhile", async () => {
    const readiness = createReadiness({
      db: up,
      logger,
      redis: {
        status: "reconnecting",
        ping: async () => {
          throw new Error("Connection is closed.");
        },
      },
    });
    const report = await readiness.check();
    expect(report.ready).toBe(true);
    expect(report.rateLimits).toBe("memory-fallback");
    expect(readiness.rateLimits()).toBe("memory-fallback");
    expect(report.checks.find((check) => check.part === "redis")).toMatchObject({
      state: "down",
      detail: expect.stringContaining("the rate limits count in this process's memory"),
    });
  });

  it("counts a Redis that is connected but does not answer as down", async () => {
    const readiness = createReadiness({
      db: up,
      logger,
      redis: { status: "ready", ping: never },
      timeoutMs: 100,
    });
    const report = await readiness.check();
    expect(report.down).toEqual(["redis"]);
    expect(report.rateLimits).toBe("memory-fallback");
  });
});
