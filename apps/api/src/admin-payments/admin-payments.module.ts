import { actor, done } from "../admin/back-office.js";
import { pageOf } from "../core/page.js";
import type { FeatureModule } from "../http/route-table.js";
import { createInvoices } from "./invoices.js";
import { createPlanEditor } from "./plan-editor.js";
import { createSubscriptions } from "./subscriptions.js";

/**
 * The back office's payments: the subscriptions, every customer's invoices with refunds
 * through the payment provider's adapter, and the plan configurations editor (prices,
 * allowances and overage rates). Set up after billing, whose service it uses; every
 * refund is audited, support administrators only read.
 */
export const adminPaymentsModule: FeatureModule = {
  name: "admin-payments",
  setup({ db, use }) {
    const subscriptions = createSubscriptions(db);
    const audit = use("audit");
    const invoices = createInvoices({ db, audit, billing: use("billing") });
    const plans = createPlanEditor({ db, audit });
    return {
      routes: {
        async listAdminSubscriptions({ input }) {
          const { total, items } = await subscriptions.list(input);
          return pageOf(items, total, input);
        },
        async listAdminInvoices({ input }) {
          const { total, items } = await invoices.list(input);
          return pageOf(items, total, input);
        },
        async refundAdminInvoice({ admin, input, request, idempotencyKey }) {
          const refunded = await invoices.refund(
            actor(admin, request),
            input.invoiceId,
            input.amount,
            { idempotencyKey },
          );
          return done(`$${refunded.toFixed(2)} is refunded.`);
        },
        async listAdminPlans() {
          const items = await plans.list();
          return pageOf(items, items.length, { page: 1, pageSize: 100 });
        },
        async updateAdminPlan({ admin, input, request }) {
          await plans.update(actor(admin, request), input);
          return done("The plan is saved: pricing, chat and checkout use it now.");
        },
      },
    };
  },
};
