import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Socket } from "node:net";
import type { TRateLimitName } from "@ringline/api-client";
import { Redis } from "ioredis";
import pino from "pino";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { createLogger, REDACTED_PATHS } from "../core/logger.js";
import {
  createTestApp,
  noDatabase,
  TEST_SECRET,
  testSecretBox,
  visitorWithToken,
} from "../test/app.js";

// These rules sit in front of the routes; the requests here never reach the database.

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined;

const limited: Array<[TRateLimitName, string, string]> = [
  ["login", "POST", "/api/auth/login"],
  ["signup", "POST", "/auth/signup"],
  ["forgotPassword", "POST", "/api/auth/forgot-password"],
  ["resetPassword", "POST", "/api/auth/reset-password"],
  ["contact", "POST", "/api/contact"],
  ["demoBooking", "POST", "/api/demo-bookings"],
  ["chat", "POST", "/api/chat"],
  ["clientError", "POST", "/api/error-monitoring/client-error"],
  ["adminLogin", "POST", "/api/admin/auth/login"],
  ["order", "POST", "/api/orders"],
  ["changePassword", "POST", "/api/auth/change-password"],
  ["verificationEmail", "POST", "/api/auth/resend-verification"],
];

const stores = [
  { name: "memory", redis: () => undefined },
  ...(redisUrl ? [{ name: "redis", redis: () => new Redis(redisUrl) }] : []),
];

describe.each(stores)("rate limits ($name store)", (store) => {
  const redis = store.redis();
  afterAll(async () => {
    await redis?.quit();
  });

  it.each(limited)(
    "limits %s: %s %s answers 429 with Retry-After after the limit",
    async (name, method, path) => {
      const app = createTestApp(noDatabase, {
        redis,
        rateLimitPrefix: `rl:test:${randomBytes(6).toString("hex")}:`,
        rateLimits: { [name]: { windowMs: 60_000, limit: 2 } },
      });
      const { agent, token } = await visitorWithToken(app);
      const send = () =>
        agent[method === "POST" ? "post" : "get"](path).set("x-csrf-token", token).send({});
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await send()).status).not.toBe(429);
      }
      const refused = await send();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body.error).toMatchObject({
        errorCode: "API_RATE_LIMITED",
        title: "Too Many Requests",
        retryAfter,
        action: { type: "retry", delayMs: retryAfter * 1000 },
      });
    },
  );
});

describe("rate limits never switch off when Redis misbehaves", () => {
  const contactLimit = { contact: { windowMs: 60_000, limit: 2 } };
  async function refusedAfterTwo(app: ReturnType<typeof createTestApp>): Promise<number[]> {
    const { agent, token } = await visitorWithToken(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await agent.post("/api/contact").set("x-csrf-token", token).send({});
      statuses.push(response.status);
    }
    return statuses;
  }

  it("counts in memory while Redis cannot be reached", async () => {
    // Production's options: no offline queue, so every command fails at once without a server.
    const unreachable = new Redis("redis://127.0.0.1:1", {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    unreachable.on("error", () => undefined);
    try {
      const app = createTestApp(noDatabase, { redis: unreachable, rateLimits: contactLimit });
      expect(await refusedAfterTwo(app)).toEqual([422, 422, 429]);
    } finally {
      unreachable.disconnect();
    }
  });

  it("asks a Redis that stopped answering once, then counts in memory without waiting on it", async () => {
    // A Redis that accepts the connection and then never answers.
    let commands = 0;
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("data", (chunk) => {
        commands += chunk
          .toString("latin1")
          .split("\r\n")
          .filter((line) => /^\*\d+$/.test(line)).length;
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const redis = new Redis(`redis://127.0.0.1:${port}`, {
      enableOfflineQueue: false,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableReadyCheck: false,
      commandTimeout: 300,
    });
    redis.on("error", () => undefined);
    try {
      await redis.connect();
      const app = createTestApp(noDatabase, { redis, rateLimits: contactLimit });
      const { agent, token } = await visitorWithToken(app);
      const contact = () => agent.post("/api/contact").set("x-csrf-token", token).send({});
      // The first limited request asks Redis, which times out: it is counted in memory.
      expect((await contact()).status).toBe(422);
      const asked = commands;
      expect(asked).toBeGreaterThan(0);
      // The next ones count in memory without asking (or waiting on) Redis again.
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt++) statuses.push((await contact()).status);
      expect(statuses).toEqual([422, 429, 429, 429, 429]);
      expect(commands).toBe(asked);
    } finally {
      redis.disconnect();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  // Needs a Redis server: it runs where TEST_REDIS_URL (or REDIS_URL) names one, as in CI.
  it.runIf(redisUrl)(
    "holds with the production Redis options before the connection is ready, then counts in Redis",
    async () => {
      const redis = new Redis(redisUrl as string, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 2,
        lazyConnect: true,
      });
      const prefix = `rl:test:${randomBytes(6).toString("hex")}:`;
      try {
        // Built before the connection exists, as server.ts used to: the script load fails.
        const early = createTestApp(noDatabase, {
          redis,
          rateLimitPrefix: prefix,
          rateLimits: contactLimit,
        });
        expect(await refusedAfterTwo(early)).toEqual([422, 422, 429]);
        if (redis.status === "wait") await redis.connect();
        else if (redis.status !== "ready") await once(redis, "ready");
        const later = createTestApp(noDatabase, {
          redis,
          rateLimitPrefix: `${prefix}later:`,
          rateLimits: contactLimit,
        });
        expect(await refusedAfterTwo(later)).toEqual([422, 422, 429]);
        expect(await redis.keys(`${prefix}later:contact:*`)).toHaveLength(1);
      } finally {
        await redis.quit().catch(() => undefined);
      }
    },
  );
});

describe("CORS", () => {
  const app = createTestApp(noDatabase, { corsOrigins: ["https://partner.example"] });

  it("answers a preflight from an allowed partner origin", async () => {
    const response = await request(app)
      .options("/api/contact")
      .set("origin", "https://partner.example")
      .set("access-control-request-method", "POST")
      .set("access-control-request-headers", "content-type,x-csrf-token")
      .expect(204);
    expect(response.headers).toMatchObject({
      "access-control-allow-origin": "https://partner.example",
      "access-control-allow-credentials": "true",
    });
    expect(response.headers["access-control-allow-headers"]).toContain("x-csrf-token");
  });

  it("gives other origins no CORS headers", async () => {
    const response = await request(app).get("/api/health").set("origin", "https://evil.example");
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it("lets an allowed origin read answers", async () => {
    const response = await request(app)
      .get("/api/health")
      .set("origin", "https://partner.example")
      .expect(200);
    expect(response.headers["access-control-allow-origin"]).toBe("https://partner.example");
  });
});

describe("CSRF on every mutating route", () => {
  const app = createTestApp(noDatabase);
  const routes: Array<[string, string]> = [
    ["post", "/auth/signup"],
    ["post", "/api/auth/login"],
    ["post", "/auth/logout"],
    ["post", "/api/auth/forgot-password"],
    ["post", "/api/auth/reset-password"],
    ["post", "/api/auth/verify-email"],
    ["post", "/api/auth/change-email"],
    ["post", "/api/auth/change-password"],
    ["delete", "/api/auth/sessions/00000000-0000-4000-8000-000000000000"],
    ["post", "/api/contact"],
    ["post", "/api/demo-bookings"],
    ["post", "/api/orders"],
    ["post", "/api/error-monitoring/client-error"],
    ["post", "/api/admin/auth/login"],
    ["post", "/api/admin/impersonation"],
    ["put", "/api/anything"],
    ["patch", "/api/anything"],
  ];

  it.each(routes)("refuses %s %s without a token with 403", async (method, path) => {
    const call = request(app)[method as "post" | "put" | "patch" | "delete"](path);
    const response = await call.send({});
    expect(response.status).toBe(403);
    expect(response.body.error.errorCode).toBe("AUTH_CSRF_TOKEN_INVALID");
  });

  it("names the expired security token in the 403 after its lifetime", async () => {
    let now = Date.UTC(2026, 10, 21);
    const clocked = createTestApp(noDatabase, { now: () => now });
    const { agent, token } = await visitorWithToken(clocked);
    now += 2 * 60 * 60 * 1000 + 1;
    const response = await agent.post("/api/contact").set("x-csrf-token", token).send({});
    expect(response.status).toBe(403);
    expect(response.body.error.message).toMatch(/security token has expired/);
  });

  it("keeps a token valid longer than the client's 25-minute cache", async () => {
    let now = Date.UTC(2026, 10, 21);
    const clocked = createTestApp(noDatabase, { now: () => now });
    const { agent, token } = await visitorWithToken(clocked);
    now += 60 * 60 * 1000;
    const response = await agent.post("/api/contact").set("x-csrf-token", token).send({});
    expect(response.status).toBe(422);
  });
});

describe("logs", () => {
  it("never carry passwords, tokens or cookies", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info", redact: { paths: REDACTED_PATHS, censor: "[redacted]" } },
      { write: (line: string) => lines.push(line) },
    );
    const app = createApp({
      db: noDatabase,
      logger,
      sessionSecret: TEST_SECRET,
      secretBox: testSecretBox,
    });
    const { agent, token } = await visitorWithToken(app);
    await agent
      .post("/api/auth/login")
      .set("x-csrf-token", token)
      .set("authorization", "Bearer rls_secret-bearer-value")
      .send({ email: "not-an-email", password: "Secret9Password" });
    await agent.get("/auth/google/callback?code=secret-oauth-code&state=secret-state");
    logger.info(
      { body: { password: "Secret9Password", authToken: "rls_secret", nested: { token: "t0k" } } },
      "an object with secrets",
    );
    const output = lines.join("\n");
    expect(output).toContain("/api/auth/login");
    for (const secret of [
      "Secret9Password",
      "secret-bearer-value",
      "secret-oauth-code",
      "rls_secret",
      "t0k",
      token,
      "rl_vid=",
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it("createLogger redacts the same paths", () => {
    const lines: string[] = [];
    const logger = createLogger("info");
    expect(logger.level).toBe("info");
    const probe = pino(
      { redact: { paths: REDACTED_PATHS, censor: "[redacted]" } },
      { write: (line: string) => lines.push(line) },
    );
    probe.info({ password: "p", impersonationToken: "i", user: { backupCode: "b" } });
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      password: "[redacted]",
      impersonationToken: "[redacted]",
      user: { backupCode: "[redacted]" },
    });
  });
});
