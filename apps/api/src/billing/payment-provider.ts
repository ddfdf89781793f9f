import type { TCard, TInvoice } from "@ringline/api-client";

/** How often a plan is paid. */
export type Billing = "monthly" | "annual";

/** A plan at a billing period's price, as the provider is asked to charge it. */
export interface PlanPrice {
  planId: string;
  planName: string;
  billing: Billing;
  /** Dollars per period. */
  amount: number;
}

/**
 * A subscription as the provider holds it, in the provider-neutral words the billing service
 * applies to `users`. Times are epoch milliseconds so that snapshots survive JSON.
 */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** The account it was bought for (the provider keeps it as metadata). */
  userId: string | null;
  /** `trialing`, `active`, `past_due`, `canceled`, `incomplete`, `unpaid`… */
  status: string;
  planId: string;
  planName: string;
  billing: Billing;
  amount: number;
  priceId: string | null;
  trialStart: number | null;
  trialEnd: number | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

/** A one-off payment's part of a checkout: what it pays for, and whether it was collected. */
export interface PaymentSnapshot {
  /** Which feature's record it pays (`web-design`); that feature applies it. */
  purpose: string;
  /** Dollars. */
  amount: number;
  /** The money was collected (a completed checkout can still wait for a delayed method). */
  paid: boolean;
}

/** A checkout as the provider holds it. */
export interface CheckoutSnapshot {
  id: string;
  status: "open" | "complete" | "expired";
  /** `payment`: a one-off purchase; absent in events stored before one-off payments existed. */
  mode?: "subscription" | "payment" | undefined;
  customerId: string | null;
  userId: string | null;
  orderId: string | null;
  subscription: SubscriptionSnapshot | null;
  /** A one-off payment's amount and state; null for a subscription. */
  payment?: PaymentSnapshot | null | undefined;
}

/** An invoice with the provider's customer it belongs to (the back office's list). */
export interface ProviderInvoice extends TInvoice {
  customerId: string;
}

/** An invoice the provider could not collect. */
export interface FailedInvoice {
  id: string;
  customerId: string;
  amount: number;
  attempt: number;
}

/** What happened at the provider, in the billing service's words. */
export type ProviderEvent =
  | { type: "checkout-completed"; checkout: CheckoutSnapshot }
  | { type: "subscription-changed"; subscription: SubscriptionSnapshot }
  | { type: "invoice-payment-failed"; invoice: FailedInvoice };

/** A plan change's cost, before it is made. */
export interface PlanChangeCost {
  amountDueNow: number;
  credit: number;
  nextBillingDate: number | null;
}

export interface NewCheckout {
  customerId: string;
  userId: string;
  email: string;
  price: PlanPrice;
  /** 0 when the account already had its trial. */
  trialDays: number;
  /** Dollars charged once with the first payment. */
  setupFee: number;
  orderId: string | null;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/** A one-off purchase: one line, paid once, by a visitor or a signed-in account. */
export interface NewOneTimeCheckout {
  email: string;
  name: string;
  /** The signed-in buyer's account, kept with the payment. */
  userId: string | null;
  /** The line the buyer sees and pays: "Web design: Team Site". */
  description: string;
  /** Dollars, from the server's own price list. */
  amount: number;
  /** Which feature the payment is for (`web-design`), and its record there. */
  purpose: string;
  orderId: string;
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * How a mutating call is made: with the idempotency key of the action that asked for it (the
 * `Idempotency-Key` the browser sent), a repeat of the call is answered with the first
 * call's result instead of moving money again, at Stripe and in the embedded provider alike.
 */
export interface ProviderCallOptions {
  idempotencyKey?: string | undefined;
}

/**
 * A payment provider: the embedded `local` one or `stripe`. The billing service talks only to
 * this; each implementation turns its own events into {@link ProviderEvent}s.
 */
export interface PaymentProvider {
  readonly name: "local" | "stripe";
  /** The provider's customer for an account, created when it has none yet. */
  ensureCustomer(input: {
    userId: string;
    email: string;
    name: string;
    existingId: string | null;
  }): Promise<string>;
  createCheckout(
    input: NewCheckout,
    options?: ProviderCallOptions,
  ): Promise<{ id: string; url: string }>;
  /** A checkout for one purchase paid once (no subscription, no trial). */
  createOneTimeCheckout(
    input: NewOneTimeCheckout,
    options?: ProviderCallOptions,
  ): Promise<{ id: string; url: string }>;
  getCheckout(id: string): Promise<CheckoutSnapshot | null>;
  getSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  previewChange(subscriptionId: string, price: PlanPrice): Promise<PlanChangeCost>;
  /** Charges or credits the prorated difference; a declined card changes nothing. */
  changePlan(
    subscriptionId: string,
    price: PlanPrice,
    options?: ProviderCallOptions,
  ): Promise<SubscriptionSnapshot>;
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
    options?: ProviderCallOptions,
  ): Promise<SubscriptionSnapshot>;
  /** Ends the subscription at once (account deletion). */
  cancelNow(subscriptionId: string, options?: ProviderCallOptions): Promise<void>;
  /** The customer portal's address, for updating the card. */
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  listInvoices(
    customerId: string,
    page: { skip: number; take: number },
  ): Promise<{ total: number; items: TInvoice[] }>;
  /**
   * Every customer's invoices, newest first, of one status when given (`paid`, `open`,
   * `refunded`, `void`): the back office's list.
   */
  listAllInvoices(query: {
    status?: string | undefined;
    skip: number;
    take: number;
  }): Promise<{ total: number; items: ProviderInvoice[] }>;
  /** One invoice with its customer; null when the provider has none with this id. */
  getInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  getCard(customerId: string): Promise<TCard | null>;
  /** Refunds a paid invoice, all of it or `amount` dollars. */
  refund(invoiceId: string, amount?: number, options?: ProviderCallOptions): Promise<void>;
  /**
   * The billing service's events of a stored provider event (the webhook's body, or the
   * local provider's own record), fetched fresh where the provider recommends it.
   */
  interpret(payload: unknown): Promise<ProviderEvent[]>;
}

/** Dollars to cents, rounded. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents to dollars. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds dollars to cents. */
export function roundMoney(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/** The end of one billing period that starts at `start` (epoch ms), in UTC calendar terms. */
export function addPeriod(start: number, billing: Billing): number {
  const date = new Date(start);
  if (billing === "annual") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

export const DAY_MS = 24 * 60 * 60 * 1000;
