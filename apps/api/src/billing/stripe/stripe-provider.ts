// Longer than our ~400-line habit on purpose: the Stripe implementation of every
// PaymentProvider method and the mapping of Stripe's objects to ours, kept beside each other
// so that one reading shows what each Stripe call sends and what of its answer is used.
import type { TInvoice } from "@ringline/api-client";
import Stripe from "stripe";
import { AppError } from "../../core/errors.js";
import {
  type Billing,
  type CheckoutSnapshot,
  type PaymentProvider,
  type PlanPrice,
  type ProviderCallOptions,
  type ProviderEvent,
  type SubscriptionSnapshot,
  toCents,
  toDollars,
} from "../payment-provider.js";

export interface StripeSettings {
  secretKey: string;
  /** `whsec_…`: verifies webhook signatures; without it every webhook is refused. */
  webhookSecret: string | undefined;
  /** Another address for Stripe's API (a local fake in tests, stripe-mock). */
  apiBase: string | undefined;
}

const seconds = (value: number | null | undefined) => (value == null ? null : value * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function clientFor(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** A Stripe subscription in the billing service's words (its first item carries the plan). */
export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const price = item?.price;
  const billing: Billing = price?.recurring?.interval === "year" ? "annual" : "monthly";
  const planId = subscription.metadata.plan ?? price?.metadata.plan ?? "unknown";
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    userId: subscription.metadata.userId ?? null,
    status: subscription.status,
    planId,
    planName: price?.metadata.planName ?? planId,
    billing,
    amount: toDollars(price?.unit_amount ?? 0),
    priceId: price?.id ?? null,
    trialStart: seconds(subscription.trial_start),
    trialEnd: seconds(subscription.trial_end),
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function checkoutStatus(status: string | null): CheckoutSnapshot["status"] {
  return status === "complete" || status === "expired" ? status : "open";
}

function invoiceOf(invoice: Stripe.Invoice): TInvoice {
  const refunded = invoice.post_payment_credit_notes_amount ?? 0;
  return {
    id: invoice.id ?? "",
    number: invoice.number,
    createdAt: new Date(invoice.created * 1000).toISOString(),
    description: invoice.lines?.data[0]?.description ?? invoice.description ?? "Subscription",
    amount: toDollars(invoice.total),
    amountRefunded: toDollars(refunded),
    status: invoice.status ?? "draft",
    periodStart: new Date(invoice.period_start * 1000).toISOString(),
    periodEnd: new Date(invoice.period_end * 1000).toISOString(),
    url: invoice.hosted_invoice_url ?? null,
  };
}

/**
 * Stripe as the payment provider: Checkout Sessions (subscription mode, the 7-day trial, a
 * card always collected), the customer portal, and webhooks verified with the signing secret.
 * Prices are made from `plan_configurations` (one per plan, period and amount, found again by
 * lookup key), so the plans table stays the one source of every price.
 */
export function createStripeProvider(settings: StripeSettings) {
  const stripe = clientFor(settings);
  const prices = new Map<string, string>();

  async function priceFor(price: PlanPrice): Promise<string> {
    const key = `ringline_${price.planId}_${price.billing}_${toCents(price.amount)}`;
    const known = prices.get(key);
    if (known) return known;
    const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const id =
      found.data[0]?.id ??
      (
        await stripe.prices.create({
          currency: "usd",
          unit_amount: toCents(price.amount),
          recurring: { interval: price.billing === "annual" ? "year" : "month" },
          product_data: { name: `Ringline ${price.planName}` },
          lookup_key: key,
          metadata: { plan: price.planId, planName: price.planName, billing: price.billing },
        })
      ).id;
    prices.set(key, id);
    return id;
  }

  async function retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    return stripe.subscriptions.retrieve(id);
  }

  async function moveTo(subscriptionId: string, price: PlanPrice) {
    const current = await retrieveSubscription(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new AppError("PAYMENT_SUBSCRIPTION_NOT_FOUND");
    const trialing = current.status === "trialing";
    return {
      items: [{ id: item.id, price: await priceFor(price) }],
      proration_behavior: trialing ? ("none" as const) : ("always_invoice" as const),
      metadata: { plan: price.planId },
      customer: idOf(current.customer) ?? "",
    };
  }

  /**
   * Stripe's request options for a mutating call: the action's idempotency key, one per kind
   * of call (a key Stripe saw with other parameters is refused). Without one, the library
   * still sends a key of its own on its network retries.
   */
  const requestOptions = (
    operation: string,
    options: ProviderCallOptions | undefined,
  ): Stripe.RequestOptions =>
    options?.idempotencyKey ? { idempotencyKey: `${operation}:${options.idempotencyKey}` } : {};

  const provider: PaymentProvider = {
    name: "stripe",

    async ensureCustomer({ userId, email, name, existingId }) {
      if (existingId) return existingId;
      const customer = await stripe.customers.create({ email, name, metadata: { userId } });
      return customer.id;
    },

    async createCheckout(input, options) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [
            { price: await priceFor(input.price), quantity: 1 },
            ...(input.setupFee > 0
              ? [
                  {
                    price_data: {
                      currency: "usd",
                      unit_amount: toCents(input.setupFee),
                      product_data: { name: "Premium setup" },
                    },
                    quantity: 1,
                  },
                ]
              : []),
          ],
          // The specification's trial: a card is required even though nothing is due today.
          payment_method_collection: "always",
          subscription_data: {
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            metadata: { userId: input.userId, plan: input.price.planId },
          },
          metadata: {
            userId: input.userId,
            plan: input.price.planId,
            billing: input.price.billing,
            ...(input.orderId ? { orderId: input.orderId } : {}),
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        requestOptions("createCheckout", options),
      );
      if (!session.url) throw new Error("Stripe answered a checkout session without a url");
      return { id: session.id, url: session.url };
    },

    async createOneTimeCheckout(input, options) {
      // A one-off purchase: Checkout in payment mode, one line priced from our own list
      // (price_data, so no Price object is kept per amount), the buyer's address prefilled.
      const metadata = {
        purpose: input.purpose,
        orderId: input.orderId,
        ...(input.userId ? { userId: input.userId } : {}),
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: input.email,
          client_reference_id: input.orderId,
          line_items: [
            {
              price_data: {
                currency: "usd",
                unit_amount: toCents(input.amount),
                product_data: { name: input.description },
              },
              quantity: 1,
            },
          ],
          payment_intent_data: { description: input.description, metadata },
          metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        requestOptions("createOneTimeCheckout", options),
      );
      if (!session.url) throw new Error("Stripe answered a checkout session without a url");
      return { id: session.id, url: session.url };
    },

    async getCheckout(id) {
      const session = await stripe.checkout.sessions.retrieve(id).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      });
      if (!session) return null;
      return checkoutSnapshot(session);
    },

    async getSubscription(id) {
      return subscriptionSnapshot(await retrieveSubscription(id));
    },

    async previewChange(subscriptionId, price) {
      const change = await moveTo(subscriptionId, price);
      const preview = await stripe.invoices.createPreview({
        customer: change.customer,
        subscription: subscriptionId,
        subscription_details: {
          items: change.items,
          proration_behavior: change.proration_behavior === "none" ? "none" : "always_invoice",
        },
      });
      const total = preview.total;
      return {
        amountDueNow: change.proration_behavior === "none" ? 0 : toDollars(Math.max(total, 0)),
        credit: toDollars(Math.max(-total, 0)),
        nextBillingDate: seconds(preview.next_payment_attempt ?? preview.period_end),
      };
    },

    async changePlan(subscriptionId, price, options) {
      const { customer: _customer, ...change } = await moveTo(subscriptionId, price);
      const updated = await stripe.subscriptions
        .update(
          subscriptionId,
          { ...change, payment_behavior: "error_if_incomplete" },
          requestOptions("changePlan", options),
        )
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeCardError) {
            throw new AppError("PAYMENT_PROCESSING_ERROR", { cause: error });
          }
          throw error;
        });
      return subscriptionSnapshot(updated);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel, options) {
      return subscriptionSnapshot(
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancel },
          requestOptions("setCancelAtPeriodEnd", options),
        ),
      );
    },

    async cancelNow(subscriptionId, options) {
      await stripe.subscriptions.cancel(subscriptionId, {}, requestOptions("cancelNow", options));
    },

    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async listInvoices(customerId, page) {
      // Stripe pages by cursor; the dashboard shows the newest few, so read up to the page.
      const list = await stripe.invoices.list({
        customer: customerId,
        limit: Math.min(page.skip + page.take, 100),
      });
      const items = list.data.slice(page.skip, page.skip + page.take).map(invoiceOf);
      return { total: list.has_more ? page.skip + page.take + 1 : list.data.length, items };
    },

    async listAllInvoices(query) {
      // Stripe has no `refunded` status: a refund leaves the invoice `paid`, with credit notes.
      const refunded = query.status === "refunded";
      const status = refunded ? "paid" : query.status;
      const list = await stripe.invoices.list({
        limit: 100,
        ...(status ? { status: status as Stripe.InvoiceListParams.Status } : {}),
      });
      const all = list.data
        .map((invoice) => ({ ...invoiceOf(invoice), customerId: idOf(invoice.customer) ?? "" }))
        .filter((invoice) => !refunded || invoice.amountRefunded > 0);
      const items = all.slice(query.skip, query.skip + query.take);
      return {
        total: list.has_more ? Math.max(all.length, query.skip + query.take + 1) : all.length,
        items,
      };
    },

    async getInvoice(invoiceId) {
      try {
        const invoice = await stripe.invoices.retrieve(invoiceId);
        return { ...invoiceOf(invoice), customerId: idOf(invoice.customer) ?? "" };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    async getCard() {
      // The portal shows and changes the card; it is not read here.
      return null;
    },

    async refund(invoiceId, amount, options) {
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
      const paymentIntent = idOf(invoice.payments?.data[0]?.payment.payment_intent);
      if (!paymentIntent) throw new AppError("API_NOT_FOUND", { message: "Nothing to refund." });
      await stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          ...(amount === undefined ? {} : { amount: toCents(amount) }),
        },
        requestOptions("refund", options),
      );
    },

    async interpret(payload) {
      const event = payload as Stripe.Event;
      switch (event.type) {
        case "checkout.session.completed":
        // A delayed payment method collected the money of a completed checkout.
        case "checkout.session.async_payment_succeeded": {
          return [
            { type: "checkout-completed", checkout: await checkoutSnapshot(event.data.object) },
          ];
        }
        case "customer.subscription.created":
        case "customer.subscription.updated":
        case "customer.subscription.deleted":
        case "customer.subscription.paused":
        case "customer.subscription.resumed": {
          // Events can arrive out of order: apply the subscription as it is now.
          const fresh = await retrieveSubscription(event.data.object.id);
          return [{ type: "subscription-changed", subscription: subscriptionSnapshot(fresh) }];
        }
        case "invoice.payment_failed": {
          const invoice = event.data.object;
          const failed: ProviderEvent = {
            type: "invoice-payment-failed",
            invoice: {
              id: invoice.id ?? event.id,
              customerId: idOf(invoice.customer) ?? "",
              amount: toDollars(invoice.amount_due),
              attempt: invoice.attempt_count,
            },
          };
          return [failed];
        }
        default:
          return [];
      }
    },
  };

  async function checkoutSnapshot(session: Stripe.Checkout.Session): Promise<CheckoutSnapshot> {
    if (session.mode === "payment") {
      return {
        id: session.id,
        status: checkoutStatus(session.status),
        mode: "payment",
        customerId: idOf(session.customer),
        userId: session.metadata?.userId ?? null,
        orderId: session.metadata?.orderId ?? null,
        subscription: null,
        payment: {
          purpose: session.metadata?.purpose ?? "",
          amount: toDollars(session.amount_total ?? 0),
          // Stripe's advice: fulfil once payment_status is no longer `unpaid`.
          paid: session.status === "complete" && session.payment_status !== "unpaid",
        },
      };
    }
    const subscriptionId = idOf(session.subscription);
    const subscription =
      subscriptionId && session.status === "complete"
        ? subscriptionSnapshot(await retrieveSubscription(subscriptionId))
        : null;
    return {
      id: session.id,
      status: checkoutStatus(session.status),
      customerId: idOf(session.customer),
      userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      orderId: session.metadata?.orderId ?? null,
      subscription,
      mode: "subscription",
      payment: null,
    };
  }

  return {
    provider,

    /**
     * A webhook's event, if its signature (made with the signing secret over the exact bytes,
     * within Stripe's five-minute tolerance) is good; `PAYMENT_WEBHOOK_INVALID` otherwise.
     */
    verifyWebhook(body: unknown, signature: string | undefined, now: number): Stripe.Event {
      if (!settings.webhookSecret || !signature || !Buffer.isBuffer(body)) {
        throw new AppError("PAYMENT_WEBHOOK_INVALID");
      }
      try {
        return stripe.webhooks.constructEvent(
          body,
          signature,
          settings.webhookSecret,
          undefined,
          undefined,
          now,
        );
      } catch (error) {
        throw new AppError("PAYMENT_WEBHOOK_INVALID", { cause: error });
      }
    },
  };
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
