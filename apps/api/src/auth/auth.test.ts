import { ZAuthResponse, ZErrorEnvelope, ZMeResponse } from "@ringline/api-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import {
  createFakeClock,
  createTestApp,
  deliveredMail,
  STRONG_PASSWORD,
  settle,
  signUp,
  type TestApp,
  tokenFromMail,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";

const MINUTE = 60 * 1000;

function signupBody(email: string, password = STRONG_PASSWORD) {
  return { firstName: "Ada", lastName: "Lovelace", email, password, confirmPassword: password };
}

describe.each(testDatabaseTargets)("accounts and sessions on $name", (target) => {
  let db: Database;
  let app: TestApp;
  const clock = createFakeClock();

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { now: clock.now });
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  async function login(email: string, password = STRONG_PASSWORD) {
    const { agent, token } = await visitorWithToken(app);
    const response = await agent
      .post("/api/auth/login")
      .set("x-csrf-token", token)
      .send({ email, password });
    return { agent, csrf: token, response };
  }

  describe("POST /auth/signup", () => {
    it("creates the account, signs in with an httpOnly SameSite cookie and returns authToken", async () => {
      const email = uniqueEmail("signup");
      const { agent, token } = await visitorWithToken(app);
      const response = await agent
        .post("/auth/signup")
        .set("x-csrf-token", token)
        .send(signupBody(email.toUpperCase()))
        .expect(201);
      const body = ZAuthResponse.parse(response.body);
      expect(body.authToken).toMatch(/^rls_[\w-]{43}$/);
      expect(body.user).toMatchObject({ email, isCustomer: false, emailVerified: false });
      expect(String(response.headers["set-cookie"])).toMatch(
        /rl_session=rls_[\w-]{43}; Max-Age=43200; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/,
      );
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
      expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user).toMatchObject({
        onboardingStatus: "signup",
        subscriptionStatus: "inactive",
        trialStatus: "inactive",
        aiStatus: "inactive",
        emailCallTranscripts: true,
        monthlyMinutesUsed: 0,
      });
      // Only the token's hash is stored.
      const sessions = await db.prisma.session.findMany({ where: { userId: user.id } });
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(sessions)).not.toContain(body.authToken);
      // Both e-mails are delivered by the outbox's job, which keeps them as sent.
      const delivered = (await deliveredMail(app)).filter((mail) => mail.to === email);
      expect(delivered.map((mail) => mail.type).sort()).toEqual(["verify-email", "welcome"]);
      const mails = await db.prisma.emailLog.findMany({ where: { toEmail: email } });
      expect(mails.map((mail) => mail.emailType).sort()).toEqual(["verify-email", "welcome"]);
      expect(mails.every((mail) => mail.status === "sent")).toBe(true);
    });

    it.each([
      ["firstName", "A", "First name must be at least 2 characters"],
      ["lastName", " B ", "Last name must be at least 2 characters"],
      ["email", "ada@", "Invalid email address"],
      ["password", "Sh0rt", "Password must be at least 8 characters"],
      ["password", "lowercase9only", "Password must contain at least one uppercase letter"],
      ["password", "UPPERCASE9ONLY", "Password must contain at least one lowercase letter"],
      ["password", "NoDigitsHere", "Password must contain at least one number"],
      ["password", `Aa1${"x".repeat(126)}`, "Password must be at most 128 characters"],
    ])("refuses %s %j with %j", async (field, value, message) => {
      const { agent, token } = await visitorWithToken(app);
      const body = { ...signupBody(uniqueEmail()), [field]: value };
      if (field === "password") body.confirmPassword = value;
      const response = await agent
        .post("/auth/signup")
        .set("x-csrf-token", token)
        .send(body)
        .expect(422);
      const envelope = ZErrorEnvelope.parse(response.body);
      expect(envelope.error.errorCode).toBe("API_VALIDATION_ERROR");
      expect(envelope.error.fieldErrors?.[field]).toContain(message);
    });

    it("refuses a confirmation that does not match with 'Passwords don't match'", async () => {
      const { agent, token } = await visitorWithToken(app);
      const response = await agent
        .post("/auth/signup")
        .set("x-csrf-token", token)
        .send({ ...signupBody(uniqueEmail()), confirmPassword: "Correct9Horsf" })
        .expect(422);
      expect(response.body.error.fieldErrors).toEqual({
        confirmPassword: ["Passwords don't match"],
      });
    });

    it("answers 409 AUTH_EMAIL_IN_USE for an address that has an account, in any case", async () => {
      const { email } = await signUp(app);
      const { agent, token } = await visitorWithToken(app);
      const response = await agent
        .post("/auth/signup")
        .set("x-csrf-token", token)
        .send(signupBody(email.toUpperCase()))
        .expect(409);
      expect(response.body.error).toMatchObject({
        errorCode: "AUTH_EMAIL_IN_USE",
        action: { type: "redirect", to: "/login" },
      });
    });

    it("refuses one of the most common passwords with AUTH_WEAK_PASSWORD", async () => {
      const { agent, token } = await visitorWithToken(app);
      const response = await agent
        .post("/auth/signup")
        .set("x-csrf-token", token)
        .send(signupBody(uniqueEmail(), "Password123"))
        .expect(422);
      expect(response.body.error.errorCode).toBe("AUTH_WEAK_PASSWORD");
      expect(response.body.error.fieldErrors.password[0]).toMatch(/too common/);
    });

    it("accepts 128 characters and never truncates: the same password shortened does not sign in", async () => {
      const password = `Aa1${"long-passphrase-".repeat(8)}`.slice(0, 128);
      expect(password).toHaveLength(128);
      const { email } = await signUp(app, { password });
      expect((await login(email, password)).response.status).toBe(200);
      expect((await login(email, password.slice(0, 127))).response.status).toBe(401);
      expect((await login(email, password.slice(0, 72))).response.status).toBe(401);
    });

    it("refuses a request without a CSRF token with 403", async () => {
      const response = await request(app)
        .post("/auth/signup")
        .send(signupBody(uniqueEmail()))
        .expect(403);
      expect(response.body.error.errorCode).toBe("AUTH_CSRF_TOKEN_INVALID");
    });
  });

  describe("POST /api/auth/login", () => {
    it("signs in with the right password and answers success, authToken and the user", async () => {
      const { email } = await signUp(app);
      const { response } = await login(email.toUpperCase());
      expect(response.status).toBe(200);
      const body = ZAuthResponse.parse(response.body);
      expect(body.user).toMatchObject({ email, isCustomer: false });
      expect(body.authToken).toMatch(/^rls_/);
    });

    it("marks the user a customer when a customer record belongs to the account", async () => {
      const { email, userId } = await signUp(app);
      await db.prisma.customer.create({
        data: { userId, email, username: email.slice(0, 40), firstName: "Ada", lastName: "L" },
      });
      const { response } = await login(email);
      expect(response.body.user.isCustomer).toBe(true);
    });

    it.each([
      ["a wrong password", "Wrong9Horse"],
      ["an unknown address", STRONG_PASSWORD],
    ])("answers 401 AUTH_INVALID_CREDENTIALS for %s", async (what, password) => {
      const { email } = await signUp(app);
      const { response } = await login(
        what === "an unknown address" ? uniqueEmail() : email,
        password,
      );
      expect(response.status).toBe(401);
      expect(response.body.error.errorCode).toBe("AUTH_INVALID_CREDENTIALS");
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("answers only on the paths the route table names (no second mount)", async () => {
      const { email } = await signUp(app);
      const { agent, token } = await visitorWithToken(app);
      const login = await agent
        .post("/auth/login")
        .set("x-csrf-token", token)
        .send({ email, password: STRONG_PASSWORD })
        .expect(404);
      expect(login.body.error.errorCode).toBe("API_NOT_FOUND");
      await agent
        .post("/api/auth/signup")
        .set("x-csrf-token", token)
        .send(signupBody(uniqueEmail()))
        .expect(404);
    });
  });

  describe("GET /auth/me", () => {
    it("answers the user for the session cookie and for the bearer token", async () => {
      const { agent, authToken, email } = await signUp(app);
      const byCookie = await agent.get("/auth/me").expect(200);
      expect(ZMeResponse.parse(byCookie.body).user.email).toBe(email);
      const byBearer = await request(app)
        .get("/auth/me")
        .set("authorization", `Bearer ${authToken}`)
        .expect(200);
      expect(byBearer.body.user.email).toBe(email);
    });

    it.each([
      ["no token", undefined],
      ["a made-up token", `Bearer rls_${"x".repeat(43)}`],
      ["a malformed token", "Bearer nonsense"],
    ])("answers 401 AUTH_NOT_AUTHENTICATED with %s", async (_what, header) => {
      const call = request(app).get("/auth/me");
      if (header) call.set("authorization", header);
      const response = await call.expect(401);
      expect(response.body.error).toMatchObject({
        errorCode: "AUTH_NOT_AUTHENTICATED",
        action: { type: "redirect", to: "/login" },
      });
    });
  });

  describe("session lifetime", () => {
    it("ends a session after 30 idle minutes with AUTH_SESSION_EXPIRED", async () => {
      const { authToken } = await signUp(app);
      const me = () => request(app).get("/auth/me").set("authorization", `Bearer ${authToken}`);
      clock.advance(29 * MINUTE);
      await me().expect(200);
      clock.advance(29 * MINUTE);
      await me().expect(200);
      clock.advance(30 * MINUTE);
      const response = await me().expect(401);
      expect(response.body.error.errorCode).toBe("AUTH_SESSION_EXPIRED");
      // Ended for good, even if the clock were to go back.
      await me().expect(401);
    });

    it("records the user's last activity as the session is used", async () => {
      const { authToken, userId } = await signUp(app);
      clock.advance(2 * MINUTE);
      await request(app).get("/auth/me").set("authorization", `Bearer ${authToken}`).expect(200);
      const user = await db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
      expect(user.lastActivity?.getTime()).toBe(clock.now());
    });

    it("ends a session 12 hours after sign-in however active it is", async () => {
      const { authToken } = await signUp(app);
      const me = () => request(app).get("/auth/me").set("authorization", `Bearer ${authToken}`);
      // 24 requests 29 minutes apart: 11 h 36 min of activity.
      for (let step = 0; step < 24; step++) {
        clock.advance(29 * MINUTE);
        await me().expect(200);
      }
      clock.advance(24 * MINUTE);
      const response = await me().expect(401);
      expect(response.body.error.errorCode).toBe("AUTH_SESSION_EXPIRED");
    });

    it("logout ends the session and clears the cookie, and always succeeds", async () => {
      const { agent, csrf, authToken } = await signUp(app);
      const response = await agent.post("/auth/logout").set("x-csrf-token", csrf).expect(200);
      expect(String(response.headers["set-cookie"])).toMatch(/rl_session=;/);
      await request(app).get("/auth/me").set("authorization", `Bearer ${authToken}`).expect(401);
      // Signing out rotated the CSRF token: a second sign-out asks for a new one first.
      const again = await agent.get("/api/csrf-token").expect(200);
      await agent.post("/auth/logout").set("x-csrf-token", again.body.csrfToken).expect(200);
    });

    it("lists the user's sessions and ends one of them", async () => {
      const { email, agent, csrf } = await signUp(app);
      const other = await login(email);
      const otherToken = other.response.body.authToken as string;
      const list = await agent.get("/api/auth/sessions").expect(200);
      expect(list.body.items).toHaveLength(2);
      const current = list.body.items.filter((session: { current: boolean }) => session.current);
      expect(current).toHaveLength(1);
      const target = list.body.items.find((session: { current: boolean }) => !session.current);
      await agent.delete(`/api/auth/sessions/${target.id}`).set("x-csrf-token", csrf).expect(200);
      await request(app).get("/auth/me").set("authorization", `Bearer ${otherToken}`).expect(401);
      await agent.get("/auth/me").expect(200);
    });

    it("cannot end another user's session: it answers 404 and the session lives on", async () => {
      const owner = await signUp(app);
      const intruder = await signUp(app);
      const [session] = await db.prisma.session.findMany({ where: { userId: owner.userId } });
      await intruder.agent
        .delete(`/api/auth/sessions/${session?.id}`)
        .set("x-csrf-token", intruder.csrf)
        .expect(404);
      await request(app)
        .get("/auth/me")
        .set("authorization", `Bearer ${owner.authToken}`)
        .expect(200);
    });

    it("a password change ends the other sessions and keeps the current one", async () => {
      const { email, agent, csrf } = await signUp(app);
      const other = await login(email);
      const response = await agent
        .post("/api/auth/change-password")
        .set("x-csrf-token", csrf)
        .send({
          currentPassword: STRONG_PASSWORD,
          password: "N3wer-Horse",
          confirmPassword: "N3wer-Horse",
        })
        .expect(200);
      expect(response.body.success).toBe(true);
      await request(app)
        .get("/auth/me")
        .set("authorization", `Bearer ${other.response.body.authToken}`)
        .expect(401);
      await agent.get("/auth/me").expect(200);
      expect((await login(email, "N3wer-Horse")).response.status).toBe(200);
      expect((await login(email)).response.status).toBe(401);
    });

    it("refuses a password change with a wrong current password", async () => {
      const { agent, csrf } = await signUp(app);
      const response = await agent
        .post("/api/auth/change-password")
        .set("x-csrf-token", csrf)
        .send({
          currentPassword: "Wrong9Horse",
          password: "N3wer-Horse",
          confirmPassword: "N3wer-Horse",
        })
        .expect(401);
      expect(response.body.error.errorCode).toBe("AUTH_INVALID_CREDENTIALS");
    });
  });

  describe("password reset", () => {
    async function forgot(email: string) {
      const { agent, token } = await visitorWithToken(app);
      const response = await agent
        .post("/api/auth/forgot-password")
        .set("x-csrf-token", token)
        .send({ email });
      // The e-mail is sent after the answer.
      await settle(app);
      return response;
    }
    async function reset(body: Record<string, unknown>) {
      const { agent, token } = await visitorWithToken(app);
      return agent.post("/api/auth/reset-password").set("x-csrf-token", token).send(body);
    }

    it("answers the same for unknown addresses and sends nothing", async () => {
      const email = uniqueEmail("nobody");
      const known = await signUp(app);
      const unknownAnswer = await forgot(email);
      const knownAnswer = await forgot(known.email);
      expect(unknownAnswer.status).toBe(200);
      expect(unknownAnswer.body.message).toBe(knownAnswer.body.message);
      expect(await db.prisma.emailLog.count({ where: { toEmail: email } })).toBe(0);
    });

    it("resets with the e-mailed token once, ends every session, and the new password works", async () => {
      const { email, authToken } = await signUp(app);
      expect((await forgot(email)).status).toBe(200);
      const token = await tokenFromMail(app, email, "reset-password");
      const stored = await db.prisma.passwordResetToken.findFirstOrThrow({ where: { email } });
      expect(stored.token).not.toBe(token);
      expect(
        (await reset({ token, password: "Reset9Horse", confirmPassword: "Reset9Horse" })).status,
      ).toBe(200);
      await request(app).get("/auth/me").set("authorization", `Bearer ${authToken}`).expect(401);
      expect((await login(email, "Reset9Horse")).response.status).toBe(200);
      const again = await reset({ token, password: "Again9Horse", confirmPassword: "Again9Horse" });
      expect(again.status).toBe(400);
      expect(again.body.error.errorCode).toBe("AUTH_TOKEN_EXPIRED");
    });

    it("refuses a token older than an hour with AUTH_TOKEN_EXPIRED", async () => {
      const { email } = await signUp(app);
      expect((await forgot(email)).status).toBe(200);
      const token = await tokenFromMail(app, email, "reset-password");
      clock.advance(61 * MINUTE);
      const response = await reset({
        token,
        password: "Reset9Horse",
        confirmPassword: "Reset9Horse",
      });
      expect(response.status).toBe(400);
      expect(response.body.error.errorCode).toBe("AUTH_TOKEN_EXPIRED");
    });

    it("refuses an unknown token with AUTH_TOKEN_INVALID and a missing one with its message", async () => {
      const unknown = await reset({
        token: `rlr_${"y".repeat(43)}`,
        password: "Reset9Horse",
        confirmPassword: "Reset9Horse",
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.errorCode).toBe("AUTH_TOKEN_INVALID");
      const missing = await reset({ password: "Reset9Horse", confirmPassword: "Reset9Horse" });
      expect(missing.status).toBe(422);
      expect(missing.body.error.fieldErrors.token).toEqual(["Reset token is required"]);
    });

    it("applies the new-password rules to the reset", async () => {
      const response = await reset({ token: "abc", password: "weak", confirmPassword: "weak" });
      expect(response.status).toBe(422);
      expect(response.body.error.fieldErrors.password).toContain(
        "Password must be at least 8 characters long",
      );
    });
  });

  describe("e-mail verification and change", () => {
    it("verifies the sign-up address with the e-mailed token, once", async () => {
      const { email, agent, csrf } = await signUp(app);
      const token = await tokenFromMail(app, email, "verify-email");
      await agent
        .post("/api/auth/verify-email")
        .set("x-csrf-token", csrf)
        .send({ token })
        .expect(200);
      expect((await agent.get("/auth/me").expect(200)).body.user.emailVerified).toBe(true);
      const again = await agent
        .post("/api/auth/verify-email")
        .set("x-csrf-token", csrf)
        .send({ token });
      expect(again.body.error.errorCode).toBe("AUTH_TOKEN_EXPIRED");
    });

    it("asks for the verification token with 'Verification token is required'", async () => {
      const { agent, token } = await visitorWithToken(app);
      const response = await agent
        .post("/api/auth/verify-email")
        .set("x-csrf-token", token)
        .send({ token: "  " })
        .expect(422);
      expect(response.body.error.fieldErrors.token).toEqual(["Verification token is required"]);
    });

    it.each([
      [{ newEmail: "someone@example.com" }, "password", "Password is required for email changes"],
      [
        { newEmail: "not-an-email", password: STRONG_PASSWORD },
        "newEmail",
        "Invalid email address",
      ],
    ])("validates an e-mail change %j", async (body, field, message) => {
      const { agent, csrf } = await signUp(app);
      const response = await agent
        .post("/api/auth/change-email")
        .set("x-csrf-token", csrf)
        .send(body)
        .expect(422);
      expect(response.body.error.fieldErrors[field]).toEqual([message]);
    });

    it("sends a confirmation to the new address and switches once it is opened", async () => {
      const { agent, csrf, email } = await signUp(app);
      const newEmail = uniqueEmail("new");
      await agent
        .post("/api/auth/change-email")
        .set("x-csrf-token", csrf)
        .send({ newEmail, password: STRONG_PASSWORD })
        .expect(200);
      expect((await agent.get("/auth/me")).body.user.email).toBe(email);
      const token = await tokenFromMail(app, newEmail, "confirm-email-change");
      await agent
        .post("/api/auth/verify-email")
        .set("x-csrf-token", csrf)
        .send({ token })
        .expect(200);
      const me = (await agent.get("/auth/me")).body.user;
      expect(me).toMatchObject({ email: newEmail, emailVerified: true });
    });

    it("refuses a wrong password (401) and an address in use (409)", async () => {
      const { agent, csrf } = await signUp(app);
      const taken = await signUp(app);
      const wrong = await agent
        .post("/api/auth/change-email")
        .set("x-csrf-token", csrf)
        .send({ newEmail: uniqueEmail(), password: "Wrong9Horse" });
      expect([wrong.status, wrong.body.error.errorCode]).toEqual([401, "AUTH_INVALID_CREDENTIALS"]);
      const inUse = await agent
        .post("/api/auth/change-email")
        .set("x-csrf-token", csrf)
        .send({ newEmail: taken.email, password: STRONG_PASSWORD });
      expect([inUse.status, inUse.body.error.errorCode]).toEqual([409, "AUTH_EMAIL_IN_USE"]);
    });
  });

  describe("GET /auth/google without Google configured", () => {
    it("sends the browser to the site's sign-in page, which says so, instead of a bare 401", async () => {
      for (const path of ["/auth/google", "/auth/google/callback?code=x"]) {
        const response = await request(app).get(path).expect(303);
        expect(response.headers.location).toBe("/login?error=AUTH_OAUTH_UNAVAILABLE");
        expect(response.headers["cache-control"]).toBe("no-store");
      }
    });
  });
});
