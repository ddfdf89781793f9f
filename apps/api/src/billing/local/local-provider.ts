// Longer than our ~400-line habit on purpose: this is the whole embedded payment provider, one
// implementation of every PaymentProvider method over one store (checkouts, subscriptions on
// the test clock, invoices, refunds, one-off payments). Each method is short; split by method,
// the state they share (the store, the clock, the id scheme) would be passed around instead.
import { randomBytes } from "node:crypto";
import { AppError } from "../../core/errors.js";
import {
  addPeriod,
  type CheckoutSnapshot,
  DAY_MS,
  type NewCheckout,
  type NewOneTimeCheckout,
  type PaymentProvider,
  type ProviderCallOptions,
  type ProviderEvent,
  roundMoney,
} from "../payment-provider.js";
import { createLocalLedger, invoiceView, planLine, snapshotOf } from "./local-ledger.js";
import type {
  LocalCheckout,
  LocalCustomer,
  LocalEvent,
  LocalInvoice,
  LocalPaymentCheckout,
  LocalPortal,
  LocalSubscription,
  LocalSubscriptionCheckout,
} from "./local-objects.js";
import { type LocalStore, requestId, type Stored } from "./local-store.js";
import { acceptCard, type CardOnFile } from "./test-cards.js";

/** How long a hosted checkout link works, and a portal link. */
export const CHECKOUT_TTL_MS = DAY_MS;
export const PORTAL_TTL_MS = 60 * 60 * 1000;

/** A subscription in these states is the customer's live one: a second cannot start. */
const LIVE_STATUSES = new Set(["trialing", "active", "past_due"]);

export interface LocalProviderOptions {
  store: LocalStore;
  /** The provider's clock: tests move it, and the clock job acts on what came due. */
  now: () => number;
  publicUrl: string;
}

/**
 * The embedded payment provider: hosted checkout and portal pages served by the product, test
 * cards, subscriptions that renew (or fail) when its clock passes their period ends, invoices,
 * refunds and credits. Its events go to `onEvent`, as Stripe's go to the webhook.
 */
export function createLocalProvider(options: LocalProviderOptions) {
  const { store, now, publicUrl } = options;
  const ledger = createLocalLedger(store, now);
  let deliver: (event: LocalEvent) => Promise<void> = async () => {};

  /** Tells the billing service, once the work that made the event is stored. */
  async function emit(event: ProviderEvent): Promise<void> {
    const id = `levt_${randomBytes(12).toString("base64url")}`;
    await store.afterCommit(() => deliver({ id, type: event.type, event }));
  }

  /**
   * Moves money exactly once: in one transaction holding the rows of what it changes (`lockIds`,
   * read again under the lock by `work`). With an idempotency key, calls with the same key wait
   * for each other and a repeat is answered with the first call's kept result, as Stripe does.
   */
  async function exactlyOnce<T>(
    operation: string,
    lockIds: string[],
    options: ProviderCallOptions | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    return store.atomically(async () => {
      const keptId = options?.idempotencyKey
        ? requestId(operation, options.idempotencyKey)
        : undefined;
      if (keptId) {
        await store.lockName(keptId);
        const kept = await store.get<{ result: T }>("request", keptId);
        if (kept) return kept.data.result;
      }
      await store.lock(...lockIds);
      const result = await work();
      if (keptId) await store.create("request", { result: result ?? null }, { id: keptId });
      return result;
    });
  }

  async function subscriptionOf(id: string): Promise<Stored<LocalSubscription>> {
    const subscription = await store.get<LocalSubscription>("subscription", id);
    if (!subscription) throw new AppError("PAYMENT_SUBSCRIPTION_NOT_FOUND");
    return subscription;
  }

  async function save(
    subscription: Stored<LocalSubscription>,
    data: LocalSubscription,
    dueAt: number | null,
  ) {
    await store.update(subscription.id, data, dueAt);
    const saved = { ...subscription, data, dueAt };
    await emit({ type: "subscription-changed", subscription: snapshotOf(saved) });
    return snapshotOf(saved);
  }

  async function openSession<Data extends { expiresAt: number }>(
    kind: "checkout" | "portal",
    id: string,
  ): Promise<Stored<Data>> {
    const session = await store.get<Data>(kind, id);
    if (!session) {
      throw new AppError("API_NOT_FOUND", { message: "This payment link is not valid." });
    }
    return session;
  }

  async function livePortal(id: string): Promise<Stored<LocalPortal>> {
    const portal = await openSession<LocalPortal>("portal", id);
    if (now() > portal.data.expiresAt) {
      throw new AppError("API_NOT_FOUND", { message: "This portal link has expired." });
    }
    return portal;
  }

  async function checkoutSnapshot(checkout: Stored<LocalCheckout>): Promise<CheckoutSnapshot> {
    const { data } = checkout;
    const status = data.status === "open" && now() > data.expiresAt ? "expired" : data.status;
    if (data.mode === "payment") {
      return {
        id: checkout.id,
        status,
        mode: "payment",
        customerId: data.customerId,
        userId: data.userId,
        orderId: data.orderId,
        subscription: null,
        payment: { purpose: data.purpose, amount: data.amount, paid: data.status === "complete" },
      };
    }
    const subscription = data.subscriptionId
      ? await store.get<LocalSubscription>("subscription", data.subscriptionId)
      : null;
    return {
      id: checkout.id,
      status,
      mode: "subscription",
      customerId: data.customerId,
      userId: data.userId,
      orderId: data.orderId,
      subscription: subscription ? snapshotOf(subscription) : null,
      payment: null,
    };
  }

  /** Pays a one-off checkout with an accepted card: one invoice, then the completed event. */
  async function payOnce(
    checkout: Stored<LocalPaymentCheckout>,
    card: CardOnFile,
  ): Promise<string> {
    const { data } = checkout;
    const customer = await ledger.customerOf(data.customerId);
    await store.update(customer.id, { ...customer.data, card });
    const invoice = await ledger.charge(
      data.customerId,
      {
        subscriptionId: null,
        description: data.description,
        amount: data.amount,
        periodStart: null,
        periodEnd: null,
      },
      true,
    );
    if (invoice.data.status !== "paid") throw new AppError("PAYMENT_PROCESSING_ERROR");
    const completed = { ...data, status: "complete" as const, invoiceId: invoice.id };
    await store.update(checkout.id, completed);
    await emit({
      type: "checkout-completed",
      checkout: await checkoutSnapshot({ ...checkout, data: completed }),
    });
    return data.successUrl.replace("{CHECKOUT_SESSION_ID}", checkout.id);
  }

  /**
   * Pays a hosted checkout with a test card, holding its row: the card is kept, the
   * subscription starts (in its trial when it has one) and what is due today is charged.
   * A second payment of the same checkout finds it complete; a customer who already has a
   * live subscription cannot start a second one. Answers where to go next.
   */
  async function payLocked(
    id: string,
    typed: { cardNumber: string; expiry: string },
  ): Promise<string> {
    const checkout = await openSession<LocalCheckout>("checkout", id);
    const snapshot = await checkoutSnapshot(checkout);
    if (snapshot.status !== "open") {
      throw new AppError("API_NOT_FOUND", {
        message:
          snapshot.status === "expired"
            ? "This checkout has expired. Please start again."
            : "This checkout is already paid.",
      });
    }
    const card = acceptCard(typed, now());
    const { data } = checkout;
    if (data.mode === "payment") return payOnce({ ...checkout, data }, card);
    // Two checkouts of one account (two tabs) must not start two subscriptions.
    await store.lock(data.customerId);
    const owned = await store.listByOwner<LocalSubscription>("subscription", data.customerId);
    if (owned.items.some((subscription) => LIVE_STATUSES.has(subscription.data.status))) {
      throw new AppError("PAYMENT_ALREADY_SUBSCRIBED");
    }
    const customer = await ledger.customerOf(data.customerId);
    await store.update(customer.id, { ...customer.data, card });
    const start = now();
    const trialEnd = data.trialDays > 0 ? start + data.trialDays * DAY_MS : null;
    const periodEnd = trialEnd ?? addPeriod(start, data.price.billing);
    const dueToday = roundMoney(data.setupFee + (trialEnd ? 0 : data.price.amount));
    const lines = [
      ...(trialEnd ? [`Free trial of ${planLine(data.price)}`] : [planLine(data.price)]),
      ...(data.setupFee > 0 ? ["Premium setup"] : []),
    ];
    const invoice = await ledger.charge(
      data.customerId,
      {
        subscriptionId: null,
        description: lines.join(" + "),
        amount: dueToday,
        periodStart: start,
        periodEnd,
      },
      true,
    );
    if (invoice.data.status !== "paid") throw new AppError("PAYMENT_PROCESSING_ERROR");
    const subscription = await store.create<LocalSubscription>(
      "subscription",
      {
        userId: data.userId,
        status: trialEnd ? "trialing" : "active",
        planId: data.price.planId,
        planName: data.price.planName,
        billing: data.price.billing,
        amount: data.price.amount,
        priceId: `local_${data.price.planId}_${data.price.billing}`,
        trialStart: trialEnd ? start : null,
        trialEnd,
        currentPeriodStart: start,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        failedAttempts: 0,
        openInvoiceId: null,
        canceledAt: null,
      },
      { owner: data.customerId, dueAt: periodEnd },
    );
    await store.update(invoice.id, { ...invoice.data, subscriptionId: subscription.id });
    const completed = { ...data, status: "complete" as const, subscriptionId: subscription.id };
    await store.update(checkout.id, completed);
    await emit({
      type: "checkout-completed",
      checkout: await checkoutSnapshot({ ...checkout, data: completed }),
    });
    return data.successUrl.replace("{CHECKOUT_SESSION_ID}", checkout.id);
  }

  const provider: PaymentProvider = {
    name: "local",

    async ensureCustomer({ userId, email, name, existingId }) {
      if (existingId && (await store.get("customer", existingId))) return existingId;
      const customer = await store.create<LocalCustomer>("customer", {
        email,
        name,
        userId,
        card: null,
        balance: 0,
      });
      return customer.id;
    },

    createCheckout: (input: NewCheckout, options) =>
      exactlyOnce("createCheckout", [input.customerId], options, async () => {
        const checkout = await store.create<LocalSubscriptionCheckout>(
          "checkout",
          {
            ...input,
            mode: "subscription",
            status: "open",
            subscriptionId: null,
            expiresAt: now() + CHECKOUT_TTL_MS,
          },
          { owner: input.customerId },
        );
        return { id: checkout.id, url: `${publicUrl}/pay/checkout/${checkout.id}` };
      }),

    createOneTimeCheckout: (input: NewOneTimeCheckout, options) =>
      exactlyOnce("createOneTimeCheckout", [], options, async () => {
        // A guest customer of its own, as Stripe makes for a payment-mode checkout.
        const customer = await store.create<LocalCustomer>("customer", {
          email: input.email,
          name: input.name,
          userId: input.userId,
          card: null,
          balance: 0,
        });
        const checkout = await store.create<LocalPaymentCheckout>(
          "checkout",
          {
            ...input,
            mode: "payment",
            customerId: customer.id,
            status: "open",
            invoiceId: null,
            expiresAt: now() + CHECKOUT_TTL_MS,
          },
          { owner: customer.id },
        );
        return { id: checkout.id, url: `${publicUrl}/pay/checkout/${checkout.id}` };
      }),

    async getCheckout(id) {
      const checkout = await store.get<LocalCheckout>("checkout", id);
      return checkout ? checkoutSnapshot(checkout) : null;
    },

    async getSubscription(id) {
      const subscription = await store.get<LocalSubscription>("subscription", id);
      return subscription ? snapshotOf(subscription) : null;
    },

    async previewChange(subscriptionId, price) {
      return ledger.costOfChange((await subscriptionOf(subscriptionId)).data, price);
    },

    changePlan: (subscriptionId, price, options) =>
      exactlyOnce("changePlan", [subscriptionId], options, async () => {
        const subscription = await subscriptionOf(subscriptionId);
        const s = subscription.data;
        // A change that was already made (a repeat, a second click) charges nothing again.
        if (s.planId === price.planId && s.billing === price.billing && s.amount === price.amount) {
          return snapshotOf(subscription);
        }
        if (s.status === "past_due") {
          throw new AppError("PAYMENT_FAILED", {
            message: "Your last payment did not go through. Update your card first.",
          });
        }
        const cost = ledger.costOfChange(s, price);
        const changed: LocalSubscription = {
          ...s,
          planId: price.planId,
          planName: price.planName,
          billing: price.billing,
          amount: price.amount,
          priceId: `local_${price.planId}_${price.billing}`,
        };
        let dueAt = subscription.dueAt;
        if (s.status !== "trialing" && price.billing !== s.billing) {
          changed.currentPeriodStart = now();
          changed.currentPeriodEnd = addPeriod(now(), price.billing);
          dueAt = changed.currentPeriodEnd;
        }
        if (cost.amountDueNow > 0) {
          const invoice = await ledger.charge(subscription.owner ?? "", {
            subscriptionId,
            description: `Change to ${planLine(price)}, prorated`,
            amount: cost.amountDueNow,
            periodStart: now(),
            periodEnd: changed.currentPeriodEnd,
          });
          if (invoice.data.status !== "paid") {
            await ledger.voidInvoice(invoice.id);
            throw new AppError("PAYMENT_PROCESSING_ERROR");
          }
        }
        if (cost.credit > 0) await ledger.credit(subscription.owner ?? "", cost.credit);
        return save(subscription, changed, dueAt);
      }),

    setCancelAtPeriodEnd: (subscriptionId, cancel, options) =>
      exactlyOnce("setCancelAtPeriodEnd", [subscriptionId], options, async () => {
        const subscription = await subscriptionOf(subscriptionId);
        const { status, cancelAtPeriodEnd } = subscription.data;
        if (status === "canceled" || cancelAtPeriodEnd === cancel) return snapshotOf(subscription);
        return save(
          subscription,
          { ...subscription.data, cancelAtPeriodEnd: cancel },
          subscription.dueAt,
        );
      }),

    cancelNow: (subscriptionId, options) =>
      exactlyOnce("cancelNow", [subscriptionId], options, async () => {
        const subscription = await store.get<LocalSubscription>("subscription", subscriptionId);
        if (!subscription || subscription.data.status === "canceled") return;
        await save(
          subscription,
          { ...subscription.data, status: "canceled", canceledAt: now() },
          null,
        );
      }),

    async createPortal(customerId, returnUrl) {
      const portal = await store.create<LocalPortal>(
        "portal",
        { customerId, returnUrl, expiresAt: now() + PORTAL_TTL_MS },
        { owner: customerId },
      );
      return `${options.publicUrl}/pay/portal/${portal.id}`;
    },

    async listInvoices(customerId, page) {
      const { total, items } = await store.listByOwner<LocalInvoice>("invoice", customerId, page);
      return { total, items: items.map(invoiceView) };
    },

    async listAllInvoices(query) {
      const { total, items } = await store.list<LocalInvoice>("invoice", query, query.status);
      return {
        total,
        items: items.map((invoice) => ({
          ...invoiceView(invoice),
          customerId: invoice.owner ?? "",
        })),
      };
    },

    async getInvoice(invoiceId) {
      const invoice = await store.get<LocalInvoice>("invoice", invoiceId);
      return invoice ? { ...invoiceView(invoice), customerId: invoice.owner ?? "" } : null;
    },

    async getCard(customerId) {
      const card = (await store.get<LocalCustomer>("customer", customerId))?.data.card;
      return card
        ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
        : null;
    },

    refund: (invoiceId, amount, options) =>
      exactlyOnce("refund", [invoiceId], options, async () => {
        const invoice = await store.get<LocalInvoice>("invoice", invoiceId);
        if (!invoice || (invoice.data.status !== "paid" && invoice.data.status !== "refunded")) {
          throw new AppError("API_NOT_FOUND", { message: "There is no paid invoice to refund." });
        }
        // Read under the invoice's lock: refunds made meanwhile count, as Stripe refuses a
        // refund larger than what is left of the charge.
        const refundable = roundMoney(invoice.data.amount - invoice.data.amountRefunded);
        const asked = amount ?? refundable;
        if (refundable <= 0 || asked > refundable) {
          throw new AppError("API_VALIDATION_ERROR", {
            message:
              refundable <= 0
                ? "This invoice is refunded in full already."
                : `Only $${refundable.toFixed(2)} of this invoice is left to refund.`,
          });
        }
        const refunded = roundMoney(invoice.data.amountRefunded + asked);
        await store.update(invoice.id, {
          ...invoice.data,
          amountRefunded: refunded,
          status: refunded >= invoice.data.amount ? "refunded" : "paid",
        });
      }),

    async interpret(payload) {
      return [(payload as LocalEvent).event];
    },
  };

  /** One step of a subscription whose row the caller holds. */
  async function stepLocked(subscription: Stored<LocalSubscription>): Promise<void> {
    const { data, dueAt, failed } = await ledger.step(subscription);
    if (failed) {
      await emit({
        type: "invoice-payment-failed",
        invoice: {
          id: failed.id,
          customerId: subscription.owner ?? "",
          amount: failed.data.amount,
          attempt: failed.data.attempts,
        },
      });
    }
    await save(subscription, data, dueAt);
  }

  const local = {
    provider,

    /** Where the provider's events go (the billing service's inbox). */
    onEvent(handler: (event: LocalEvent) => Promise<void>) {
      deliver = handler;
    },

    /** What the hosted checkout page shows. */
    async checkoutPage(id: string) {
      const checkout = await openSession<LocalCheckout>("checkout", id);
      const snapshot = await checkoutSnapshot(checkout);
      const { data } = checkout;
      if (data.mode === "payment") {
        return {
          id: checkout.id,
          status: snapshot.status,
          email: data.email,
          mode: "payment" as const,
          description: data.description,
          planName: data.description,
          billing: null,
          amount: data.amount,
          trialDays: 0,
          setupFee: 0,
          dueToday: data.amount,
          cancelUrl: data.cancelUrl,
        };
      }
      return {
        id: checkout.id,
        status: snapshot.status,
        email: data.email,
        mode: "subscription" as const,
        description: `${data.price.planName} plan`,
        planName: data.price.planName,
        billing: data.price.billing,
        amount: data.price.amount,
        trialDays: data.trialDays,
        setupFee: data.setupFee,
        dueToday: roundMoney(data.setupFee + (data.trialDays > 0 ? 0 : data.price.amount)),
        cancelUrl: data.cancelUrl,
      };
    },

    /**
     * Pays a hosted checkout with a test card: the card is kept, the subscription starts (in
     * its trial when it has one) and what is due today is charged. Answers where to go next.
     */
    async pay(
      id: string,
      typed: { cardNumber: string; expiry: string },
      options?: ProviderCallOptions,
    ): Promise<string> {
      return exactlyOnce("pay", [id], options, () => payLocked(id, typed));
    },

    /** What the customer portal shows. */
    async portalPage(id: string) {
      const portal = await livePortal(id);
      const { items } = await provider.listInvoices(portal.data.customerId, { skip: 0, take: 12 });
      const customer = await ledger.customerOf(portal.data.customerId);
      return {
        id: portal.id,
        email: customer.data.email,
        card: await provider.getCard(portal.data.customerId),
        returnUrl: portal.data.returnUrl,
        invoices: items,
      };
    },

    /** Replaces the card; an unpaid invoice of a subscription past due is tried again at once. */
    async updateCard(id: string, typed: { cardNumber: string; expiry: string }): Promise<void> {
      const portal = await livePortal(id);
      const card = acceptCard(typed, now());
      const customer = await ledger.customerOf(portal.data.customerId);
      await store.update(customer.id, { ...customer.data, card });
      const { items } = await store.listByOwner<LocalSubscription>("subscription", customer.id);
      for (const subscription of items) {
        if (subscription.data.status === "past_due") await this.advanceOne(subscription.id, "now");
      }
    },

    /**
     * Moves one subscription a step (a period end, or a retry) and tells the billing service,
     * holding its row: when the clock runs on two instances, or a new card retries a payment
     * the clock is also retrying, the second finds the step done and does nothing. `due`:
     * only if its time has come; `now`: a past-due payment is retried at once.
     */
    async advanceOne(id: string, when: "due" | "now" = "due"): Promise<void> {
      await store.atomically(async () => {
        await store.lock(id);
        const subscription = await store.get<LocalSubscription>("subscription", id);
        if (!subscription) return;
        const ready =
          when === "now"
            ? subscription.data.status === "past_due"
            : subscription.dueAt !== null && subscription.dueAt <= now();
        if (ready) await stepLocked(subscription);
      });
    },

    /**
     * The provider's clock: every subscription whose trial or period ended, or whose failed
     * payment is due again, by now. Months that passed at once are caught up step by step.
     */
    async advance(): Promise<number> {
      let steps = 0;
      for (let round = 0; round < 1000; round += 1) {
        const due = await store.due<LocalSubscription>("subscription", now());
        if (due.length === 0) break;
        for (const subscription of due) {
          await local.advanceOne(subscription.id);
          steps += 1;
        }
      }
      return steps;
    },
  };
  return local;
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;
