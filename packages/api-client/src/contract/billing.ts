import * as z from "zod/mini";
import { PAYMENT_PERIODS, PLAN_IDS } from "./orders.js";
import { ZPage } from "./route.js";

/**
 * The optional premium setup sold at checkout, in US dollars; waived with annual billing.
 *
 * @example
 * ```ts
 * const setupFee = premiumSetupFee(true, "annual"); // 0
 * ```
 */
export const PREMIUM_SETUP_FEE = 99;

/**
 * What the premium setup costs for a billing period: the fee when chosen and billed monthly,
 * nothing when billed annually (its waiver) or not chosen.
 *
 * @example
 * ```ts
 * premiumSetupFee(true, "monthly"); // 99
 * ```
 */
export function premiumSetupFee(
  chosen: boolean,
  billing: (typeof PAYMENT_PERIODS)[number],
): number {
  return chosen && billing === "monthly" ? PREMIUM_SETUP_FEE : 0;
}

/**
 * The payment providers: `local` (embedded, with test cards) or `stripe`.
 *
 * @example
 * ```ts
 * PAYMENT_PROVIDERS; // ["local", "stripe"]
 * ```
 */
export const PAYMENT_PROVIDERS = ["local", "stripe"] as const;

const ZPlanId = z.enum(PLAN_IDS, "Please select a plan");
const ZBilling = z._default(
  z.enum(PAYMENT_PERIODS, "Please select monthly or annual billing"),
  "monthly",
);

/**
 * `POST /api/billing/checkout`: starts the provider's hosted checkout for a plan.
 *
 * @example
 * ```ts
 * const { url } = await api.createCheckout({ plan: "growth", billing: "annual" });
 * location.assign(url);
 * ```
 */
export const ZCheckoutRequest = z.object({
  plan: ZPlanId,
  billing: ZBilling,
  /** The optional premium setup (`PREMIUM_SETUP_FEE`, waived when billed annually). */
  premiumSetup: z._default(z.boolean("Premium setup must be true or false"), false),
  /** The order this checkout pays, when it started from `/order`. */
  orderId: z.optional(z.string().check(z.uuid("Unknown order"))),
});

/** `POST /api/billing/checkout` after validation. */
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
/** `POST /api/billing/checkout` as the page holds it. */
export type TCheckoutRequestInput = z.input<typeof ZCheckoutRequest>;

/**
 * Where to send the browser to pay: the provider's hosted checkout page.
 *
 * @example
 * ```ts
 * const { sessionId, url } = ZCheckoutResponse.parse(await response.json());
 * ```
 */
export const ZCheckoutResponse = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  url: z.string(),
});

/** The answer to `POST /api/billing/checkout`. */
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/**
 * `POST /api/billing/checkout/confirm`: the page the provider returns to asks for the
 * outcome at once, without waiting for the provider's event.
 *
 * @example
 * ```ts
 * await api.confirmCheckout({ sessionId: search.get("session_id") });
 * ```
 */
export const ZConfirmCheckoutRequest = z.object({
  sessionId: z
    .string("Unknown checkout")
    .check(z.minLength(1, "Unknown checkout"), z.maxLength(255)),
});

/** `POST /api/billing/checkout/confirm`. */
export type TConfirmCheckoutRequest = z.infer<typeof ZConfirmCheckoutRequest>;

/**
 * The card a subscription is paid with, as far as the provider tells.
 *
 * @example
 * ```ts
 * `${card.brand} ending in ${card.last4}`;
 * ```
 */
export const ZCard = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});

/** A card on file. */
export type TCard = z.infer<typeof ZCard>;

/**
 * The signed-in customer's subscription, as the provider's events left it.
 *
 * @example
 * ```ts
 * if (subscription.status === "trialing") show(`${subscription.trialDaysLeft} days left`);
 * ```
 */
export const ZSubscription = z.object({
  plan: z.string(),
  planName: z.string(),
  billing: z.enum(PAYMENT_PERIODS),
  /** `trialing`, `active`, `past_due`, `canceled`, `incomplete`… (the provider's words). */
  status: z.string(),
  /** Dollars per billing period. */
  amount: z.number(),
  trialEndsAt: z.nullable(z.string()),
  /** Whole days left of the free trial (rounded up); null outside a trial. */
  trialDaysLeft: z.nullable(z.number()),
  currentPeriodStart: z.nullable(z.string()),
  currentPeriodEnd: z.nullable(z.string()),
  /** Ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
});

/** A subscription. */
export type TSubscription = z.infer<typeof ZSubscription>;

/**
 * This billing period's minutes against the plan, and the minutes past it with what they cost
 * so far, as the API counts them.
 *
 * @example
 * ```ts
 * const share = usage.minutesIncluded ? usage.minutesUsed / usage.minutesIncluded : 0;
 * if (usage.overageMinutes > 0) `${usage.overageMinutes} minutes over, $${usage.overageCharge}`;
 * ```
 */
export const ZUsage = z.object({
  minutesUsed: z.number(),
  /** Null for unlimited plans. */
  minutesIncluded: z.nullable(z.number()),
  overageRatePerMinute: z.nullable(z.number()),
  /** Minutes used past the included ones; 0 on an unlimited plan. */
  overageMinutes: z.number().check(z.gte(0)),
  /**
   * What the overage minutes cost so far, in dollars rounded to the cent; 0 on an unlimited
   * plan or one without an overage rate.
   */
  overageCharge: z.number().check(z.gte(0)),
  periodStart: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
});

/** This period's minutes. */
export type TUsage = z.infer<typeof ZUsage>;

/**
 * `GET /api/billing/subscription`: plan, status, trial, period, card and usage.
 *
 * @example
 * ```ts
 * const { subscription, usage } = await api.getSubscription();
 * ```
 */
export const ZBillingOverviewResponse = z.object({
  success: z.literal(true),
  provider: z.enum(PAYMENT_PROVIDERS),
  subscription: z.nullable(ZSubscription),
  card: z.nullable(ZCard),
  usage: ZUsage,
});

/** `GET /api/billing/subscription`. */
export type TBillingOverviewResponse = z.infer<typeof ZBillingOverviewResponse>;

/**
 * An invoice of the provider.
 *
 * @example
 * ```ts
 * `${invoice.number}: $${invoice.amount} (${invoice.status})`;
 * ```
 */
export const ZInvoice = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  createdAt: z.string(),
  description: z.string(),
  /** Dollars. */
  amount: z.number(),
  amountRefunded: z.number(),
  /** `paid`, `open` (not paid yet or failed), `void`, `refunded`. */
  status: z.string(),
  periodStart: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
  /** The provider's page for the invoice, when it has one. */
  url: z.nullable(z.string()),
});

/** An invoice. */
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * `GET /api/billing/invoices`: the customer's invoices, newest first.
 *
 * @example
 * ```ts
 * const { items: invoices } = await api.listInvoices({ page: 1 });
 * ```
 */
export const ZInvoiceListResponse = ZPage(ZInvoice);

/** `GET /api/billing/invoices`. */
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;

/**
 * A change of plan or billing period (`GET` previews it, `POST` makes it).
 *
 * @example
 * ```ts
 * const { preview } = await api.previewPlanChange({ plan: "unlimited", billing: "monthly" });
 * ```
 */
export const ZPlanChangeRequest = z.object({ plan: ZPlanId, billing: ZBilling });

/** A change of plan. */
export type TPlanChangeRequest = z.infer<typeof ZPlanChangeRequest>;

/**
 * What a plan change costs, before confirming it: prorated for the rest of the period.
 *
 * @example
 * ```ts
 * preview.amountDueNow > 0 ? `Pay $${preview.amountDueNow} today` : "Nothing to pay today";
 * ```
 */
export const ZPlanChangePreview = z.object({
  plan: z.string(),
  planName: z.string(),
  billing: z.enum(PAYMENT_PERIODS),
  currentAmount: z.number(),
  newAmount: z.number(),
  /** Charged at once (the prorated difference); 0 during a trial or for a downgrade. */
  amountDueNow: z.number(),
  /** Unused time of the current plan credited to the next invoices. */
  credit: z.number(),
  /** When the new price is charged next. */
  nextBillingDate: z.nullable(z.string()),
  trialing: z.boolean(),
});

/** A plan change's preview. */
export type TPlanChangePreview = z.infer<typeof ZPlanChangePreview>;

/**
 * `GET /api/billing/plan-change`.
 *
 * @example
 * ```ts
 * const { preview } = ZPlanChangePreviewResponse.parse(await response.json());
 * ```
 */
export const ZPlanChangePreviewResponse = z.object({
  success: z.literal(true),
  preview: ZPlanChangePreview,
});

/** `GET /api/billing/plan-change`. */
export type TPlanChangePreviewResponse = z.infer<typeof ZPlanChangePreviewResponse>;

/**
 * The subscription after a change (plan change, cancel, resume, confirmed checkout).
 *
 * @example
 * ```ts
 * const { subscription } = await api.cancelSubscription();
 * ```
 */
export const ZSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: ZSubscription,
});

/** The subscription after a change. */
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;

/**
 * `POST /api/billing/portal`: where the customer updates the card (the provider's portal).
 *
 * @example
 * ```ts
 * location.assign((await api.createPortalSession()).url);
 * ```
 */
export const ZPortalResponse = z.object({ success: z.literal(true), url: z.string() });

/** `POST /api/billing/portal`. */
export type TPortalResponse = z.infer<typeof ZPortalResponse>;

/**
 * The answer to the provider's webhook: received, and whether it had been received before.
 *
 * @example
 * ```ts
 * ZWebhookResponse.parse({ received: true, duplicate: false });
 * ```
 */
export const ZWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The answer to a webhook. */
export type TWebhookResponse = z.infer<typeof ZWebhookResponse>;
