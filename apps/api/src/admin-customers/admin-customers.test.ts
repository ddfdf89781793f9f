import {
  ZAdminCustomerDetailResponse,
  ZAdminCustomerListResponse,
  ZAdminOverviewResponse,
} from "@ringline/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeBench, customerWithRecord, taggedCustomers } from "../test/admins.js";
import {
  createFakeClock,
  STRONG_PASSWORD,
  settle,
  signUp,
  uniqueEmail,
  visitorWithToken,
} from "../test/app.js";
import { payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";

const GOOD_CARD = "4242 4242 4242 4242";

describe.each(testDatabaseTargets)("the back office's customers on $name", (target) => {
  const clock = createFakeClock();
  const bench = backOfficeBench(target, { now: clock.now });
  const { post } = bench;

  const list = async (query: Record<string, string | number>) =>
    ZAdminCustomerListResponse.parse(
      (await bench.admin.agent.get("/api/admin/customers").query(query).expect(200)).body,
    );
  const detail = async (customerId: string) =>
    ZAdminCustomerDetailResponse.parse(
      (await bench.admin.agent.get(`/api/admin/customers/${customerId}`).expect(200)).body,
    );
  const signInAs = async (email: string) => {
    const { agent, token } = await visitorWithToken(bench.app);
    return agent
      .post("/api/auth/login")
      .set("x-csrf-token", token)
      .send({ email, password: STRONG_PASSWORD });
  };
  const auditOf = (customerId: string) =>
    bench.db.prisma.adminAuditLog.findMany({
      where: { customerId, adminUserId: bench.admin.adminUserId },
      orderBy: { createdAt: "asc" },
      select: { action: true, method: true, path: true, metadata: true },
    });

  describe("the list", () => {
    const tag = `list${Date.now().toString(36)}`;

    beforeAll(async () => {
      const customers = await taggedCustomers(
        bench.app,
        bench.db,
        tag,
        ["Anna", "Bruno", "Chloe", "Dmitri", "Elena"],
        (index) => ({
          status: index === 1 ? "suspended" : "active",
          plan: index % 2 === 0 ? "growth" : "starter",
          aiStatus: index === 4 ? "red" : "green",
        }),
      );
      await bench.db.prisma.user.update({
        where: { id: customers[2]?.userId },
        data: { trialStatus: "active" },
      });
    });

    it("finds a customer by part of the e-mail, whatever its case", async () => {
      const page = await list({ search: `CHLOE.${tag}` });
      expect(page.items.map((item) => item.email)).toEqual([`chloe.${tag}@example.com`]);
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({ name: "Chloe Customer", trialStatus: "active" });
    });

    it("filters by status, plan, trial and AI status; an empty filter means any", async () => {
      const names = async (query: Record<string, string>) =>
        (await list({ search: tag, sort: "oldest", ...query })).items.map((item) => item.name);
      expect(await names({ status: "suspended" })).toEqual(["Bruno Customer"]);
      expect(await names({ plan: "growth" })).toEqual([
        "Anna Customer",
        "Chloe Customer",
        "Elena Customer",
      ]);
      expect(await names({ trial: "active" })).toEqual(["Chloe Customer"]);
      expect(await names({ aiStatus: "red" })).toEqual(["Elena Customer"]);
      expect(await names({ status: "active", plan: "growth", aiStatus: "green" })).toEqual([
        "Anna Customer",
        "Chloe Customer",
      ]);
      expect(await names({ status: "", plan: "" })).toHaveLength(5);
    });

    it("sorts and pages on the server", async () => {
      const first = await list({ search: tag, sort: "newest", pageSize: 2, page: 1 });
      const third = await list({ search: tag, sort: "newest", pageSize: 2, page: 3 });
      expect(first.total).toBe(5);
      expect(first.items.map((item) => item.name)).toEqual(["Elena Customer", "Dmitri Customer"]);
      expect(third.items.map((item) => item.name)).toEqual(["Anna Customer"]);
      expect(third).toMatchObject({ page: 3, pageSize: 2, total: 5 });
      const byEmail = await list({ search: tag, sort: "email" });
      expect(byEmail.items[0]?.email).toBe(`anna.${tag}@example.com`);
    });

    it("refuses an unknown sort", async () => {
      const response = await bench.admin.agent.get("/api/admin/customers").query({ sort: "price" });
      expect([response.status, response.body.error.errorCode]).toEqual([
        422,
        "API_VALIDATION_ERROR",
      ]);
    });
  });

  describe("one customer", () => {
    it("shows the profile, usage, transcripts, e-mails, activity and notes", async () => {
      const customer = await customerWithRecord(bench.app, bench.db, { firstName: "Diane" });
      await customer.agent.get("/api/customers/profile").expect(200);
      await settle(bench.app);
      await bench.db.prisma.callTranscript.create({
        data: {
          customerId: customer.customerId,
          callerName: "Frank",
          callerPhone: "+15550100",
          rawEmailContent: "Frank called about the open house.",
        },
      });
      await post(`/api/admin/customers/${customer.customerId}/notes`, {
        text: "Asked for a call back on Monday.",
      }).expect(201);

      const seen = await detail(customer.customerId);
      expect(seen.customer).toMatchObject({
        id: customer.customerId,
        email: customer.email,
        name: "Diane Customer",
        status: "active",
        emailVerified: false,
      });
      expect(seen.usage).toMatchObject({ minutesUsed: 0 });
      expect(seen.transcripts).toEqual([
        expect.objectContaining({ callerName: "Frank", emailSentToCustomer: false }),
      ]);
      expect(seen.emails.map((email) => email.emailType)).toContain("verify-email");
      expect(seen.activity.map((entry) => entry.action)).toContain("GET /api/customers/profile");
      expect(seen.notes.map((note) => note.text)).toEqual(["Asked for a call back on Monday."]);
      expect(seen.notes[0]?.adminUserId).toBe(bench.admin.adminUserId);
    });

    it("answers ADMIN_CUSTOMER_NOT_FOUND for an unknown customer", async () => {
      const response = await bench.admin.agent
        .get("/api/admin/customers/00000000-0000-4000-8000-000000000000")
        .expect(404);
      expect(response.body.error.errorCode).toBe("ADMIN_CUSTOMER_NOT_FOUND");
    });
  });

  describe("the actions, each audited", () => {
    it("suspends (ending the customer's sessions) and reactivates", async () => {
      const customer = await customerWithRecord(bench.app, bench.db);
      await post(`/api/admin/customers/${customer.customerId}/suspend`).expect(200);
      expect((await detail(customer.customerId)).customer.status).toBe("suspended");
      await customer.agent
        .get("/api/customers/profile")
        .set("authorization", `Bearer ${customer.authToken}`)
        .expect(401);
      const refused = await signInAs(customer.email);
      expect([refused.status, refused.body.error.errorCode]).toEqual([403, "AUTH_FORBIDDEN"]);
      await post(`/api/admin/customers/${customer.customerId}/reactivate`).expect(200);
      expect((await detail(customer.customerId)).customer.status).toBe("active");
      expect((await signInAs(customer.email)).status).toBe(200);
      expect(await auditOf(customer.customerId)).toEqual([
        expect.objectContaining({
          action: "customer.suspend",
          method: "POST",
          path: `/api/admin/customers/${customer.customerId}/suspend`,
        }),
        expect.objectContaining({ action: "customer.reactivate" }),
      ]);
    });

    it("resets the usage of the period", async () => {
      const customer = await customerWithRecord(bench.app, bench.db);
      await bench.db.prisma.user.update({
        where: { id: customer.userId },
        data: { monthlyMinutesUsed: 321 },
      });
      await post(`/api/admin/customers/${customer.customerId}/usage/reset`).expect(200);
      const seen = await detail(customer.customerId);
      expect(seen.usage).toMatchObject({
        minutesUsed: 0,
        lastUsageReset: new Date(clock.now()).toISOString(),
      });
      expect((await auditOf(customer.customerId)).map((entry) => entry.action)).toEqual([
        "customer.reset-usage",
      ]);
    });

    it("sends the verification e-mail and a transcript e-mail again", async () => {
      const customer = await customerWithRecord(bench.app, bench.db);
      const transcript = await bench.db.prisma.callTranscript.create({
        data: {
          customerId: customer.customerId,
          callerPhone: "+15550111",
          rawEmailContent: "A caller asked about the listing <12 Main St>.",
        },
      });
      await post(`/api/admin/customers/${customer.customerId}/emails/resend`, {
        kind: "verification",
      }).expect(200);
      await post(`/api/admin/customers/${customer.customerId}/emails/resend`, {
        kind: "transcript",
        transcriptId: transcript.id,
      }).expect(200);
      const sent = await bench.db.prisma.emailLog.findMany({
        where: { toEmail: customer.email, emailType: { in: ["verify-email", "call-transcript"] } },
        select: { emailType: true, subject: true },
      });
      // One verification e-mail at sign-up, one again; and the transcript.
      expect(sent.map((email) => email.emailType).sort()).toEqual([
        "call-transcript",
        "verify-email",
        "verify-email",
      ]);
      expect(sent.find((email) => email.emailType === "call-transcript")?.subject).toBe(
        "Call transcript: +15550111",
      );
      expect(
        (await bench.db.prisma.callTranscript.findUniqueOrThrow({ where: { id: transcript.id } }))
          .emailSentToCustomer,
      ).toBe(true);
      expect((await auditOf(customer.customerId)).map((entry) => entry.action)).toEqual([
        "customer.resend-verification",
        "customer.resend-transcript",
      ]);
    });

    it("refuses a transcript of another customer", async () => {
      const customer = await customerWithRecord(bench.app, bench.db);
      const other = await customerWithRecord(bench.app, bench.db);
      const transcript = await bench.db.prisma.callTranscript.create({
        data: { customerId: other.customerId, rawEmailContent: "Not yours." },
      });
      const response = await post(`/api/admin/customers/${customer.customerId}/emails/resend`, {
        kind: "transcript",
        transcriptId: transcript.id,
      });
      expect(response.body.error.errorCode).toBe("API_VALIDATION_ERROR");
      expect(await auditOf(customer.customerId)).toEqual([]);
    });

    it("changes the plan through the payment provider", async () => {
      const owner = await signUp(bench.app, { email: uniqueEmail("plan") });
      await payCheckout(owner, GOOD_CARD, { plan: "starter" });
      const record = await bench.db.prisma.customer.findUniqueOrThrow({
        where: { userId: owner.userId },
        select: { id: true },
      });
      await post(`/api/admin/customers/${record.id}/plan`, { plan: "growth" }).expect(200);
      const seen = await detail(record.id);
      expect(seen.subscription).toMatchObject({ plan: "growth" });
      expect(await auditOf(record.id)).toEqual([
        expect.objectContaining({
          action: "customer.change-plan",
          metadata: { plan: "growth", billing: "monthly" },
        }),
      ]);
    });
  });

  it("counts the figures at a glance", async () => {
    const before = ZAdminOverviewResponse.parse(
      (await bench.admin.agent.get("/api/admin/overview").expect(200)).body,
    );
    const customer = await customerWithRecord(bench.app, bench.db);
    await bench.db.prisma.callLog.create({
      data: {
        customerId: customer.customerId,
        callId: `call-${customer.customerId}`,
        duration: 150,
        createdAt: new Date(clock.now()),
      },
    });
    await bench.db.prisma.emailLog.create({
      data: {
        toEmail: customer.email,
        emailType: "welcome",
        subject: "Hi",
        content: "Hi",
        status: "failed",
      },
    });
    const after = ZAdminOverviewResponse.parse(
      (await bench.admin.agent.get("/api/admin/overview").expect(200)).body,
    );
    const active = (overview: typeof before) =>
      overview.customersByStatus.find((group) => group.status === "active")?.count ?? 0;
    expect(active(after) - active(before)).toBe(1);
    expect(after.callsToday - before.callsToday).toBe(1);
    expect(after.minutesToday - before.minutesToday).toBe(3);
    expect(after.failedEmails - before.failedEmails).toBe(1);
  });
});
