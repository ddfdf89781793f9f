// Money in the back office: subscriptions, invoices and refunds, and the plan configurations.
import * as z from "zod/mini";
import { listFilter } from "./admin-fields.js";
import { ZInvoice } from "./billing.js";
import { ZPlan } from "./plans.js";
import { ZPage, ZPageQuery } from "./route.js";

/**
 * `GET /api/admin/payments/subscriptions`: the subscriptions as the provider's events left them,
 * by status (`past_due` and `unpaid` are the failed payments) and plan.
 *
 * @example
 * ```ts
 * ZAdminSubscriptionListQuery.parse({ status: "past_due" });
 * ```
 */
export const ZAdminSubscriptionListQuery = z.extend(ZPageQuery, {
  status: listFilter(30),
  plan: listFilter(30),
});

/** `GET /api/admin/payments/subscriptions`. */
export type TAdminSubscriptionListQuery = z.infer<typeof ZAdminSubscriptionListQuery>;

/**
 * One subscription, with its customer.
 *
 * @example
 * ```ts
 * const { items } = ZAdminSubscriptionListResponse.parse(body);
 * ```
 */
export const ZAdminSubscription = z.object({
  id: z.string(),
  customerId: z.nullable(z.string()),
  email: z.string(),
  name: z.string(),
  plan: z.nullable(z.string()),
  status: z.string(),
  amount: z.nullable(z.number()),
  interval: z.nullable(z.string()),
  currentPeriodEnd: z.nullable(z.string()),
  cancelAtPeriodEnd: z.boolean(),
  trialEndDate: z.nullable(z.string()),
});

/** One subscription. */
export type TAdminSubscription = z.infer<typeof ZAdminSubscription>;

/**
 * `GET /api/admin/payments/subscriptions`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminSubscriptionListResponse.parse(body);
 * ```
 */
export const ZAdminSubscriptionListResponse = ZPage(ZAdminSubscription);

/** `GET /api/admin/payments/subscriptions`. */
export type TAdminSubscriptionListResponse = z.infer<typeof ZAdminSubscriptionListResponse>;

/**
 * One row of `plan_configurations`, active or not, as the plan editor shows it.
 *
 * @example
 * ```ts
 * const { items } = ZAdminPlanListResponse.parse(body);
 * ```
 */
export const ZAdminPlanConfiguration = z.extend(z.omit(ZPlan, { trialDays: true }), {
  /** Offered to new customers. */
  isActive: z.boolean(),
  updatedAt: z.string(),
});

/** One plan configuration. */
export type TAdminPlanConfiguration = z.infer<typeof ZAdminPlanConfiguration>;

/**
 * `GET /api/admin/plans`: every plan configuration, cheapest first.
 *
 * @example
 * ```ts
 * const { items } = ZAdminPlanListResponse.parse(body);
 * ```
 */
export const ZAdminPlanListResponse = ZPage(ZAdminPlanConfiguration);

/** `GET /api/admin/plans`. */
export type TAdminPlanListResponse = z.infer<typeof ZAdminPlanListResponse>;

const ZDollars = (label: string, max: number) =>
  z
    .number(`${label} is required`)
    .check(z.gte(0, `${label} cannot be negative`), z.lte(max, `${label} is at most ${max}`));

/**
 * `POST /api/admin/plans/:planId`: a plan's prices, minutes, overage rate, features and whether
 * it is offered, all at once. `minutesIncluded: null` is unlimited (and then has no overage).
 *
 * @example
 * ```ts
 * ZUpdateAdminPlanRequest.parse({ planId: "growth", name: "Growth", monthlyPrice: 59, … });
 * ```
 */
export const ZUpdateAdminPlanRequest = z.object({
  planId: z.string("Plan is required").check(z.minLength(1), z.maxLength(30)),
  name: z
    .string("Name is required")
    .check(
      z.trim(),
      z.minLength(1, "Name is required"),
      z.maxLength(100, "Name must be at most 100 characters"),
    ),
  monthlyPrice: ZDollars("Monthly price", 99_999),
  annualPrice: ZDollars("Annual price", 999_999),
  minutesIncluded: z.nullable(
    z
      .number("Minutes must be a whole number")
      .check(
        z.int("Minutes must be a whole number"),
        z.gte(1, "At least 1 minute (leave empty for unlimited)"),
        z.lte(1_000_000, "At most 1,000,000 minutes"),
      ),
  ),
  overageRatePerMinute: z.nullable(ZDollars("Overage rate", 9_999)),
  hasSmsNotifications: z.boolean(),
  hasAdvancedAnalytics: z.boolean(),
  hasPrioritySupport: z.boolean(),
  isActive: z.boolean(),
});

/** `POST /api/admin/plans/:planId`. */
export type TUpdateAdminPlanRequest = z.infer<typeof ZUpdateAdminPlanRequest>;

/** The invoice states the payments page filters by. */
export const ADMIN_INVOICE_STATUSES = ["paid", "open", "refunded", "void"] as const;

/**
 * `GET /api/admin/payments/invoices`: every customer's invoices through the payment provider,
 * newest first; `open` are the payments that failed (being retried), `refunded` the refunds.
 *
 * @example
 * ```ts
 * ZAdminInvoiceListQuery.parse({ status: "open" });
 * ```
 */
export const ZAdminInvoiceListQuery = z.extend(ZPageQuery, {
  status: z.optional(z.enum(["", ...ADMIN_INVOICE_STATUSES])),
});

/** `GET /api/admin/payments/invoices`. */
export type TAdminInvoiceListQuery = z.infer<typeof ZAdminInvoiceListQuery>;

/**
 * An invoice with whose it is: the provider's customer, and the account and customer record
 * when the provider's customer is one of ours (a guest's one-off purchase is not).
 *
 * @example
 * ```ts
 * const { items } = ZAdminInvoiceListResponse.parse(body);
 * ```
 */
export const ZAdminInvoice = z.extend(ZInvoice, {
  providerCustomerId: z.string(),
  email: z.nullable(z.string()),
  customerId: z.nullable(z.string()),
});

/** An invoice with whose it is. */
export type TAdminInvoice = z.infer<typeof ZAdminInvoice>;

/**
 * `GET /api/admin/payments/invoices`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminInvoiceListResponse.parse(body);
 * ```
 */
export const ZAdminInvoiceListResponse = ZPage(ZAdminInvoice);

/** `GET /api/admin/payments/invoices`. */
export type TAdminInvoiceListResponse = z.infer<typeof ZAdminInvoiceListResponse>;

/**
 * `POST /api/admin/payments/invoices/:invoiceId/refund`: refunds a paid invoice through the
 * payment provider, what is left of it or `amount` dollars.
 *
 * @example
 * ```ts
 * ZAdminRefundRequest.parse({ invoiceId: "in_123", amount: 10 });
 * ```
 */
export const ZAdminRefundRequest = z.object({
  invoiceId: z.string("Invoice is required").check(z.minLength(1), z.maxLength(100)),
  amount: z.optional(
    z
      .number("Amount must be a number")
      .check(z.gt(0, "Amount must be more than 0"), z.lte(999_999, "Amount is too large")),
  ),
});

/** `POST /api/admin/payments/invoices/:invoiceId/refund`. */
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;
