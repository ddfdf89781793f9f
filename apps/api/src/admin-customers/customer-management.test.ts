import { randomUUID } from "node:crypto";
import {
  ADMIN_CUSTOMER_SORTS,
  ERROR_CATALOGUE,
  ZAdminCustomerBulkResponse,
  ZAdminCustomerListResponse,
} from "@ringline/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeBench, customerWithRecord, taggedCustomers } from "../test/admins.js";
import { createFakeClock, signUp, uniqueEmail } from "../test/app.js";
import { payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";
import { createCustomerDirectory } from "./customer-directory.js";

// Customer management for many at once: one action on a selection (each customer's own
// audited action) and the CSV export of the list.

const GOOD_CARD = "4242 4242 4242 4242";
const HEADER =
  "id,email,name,company,plan,subscriptionStatus,status,aiStatus,trialStatus,createdAt";

describe.each(testDatabaseTargets)("customer management for many at once on $name", (target) => {
  const clock = createFakeClock();
  const bench = backOfficeBench(target, { now: clock.now });

  const bulk = async (body: Record<string, unknown>) =>
    ZAdminCustomerBulkResponse.parse(
      (await bench.post("/api/admin/customers/bulk", body).expect(200)).body,
    );
  const statusOf = async (customerId: string) =>
    (await bench.db.prisma.customer.findUniqueOrThrow({ where: { id: customerId } })).status;
  const auditOf = (customerIds: string[]) =>
    bench.db.prisma.adminAuditLog.findMany({
      where: { customerId: { in: customerIds } },
      orderBy: { createdAt: "asc" },
      select: { customerId: true, action: true, adminUserId: true, path: true, metadata: true },
    });
  /** A customer record without a sign-in account (as the older back office made them). */
  const recordOnly = async () =>
    (
      await bench.db.prisma.customer.create({
        data: {
          email: uniqueEmail("record"),
          username: `record-${randomUUID().slice(0, 8)}`,
          firstName: "Rita",
          lastName: "Record",
        },
        select: { id: true },
      })
    ).id;

  describe("a bulk action", () => {
    it("suspends each selected customer with its own audit entry, and notes an unknown id as refused", async () => {
      const first = await customerWithRecord(bench.app, bench.db);
      const second = await customerWithRecord(bench.app, bench.db);
      const unknown = randomUUID();
      const answer = await bulk({
        action: "suspend",
        customerIds: [first.customerId, unknown, second.customerId],
      });
      expect(answer).toEqual({
        success: true,
        total: 3,
        done: 2,
        refused: [
          {
            customerId: unknown,
            errorCode: "ADMIN_CUSTOMER_NOT_FOUND",
            message: ERROR_CATALOGUE.ADMIN_CUSTOMER_NOT_FOUND.message,
          },
        ],
      });
      expect(await statusOf(first.customerId)).toBe("suspended");
      expect(await statusOf(second.customerId)).toBe("suspended");
      // Exactly the one customer's suspension: their sessions end too.
      await first.agent
        .get("/api/customers/profile")
        .set("authorization", `Bearer ${first.authToken}`)
        .expect(401);
      expect(await auditOf([first.customerId, second.customerId, unknown])).toEqual([
        {
          customerId: first.customerId,
          action: "customer.suspend",
          adminUserId: bench.admin.adminUserId,
          path: "/api/admin/customers/bulk",
          metadata: null,
        },
        expect.objectContaining({ customerId: second.customerId, action: "customer.suspend" }),
      ]);
    });

    it("reactivates, and sends the verification e-mail again except to a customer without an account", async () => {
      const customer = await customerWithRecord(bench.app, bench.db);
      const withoutAccount = await recordOnly();
      await bench.db.prisma.customer.update({
        where: { id: customer.customerId },
        data: { status: "suspended" },
      });
      expect(
        await bulk({ action: "reactivate", customerIds: [customer.customerId] }),
      ).toMatchObject({ total: 1, done: 1, refused: [] });
      expect(await statusOf(customer.customerId)).toBe("active");

      const resent = await bulk({
        action: "resend-verification",
        customerIds: [withoutAccount, customer.customerId],
      });
      expect(resent).toMatchObject({
        total: 2,
        done: 1,
        refused: [
          {
            customerId: withoutAccount,
            errorCode: "API_VALIDATION_ERROR",
            message: "This customer has no sign-in account.",
          },
        ],
      });
      const sent = await bench.db.prisma.emailLog.count({
        where: { toEmail: customer.email, emailType: "verify-email" },
      });
      // One at sign-up, one again.
      expect(sent).toBe(2);
      expect(
        (await auditOf([customer.customerId, withoutAccount])).map((entry) => entry.action),
      ).toEqual(["customer.reactivate", "customer.resend-verification"]);
    });

    it("changes plans through the payment provider, and refuses a customer without a subscription", async () => {
      const owner = await signUp(bench.app, { email: uniqueEmail("bulk-plan") });
      await payCheckout(owner, GOOD_CARD, { plan: "starter" });
      const paying = await bench.db.prisma.customer.findUniqueOrThrow({
        where: { userId: owner.userId },
        select: { id: true },
      });
      const unpaid = await customerWithRecord(bench.app, bench.db);
      const answer = await bulk({
        action: "change-plan",
        plan: "growth",
        customerIds: [paying.id, unpaid.customerId],
      });
      expect(answer).toMatchObject({
        total: 2,
        done: 1,
        refused: [{ customerId: unpaid.customerId, errorCode: "PAYMENT_SUBSCRIPTION_NOT_FOUND" }],
      });
      const user = await bench.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
      expect(user.plan).toBe("growth");
      expect(await auditOf([paying.id, unpaid.customerId])).toEqual([
        expect.objectContaining({
          customerId: paying.id,
          action: "customer.change-plan",
          metadata: { plan: "growth", billing: "monthly" },
        }),
      ]);
    });

    it("asks a plan change for its plan in the validation envelope, and does nothing", async () => {
      const customer = await customerWithRecord(bench.app, bench.db);
      const response = await bench
        .post("/api/admin/customers/bulk", {
          action: "change-plan",
          customerIds: [customer.customerId],
        })
        .expect(422);
      expect(response.body.error).toMatchObject({
        errorCode: "API_VALIDATION_ERROR",
        message: "Please select a plan",
        fieldErrors: { plan: ["Please select a plan"] },
      });
      const withPlan = await bench
        .post("/api/admin/customers/bulk", {
          action: "suspend",
          plan: "growth",
          customerIds: [customer.customerId],
        })
        .expect(422);
      expect(withPlan.body.error.fieldErrors).toEqual({
        plan: ["Only a plan change takes a plan"],
      });
      expect(await statusOf(customer.customerId)).toBe("active");
      expect(await auditOf([customer.customerId])).toEqual([]);
    });

    it("refuses the support role, as every change is refused it", async () => {
      const customer = await customerWithRecord(bench.app, bench.db);
      const response = await bench.support.agent
        .post("/api/admin/customers/bulk")
        .set("x-csrf-token", bench.support.csrf)
        .send({ action: "suspend", customerIds: [customer.customerId] })
        .expect(403);
      expect(response.body.error.errorCode).toBe("ADMIN_FORBIDDEN");
      expect(await statusOf(customer.customerId)).toBe("active");
      expect(await auditOf([customer.customerId])).toEqual([]);
    });
  });

  describe("the CSV export", () => {
    const tag = `csv${Date.now().toString(36)}`;
    const made: string[] = [];

    beforeAll(async () => {
      const customers = await taggedCustomers(
        bench.app,
        bench.db,
        tag,
        ["Anna", "Bruno", "Chloe", "Dmitri"],
        (index) => ({
          status: index === 1 ? "suspended" : "active",
          plan: index % 2 === 0 ? "growth" : "starter",
          ...(index === 3 ? { company: `=HYPERLINK("http://x.example","${tag}")` } : {}),
        }),
      );
      made.push(...customers.map((customer) => customer.customerId));
    });

    const exported = async (query: Record<string, string>, as = bench.admin) => {
      const response = await as.agent.get("/api/admin/customers/export").query(query).expect(200);
      return { response, lines: response.text.split("\r\n") };
    };
    const idsOf = (lines: string[]) =>
      lines.slice(1, -1).map((line) => JSON.parse(line.split(",")[0] ?? ""));

    it("writes every customer the list's filters select, in the list's order, as a download", async () => {
      const { response, lines } = await exported({ search: tag, sort: "oldest" });
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      expect(response.headers["content-disposition"]).toBe('attachment; filename="customers.csv"');
      expect(lines[0]).toBe(HEADER);
      expect(idsOf(lines)).toEqual(made);
      expect(lines.at(-1)).toBe("");
      expect(lines[1]).toMatch(
        new RegExp(
          `^"${made[0]}","anna.${tag}@example.com","Anna Customer","${tag} Anna Homes","growth","\\w+","active","\\w+","\\w*","2026-01-01T00:00:00.000Z"$`,
        ),
      );

      const suspended = await exported({ search: tag, status: "suspended" });
      expect(idsOf(suspended.lines)).toEqual([made[1]]);
      const growth = await exported({ search: tag, plan: "growth", sort: "newest" });
      expect(idsOf(growth.lines)).toEqual([made[2], made[0]]);
    });

    it("writes only the selected customers with ids, within the filters", async () => {
      const chosen = [made[3], made[0]].join(",");
      expect(idsOf((await exported({ search: tag, sort: "oldest", ids: chosen })).lines)).toEqual([
        made[0],
        made[3],
      ]);
      const filtered = await exported({ search: tag, plan: "starter", ids: chosen });
      expect(idsOf(filtered.lines)).toEqual([made[3]]);
      expect((await exported({ ids: randomUUID() })).lines).toEqual([HEADER, ""]);
    });

    it("neutralises a formula so that a spreadsheet shows it as text", async () => {
      const { lines } = await exported({ search: tag, ids: made[3] ?? "" });
      expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x.example"",""${tag}"")",`);
    });

    it("is a read: support may export, and bad ids are refused", async () => {
      const { lines } = await exported({ search: tag }, bench.support);
      expect(idsOf(lines)).toHaveLength(4);
      const refused = await bench.admin.agent
        .get("/api/admin/customers/export")
        .query({ ids: "not-a-customer" })
        .expect(422);
      expect(refused.body.error.errorCode).toBe("API_VALIDATION_ERROR");
    });

    it.each(ADMIN_CUSTOMER_SORTS)(
      "reads every page of the %s order as the list orders it",
      async (sort) => {
        const directory = createCustomerDirectory(bench.db);
        const pages = [];
        for await (const page of directory.pages({ search: tag, sort }, 3)) pages.push(page);
        expect(pages.map((page) => page.length)).toEqual([3, 1]);
        const list = ZAdminCustomerListResponse.parse(
          (
            await bench.admin.agent
              .get("/api/admin/customers")
              .query({ search: tag, sort })
              .expect(200)
          ).body,
        );
        expect(pages.flat().map((customer) => customer.id)).toEqual(
          list.items.map((customer) => customer.id),
        );
      },
    );
  });
});
