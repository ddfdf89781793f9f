import {
  ZAdminAuthResponse,
  ZImpersonationResponse,
  ZTotpEnrollResponse,
} from "@ringline/api-client";
import { generate } from "otplib";
import request from "supertest";
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import {
  createFakeClock,
  createTestApp,
  freshCsrfToken,
  settle,
  signUp,
  type TestApp,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { ensureAdmin } from "./initial-admin.js";
import { hashBackupCode } from "./totp.js";

const ADMIN_PASSWORD = "Admin-Str0ng-Pass";
const MINUTE = 60 * 1000;

describe.each(testDatabaseTargets)(
  "admin sign-in, two-factor and impersonation on $name",
  (target) => {
    let db: Database;
    let app: TestApp;
    const clock = createFakeClock();
    const codeAt = (secret: string, ms = clock.now()) =>
      generate({ secret, epoch: Math.floor(ms / 1000) });

    beforeAll(async () => {
      db = await target.open();
      app = createTestApp(db, { now: clock.now });
    });
    afterAll(async () => {
      if (app) await settle(app);
      await db?.close();
    });

    async function newAdmin() {
      const email = uniqueEmail("admin");
      const username = email.split("@")[0]?.slice(0, 40) ?? "admin";
      await ensureAdmin(db, { email, password: ADMIN_PASSWORD, username });
      return { email, username };
    }

    async function adminLogin(body: Record<string, unknown>) {
      const { agent, token } = await visitorWithToken(app);
      const response = await agent
        .post("/api/admin/auth/login")
        .set("x-csrf-token", token)
        .send(body);
      // Signing in rotates the CSRF token.
      const csrf = response.status === 200 ? await freshCsrfToken(agent) : token;
      return { agent, csrf, response };
    }

    /** An administrator with two-factor enabled, signed in on `agent`. */
    async function adminWithTotp(): Promise<{
      agent: TestAgent;
      csrf: string;
      email: string;
      secret: string;
      backupCodes: string[];
    }> {
      const { email } = await newAdmin();
      const { agent, csrf, response } = await adminLogin({ email, password: ADMIN_PASSWORD });
      expect(response.status).toBe(200);
      const enrol = ZTotpEnrollResponse.parse(
        (await agent.post("/api/admin/auth/totp/enroll").set("x-csrf-token", csrf).expect(200))
          .body,
      );
      const verified = await agent
        .post("/api/admin/auth/totp/verify")
        .set("x-csrf-token", csrf)
        .send({ code: await codeAt(enrol.secret) })
        .expect(200);
      return { agent, csrf, email, secret: enrol.secret, backupCodes: verified.body.backupCodes };
    }

    async function customerAccount() {
      const user = await signUp(app, { firstName: "Carol" });
      const customer = await db.prisma.customer.create({
        data: {
          userId: user.userId,
          email: user.email,
          username: user.email.slice(0, 40),
          firstName: "Carol",
          lastName: "Customer",
          company: "Carol Realty",
        },
      });
      return { ...user, customerId: customer.id };
    }

    describe("sign-in", () => {
      it("signs in with e-mail or username into a cookie kept to /api/admin, and says who", async () => {
        const { email, username } = await newAdmin();
        for (const login of [email, username]) {
          const { agent, response } = await adminLogin({ email: login, password: ADMIN_PASSWORD });
          expect(response.status).toBe(200);
          expect(ZAdminAuthResponse.parse(response.body).admin).toMatchObject({
            email,
            role: "admin",
            totpEnabled: false,
          });
          expect(String(response.headers["set-cookie"])).toMatch(
            /rl_admin=rla_[\w-]{43}; Max-Age=43200; Path=\/api\/admin; Expires=[^;]+; HttpOnly; SameSite=Strict/,
          );
          expect(JSON.stringify(response.body)).not.toMatch(/rla_/);
          await agent.get("/api/admin/auth/me").expect(200);
        }
      });

      it("asks for the code on a wrong password, saying nothing about the password", async () => {
        const { email } = await newAdmin();
        const { response } = await adminLogin({ email, password: "Wrong-Str0ng-Pass" });
        expect([response.status, response.body.error.errorCode]).toEqual([
          401,
          "ADMIN_TOTP_REQUIRED",
        ]);
        const withCode = await adminLogin({
          email,
          password: "Wrong-Str0ng-Pass",
          totpCode: "123456",
        });
        expect(withCode.response.body.error).toMatchObject({
          errorCode: "ADMIN_TOTP_INVALID",
          message: "The password or the code is not right.",
        });
      });

      it("counts an administrator's username and e-mail as one account, and waits after 5 failures", async () => {
        const { email, username } = await newAdmin();
        for (const login of [username, username, username, email, email]) {
          const { response } = await adminLogin({ email: login, password: "Wrong-Str0ng-Pass" });
          expect(response.status).toBe(401);
        }
        // Even the right password waits now, from a device that never signed in.
        const { response } = await adminLogin({ email: username, password: ADMIN_PASSWORD });
        expect(response.status).toBe(429);
        expect(response.body.error.message).toBe(
          "Too many failed sign-ins for this account. Try again in 15 minutes, or sign in from a device you have used before.",
        );
        expect(Number(response.headers["retry-after"])).toBe(15 * 60);
        clock.advance(15 * MINUTE);
        expect((await adminLogin({ email, password: ADMIN_PASSWORD })).response.status).toBe(200);
      });

      it("does not let a customer account sign in as an administrator", async () => {
        const customer = await signUp(app);
        const { response } = await adminLogin({ email: customer.email, password: "Correct9Horse" });
        expect(response.status).toBe(401);
      });

      it("logout ends the admin session", async () => {
        const { email } = await newAdmin();
        const { agent, csrf } = await adminLogin({ email, password: ADMIN_PASSWORD });
        await agent.post("/api/admin/auth/logout").set("x-csrf-token", csrf).expect(200);
        const response = await agent.get("/api/admin/auth/me").expect(401);
        expect(response.body.error.errorCode).toBe("ADMIN_NOT_AUTHENTICATED");
      });

      it("ends an idle admin session after 30 minutes", async () => {
        const { email } = await newAdmin();
        const { agent } = await adminLogin({ email, password: ADMIN_PASSWORD });
        clock.advance(30 * MINUTE);
        const response = await agent.get("/api/admin/auth/me").expect(401);
        expect(response.body.error.errorCode).toBe("AUTH_SESSION_EXPIRED");
      });
    });

    describe("two-factor authentication", () => {
      it("requires a code after enrolment, accepts a fresh one, and refuses it the second time", async () => {
        const { email, secret } = await adminWithTotp();
        const without = await adminLogin({ email, password: ADMIN_PASSWORD });
        expect([without.response.status, without.response.body.error.errorCode]).toEqual([
          401,
          "ADMIN_TOTP_REQUIRED",
        ]);
        // The enrolment used this step's code; the next step's code signs in, once.
        clock.advance(30 * 1000);
        const code = await codeAt(secret);
        const first = await adminLogin({ email, password: ADMIN_PASSWORD, totpCode: code });
        expect(first.response.status).toBe(200);
        expect(first.response.body.admin.totpEnabled).toBe(true);
        const replay = await adminLogin({ email, password: ADMIN_PASSWORD, totpCode: code });
        expect([replay.response.status, replay.response.body.error.errorCode]).toEqual([
          401,
          "ADMIN_TOTP_INVALID",
        ]);
        // A wrong password is answered as a right one would be, with a code or without, and
        // spends no code.
        clock.advance(30 * 1000);
        const next = await codeAt(secret);
        const guessed = await adminLogin({ email, password: "Wrong-Str0ng-Pass" });
        expect(guessed.response.body.error.errorCode).toBe("ADMIN_TOTP_REQUIRED");
        const guessedWithCode = await adminLogin({
          email,
          password: "Wrong-Str0ng-Pass",
          totpCode: next,
        });
        expect(guessedWithCode.response.body.error.errorCode).toBe("ADMIN_TOTP_INVALID");
        expect(guessedWithCode.response.body.error.message).toBe(
          replay.response.body.error.message,
        );
        expect(
          (await adminLogin({ email, password: ADMIN_PASSWORD, totpCode: next })).response.status,
        ).toBe(200);
      });

      it("refuses the enrolment code again right away, and an older code after a newer one", async () => {
        const { email, secret } = await adminWithTotp();
        const reused = await adminLogin({
          email,
          password: ADMIN_PASSWORD,
          totpCode: await codeAt(secret),
        });
        expect(reused.response.body.error.errorCode).toBe("ADMIN_TOTP_INVALID");
        clock.advance(60 * 1000);
        const newer = await codeAt(secret);
        const older = await codeAt(secret, clock.now() - 30 * 1000);
        expect(
          (await adminLogin({ email, password: ADMIN_PASSWORD, totpCode: newer })).response.status,
        ).toBe(200);
        const late = await adminLogin({ email, password: ADMIN_PASSWORD, totpCode: older });
        expect(late.response.body.error.errorCode).toBe("ADMIN_TOTP_INVALID");
      });

      it("refuses a wrong code", async () => {
        const { email } = await adminWithTotp();
        clock.advance(30 * 1000);
        const { response } = await adminLogin({
          email,
          password: ADMIN_PASSWORD,
          totpCode: "000000",
        });
        expect(response.body.error.errorCode).toBe("ADMIN_TOTP_INVALID");
      });

      it("accepts each backup code once and stores only hashes", async () => {
        const { email, backupCodes } = await adminWithTotp();
        expect(backupCodes).toHaveLength(10);
        const stored = await db.prisma.adminUser.findFirstOrThrow({ where: { email } });
        for (const code of backupCodes) expect(stored.backupCodes).not.toContain(code);
        const [code] = backupCodes;
        const first = await adminLogin({ email, password: ADMIN_PASSWORD, backupCode: code });
        expect(first.response.status).toBe(200);
        const again = await adminLogin({ email, password: ADMIN_PASSWORD, backupCode: code });
        expect(again.response.body.error.errorCode).toBe("ADMIN_TOTP_INVALID");
        const after = await db.prisma.adminUser.findFirstOrThrow({ where: { email } });
        expect(after.backupCodes).toHaveLength(9);
        // Keyed digests: not the plain SHA-256 a copy of the database could be searched with.
        for (const code of backupCodes) {
          expect(after.backupCodes).not.toContain(hashBackupCode(code));
        }
        expect(after.backupCodes.every((digest) => /^h1\.[0-9a-f]{64}$/.test(digest))).toBe(true);
      });

      it("still accepts, once, a backup code stored before digests were keyed", async () => {
        const { email, backupCodes } = await adminWithTotp();
        const [legacy, ...rest] = backupCodes as [string, ...string[]];
        const admin = await db.prisma.adminUser.findFirstOrThrow({ where: { email } });
        await db.prisma.adminUser.update({
          where: { id: admin.id },
          data: {
            backupCodes: [hashBackupCode(legacy), ...admin.backupCodes.slice(1)],
          },
        });
        const first = await adminLogin({ email, password: ADMIN_PASSWORD, backupCode: legacy });
        expect(first.response.status).toBe(200);
        const again = await adminLogin({ email, password: ADMIN_PASSWORD, backupCode: legacy });
        expect(again.response.body.error.errorCode).toBe("ADMIN_TOTP_INVALID");
        expect(rest).toHaveLength(9);
      });

      it("refuses a second enrolment once enabled, and a confirmation before enrolment", async () => {
        const enrolled = await adminWithTotp();
        const again = await enrolled.agent
          .post("/api/admin/auth/totp/enroll")
          .set("x-csrf-token", enrolled.csrf)
          .expect(409);
        expect(again.body.error.errorCode).toBe("ADMIN_TOTP_ALREADY_ENABLED");
        const { email } = await newAdmin();
        const fresh = await adminLogin({ email, password: ADMIN_PASSWORD });
        const early = await fresh.agent
          .post("/api/admin/auth/totp/verify")
          .set("x-csrf-token", fresh.csrf)
          .send({ code: "123456" })
          .expect(409);
        expect(early.body.error.errorCode).toBe("ADMIN_TOTP_NOT_ENROLLED");
      });
    });

    describe("admin paths", () => {
      it("never accept customer or impersonation tokens, as bearer or as cookie", async () => {
        const customer = await customerAccount();
        const admin = await adminWithTotp();
        const started = await admin.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", admin.csrf)
          .send({ customerId: customer.customerId })
          .expect(201);
        const impersonationToken = started.body.impersonationToken as string;
        for (const token of [customer.authToken, impersonationToken]) {
          const bearer = await request(app)
            .get("/api/admin/auth/me")
            .set("authorization", `Bearer ${token}`)
            .expect(401);
          expect(bearer.body.error.errorCode).toBe("ADMIN_NOT_AUTHENTICATED");
          await request(app)
            .get("/api/admin/audit-log")
            .set("cookie", `rl_admin=${token}`)
            .expect(401);
          await request(app)
            .get("/api/admin/audit-log")
            .set("cookie", `rl_session=${token}`)
            .expect(401);
        }
        await customer.agent.get("/api/admin/audit-log").expect(401);
      });

      it("and admin sessions do not work on customer paths", async () => {
        const { email } = await newAdmin();
        const { response } = await adminLogin({ email, password: ADMIN_PASSWORD });
        const cookie = String(response.headers["set-cookie"]).match(/rl_admin=(rla_[\w-]+)/)?.[1];
        await request(app).get("/auth/me").set("authorization", `Bearer ${cookie}`).expect(401);
        await request(app).get("/auth/me").set("cookie", `rl_session=${cookie}`).expect(401);
      });
    });

    describe("impersonation", () => {
      it("acts as the customer on customer paths and audits start, actions and stop", async () => {
        const customer = await customerAccount();
        const admin = await adminWithTotp();
        const started = await admin.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", admin.csrf)
          .send({ customerId: customer.customerId, reason: "Ticket 4821" })
          .expect(201);
        const { impersonationToken, impersonation } = ZImpersonationResponse.parse(started.body);
        expect(impersonationToken).toMatch(/^rli_/);

        const me = await request(app)
          .get("/auth/me")
          .set("authorization", `Bearer ${impersonationToken}`)
          .expect(200);
        expect(me.body.user).toMatchObject({
          email: customer.email,
          impersonatedBy: expect.any(String),
        });
        const profile = await request(app)
          .get("/api/customers/profile")
          .set("authorization", `Bearer ${impersonationToken}`)
          .expect(200);
        expect(profile.body.profile.company).toBe("Carol Realty");

        await admin.agent
          .post("/api/admin/impersonation/stop")
          .set("x-csrf-token", admin.csrf)
          .send({ impersonationId: impersonation.id })
          .expect(200);
        const after = await request(app)
          .get("/auth/me")
          .set("authorization", `Bearer ${impersonationToken}`)
          .expect(401);
        expect(after.body.error.errorCode).toBe("AUTH_NOT_AUTHENTICATED");

        await settle(app);
        const entries = await db.prisma.adminAuditLog.findMany({
          where: { impersonationId: impersonation.id },
          orderBy: { createdAt: "asc" },
        });
        expect(entries.map((entry) => [entry.action, entry.path, entry.statusCode])).toEqual([
          ["impersonation.start", null, null],
          ["impersonation.request", "/auth/me", 200],
          ["impersonation.request", "/api/customers/profile", 200],
          ["impersonation.stop", null, null],
        ]);
        expect(entries.every((entry) => entry.customerId === customer.customerId)).toBe(true);
        const audit = await admin.agent.get("/api/admin/audit-log").expect(200);
        expect(audit.body.items.length).toBeGreaterThanOrEqual(4);
      });

      it("cannot change the customer's password or e-mail", async () => {
        const customer = await customerAccount();
        const admin = await adminWithTotp();
        const started = await admin.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", admin.csrf)
          .send({ customerId: customer.customerId })
          .expect(201);
        const { agent, token } = await visitorWithToken(app);
        const response = await agent
          .post("/api/auth/change-password")
          .set("x-csrf-token", token)
          .set("authorization", `Bearer ${started.body.impersonationToken}`)
          .send({ currentPassword: "x", password: "N3wer-Horse", confirmPassword: "N3wer-Horse" })
          .expect(403);
        expect(response.body.error.errorCode).toBe("AUTH_FORBIDDEN");
      });

      it("ends with the admin's logout", async () => {
        const customer = await customerAccount();
        const admin = await adminWithTotp();
        const started = await admin.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", admin.csrf)
          .send({ customerId: customer.customerId })
          .expect(201);
        await admin.agent
          .post("/api/admin/auth/logout")
          .set("x-csrf-token", admin.csrf)
          .expect(200);
        await request(app)
          .get("/auth/me")
          .set("authorization", `Bearer ${started.body.impersonationToken}`)
          .expect(401);
      });

      it("needs two-factor on the admin account, and a known customer with an account", async () => {
        const customer = await customerAccount();
        const { email } = await newAdmin();
        const plain = await adminLogin({ email, password: ADMIN_PASSWORD });
        const refused = await plain.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", plain.csrf)
          .send({ customerId: customer.customerId })
          .expect(403);
        expect(refused.body.error.errorCode).toBe("ADMIN_TOTP_ENROLLMENT_REQUIRED");

        const admin = await adminWithTotp();
        const unknown = await admin.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", admin.csrf)
          .send({ customerId: "00000000-0000-4000-8000-000000000000" })
          .expect(404);
        expect(unknown.body.error.errorCode).toBe("ADMIN_CUSTOMER_NOT_FOUND");
        const orphan = await db.prisma.customer.create({
          data: {
            email: uniqueEmail("orphan"),
            username: `orphan${Date.now()}`,
            firstName: "No",
            lastName: "Account",
          },
        });
        const failed = await admin.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", admin.csrf)
          .send({ customerId: orphan.id })
          .expect(400);
        expect(failed.body.error).toMatchObject({
          errorCode: "ADMIN_IMPERSONATION_FAILED",
          action: { type: "contact-support" },
        });
      });

      it("expires after an hour", async () => {
        const customer = await customerAccount();
        const admin = await adminWithTotp();
        const started = await admin.agent
          .post("/api/admin/impersonation")
          .set("x-csrf-token", admin.csrf)
          .send({ customerId: customer.customerId })
          .expect(201);
        const me = () =>
          request(app)
            .get("/auth/me")
            .set("authorization", `Bearer ${started.body.impersonationToken}`);
        clock.advance(29 * MINUTE);
        await me().expect(200);
        await admin.agent.get("/api/admin/auth/me").expect(200);
        clock.advance(29 * MINUTE);
        await me().expect(200);
        await admin.agent.get("/api/admin/auth/me").expect(200);
        clock.advance(3 * MINUTE);
        const expired = await me().expect(401);
        expect(expired.body.error.errorCode).toBe("AUTH_SESSION_EXPIRED");
      });
    });

    describe("the initial administrator", () => {
      it("is created once and refuses a weak password", async () => {
        const email = uniqueEmail("first");
        const admin = { email, password: ADMIN_PASSWORD, username: `first${Date.now()}` };
        expect(await ensureAdmin(db, admin)).toBe("created");
        expect(await ensureAdmin(db, admin)).toBe("exists");
        await expect(
          ensureAdmin(db, { email: uniqueEmail(), password: "Password123", username: "weakling" }),
        ).rejects.toThrow(/too weak/);
      });
    });
  },
);
