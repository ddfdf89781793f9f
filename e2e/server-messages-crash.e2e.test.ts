import { createHmac, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../apps/api/src/db/database.js";
import { serverMessageSecret } from "../apps/api/src/receptionist/server-credential.js";
import { hashPassword } from "../apps/api/src/security/passwords.js";
import { createScratchDatabase } from "../apps/api/src/test/databases.js";
import { newDataDir, type RunningProduct, startProduct } from "./product.js";

// kill -9 of the API in the middle of a burst of end-of-call reports, then a restart: every
// delivery the API acknowledged is applied, and applied once (its minutes counted once), and
// the platform's retries of the rest are applied once too. The embedded PGlite applies reports
// one at a time, so its burst is smaller (80, killed after 24 are acknowledged): the same
// proof, without a minute and a half of draining; PostgreSQL takes 300, killed after 90. Either
// way 16 deliveries are in flight when the process dies, and most of the burst is retried.

const SESSION_SECRET = "crash-test-session-secret-0123456789";
const SECRET = serverMessageSecret(SESSION_SECRET);
const CONCURRENCY = 16;
const SECONDS = 95; // 2 minutes each, by the rounding rule.
const PASSWORD = "Crash9Horse!";

const targets = [
  {
    name: "PGlite",
    deliveries: 80,
    killAfter: 24,
    database: async () => ({ url: undefined, drop: async () => {} }),
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "PostgreSQL",
          deliveries: 300,
          killAfter: 90,
          database: async () => createScratchDatabase(process.env.TEST_DATABASE_URL as string),
        },
      ]
    : []),
];

function report(assistantId: string, callId: string) {
  const startedAt = new Date(Date.now() - SECONDS * 1000);
  return JSON.stringify({
    message: {
      type: "end-of-call-report",
      timestamp: startedAt.getTime() + SECONDS * 1000,
      call: {
        id: callId,
        type: "inboundPhoneCall",
        assistantId,
        customer: { number: "+14155550177" },
      },
      customer: { number: "+14155550177" },
      endedReason: "customer-ended-call",
      startedAt: startedAt.toISOString(),
      endedAt: new Date(startedAt.getTime() + SECONDS * 1000).toISOString(),
      durationSeconds: SECONDS,
      artifact: { transcript: "AI: Hello.\nUser: Hi.", messages: [] },
      analysis: { summary: "A call." },
    },
  });
}

/** Delivers a body signed now; true when acknowledged (2xx). */
async function deliver(url: string, body: string): Promise<boolean> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex");
  try {
    const response = await fetch(`${url}/api/voice/server-messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-signature": signature,
        "x-timestamp": timestamp,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Signs in through the API; answers the session token. */
async function signIn(url: string, email: string): Promise<string> {
  const csrf = await fetch(`${url}/api/csrf-token`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((item) => item.split(";")[0])
    .join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": csrfToken, cookie },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const answer = (await response.json()) as { authToken?: string };
  if (!answer.authToken) throw new Error(`could not sign in: ${JSON.stringify(answer)}`);
  return answer.authToken;
}

async function withDatabase<T>(
  dataDir: string,
  url: string | undefined,
  run: (db: Database) => Promise<T>,
) {
  const db = await openDatabase({ dataDir, databaseUrl: url });
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

describe.each(targets)("kill -9 during a burst of server messages ($name)", (target) => {
  const products: RunningProduct[] = [];
  let drop: () => Promise<void> = async () => {};
  let scratch: string | undefined;
  afterAll(async () => {
    for (const product of products) await product.kill();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await drop();
  });

  it("applies every acknowledged delivery exactly once after the restart", async () => {
    const { deliveries, killAfter } = target;
    const database = await target.database();
    drop = database.drop;
    const env = { SESSION_SECRET, ...(database.url ? { DATABASE_URL: database.url } : {}) };
    // The owner is made in the database before the product first starts: an embedded one
    // copied from the tests' migrated template, PostgreSQL migrated as it is opened.
    const dataDir = await newDataDir({ seeded: !database.url });
    scratch = path.dirname(dataDir);
    const assistantId = `asst_${randomUUID()}`;
    const owner = await withDatabase(dataDir, database.url, async (db) => {
      const user = await db.prisma.user.create({
        data: {
          email: `crash.${Date.now()}@example.com`,
          password: await hashPassword(PASSWORD),
          firstName: "Casey",
          lastName: "Crash",
          subscriptionStatus: "active",
          plan: "unlimited",
          emailCallTranscripts: true,
          businessName: "Crash Realty",
        },
      });
      await db.prisma.customer.create({
        data: {
          userId: user.id,
          username: `crash-${user.id.slice(0, 8)}`,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
        },
      });
      await db.prisma.receptionist.create({ data: { userId: user.id, assistantId } });
      return user;
    });

    const product = await startProduct(env, { dataDir });
    products.push(product);
    const bodies = Array.from({ length: deliveries }, () => report(assistantId, randomUUID()));
    const acknowledged = new Set<number>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < bodies.length && !killed) {
        const index = next++;
        if (await deliver(product.url, bodies[index] as string)) acknowledged.add(index);
        if (!killed && acknowledged.size >= killAfter) {
          killed = true;
          await product.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter);
    expect(acknowledged.size).toBeLessThan(deliveries);

    // Restart on the same data; the platform retries what was not acknowledged, and, to prove
    // that a retry changes nothing, some of what was.
    const restarted = await startProduct(env, { dataDir });
    products.push(restarted);
    const retries = bodies
      .map((body, index) => ({ body, index }))
      .filter(({ index }) => !acknowledged.has(index) || index % 10 === 0);
    for (let start = 0; start < retries.length; start += CONCURRENCY) {
      const batch = retries.slice(start, start + CONCURRENCY);
      const answers = await Promise.all(batch.map(({ body }) => deliver(restarted.url, body)));
      expect(answers.every(Boolean)).toBe(true);
    }
    // The drain runs from jobs: wait until the owner sees every call, then look at the
    // database with the product stopped.
    const token = await signIn(restarted.url, owner.email);
    await expect
      .poll(
        async () => {
          const response = await fetch(`${restarted.url}/api/calls?pageSize=1`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await response.json()) as { total: number }).total;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(deliveries);
    await restarted.stop();
    await withDatabase(dataDir, database.url, async (db) => {
      const customer = await db.prisma.customer.findUniqueOrThrow({ where: { userId: owner.id } });
      const pending = await db.prisma.webhookLog.count({
        where: { source: "voice", status: { not: "processed" } },
      });
      expect(pending).toBe(0);
      expect(
        await db.prisma.webhookLog.count({
          where: { source: "voice", eventType: "end-of-call-report" },
        }),
      ).toBe(deliveries);
      expect(await db.prisma.callLog.count({ where: { customerId: customer.id } })).toBe(
        deliveries,
      );
      const period = await db.prisma.usagePeriod.findFirstOrThrow({ where: { userId: owner.id } });
      expect(period.minutesUsed).toBe(deliveries * 2);
      const user = await db.prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
      expect(user.monthlyMinutesUsed).toBe(deliveries * 2);
      expect(
        await db.prisma.emailLog.count({
          where: { toEmail: owner.email, emailType: "call-transcript" },
        }),
      ).toBe(deliveries);
      expect(await db.prisma.callTranscript.count({ where: { customerId: customer.id } })).toBe(
        deliveries,
      );
    });
  }, 300_000);
});
