// The security regression suite of issue #19 ("Trust"): each finding reproduced, each held.
import { randomBytes, randomUUID } from "node:crypto";
import { API_ROUTES, type RouteDefinition, ZErrorEnvelope } from "@ringline/api-client";
import { Redis } from "ioredis";
import { generate, generateSecret } from "otplib";
import request from "supertest";
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { ensureAdmin } from "../admin/initial-admin.js";
import { sealStoredTotpSecrets } from "../admin/totp-secret.js";
import { FORGOT_PASSWORD_MESSAGE } from "../auth/auth.service.js";
import type { Database } from "../db/database.js";
import type { Outbox } from "../outbox/outbox.module.js";
import {
  ADMIN_PASSWORD,
  customerWithRecord,
  type SignedInAdmin,
  signedInAdmin,
} from "../test/admins.js";
import type { TestAppOptions } from "../test/app.js";
import {
  createFakeClock,
  createTestApp,
  freshCsrfToken,
  mailTransportOf,
  type SignedUp,
  STRONG_PASSWORD,
  settle,
  signIn,
  signUp,
  type TestApp,
  testSecretBox,
  tokenFromMail,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { SWEEP_DATABASE, testDatabaseTargets } from "../test/databases.js";
import { bodyRoutes, callerFor, fieldsOf, fillPath } from "../test/routes.js";

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined;
const stores = [
  { name: "memory", redis: () => undefined },
  ...(redisUrl ? [{ name: "redis", redis: () => new Redis(redisUrl) }] : []),
];

let address = 0;
/** A new client address each call (the app trusts one proxy's X-Forwarded-For here). */
function nextAddress(): string {
  address += 1;
  return `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/**
 * The database, with every read of the users table held until `release()` once `hold()` is
 * called: what a request does before answering cannot include such a read.
 */
function withUserReadsHeld(db: Database) {
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  let waiting = 0;
  const users = new Proxy(db.prisma.user, {
    get(delegate, method) {
      const value: unknown = Reflect.get(delegate, method);
      if (typeof value !== "function") return value;
      if (typeof method !== "string" || !method.startsWith("find")) return value.bind(delegate);
      return async (...args: unknown[]) => {
        waiting += 1;
        await gate;
        waiting -= 1;
        return value.apply(delegate, args);
      };
    },
  });
  const prisma = new Proxy(db.prisma, {
    get(client, property) {
      if (property === "user") return users;
      const value: unknown = Reflect.get(client, property);
      return typeof value === "function" ? value.bind(client) : value;
    },
  });
  return {
    db: { ...db, prisma } as Database,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    waiting: () => waiting,
  };
}

const nestedArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
// Six bytes a level: 16,000 levels is the deepest object that fits the 100 kB body limit.
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}0${"}".repeat(depth)}`;

/** Deeply nested bodies for a route: nested as a whole, and nested in each of its fields. */
function deepBodies(route: RouteDefinition): string[] {
  const whole = [1_000, 10_000, 50_000].flatMap((depth) => [
    nestedArray(depth),
    nestedObject(Math.min(depth, 16_000)),
  ]);
  const perField = fieldsOf(route.request).flatMap((field) => [
    `{${JSON.stringify(field)}:${nestedArray(49_000)}}`,
    `{${JSON.stringify(field)}:${nestedObject(16_000)}}`,
    `{${JSON.stringify(field)}:[${nestedObject(1_000)}]}`,
  ]);
  return [...whole, ...perField];
}

describe.each(testDatabaseTargets)("security findings on $name", (target) => {
  let db: Database;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => settle(app)));
    await db?.close();
  });

  function appWith(options: TestAppOptions = {}): TestApp {
    const app = createTestApp(db, {
      trustProxy: 1,
      rateLimitPrefix: `rl:findings:${randomBytes(6).toString("hex")}:`,
      ...options,
    });
    apps.push(app);
    return app;
  }

  describe.each(stores)("limits per account as well as per address ($name store)", (store) => {
    const redis = store.redis();
    afterAll(async () => {
      await redis?.quit();
    });

    /** Posts `body` to `path` from a new client and address each time, as a botnet would. */
    async function fromManyPlaces(app: TestApp, path: string, body: object, times: number) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < times; attempt++) {
        const { agent, token } = await visitorWithToken(app);
        const response = await agent
          .post(path)
          .set("x-csrf-token", token)
          .set("x-forwarded-for", nextAddress())
          .send(body);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
          expect(response.body.error.errorCode).toBe("API_RATE_LIMITED");
        }
      }
      return statuses;
    }

    it("limits sign-up e-mails per target address, keeping the spec's already-registered answer", async () => {
      const app = appWith({
        redis,
        rateLimits: { signup: { windowMs: 60_000, limit: 100, accountLimit: 3 } },
      });
      const email = uniqueEmail("target");
      const body = {
        firstName: "Ada",
        lastName: "Lovelace",
        email,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      };
      expect(await fromManyPlaces(app, "/auth/signup", body, 4)).toEqual([201, 409, 409, 429]);
      const mails = await db.prisma.emailLog.count({ where: { toEmail: email } });
      // The verification and the welcome of the one account, nothing more.
      expect(mails).toBe(2);
    });

    it("limits reset e-mails per target address", async () => {
      const app = appWith({
        redis,
        rateLimits: { forgotPassword: { windowMs: 60_000, limit: 100, accountLimit: 2 } },
      });
      const body = { email: uniqueEmail("target") };
      expect(await fromManyPlaces(app, "/api/auth/forgot-password", body, 3)).toEqual([
        200, 200, 429,
      ]);
    });

    /** Posts `body()` to `path` as a signed-in customer, from a new address each time. */
    async function asCustomerFromManyPlaces(
      customer: { agent: TestAgent; csrf: string },
      path: string,
      body: () => object,
      times: number,
    ) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < times; attempt++) {
        const response = await customer.agent
          .post(path)
          .set("x-csrf-token", customer.csrf)
          .set("x-forwarded-for", nextAddress())
          .send(body());
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
          expect(response.body.error.errorCode).toBe("API_RATE_LIMITED");
        }
      }
      return statuses;
    }

    // Each: two requests from one session, the third from another session of the same
    // account (a per-session count would let it through), then another account, still answered.
    it.each([
      {
        rule: "resendVerification",
        limit: "verificationEmail",
        path: "/api/auth/resend-verification",
        body: () => ({}),
        answered: 200,
      },
      {
        rule: "changeEmail",
        limit: "changeEmail",
        path: "/api/auth/change-email",
        body: () => ({ newEmail: uniqueEmail("moved"), password: STRONG_PASSWORD }),
        answered: 200,
      },
      {
        rule: "changePassword",
        limit: "changePassword",
        path: "/api/auth/change-password",
        // Guesses at the current password, as someone holding a stolen session would make.
        body: () => ({
          currentPassword: `Wrong-guess-${address}`,
          password: "Another9Horse",
          confirmPassword: "Another9Horse",
        }),
        answered: 401,
      },
    ])("limits $rule per signed-in account, whatever its sessions or addresses", async (route) => {
      const app = appWith({
        redis,
        rateLimits: { [route.limit]: { windowMs: 60_000, limit: 100, accountLimit: 2 } },
      });
      const customer = await signUp(app);
      const sameAccount = await signIn(app, customer.email);
      const other = await signUp(app);
      const { answered } = route;
      expect([
        ...(await asCustomerFromManyPlaces(customer, route.path, route.body, 2)),
        ...(await asCustomerFromManyPlaces(sameAccount, route.path, route.body, 1)),
        ...(await asCustomerFromManyPlaces(other, route.path, route.body, 1)),
      ]).toEqual([answered, answered, 429, answered]);
    });

    it("limits change-email per address too", async () => {
      const app = appWith({
        redis,
        rateLimits: { changeEmail: { windowMs: 60_000, limit: 2, accountLimit: 100 } },
      });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const customer = await signUp(app);
        const response = await customer.agent
          .post("/api/auth/change-email")
          .set("x-csrf-token", customer.csrf)
          .set("x-forwarded-for", "203.0.113.19")
          .send({ newEmail: uniqueEmail("moved"), password: STRONG_PASSWORD });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  describe("an administrator's session follows the account at once", () => {
    it("refuses a deactivated administrator's session on the next request", async () => {
      const app = appWith();
      const acting = await signedInAdmin(app, db);
      const deactivated = await signedInAdmin(app, db);
      const flipped = await signedInAdmin(app, db);
      await deactivated.agent.get("/api/admin/auth/me").expect(200);
      await acting.agent
        .post(`/api/admin/users/${deactivated.adminUserId}`)
        .set("x-csrf-token", acting.csrf)
        .send({ isActive: false })
        .expect(200);
      const refused = await deactivated.agent.get("/api/admin/auth/me");
      expect([refused.status, refused.body.error.errorCode]).toEqual([
        401,
        "ADMIN_NOT_AUTHENTICATED",
      ]);
      // Switched off by another instance or a script: the next request still sees it.
      await flipped.agent.get("/api/admin/audit-log").expect(200);
      await db.prisma.adminUser.update({
        where: { id: flipped.adminUserId },
        data: { isActive: false },
      });
      expect((await flipped.agent.get("/api/admin/audit-log")).status).toBe(401);
      // Reactivated, the old session stays ended.
      await db.prisma.adminUser.update({
        where: { id: flipped.adminUserId },
        data: { isActive: true },
      });
      expect((await flipped.agent.get("/api/admin/audit-log")).status).toBe(401);
    });

    it("refuses the impersonation token of an administrator deactivated since", async () => {
      const app = appWith();
      const admin = await signedInAdmin(app, db, { twoFactor: true });
      const customer = await customerWithRecord(app, db);
      const started = await admin.agent
        .post("/api/admin/impersonation")
        .set("x-csrf-token", admin.csrf)
        .send({ customerId: customer.customerId, reason: "Ticket 19" })
        .expect(201);
      const bearer = `Bearer ${started.body.impersonationToken as string}`;
      await request(app).get("/auth/me").set("authorization", bearer).expect(200);
      await db.prisma.adminUser.update({
        where: { id: admin.adminUserId },
        data: { isActive: false },
      });
      expect((await request(app).get("/auth/me").set("authorization", bearer)).status).toBe(401);
    });

    it("gives an administrator whose role changed the new role's rights at once", async () => {
      const app = appWith();
      const admin = await signedInAdmin(app, db);
      const write = () =>
        admin.agent
          .post(`/api/admin/errors/${randomUUID()}/resolve`)
          .set("x-csrf-token", admin.csrf)
          .send({ resolution: "checked" });
      expect((await write()).status).toBe(404);
      const setRole = (role: string) =>
        db.prisma.adminUser.update({ where: { id: admin.adminUserId }, data: { role } });
      await setRole("support");
      const refused = await write();
      expect([refused.status, refused.body.error.errorCode]).toEqual([403, "ADMIN_FORBIDDEN"]);
      expect((await admin.agent.get("/api/admin/auth/me")).body.admin.role).toBe("support");
      await setRole("admin");
      expect((await write()).status).toBe(404);
    });
  });

  describe("two-factor secrets at rest", () => {
    const storedSecret = async (adminUserId: string) =>
      (await db.prisma.adminUser.findUniqueOrThrow({ where: { id: adminUserId } })).totpSecret ??
      "";
    const codeAt = (secret: string, ms: number) =>
      generate({ secret, epoch: Math.floor(ms / 1000) });
    const signInWithCode = async (app: TestApp, email: string, totpCode: string) => {
      const { agent, token } = await visitorWithToken(app);
      return agent
        .post("/api/admin/auth/login")
        .set("x-csrf-token", token)
        .send({ email, password: ADMIN_PASSWORD, totpCode });
    };
    /** An administrator enrolled before secrets were sealed: the base32 secret in the row. */
    async function enrolledInPlainText() {
      const email = uniqueEmail("plain");
      await ensureAdmin(db, { email, password: ADMIN_PASSWORD, username: email.slice(0, 40) });
      const secret = generateSecret();
      const { id } = await db.prisma.adminUser.update({
        where: { email },
        data: { totpSecret: secret, totpEnabled: true },
        select: { id: true },
      });
      return { id, email, secret };
    }

    it("stores the secret sealed, never the base32 the app is shown, and its codes still work", async () => {
      const app = appWith();
      const admin = await signedInAdmin(app, db, { twoFactor: false });
      const enrol = await admin.agent
        .post("/api/admin/auth/totp/enroll")
        .set("x-csrf-token", admin.csrf)
        .expect(200);
      const secret = enrol.body.secret as string;
      const stored = await storedSecret(admin.adminUserId);
      expect(stored).not.toContain(secret);
      expect(testSecretBox.isSealed(stored)).toBe(true);
      expect(testSecretBox.open(stored)).toBe(secret);
      await admin.agent
        .post("/api/admin/auth/totp/verify")
        .set("x-csrf-token", admin.csrf)
        .send({ code: await codeAt(secret, Date.now() - 30_000) })
        .expect(200);
      expect(await storedSecret(admin.adminUserId)).toBe(stored);
      const signedIn = await signInWithCode(app, admin.email, await codeAt(secret, Date.now()));
      expect(signedIn.status).toBe(200);
    });

    it("keeps a secret stored in plain text working, sealing it on first use", async () => {
      const app = appWith();
      const admin = await enrolledInPlainText();
      const answer = await signInWithCode(app, admin.email, await codeAt(admin.secret, Date.now()));
      expect(answer.status).toBe(200);
      const stored = await storedSecret(admin.id);
      expect(stored).not.toContain(admin.secret);
      expect(testSecretBox.open(stored)).toBe(admin.secret);
    });

    it("seals every secret stored in plain text at start-up", async () => {
      const app = appWith();
      const admins = [await enrolledInPlainText(), await enrolledInPlainText()];
      expect(await sealStoredTotpSecrets(db, testSecretBox)).toBeGreaterThanOrEqual(2);
      for (const admin of admins) {
        const stored = await storedSecret(admin.id);
        expect(stored).not.toContain(admin.secret);
        expect(testSecretBox.open(stored)).toBe(admin.secret);
      }
      // Sealed once: a second pass leaves them as they are, and their codes still work.
      const [first] = admins;
      if (!first) throw new Error("no administrator");
      const before = await storedSecret(first.id);
      await sealStoredTotpSecrets(db, testSecretBox);
      expect(await storedSecret(first.id)).toBe(before);
      const answer = await signInWithCode(app, first.email, await codeAt(first.secret, Date.now()));
      expect(answer.status).toBe(200);
    });
  });

  describe("an administrator enrols two-factor codes before any admin action", () => {
    const adminRoutes = (Object.entries(API_ROUTES) as Array<[string, RouteDefinition]>).filter(
      ([, route]) => route.access === "admin" || route.access === "admin-write",
    );

    it("lets a password alone reach only what enrolment needs", () => {
      const open = adminRoutes.filter(([, route]) => route.twoFactor === false);
      expect(open.map(([name]) => name).sort()).toEqual([
        "adminLogout",
        "enrollTotp",
        "getAdminMe",
        "verifyTotp",
      ]);
    });

    it("refuses every other admin route with ADMIN_TOTP_ENROLLMENT_REQUIRED until enrolled", async () => {
      const app = appWith();
      // Made as the initial administrator (ADMIN_EMAIL / ADMIN_PASSWORD) is: ensureAdmin.
      const admin = await signedInAdmin(app, db, { twoFactor: false });
      const guarded = adminRoutes.filter(([, route]) => route.twoFactor !== false);
      expect(guarded.length).toBeGreaterThan(20);
      for (const [name, route] of guarded) {
        const path = route.path.replace(/:[A-Za-z]+/g, () => randomUUID());
        const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
        const response = await admin.agent[method](path).set("x-csrf-token", admin.csrf).send({});
        expect([response.status, response.body.error?.errorCode], name).toEqual([
          403,
          "ADMIN_TOTP_ENROLLMENT_REQUIRED",
        ]);
        expect(ZErrorEnvelope.safeParse(response.body).success, name).toBe(true);
      }
      const me = await admin.agent.get("/api/admin/auth/me").expect(200);
      expect(me.body.admin.totpEnabled).toBe(false);
      const enrol = await admin.agent
        .post("/api/admin/auth/totp/enroll")
        .set("x-csrf-token", admin.csrf)
        .expect(200);
      await admin.agent
        .post("/api/admin/auth/totp/verify")
        .set("x-csrf-token", admin.csrf)
        .send({ code: await generate({ secret: enrol.body.secret as string }) })
        .expect(200);
      // Enrolled, the same session reaches the back office.
      await admin.agent.get("/api/admin/audit-log").expect(200);
      const write = await admin.agent
        .post(`/api/admin/errors/${randomUUID()}/resolve`)
        .set("x-csrf-token", admin.csrf)
        .send({ resolution: "checked" });
      expect(write.status).toBe(404);
    });
  });

  describe("the CSRF token is rotated at sign-in and sign-out", () => {
    /** A mutation any visitor may make: refused only for its CSRF token. */
    const probe = async (agent: TestAgent, token: string) => {
      const response = await agent
        .post("/api/auth/forgot-password")
        .set("x-csrf-token", token)
        .send({ email: uniqueEmail("probe") });
      return [response.status, response.body.error?.errorCode];
    };
    const refused = [403, "AUTH_CSRF_TOKEN_INVALID"];
    const accepted = [200, undefined];

    it("refuses a customer's token from before signing up, signing out or signing in", async () => {
      const app = appWith();
      const { agent, token } = await visitorWithToken(app);
      expect(await probe(agent, token)).toEqual(accepted);
      const email = uniqueEmail();
      await agent
        .post("/auth/signup")
        .set("x-csrf-token", token)
        .send({
          firstName: "Ada",
          lastName: "Lovelace",
          email,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        })
        .expect(201);
      expect(await probe(agent, token)).toEqual(refused);
      const signedUp = await freshCsrfToken(agent);
      expect(await probe(agent, signedUp)).toEqual(accepted);
      await agent.post("/auth/logout").set("x-csrf-token", signedUp).expect(200);
      expect(await probe(agent, signedUp)).toEqual(refused);
      const signedOut = await freshCsrfToken(agent);
      await agent
        .post("/api/auth/login")
        .set("x-csrf-token", signedOut)
        .send({ email, password: STRONG_PASSWORD })
        .expect(200);
      expect(await probe(agent, signedOut)).toEqual(refused);
      const signedIn = await freshCsrfToken(agent);
      await agent.post("/api/auth/resend-verification").set("x-csrf-token", signedIn).expect(200);
    });

    it("refuses an administrator's token from before signing in or signing out", async () => {
      const app = appWith();
      const email = uniqueEmail("admin");
      await ensureAdmin(db, { email, password: ADMIN_PASSWORD, username: email.slice(0, 40) });
      const { agent, token } = await visitorWithToken(app);
      await agent
        .post("/api/admin/auth/login")
        .set("x-csrf-token", token)
        .send({ email, password: ADMIN_PASSWORD })
        .expect(200);
      const enrol = await agent.post("/api/admin/auth/totp/enroll").set("x-csrf-token", token);
      expect([enrol.status, enrol.body.error?.errorCode]).toEqual(refused);
      const signedIn = await freshCsrfToken(agent);
      await agent.post("/api/admin/auth/totp/enroll").set("x-csrf-token", signedIn).expect(200);
      await agent.post("/api/admin/auth/logout").set("x-csrf-token", signedIn).expect(200);
      expect(await probe(agent, signedIn)).toEqual(refused);
      expect(await probe(agent, await freshCsrfToken(agent))).toEqual(accepted);
    });
  });

  it("honours only the newest e-mail-change link", async () => {
    const app = appWith();
    const user = await signUp(app);
    const changeTo = (newEmail: string) =>
      user.agent
        .post("/api/auth/change-email")
        .set("x-csrf-token", user.csrf)
        .send({ newEmail, password: STRONG_PASSWORD })
        .expect(200);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await changeTo(first);
    const oldLink = await tokenFromMail(app, first, "confirm-email-change");
    await changeTo(second);
    const newLink = await tokenFromMail(app, second, "confirm-email-change");
    const verify = (token: string) =>
      user.agent.post("/api/auth/verify-email").set("x-csrf-token", user.csrf).send({ token });
    const refused = await verify(oldLink);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.error.errorCode).toBe("AUTH_TOKEN_EXPIRED");
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } })).email).toBe(
      user.email,
    );
    await verify(newLink).expect(200);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } })).email).toBe(
      second,
    );
  });

  it("answers forgot-password before looking the address up, the same for any address", async () => {
    const held = withUserReadsHeld(db);
    const app = createTestApp(held.db);
    apps.push(app);
    const known = await signUp(app);
    const unknown = uniqueEmail("nobody");
    held.hold();
    onTestFinished(() => held.release());
    const { agent, token } = await visitorWithToken(app);
    const answers = [];
    for (const email of [known.email, unknown]) {
      // Were the answer to wait for the lookup, it would never come while lookups are held.
      const answer = await agent
        .post("/api/auth/forgot-password")
        .set("x-csrf-token", token)
        .send({ email });
      answers.push([answer.status, answer.body]);
    }
    expect(answers[0]).toEqual([200, { success: true, message: FORGOT_PASSWORD_MESSAGE }]);
    expect(answers[1]).toEqual(answers[0]);
    // Both lookups are still waiting: each request did the same thing before answering.
    expect(held.waiting()).toBe(2);
    held.release();
    await settle(app);
    const sent = (to: string) =>
      db.prisma.emailLog.count({ where: { toEmail: to, emailType: "reset-password" } });
    expect([await sent(known.email), await sent(unknown)]).toEqual([1, 0]);
  });

  describe("the chat's conversations and leads", () => {
    const transcript = [
      { role: "user", content: "Hello", timestamp: "2026-11-21T10:00:05.000Z" },
    ] as const;
    let sequence = 0;
    const conversationId = () => {
      sequence += 1;
      return `findings-${process.pid}-${sequence}-${randomBytes(4).toString("hex")}`;
    };
    const ask = (as: { agent: TestAgent; token: string }, id: string) =>
      as.agent
        .post("/api/chat")
        .set("x-csrf-token", as.token)
        .send({ message: "How much is it?", conversationId: id, chatMode: "marketing" });
    const end = (
      as: { agent: TestAgent; token: string },
      id: string,
      userInfo: { name: string; email: string; topic: string },
    ) =>
      as.agent
        .post("/api/chat/end-conversation")
        .set("x-csrf-token", as.token)
        .send({ conversationId: id, userInfo, messages: transcript });

    it("never overwrites a lead found by e-mail with another conversation's details", async () => {
      const app = appWith();
      const visitor = await visitorWithToken(app);
      const email = uniqueEmail("lead");
      const first = conversationId();
      await end(visitor, first, { name: "Ada", email, topic: "Pricing plans" }).expect(200);
      const stranger = await visitorWithToken(app);
      const second = conversationId();
      await end(stranger, second, { name: "Mallory", email, topic: "Cancel my order" }).expect(200);
      const lead = await db.prisma.salesLead.findUniqueOrThrow({ where: { email } });
      expect(lead).toMatchObject({ name: "Ada", topic: "Pricing plans", conversationCount: 2 });
      const added = await db.prisma.chatConversation.findUniqueOrThrow({ where: { id: second } });
      expect(added).toMatchObject({
        visitorName: "Mallory",
        topic: "Cancel my order",
        salesLeadId: lead.id,
      });
    });

    it("keeps line breaks and control characters out of one-line fields", async () => {
      const app = appWith();
      const visitor = await visitorWithToken(app);
      const email = uniqueEmail("crlf");
      const id = conversationId();
      await end(visitor, id, {
        name: "Ada\r\nBcc: victim@example.com",
        email,
        topic: "Pricing\u0007\u001b[31m\u2028plans",
      }).expect(200);
      const lead = await db.prisma.salesLead.findUniqueOrThrow({ where: { email } });
      const conversation = await db.prisma.chatConversation.findUniqueOrThrow({ where: { id } });
      const mail = await db.prisma.emailLog.findFirstOrThrow({
        where: { emailType: "chat-lead", content: { contains: email } },
      });
      for (const value of [
        lead.name,
        lead.topic,
        conversation.visitorName,
        conversation.topic,
        mail.subject,
      ]) {
        expect(value).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      }
      expect([lead.name, lead.topic]).toEqual([
        "Ada Bcc: victim@example.com",
        "Pricing [31m plans",
      ]);
    });

    it("refuses an anonymous conversation to anyone but the visitor who started it", async () => {
      const app = appWith();
      const owner = await visitorWithToken(app);
      const id = conversationId();
      await ask(owner, id).expect(200);
      const stranger = await visitorWithToken(app);
      const signedInStranger = await signUp(app);
      const attempts = [
        await ask(stranger, id),
        await end(stranger, id, { name: "Eve", email: uniqueEmail("eve"), topic: "Mine" }),
        await ask({ agent: signedInStranger.agent, token: signedInStranger.csrf }, id),
      ];
      for (const refused of attempts) {
        expect([refused.status, refused.body.error.errorCode]).toEqual([403, "AUTH_FORBIDDEN"]);
      }
      const stored = await db.prisma.chatConversation.findUniqueOrThrow({ where: { id } });
      expect([stored.userId, stored.endedAt, stored.visitorEmail]).toEqual([null, null, null]);
      // The visitor who started it continues, and keeps it when signing in mid-conversation.
      await ask(owner, id).expect(200);
      const account = await signUp(app);
      await owner.agent
        .post("/api/auth/login")
        .set("x-csrf-token", owner.token)
        .send({ email: account.email, password: STRONG_PASSWORD })
        .expect(200);
      // Signing in rotated the CSRF token; the visitor, and its conversation, stay.
      await ask({ agent: owner.agent, token: await freshCsrfToken(owner.agent) }, id).expect(200);
      const claimed = await db.prisma.chatConversation.findUniqueOrThrow({ where: { id } });
      expect(claimed.userId).toBe(account.userId);
    });
  });

  // On one database (SWEEP_DATABASE): the JSON parser refuses these before any query.
  if (target.name === SWEEP_DATABASE) {
    describe("deeply nested JSON on every route that takes a body", () => {
      let app: TestApp;
      let visitor: { agent: TestAgent; token: string };
      let customer: SignedUp;
      let admin: SignedInAdmin;

      beforeAll(async () => {
        app = appWith();
        visitor = await visitorWithToken(app);
        customer = await signUp(app);
        admin = await signedInAdmin(app, db);
      });

      it("finds the fields of every route that takes a JSON body", () => {
        const withoutFields = bodyRoutes.filter(
          ([, route]) =>
            route.request && route.kind !== "webhook" && fieldsOf(route.request).length === 0,
        );
        expect(withoutFields.map(([name]) => name)).toEqual([]);
      });

      it.each(bodyRoutes)(
        "%s answers without a 5xx, failures in the envelope",
        async (_name, route) => {
          const caller = callerFor(route, {
            visitor: { agent: visitor.agent, csrf: visitor.token },
            customer,
            admin,
          });
          const path = fillPath(route.path, () => randomUUID());
          for (const body of deepBodies(route)) {
            const method = route.method.toLowerCase() as "post" | "put" | "patch";
            const response = await caller.agent[method](path)
              .set("x-csrf-token", caller.csrf)
              .set("content-type", "application/json")
              .send(body);
            const seen = `${route.method} ${path} with ${body.slice(0, 24)}… (${body.length} bytes)`;
            expect(response.status, seen).toBeLessThan(500);
            if (response.status >= 400) {
              expect(ZErrorEnvelope.safeParse(response.body).success, seen).toBe(true);
            }
          }
        },
      );
    });
  }

  describe("no usable link in the outbox", () => {
    /** Every column of every `email_logs` row, as text. */
    const outboxAtRest = async () =>
      (
        await db.prisma.$queryRawUnsafe<Array<{ row: string }>>(
          "SELECT e::text AS row FROM email_logs e",
        )
      ).map((entry) => entry.row);
    const tokenIn = (text: string) => /[?&]token=([^\s&]+)/.exec(text)?.[1];

    it("keeps reset, verification and e-mail-change tokens out of every column; the mail's links work", async () => {
      const clock = createFakeClock(Date.now());
      const app = appWith({ now: clock.now });
      const transport = mailTransportOf(app);
      const drain = () => (app.locals.services as { outbox: Outbox }).outbox.drain();
      // Every hand-over is refused for now: the messages wait in the outbox, sealed.
      transport.failNext(100);
      const user = await signUp(app);
      const newEmail = uniqueEmail("moved");
      await user.agent
        .post("/api/auth/change-email")
        .set("x-csrf-token", user.csrf)
        .send({ newEmail, password: STRONG_PASSWORD })
        .expect(200);
      await user.agent
        .post("/api/auth/forgot-password")
        .set("x-csrf-token", user.csrf)
        .send({ email: user.email })
        .expect(200);
      await settle(app);
      const written = transport.attempts.filter((mail) => tokenIn(mail.text));
      expect(written.map((mail) => mail.type).sort()).toEqual([
        "confirm-email-change",
        "reset-password",
        "verify-email",
      ]);
      const tokens = written.map((mail) => decodeURIComponent(tokenIn(mail.text) ?? ""));
      const waiting = await db.prisma.emailLog.findMany({
        where: {
          toEmail: { in: [user.email, newEmail] },
          emailType: { not: "welcome" },
          status: "queued",
        },
      });
      expect(waiting.map((row) => row.emailType).sort()).toEqual([
        "confirm-email-change",
        "reset-password",
        "verify-email",
      ]);
      for (const row of waiting) {
        expect(row.content).toMatch(/\?token=\[redacted\]/);
        expect(testSecretBox.isSealed(row.sealedContent ?? "")).toBe(true);
      }
      const leaked = (rows: string[]) =>
        tokens.filter((token) =>
          rows.some((row) => row.includes(token) || row.includes(encodeURIComponent(token))),
        );
      expect(leaked(await outboxAtRest())).toEqual([]);

      // Sent after the backoff: the sealed copies are wiped, and still no token is at rest.
      transport.failNext(0);
      clock.advance(60_000);
      await drain();
      const sent = await db.prisma.emailLog.findMany({
        where: { toEmail: { in: [user.email, newEmail] } },
      });
      expect(sent.map((row) => [row.status, row.sealedContent])).toEqual(
        sent.map(() => ["sent", null]),
      );
      expect(leaked(await outboxAtRest())).toEqual([]);

      // The delivered links work.
      const { agent, token } = await visitorWithToken(app);
      const verify = async (link: Promise<string>) =>
        agent
          .post("/api/auth/verify-email")
          .set("x-csrf-token", token)
          .send({ token: await link })
          .expect(200);
      await verify(tokenFromMail(app, user.email, "verify-email"));
      await agent
        .post("/api/auth/reset-password")
        .set("x-csrf-token", token)
        .send({
          token: await tokenFromMail(app, user.email, "reset-password"),
          password: "Another9Horse",
          confirmPassword: "Another9Horse",
        })
        .expect(200);
      await verify(tokenFromMail(app, newEmail, "confirm-email-change"));
      await signIn(app, newEmail, "Another9Horse");
    });
  });

  it("counts forgot-password and reset-password apart", async () => {
    const app = appWith({
      rateLimits: {
        forgotPassword: { windowMs: 60_000, limit: 2 },
        resetPassword: { windowMs: 60_000, limit: 2 },
      },
    });
    const { agent, token } = await visitorWithToken(app);
    const forgot = () =>
      agent.post("/api/auth/forgot-password").set("x-csrf-token", token).send({});
    const reset = () => agent.post("/api/auth/reset-password").set("x-csrf-token", token).send({});
    expect([(await forgot()).status, (await forgot()).status, (await forgot()).status]).toEqual([
      422, 422, 429,
    ]);
    expect([(await reset()).status, (await reset()).status, (await reset()).status]).toEqual([
      422, 422, 429,
    ]);
  });
});
