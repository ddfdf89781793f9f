import { ZAdminInvoiceListResponse } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { backOfficeBench } from "../test/admins.js";
import { signUp } from "../test/app.js";
import { payCheckout } from "../test/billing.js";
import { testDatabaseTargets } from "../test/databases.js";

const GOOD_CARD = "4242424242424242";

describe.each(testDatabaseTargets)("the back office's invoices and refunds on $name", (target) => {
  const bench = backOfficeBench(target);
  const { post, audited } = bench;

  describe("payments", () => {
    it("lists every customer's invoices through the adapter, and refunds part then the rest (audited)", async () => {
      const owner = await signUp(bench.app);
      // The premium setup is charged with the first payment: a paid $99 invoice.
      await payCheckout(owner, GOOD_CARD, { premiumSetup: true });
      const user = await bench.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } });
      const invoices = async (status?: string) =>
        ZAdminInvoiceListResponse.parse(
          (
            await bench.support.agent
              .get("/api/admin/payments/invoices")
              .query({ pageSize: 100, ...(status ? { status } : {}) })
              .expect(200)
          ).body,
        ).items.filter((invoice) => invoice.providerCustomerId === user.paymentCustomerId);
      const [invoice] = await invoices("paid");
      expect(invoice).toMatchObject({ amount: 99, amountRefunded: 0, email: owner.email });
      const id = invoice?.id ?? "";

      const tooMuch = await post(`/api/admin/payments/invoices/${id}/refund`, { amount: 100 });
      expect([tooMuch.status, tooMuch.body.error.fieldErrors?.amount]).toEqual([
        422,
        ["Between $0.01 and $99.00"],
      ]);
      await post(`/api/admin/payments/invoices/${id}/refund`, { amount: 40 }).expect(200);
      expect((await invoices("paid"))[0]).toMatchObject({ amountRefunded: 40 });
      const rest = await post(`/api/admin/payments/invoices/${id}/refund`).expect(200);
      expect(rest.body.message).toBe("$59.00 is refunded.");
      expect(await invoices("paid")).toEqual([]);
      expect((await invoices("refunded"))[0]).toMatchObject({ id, amountRefunded: 99 });
      const again = await post(`/api/admin/payments/invoices/${id}/refund`).expect(422);
      expect(again.body.error.errorCode).toBe("API_VALIDATION_ERROR");

      const refunds = await audited("invoice.refund");
      expect(refunds.map((entry) => (entry.metadata as { amount: number }).amount)).toEqual([
        40, 59,
      ]);
    });

    it("answers API_NOT_FOUND for an invoice the provider does not have", async () => {
      const response = await post("/api/admin/payments/invoices/lin_missing/refund").expect(404);
      expect(response.body.error.errorCode).toBe("API_NOT_FOUND");
    });
  });
});
