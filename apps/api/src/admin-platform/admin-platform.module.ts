import { actor } from "../admin-customers/acting-admin.js";
import type { FeatureModule } from "../http/route-table.js";
import { createDeliveries } from "./deliveries.js";
import { createAdminPayments } from "./payments.js";
import { createPlanEditor } from "./plan-editor.js";
import { createSmsOutbox } from "./sms-outbox.js";
import { createSystemHealth } from "./system-health.js";

const done = (message: string) => ({ success: true as const, message });
const page = <Item>(
  input: { page: number; pageSize: number },
  answer: { total: number; items: Item[] },
) => ({ success: true as const, ...answer, page: input.page, pageSize: input.pageSize });

/**
 * The back office's view of the running platform: health checks, failed server-message
 * deliveries with replay (through the call engine), the plan configurations editor, the SMS
 * outbox with resend, and invoices with refunds (through the payment adapter). Set up after
 * billing and calls, whose services it uses; every change is audited, support only reads.
 */
export const adminPlatformModule: FeatureModule = {
  name: "admin-platform",
  setup({ db, now, settings, use }) {
    const audit = use("audit");
    const calls = use("calls");
    const health = createSystemHealth({
      db,
      redis: settings.redis,
      voice: settings.voice,
      jobs: settings.jobs,
      now,
    });
    const deliveries = createDeliveries({ db, audit, replay: (id) => calls.replay(id) });
    const plans = createPlanEditor({ db, audit });
    const sms = createSmsOutbox({ db, audit, nudge: () => calls.nudgeOutbox() });
    const payments = createAdminPayments({ db, audit, billing: use("billing") });
    return {
      routes: {
        getAdminSystemHealth: async () => ({ success: true as const, ...(await health.check()) }),
        listAdminDeliveries: async ({ input }) => page(input, await deliveries.list(input)),
        replayAdminDelivery: async ({ admin, input, request }) => ({
          success: true as const,
          ...(await deliveries.replay(actor(admin, request), input.deliveryId)),
        }),
        async listAdminPlans() {
          const items = await plans.list();
          return { success: true as const, items, total: items.length, page: 1, pageSize: 100 };
        },
        async updateAdminPlan({ admin, input, request }) {
          await plans.update(actor(admin, request), input);
          return done("The plan is saved: pricing, chat and checkout use it now.");
        },
        listAdminSms: async ({ input }) => page(input, await sms.list(input)),
        async resendAdminSms({ admin, input, request }) {
          await sms.resend(actor(admin, request), input.smsId);
          return done("A copy of the text is queued.");
        },
        listAdminInvoices: async ({ input }) => page(input, await payments.invoices(input)),
        async refundAdminInvoice({ admin, input, request }) {
          const refunded = await payments.refund(
            actor(admin, request),
            input.invoiceId,
            input.amount,
          );
          return done(`$${refunded.toFixed(2)} is refunded.`);
        },
      },
    };
  },
};
