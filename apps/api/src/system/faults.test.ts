// The fault suite of issue #19 ("Trust"), at the API's level: PostgreSQL and Redis taken away
// and given back under load, through a TCP proxy on 127.0.0.1 (the machine's real services
// stay up for the test files running beside this one). Needs TEST_DATABASE_URL for PostgreSQL
// and TEST_REDIS_URL (or REDIS_URL) for Redis, as CI sets them.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { ZErrorEnvelope, ZHealthResponse, ZReadinessResponse } from "@ringline/api-client";
import type { Redis } from "ioredis";
import pg from "pg";
import type PgBoss from "pg-boss";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../core/config.js";
import { type Database, openDatabase, postgresPoolConfig } from "../db/database.js";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { connectRedis } from "../http/redis.js";
import { createQueue, startJobQueue } from "../jobs/job-queue.js";
import { createTestApp } from "../test/app.js";
import { createScratchDatabase, openTestPGlite } from "../test/databases.js";
import { type FaultProxy, startFaultProxy } from "../test/fault-proxy.js";

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined;

/** The tests' connect timeout: short, so that a hang shows within the test's budget. */
const CONNECT_TIMEOUT_MS = 1000;

/** A pino logger whose lines the test can read. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

async function listen(
  app: ReturnType<typeof createTestApp>,
): Promise<{ url: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A visitor's CSRF token and cookie, for mutations. */
async function visitor(url: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${url}/api/csrf-token`);
  const cookie = response.headers
    .getSetCookie()
    .map((item) => item.split(";")[0])
    .join("; ");
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { token: csrfToken, cookie };
}

interface Answer {
  status: number;
  ms: number;
  body: unknown;
  retryAfter: string | null;
}

/** One request, bounded: a hang fails the test as a status 0 after 15 s. */
async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      body: text ? JSON.parse(text) : undefined,
      retryAfter: response.headers.get("retry-after"),
    };
  } catch {
    return { status: 0, ms: performance.now() - started, body: undefined, retryAfter: null };
  }
}

function contactRequest(
  url: string,
  who: { token: string; cookie: string },
  marker: string,
  ip?: string,
) {
  return call(`${url}/api/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-csrf-token": who.token,
      cookie: who.cookie,
      ...(ip ? { "x-forwarded-for": ip } : {}),
    },
    body: JSON.stringify({
      name: "Fault Tester",
      email: `${marker}@example.com`,
      phone: "(555) 123-4567",
      company: "Faults Inc",
      message: marker,
      requestType: "demo",
    }),
  });
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 8000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A 503 in the envelope with the catalogue's code and a Retry-After, as every outage answer must be. */
function expectServiceUnavailable(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  const envelope = ZErrorEnvelope.parse(answer.body);
  expect(envelope.error.errorCode).toBe("API_SERVICE_UNAVAILABLE");
  expect(envelope.error.retryable).toBe(true);
}

describe("database settings", () => {
  it("connects within 5 s and stops a statement after 10 s unless configured otherwise", () => {
    expect(postgresPoolConfig("postgresql://db/ringline")).toMatchObject({
      connectionTimeoutMillis: 5000,
      statement_timeout: 10_000,
    });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "2000", DATABASE_STATEMENT_TIMEOUT_MS: "30000" })
        .databaseTimeouts,
    ).toEqual({ connectTimeoutMs: 2000, statementTimeoutMs: 30_000 });
  });
});

// Skipped without TEST_DATABASE_URL: needs a PostgreSQL server (CI always sets it).
describe.skipIf(!serverUrl)("PostgreSQL taken away and given back", () => {
  let proxy: FaultProxy;
  let db: Database;
  let jobs: PgBoss;
  let direct: pg.Client;
  let url: string;
  let server: Server;
  let drop = async () => {};
  const handled: string[] = [];

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl as string);
    drop = scratch.drop;
    proxy = await startFaultProxy({
      host: "127.0.0.1",
      port: Number(new URL(scratch.url).port || 5432),
    });
    db = await openDatabase({
      databaseUrl: proxy.through(scratch.url),
      dataDir: "",
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: 2000,
    });
    jobs = await startJobQueue(db, { logger: pino({ level: "silent" }), background: false });
    await createQueue(jobs, "fault-probe");
    await jobs.work("fault-probe", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      const data = job?.data as { marker: string } | undefined;
      if (data) handled.push(data.marker);
    });
    // The test reads what was stored past the proxy, on a connection of its own.
    direct = new pg.Client({ connectionString: scratch.url });
    await direct.connect();
    ({ url, server } = await listen(
      createTestApp(db, { jobs, logger: pino({ level: "silent" }) }),
    ));
  });

  afterAll(async () => {
    proxy?.start();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await jobs?.stop({ graceful: false, close: true, wait: true, timeout: 2000 }).catch(() => {});
    await db?.close();
    await direct?.end();
    await proxy?.close();
    await drop();
  });

  it("finding: PostgreSQL down answered 500 and /api/health stayed 200 — now 503 + Retry-After, /api/ready and /api/health name it, and it recovers without a restart, losing nothing acknowledged", async () => {
    const who = await visitor(url);
    const answers: Array<Answer & { marker: string; phase: string }> = [];
    let phase = "before";
    let sequence = 0;
    let loading = true;
    // Eight visitors sending contact requests back to back for the whole test.
    const load = Array.from({ length: 8 }, async (_, worker) => {
      while (loading) {
        sequence += 1;
        const marker = `fault-${worker}-${sequence}`;
        const sentIn = phase;
        answers.push({ ...(await contactRequest(url, who, marker)), marker, phase: sentIn });
      }
    });

    await waitFor("acknowledged requests", async () =>
      answers.filter((answer) => answer.status === 201).length >= 20 ? true : undefined,
    );
    expect((await call(`${url}/api/ready`)).status).toBe(200);

    phase = "outage";
    proxy.stop("refuse");
    await waitFor("answers during the outage", async () =>
      answers.filter((answer) => answer.phase === "outage").length >= 20 ? true : undefined,
    );
    // Readiness names the database; liveness stays 200 and says so too (from the latest
    // readiness view, refreshed in the background within a few seconds).
    const ready = await call(`${url}/api/ready`);
    expectServiceUnavailable(ready);
    expect(ZErrorEnvelope.parse(ready.body).error.message).toMatch(
      /Not ready: database \(PostgreSQL/,
    );
    expect(ZErrorEnvelope.parse(ready.body).error.message).toMatch(/job-queue/);
    const health = await waitFor("health to report the database down", async () => {
      const answer = await call(`${url}/api/health`);
      expect(answer.status).toBe(200);
      const body = ZHealthResponse.parse(answer.body);
      return body.down.includes("database") ? body : undefined;
    });
    expect(health.status).toBe("ok");

    phase = "after";
    proxy.start();
    await waitFor("requests to succeed again", async () => {
      const recent = answers.filter((answer) => answer.phase === "after").slice(-8);
      return recent.length === 8 && recent.every((answer) => answer.status === 201)
        ? true
        : undefined;
    });
    loading = false;
    await Promise.all(load);

    const during = answers.filter((answer) => answer.phase === "outage");
    // Requests sent while it was down were refused quickly, in the envelope, never as a 500.
    for (const answer of during.filter((item) => item.status !== 201)) {
      expectServiceUnavailable(answer);
      expect(answer.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
    }
    expect(during.filter((answer) => answer.status === 503).length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);

    // Nothing acknowledged is lost, nothing is stored twice.
    const acknowledged = answers.filter((answer) => answer.status === 201).map((a) => a.marker);
    const { rows } = await direct.query<{ message: string; copies: number }>(
      "SELECT message, count(*)::int AS copies FROM contacts WHERE message LIKE 'fault-%' GROUP BY message",
    );
    const stored = new Map(rows.map((row) => [row.message, row.copies]));
    expect(acknowledged.filter((marker) => stored.get(marker) !== 1)).toEqual([]);

    // Ready again, the job queue included, and its worker takes new work.
    const back = await waitFor("ready again", async () => {
      const answer = await call(`${url}/api/ready`);
      return answer.status === 200 ? ZReadinessResponse.parse(answer.body) : undefined;
    });
    expect(back.checks.filter((check) => check.state === "down")).toEqual([]);
    await jobs.send("fault-probe", { marker: "after-outage" });
    await waitFor("the job queue's worker", async () =>
      handled.includes("after-outage") ? true : undefined,
    );
  });

  it("finding: no connect timeout — a database that never answers is a 503 within the connect timeout, not a hang", async () => {
    const who = await visitor(url);
    proxy.stop("blackhole");
    try {
      const [write, ready] = await Promise.all([
        contactRequest(url, who, "blackhole-1"),
        call(`${url}/api/ready`),
      ]);
      expectServiceUnavailable(write);
      expect(write.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2000);
      expectServiceUnavailable(ready);
      expect(ready.ms).toBeLessThan(4000);
    } finally {
      proxy.start();
    }
    await waitFor("requests to succeed again", async () =>
      (await contactRequest(url, who, "blackhole-2")).status === 201 ? true : undefined,
    );
  });

  it("finding: no statement timeout — a statement running past it is cancelled and counts as unavailable", async () => {
    const started = performance.now();
    const failure = await db.prisma.$queryRaw`SELECT pg_sleep(30)::text AS slept`.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(performance.now() - started).toBeLessThan(6000);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});

// Skipped without TEST_REDIS_URL or REDIS_URL: needs a Redis server (CI sets one).
describe.skipIf(!redisUrl)("Redis taken away and given back", () => {
  let proxy: FaultProxy;
  let redis: Redis;
  let direct: Redis;
  let db: Database;
  let url: string;
  let server: Server;
  const prefix = `rl:faults:${process.pid}:${Date.now()}:`;
  const { logger, lines } = capturedLogger();

  beforeAll(async () => {
    const target = new URL(redisUrl as string);
    proxy = await startFaultProxy({ host: "127.0.0.1", port: Number(target.port || 6379) });
    redis = await connectRedis(proxy.through(redisUrl as string), logger);
    direct = await connectRedis(redisUrl as string, pino({ level: "silent" }));
    db = await openTestPGlite();
    ({ url, server } = await listen(
      createTestApp(db, {
        redis,
        logger,
        trustProxy: 1,
        rateLimitPrefix: prefix,
        rateLimits: { contact: { windowMs: 60_000, limit: 3 } },
      }),
    ));
  });

  afterAll(async () => {
    proxy?.start();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    redis?.disconnect();
    const keys = (await direct?.keys(`${prefix}*`)) ?? [];
    if (keys.length > 0) await direct.del(...keys);
    direct?.disconnect();
    await db?.close();
    await proxy?.close();
  });

  const health = async () => ZHealthResponse.parse((await call(`${url}/api/health`)).body);
  const ready = async () => {
    const answer = await call(`${url}/api/ready`);
    expect(answer.status).toBe(200);
    return ZReadinessResponse.parse(answer.body);
  };
  const statuses = async (ip: string, count: number, who: { token: string; cookie: string }) => {
    const result: number[] = [];
    for (let index = 0; index < count; index++) {
      result.push((await contactRequest(url, who, `redis-${ip}-${index}`, ip)).status);
    }
    return result;
  };

  it("keeps the limits on in memory while Redis is down, says so, and counts in Redis again once it is back", async () => {
    const who = await visitor(url);
    expect((await health()).rateLimits).toBe("redis");
    expect((await ready()).checks.find((check) => check.part === "redis")?.state).toBe("up");
    expect(await statuses("203.0.113.1", 2, who)).toEqual([201, 201]);

    proxy.stop("refuse");
    await waitFor("the connection to drop", async () =>
      redis.status === "ready" ? undefined : true,
    );
    expect((await health()).rateLimits).toBe("memory-fallback");
    const degraded = await ready();
    expect(degraded.rateLimits).toBe("memory-fallback");
    expect(degraded.checks.find((check) => check.part === "redis")).toMatchObject({
      state: "down",
      required: false,
      detail: expect.stringMatching(/memory/),
    });
    // The limit still holds: a new address gets three, an address that had two gets one.
    expect(await statuses("203.0.113.2", 4, who)).toEqual([201, 201, 201, 429]);
    expect(await statuses("203.0.113.1", 2, who)).toEqual([201, 429]);
    expect(
      lines.some((line) => line.msg === "rate limits: Redis failed, counting in memory meanwhile"),
    ).toBe(true);

    proxy.start();
    await waitFor("Redis to reconnect", async () => (redis.status === "ready" ? true : undefined));
    expect((await health()).rateLimits).toBe("redis");
    await waitFor("readiness to see Redis", async () =>
      (await ready()).checks.find((check) => check.part === "redis")?.state === "up"
        ? true
        : undefined,
    );
    expect(await statuses("203.0.113.3", 1, who)).toEqual([201]);
    // Counted in Redis again: the new address's key is there, shared with every instance.
    expect(await direct.keys(`${prefix}contact:*203.0.113.3*`)).toHaveLength(1);
    expect(
      lines.some((line) => line.msg === "rate limits: Redis answers again, counting there"),
    ).toBe(true);
  });
});
