import { createHash, createHmac, randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../apps/api/src/db/database.js";
import { serverMessageSecret } from "../apps/api/src/receptionist/server-credential.js";
import { hashPassword } from "../apps/api/src/security/passwords.js";
import { SIGN_IN_LIMITS } from "../apps/api/src/sessions/sign-in-throttle.js";
import { createScratchDatabase } from "../apps/api/src/test/databases.js";
import { deleteRedisKeys } from "../apps/api/src/test/redis.js";
import { RATE_LIMITS } from "../packages/api-client/src/contract/routes/rate-limits.js";
import { type RunningProduct, startProduct } from "./product.js";

// Two API processes behind one (pretend) load balancer, on one PostgreSQL and one Redis, as a
// deployment with more than one instance runs: a session made on one works on the other, a
// rate limit counts the requests of both, a recurring job runs once per tick for both, and a
// server message the platform delivers to both is applied once. Needs TEST_DATABASE_URL and
// TEST_REDIS_URL (as CI sets them); its database is its own, its Redis keys are removed after.

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const SESSION_SECRET = `two-instances-${randomUUID()}`;
const SECRETS_KEY = Buffer.alloc(32, 19).toString("base64");
const PASSWORD = "Twin9Instances!";

/** A client address of its own (RFC 2544's benchmark network), as the proxy in front sends it. */
const runAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A browser: keeps cookies and the CSRF token, comes from one address. */
class Browser {
  readonly cookies = new Map<string, string>();
  csrf = "";
  constructor(readonly address: string) {}

  async call(base: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        "x-forwarded-for": this.address,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(this.csrf ? { "x-csrf-token": this.csrf } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      const name = pair.slice(0, pair.indexOf("="));
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf("=") + 1));
    }
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers are read by path in the assertions.
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
  }

  /** A CSRF token from `base`, kept for the next calls. */
  async token(base: string): Promise<string> {
    this.csrf = (await this.call(base, "GET", "/api/csrf-token")).body.csrfToken as string;
    return this.csrf;
  }
}

function endOfCallReport(assistantId: string, callId: string): string {
  const endedAt = Date.now();
  return JSON.stringify({
    message: {
      type: "end-of-call-report",
      timestamp: endedAt,
      call: {
        id: callId,
        type: "inboundPhoneCall",
        assistantId,
        customer: { number: "+14155550177" },
      },
      customer: { number: "+14155550177" },
      endedReason: "customer-ended-call",
      startedAt: new Date(endedAt - 95_000).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      durationSeconds: 95,
      artifact: { transcript: "AI: Hello.\nUser: Hi.", messages: [] },
      analysis: { summary: "A call." },
    },
  });
}

describe.skipIf(!databaseServer || !redisUrl)(
  "two API instances on one PostgreSQL and one Redis",
  () => {
    const products: RunningProduct[] = [];
    let a: RunningProduct;
    let b: RunningProduct;
    let db: Database;
    let drop: () => Promise<void> = async () => {};
    const addresses: string[] = [];
    const emails: string[] = [];
    const browser = (address = runAddress()) => {
      addresses.push(address);
      return new Browser(address);
    };

    beforeAll(async () => {
      const database = await createScratchDatabase(databaseServer as string);
      drop = database.drop;
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl as string,
        SESSION_SECRET,
        SECRETS_KEY,
        TRUST_PROXY: "1",
        SITE_DIR: "",
      };
      // Both at once on an empty database: migrations, pg-boss's schema and its cron race too.
      const started = await Promise.allSettled([startProduct(env), startProduct(env)]);
      for (const result of started) if (result.status === "fulfilled") products.push(result.value);
      const failed = started.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
      [a, b] = products as [RunningProduct, RunningProduct];
      db = await openDatabase({ databaseUrl: database.url, dataDir: "", migrate: false });
    });

    afterAll(async () => {
      await Promise.all(products.map((product) => product.stop()));
      for (const product of products) product.cleanup();
      await db?.close();
      await drop();
      if (redisUrl) {
        const accounts = emails.map((email) =>
          createHash("sha256")
            .update(email.normalize("NFKC").trim().toLowerCase())
            .digest("base64url"),
        );
        await deleteRedisKeys(redisUrl, [
          ...addresses.map((address) => `*${address}`),
          ...accounts.map((account) => `*${account}`),
        ]);
      }
    });

    it("keeps a session made on one instance on the other, CSRF token included", async () => {
      const email = `twin.${randomUUID()}@example.com`;
      emails.push(email);
      const visitor = browser();
      await visitor.token(a.url);
      const signedUp = await visitor.call(a.url, "POST", "/auth/signup", {
        firstName: "Tess",
        lastName: "Twin",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);

      const user = browser();
      await user.token(a.url);
      expect(
        (await user.call(a.url, "POST", "/api/auth/login", { email, password: PASSWORD })).status,
      ).toBe(200);
      // The token as it is after signing in (it may be rotated then), read from A, used on B.
      await user.token(a.url);
      const me = await user.call(b.url, "GET", "/auth/me");
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(email);
      const renamed = await user.call(b.url, "PATCH", "/api/customers/profile", {
        firstName: "Bea",
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      // And the other way: a token from B on A.
      await user.token(b.url);
      const again = await user.call(a.url, "PATCH", "/api/customers/profile", { lastName: "Both" });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await user.call(a.url, "GET", "/api/customers/profile")).body.profile).toMatchObject({
        firstName: "Bea",
        lastName: "Both",
      });
      // Signing out on B ends the session on A.
      expect((await user.call(b.url, "POST", "/auth/logout", {})).status).toBe(200);
      expect((await user.call(a.url, "GET", "/auth/me")).status).toBe(401);
    });

    it("counts a rate limit per address and failed sign-ins per account across both instances", async () => {
      const rule = RATE_LIMITS.login;
      const attempt = async (who: Browser, instance: RunningProduct, email: string) => {
        await who.token(instance.url);
        return (
          await who.call(instance.url, "POST", "/api/auth/login", {
            email,
            password: "Wrong-pass-1",
          })
        ).status;
      };
      // One address, a new account each time: the address's count.
      const fromOne = browser();
      const perAddress: number[] = [];
      for (let index = 0; index <= rule.limit; index++) {
        const email = `guess.${randomUUID()}@example.com`;
        emails.push(email);
        perAddress.push(await attempt(fromOne, index % 2 === 0 ? a : b, email));
      }
      expect(perAddress).toEqual([...Array(rule.limit).fill(401), 429]);

      // One account from a new address each time: its failed sign-ins, counted in the database.
      const email = `target.${randomUUID()}@example.com`;
      emails.push(email);
      const perAccount: number[] = [];
      for (let index = 0; index <= SIGN_IN_LIMITS.customer; index++) {
        perAccount.push(await attempt(browser(), index % 2 === 0 ? b : a, email));
      }
      expect(perAccount).toEqual([...Array(SIGN_IN_LIMITS.customer).fill(401), 429]);
    });

    it("applies a server message delivered to both instances once", async () => {
      const assistantId = `asst_${randomUUID()}`;
      const user = await db.prisma.user.create({
        data: {
          email: `owner.${randomUUID()}@example.com`,
          password: await hashPassword(PASSWORD),
          firstName: "Olive",
          lastName: "Owner",
          subscriptionStatus: "active",
          plan: "unlimited",
          businessName: "Twin Realty",
        },
      });
      const customer = await db.prisma.customer.create({
        data: {
          userId: user.id,
          username: `twin-${user.id.slice(0, 8)}`,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
        },
      });
      await db.prisma.receptionist.create({ data: { userId: user.id, assistantId } });
      const callId = randomUUID();
      const body = endOfCallReport(assistantId, callId);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = createHmac("sha256", serverMessageSecret(SESSION_SECRET))
        .update(`${timestamp}.${body}`)
        .digest("hex");
      // The platform retries on a timeout; a load balancer may send the retry to the other instance.
      const answers = await Promise.all(
        [a, b].map(async (instance) => {
          const response = await fetch(`${instance.url}/api/voice/server-messages`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-signature": signature,
              "x-timestamp": timestamp,
            },
            body,
          });
          const answer = (await response.json()) as {
            duplicate?: boolean;
            error?: { errorCode: string };
          };
          return answer.error?.errorCode ?? `${response.status} duplicate=${answer.duplicate}`;
        }),
      );
      // One stores it; the other finds it stored (or, were replays shared, refuses the replay).
      expect(answers).toContain("200 duplicate=false");
      expect(answers.filter((answer) => answer === "200 duplicate=false")).toHaveLength(1);
      expect(["200 duplicate=true", "VOICE_SERVER_MESSAGE_REFUSED"]).toEqual(
        expect.arrayContaining(answers.filter((answer) => answer !== "200 duplicate=false")),
      );
      await expect
        .poll(() => db.prisma.callLog.count({ where: { customerId: customer.id } }), {
          timeout: 20_000,
        })
        .toBe(1);
      await expect
        .poll(
          () =>
            db.prisma.webhookLog.count({
              where: { source: "voice", status: { not: "processed" } },
            }),
          { timeout: 20_000 },
        )
        .toBe(0);
      expect(await db.prisma.webhookLog.count({ where: { source: "voice" } })).toBe(1);
      const period = await db.prisma.usagePeriod.findFirstOrThrow({ where: { userId: user.id } });
      expect(period.minutesUsed).toBe(2);
    });

    it("runs each recurring job once per tick for both instances", async () => {
      type Row = { name: string; ticks: number; jobs: number; completed: number; retried: number };
      // Every schedule's ticks (the timekeeper's `send-it` jobs, one per schedule and minute)
      // against the jobs made of them and how they ran.
      const count = () =>
        db.prisma.$queryRawUnsafe<Row[]>(`
        SELECT s.name,
               (SELECT count(DISTINCT t.singleton_on)::int FROM pgboss.job t
                 WHERE t.name = '__pgboss__send-it' AND t.singleton_key = s.name) AS ticks,
               (SELECT count(*)::int FROM pgboss.job j WHERE j.name = s.name) AS jobs,
               (SELECT count(*)::int FROM pgboss.job j
                 WHERE j.name = s.name AND j.state = 'completed') AS completed,
               (SELECT count(*)::int FROM pgboss.job j
                 WHERE j.name = s.name AND j.retry_count > 0) AS retried
          FROM pgboss.schedule s
         WHERE s.cron = '* * * * *'
         ORDER BY s.name`);
      // The first tick was at start-up (both raced for it); wait until its jobs have run. A
      // worker asks for recurring jobs every 20 s (RECURRING_POLL_SECONDS), and a new minute's
      // tick may come before the last one's job ran: within a minute and a poll, there is a
      // moment when every tick's job has run.
      let rows: Row[] = [];
      await expect
        .poll(
          async () => {
            rows = await count();
            return rows.every((row) => row.ticks > 0 && row.completed >= row.ticks);
          },
          { timeout: 90_000, interval: 500 },
        )
        .toBe(true);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row, row.name).toMatchObject({ jobs: row.ticks, completed: row.ticks, retried: 0 });
      }
      // Both instances work the queue (each polls it); a tick is still one job, run once.
      expect(a.output()).not.toContain("recurring job failed");
      expect(b.output()).not.toContain("recurring job failed");
    }, 120_000);
  },
);
