import { AppError } from "../core/errors.js";
import type { RecurringJob } from "../core/module.js";
import { pageOf, pageWindow } from "../core/page.js";
import type { FeatureModule } from "../http/route-table.js";
import { type BillingService, createBillingService } from "./billing.service.js";
import { createBillingNotices } from "./billing-notices.js";
import { createEventInbox } from "./event-inbox.js";
import { createLocalProvider, type LocalProvider } from "./local/local-provider.js";
import { createLocalStore } from "./local/local-store.js";
import { TEST_CARDS } from "./local/test-cards.js";
import { createOneTimePayments, type OneTimePayments } from "./one-time-payments.js";
import type { PaymentProvider } from "./payment-provider.js";
import {
  createStripeProvider,
  type StripeProvider,
  type StripeSettings,
} from "./stripe/stripe-provider.js";
import { createSubscriptionSync } from "./subscription-sync.js";

declare module "../core/module.js" {
  interface AppSettings {
    /** Stripe when its settings are given; the embedded provider otherwise. */
    payments?: { stripe?: StripeSettings | undefined } | undefined;
  }
  interface Services {
    billing: BillingService;
    /** One-off purchases (web design) through the same provider and event inbox. */
    oneTimePayments: OneTimePayments;
  }
}

/** Recurring work of billing: the embedded provider's clock, and the billing e-mails. */
export const BILLING_JOBS = { clock: "billing-clock", emails: "billing-emails" } as const;

const EVERY_MINUTE = "* * * * *";

function localOnly(local: LocalProvider | undefined): LocalProvider {
  if (!local) throw new AppError("API_NOT_FOUND");
  return local;
}

/**
 * Subscriptions and payments through a provider adapter: `local` (embedded: hosted checkout
 * and portal served by the product, test cards, a clock the job queue or the tests move) or
 * `stripe` (Checkout Sessions, the portal, signed webhooks). Every provider event goes
 * through one inbox that applies it once.
 */
export const billingModule: FeatureModule = {
  name: "billing",
  setup({ db, logger, now, publicUrl, settings, use }) {
    const plans = use("plans");
    const stripeSettings = settings.payments?.stripe;
    let stripe: StripeProvider | undefined;
    let local: LocalProvider | undefined;
    let provider: PaymentProvider;
    if (stripeSettings) {
      stripe = createStripeProvider(stripeSettings);
      provider = stripe.provider;
    } else {
      // The embedded provider's pages are the product's own: its links stay on whatever
      // address the browser uses (a PUBLIC_URL is only needed for a provider elsewhere).
      local = createLocalProvider({ store: createLocalStore(db, now), now, publicUrl: "" });
      provider = local.provider;
    }
    const sync = createSubscriptionSync({
      db,
      logger,
      now,
      plan: async (planId) => (await plans.listActive()).find((plan) => plan.id === planId),
    });
    const oneTimePayments = createOneTimePayments({
      provider,
      logger,
      publicUrl: local ? "" : publicUrl,
    });
    const inbox = createEventInbox({
      db,
      logger,
      now,
      interpret: (payload) => provider.interpret(payload),
      apply: (event) =>
        event.type === "checkout-completed" && event.checkout.mode === "payment"
          ? oneTimePayments.apply(event.checkout)
          : sync.apply(event),
    });
    local?.onEvent(async (event) => {
      await inbox.receive("local", event.id, event.type, event);
    });
    const billing = createBillingService({
      db,
      provider,
      sync,
      plans: () => plans.listActive(),
      now,
      publicUrl: local ? "" : publicUrl,
    });
    const notices = createBillingNotices({ db, mailer: use("mailer"), logger, now, publicUrl });
    const jobs: RecurringJob[] = [
      ...(local
        ? [
            {
              name: BILLING_JOBS.clock,
              cron: EVERY_MINUTE,
              run: async () => void (await local.advance()),
            },
          ]
        : []),
      {
        name: BILLING_JOBS.emails,
        cron: EVERY_MINUTE,
        run: async () => void (await notices.run()),
      },
    ];

    return {
      provides: { billing, oneTimePayments },
      jobs,
      routes: {
        async createCheckout({ customer, input, idempotencyKey }) {
          const session = await billing.startCheckout(customer.userId, input, { idempotencyKey });
          return { success: true as const, sessionId: session.id, url: session.url };
        },
        confirmCheckout: async ({ customer, input }) => ({
          success: true as const,
          subscription: await billing.confirmCheckout(customer.userId, input.sessionId),
        }),
        getSubscription: async ({ customer }) => ({
          success: true as const,
          ...(await billing.overview(customer.userId)),
        }),
        async listInvoices({ customer, input }) {
          const { total, items } = await billing.invoices(customer.userId, pageWindow(input));
          return pageOf(items, total, input);
        },
        previewPlanChange: async ({ customer, input }) => ({
          success: true as const,
          preview: await billing.previewChange(customer.userId, input),
        }),
        changePlan: async ({ customer, input, idempotencyKey }) => ({
          success: true as const,
          subscription: await billing.changePlan(customer.userId, input, { idempotencyKey }),
        }),
        cancelSubscription: async ({ customer, idempotencyKey }) => ({
          success: true as const,
          subscription: await billing.setCancelAtPeriodEnd(customer.userId, true, {
            idempotencyKey,
          }),
        }),
        resumeSubscription: async ({ customer, idempotencyKey }) => ({
          success: true as const,
          subscription: await billing.setCancelAtPeriodEnd(customer.userId, false, {
            idempotencyKey,
          }),
        }),
        createPortalSession: async ({ customer }) => ({
          success: true as const,
          url: await billing.portal(customer.userId),
        }),
        async stripeWebhook({ request }) {
          if (!stripe) {
            throw new AppError("PAYMENT_WEBHOOK_INVALID", {
              message: "Stripe is not the payment provider of this server.",
            });
          }
          const event = stripe.verifyWebhook(
            request.body,
            request.header("stripe-signature"),
            now(),
          );
          const { duplicate } = await inbox.receive("stripe", event.id, event.type, event);
          return { received: true as const, duplicate };
        },
        getLocalCheckout: async ({ input }) => ({
          success: true as const,
          session: {
            ...(await localOnly(local).checkoutPage(input.id)),
            testCards: [...TEST_CARDS],
          },
        }),
        payLocalCheckout: async ({ input, idempotencyKey }) => ({
          success: true as const,
          redirectUrl: await localOnly(local).pay(input.id, input, { idempotencyKey }),
        }),
        getLocalPortal: async ({ input }) => ({
          success: true as const,
          portal: await localOnly(local).portalPage(input.id),
        }),
        async updateLocalPortalCard({ input }) {
          await localOnly(local).updateCard(input.id, input);
          return { success: true as const, message: "Your card has been updated." };
        },
      },
    };
  },
};
