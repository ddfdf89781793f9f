import { randomUUID } from "node:crypto";
import {
  ZAdminActivityResponse,
  ZAdminEmailListResponse,
  ZAdminErrorListResponse,
  ZAdminSubscriptionListResponse,
  ZAdminTranscriptListResponse,
  ZAdminUserListResponse,
} from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { ADMIN_PASSWORD, type SignedInAdmin, signedInAdmin } from "../test/admins.js";
import {
  createTestApp,
  deliveredMail,
  freshCsrfToken,
  settle,
  signUp,
  type TestApp,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";
import { totpCodeAt } from "../test/totp-code.js";

describe.each(testDatabaseTargets)("the back office's platform views on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db);
    admin = await signedInAdmin(app, db);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  const post = (path: string, body: Record<string, unknown> = {}) =>
    admin.agent.post(path).set("x-csrf-token", admin.csrf).send(body);
  const actions = async () =>
    (
      await db.prisma.adminAuditLog.findMany({
        where: { adminUserId: admin.adminUserId },
        select: { action: true },
        orderBy: { createdAt: "asc" },
      })
    ).map((entry) => entry.action);

  it("lists the outbox by status and recipient, and sends a message again (audited)", async () => {
    const to = uniqueEmail("outbox");
    const failed = await db.prisma.emailLog.create({
      data: {
        toEmail: to,
        emailType: "welcome",
        subject: "Welcome",
        content: "Hello <b>",
        status: "failed",
      },
    });
    await db.prisma.emailLog.create({
      data: { toEmail: to, emailType: "welcome", subject: "Welcome", content: "Hello" },
    });
    const list = ZAdminEmailListResponse.parse(
      (
        await admin.agent
          .get("/api/admin/emails")
          .query({ search: to, status: "failed" })
          .expect(200)
      ).body,
    );
    expect(list.items.map((email) => [email.id, email.content])).toEqual([
      [failed.id, "Hello <b>"],
    ]);

    // The failed message itself is queued again and sent by the outbox's job, once.
    await post(`/api/admin/emails/${failed.id}/resend`).expect(200);
    const delivered = await deliveredMail(app);
    expect(delivered.filter((email) => email.to === to).map((email) => email.text)).toEqual([
      "Hello <b>",
    ]);
    const copies = await db.prisma.emailLog.findMany({ where: { toEmail: to, status: "sent" } });
    expect(copies.map((email) => email.id)).toContain(failed.id);
    expect(copies).toHaveLength(2);
    expect(await actions()).toContain("email.resend");
  });

  it("lists the customers' requests with filters", async () => {
    const customer = await signUp(app);
    await customer.agent.get("/api/customers/profile").expect(200);
    await customer.agent.get("/api/orders/00000000-0000-4000-8000-000000000000").expect(404);
    await settle(app);
    const query = (extra: Record<string, string>) =>
      admin.agent
        .get("/api/admin/activity")
        .query({ userId: customer.userId, ...extra })
        .expect(200);
    const all = ZAdminActivityResponse.parse((await query({})).body);
    expect(all.items.map((entry) => entry.statusCode)).toEqual(expect.arrayContaining([200, 404]));
    const missing = ZAdminActivityResponse.parse((await query({ status: "4xx" })).body);
    expect(missing.items.map((entry) => entry.statusCode)).toEqual([404]);
    const profile = ZAdminActivityResponse.parse((await query({ search: "profile" })).body);
    expect(profile.items).toHaveLength(1);
    expect(profile.items[0]).toMatchObject({ method: "GET", statusCode: 200 });
    // By part of the account's e-mail, without knowing its id; each row names the account.
    const byEmail = ZAdminActivityResponse.parse(
      (
        await admin.agent
          .get("/api/admin/activity")
          .query({ email: customer.email.slice(0, 20).toUpperCase(), status: "4xx" })
          .expect(200)
      ).body,
    );
    expect(byEmail.items.map((entry) => [entry.email, entry.statusCode])).toEqual([
      [customer.email, 404],
    ]);
  });

  it("lists open errors and resolves one (audited)", async () => {
    const error = await db.prisma.errorLog.create({
      data: {
        errorId: `ERR-${randomUUID()}`,
        fingerprint: randomUUID().replaceAll("-", "").padEnd(64, "0"),
        severity: "high",
        message: "Cannot read properties of undefined",
        occurrenceCount: 7,
      },
    });
    const open = ZAdminErrorListResponse.parse(
      (await admin.agent.get("/api/admin/errors").expect(200)).body,
    );
    expect(open.items.find((item) => item.id === error.id)).toMatchObject({ occurrenceCount: 7 });
    await post(`/api/admin/errors/${error.id}/resolve`, { resolution: "Fixed in 1.4.2" }).expect(
      200,
    );
    const stillOpen = ZAdminErrorListResponse.parse(
      (await admin.agent.get("/api/admin/errors").expect(200)).body,
    );
    expect(stillOpen.items.map((item) => item.id)).not.toContain(error.id);
    const resolved = ZAdminErrorListResponse.parse(
      (await admin.agent.get("/api/admin/errors").query({ resolved: "true" }).expect(200)).body,
    );
    expect(resolved.items.find((item) => item.id === error.id)).toMatchObject({
      resolved: true,
      resolution: "Fixed in 1.4.2",
    });
    expect(await actions()).toContain("error.resolve");
  });

  it("lists subscriptions by status: a failed payment among them", async () => {
    const owner = await signUp(app);
    await payCheckout(owner, "4242 4242 4242 4242", { plan: "starter" });
    await db.prisma.user.update({
      where: { id: owner.userId },
      data: { subscriptionStatus: "past_due" },
    });
    const failed = ZAdminSubscriptionListResponse.parse(
      (
        await admin.agent
          .get("/api/admin/payments/subscriptions")
          .query({ status: "past_due", pageSize: 100 })
          .expect(200)
      ).body,
    );
    expect(failed.items.find((item) => item.email === owner.email)).toMatchObject({
      plan: "starter",
      status: "past_due",
    });
    expect(failed.items.every((item) => item.status === "past_due")).toBe(true);
  });

  it("lists the transcripts whose e-mail did not go out, with the e-mail", async () => {
    const business = `Biz ${randomUUID()}`;
    await db.prisma.callTranscript.createMany({
      data: [
        { businessName: business, rawEmailContent: "Sent one", emailSentToCustomer: true },
        { businessName: business, rawEmailContent: "Stuck one", emailSentToCustomer: false },
      ],
    });
    const stuck = ZAdminTranscriptListResponse.parse(
      (
        await admin.agent
          .get("/api/admin/transcripts")
          .query({ search: business, emailSent: "false" })
          .expect(200)
      ).body,
    );
    expect(stuck.items.map((item) => item.rawEmailContent)).toEqual(["Stuck one"]);
  });

  describe("administrators and roles", () => {
    it("adds a support administrator, who signs in, reads, and is refused writes", async () => {
      const email = uniqueEmail("support");
      await post("/api/admin/users", {
        username: email.split("@")[0],
        email,
        password: ADMIN_PASSWORD,
        role: "support",
      }).expect(201);
      const list = ZAdminUserListResponse.parse(
        (await admin.agent.get("/api/admin/users").query({ pageSize: 100 }).expect(200)).body,
      );
      expect(list.items.find((item) => item.email === email)).toMatchObject({ role: "support" });

      const { agent, token } = await visitorWithToken(app);
      await agent
        .post("/api/admin/auth/login")
        .set("x-csrf-token", token)
        .send({ email, password: ADMIN_PASSWORD })
        .expect(200);
      // Signing in rotated the CSRF token; nothing but enrolment works before two-factor codes.
      const csrf = await freshCsrfToken(agent);
      const early = await agent.get("/api/admin/emails");
      expect([early.status, early.body.error.errorCode]).toEqual([
        403,
        "ADMIN_TOTP_ENROLLMENT_REQUIRED",
      ]);
      const enrol = await agent
        .post("/api/admin/auth/totp/enroll")
        .set("x-csrf-token", csrf)
        .expect(200);
      await agent
        .post("/api/admin/auth/totp/verify")
        .set("x-csrf-token", csrf)
        .send({ code: await totpCodeAt(enrol.body.secret as string, Date.now()) })
        .expect(200);
      await agent.get("/api/admin/emails").expect(200);
      const refused = await agent.post("/api/admin/users").set("x-csrf-token", csrf).send({
        username: "someone",
        email: uniqueEmail(),
        password: ADMIN_PASSWORD,
        role: "admin",
      });
      expect([refused.status, refused.body.error.errorCode]).toEqual([403, "ADMIN_FORBIDDEN"]);
      expect(await actions()).toContain("admin-user.create");
    });

    it("refuses a second administrator with the same e-mail", async () => {
      const response = await post("/api/admin/users", {
        username: "another-one",
        email: admin.email,
        password: ADMIN_PASSWORD,
        role: "admin",
      });
      expect([response.status, response.body.error.errorCode]).toEqual([
        409,
        "API_DUPLICATE_RESOURCE",
      ]);
    });

    it("resets another administrator's two-factor sign-in, ending their sessions", async () => {
      const other = await signedInAdmin(app, db, { twoFactor: true });
      await post(`/api/admin/users/${other.adminUserId}/two-factor/reset`).expect(200);
      const row = await db.prisma.adminUser.findUniqueOrThrow({ where: { id: other.adminUserId } });
      expect([row.totpEnabled, row.totpSecret, row.backupCodes]).toEqual([false, null, []]);
      await other.agent.get("/api/admin/auth/me").expect(401);
    });

    it("demotes another administrator to support, and never its own account", async () => {
      const other = await signedInAdmin(app, db);
      await post(`/api/admin/users/${other.adminUserId}`, { role: "support" }).expect(200);
      const refused = await other.agent
        .post(`/api/admin/errors/${randomUUID()}/resolve`)
        .set("x-csrf-token", other.csrf)
        .send({ resolution: "x" });
      expect(refused.status).toBe(403);
      const self = await post(`/api/admin/users/${admin.adminUserId}`, { isActive: false });
      expect([self.status, self.body.error.errorCode]).toEqual([422, "API_VALIDATION_ERROR"]);
    });
  });
});
