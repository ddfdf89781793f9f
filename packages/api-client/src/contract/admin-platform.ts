import * as z from "zod/mini";
import { ZInvoice } from "./billing.js";
import { ZPlan } from "./plans.js";
import { ZPage, ZPageQuery } from "./route.js";

const filter = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

const ZId = z.string("Id is required").check(z.uuid("Id is required"));

/** The parts of the platform the system page checks. */
export const HEALTH_COMPONENTS = ["database", "redis", "voice-platform", "job-queue"] as const;

/** How a part of the platform answered: `not-configured` when the product runs without it. */
export const HEALTH_STATES = ["ok", "down", "not-configured"] as const;

/**
 * One part of the platform as the system page checks it.
 *
 * @example
 * ```ts
 * const { checks } = ZAdminSystemHealthResponse.parse(body);
 * checks.find((check) => check.component === "redis")?.state; // "not-configured"
 * ```
 */
export const ZAdminHealthCheck = z.object({
  component: z.enum(HEALTH_COMPONENTS),
  state: z.enum(HEALTH_STATES),
  /** What it is and how it answered ("PostgreSQL", "timed out after 3000 ms"). */
  detail: z.string(),
  /** How long the check took; null when nothing was asked. */
  latencyMs: z.nullable(z.number()),
});

/** One part of the platform, checked. */
export type TAdminHealthCheck = z.infer<typeof ZAdminHealthCheck>;

/**
 * `GET /api/admin/system/health`: the database, Redis, the voice platform and the job queue,
 * each checked now (each bounded by a short timeout), with the job queue's counts.
 *
 * @example
 * ```ts
 * const health = await api.getAdminSystemHealth();
 * health.jobs?.failed; // 0
 * ```
 */
export const ZAdminSystemHealthResponse = z.object({
  success: z.literal(true),
  checkedAt: z.string(),
  checks: z.array(ZAdminHealthCheck),
  /** The job queue's jobs by state; null when there is no job queue or it did not answer. */
  jobs: z.nullable(z.object({ queued: z.number(), active: z.number(), failed: z.number() })),
});

/** `GET /api/admin/system/health`. */
export type TAdminSystemHealthResponse = z.infer<typeof ZAdminSystemHealthResponse>;

/**
 * `GET /api/admin/system/deliveries`: the voice platform's server messages whose effects
 * could not be applied (`failed`, the default) or wait to be (`pending`), oldest first.
 *
 * @example
 * ```ts
 * ZAdminDeliveryListQuery.parse({ status: "failed" });
 * ```
 */
export const ZAdminDeliveryListQuery = z.extend(ZPageQuery, {
  status: z._default(z.enum(["failed", "pending"]), "failed"),
});

/** `GET /api/admin/system/deliveries`. */
export type TAdminDeliveryListQuery = z.infer<typeof ZAdminDeliveryListQuery>;

/**
 * One stored server-message delivery with its error.
 *
 * @example
 * ```ts
 * const { items } = ZAdminDeliveryListResponse.parse(body);
 * ```
 */
export const ZAdminDelivery = z.object({
  id: z.string(),
  eventType: z.string(),
  /** The call it is about, when the message names one. */
  callId: z.nullable(z.string()),
  customerId: z.nullable(z.string()),
  status: z.string(),
  error: z.nullable(z.string()),
  attempts: z.number(),
  createdAt: z.string(),
});

/** One stored server-message delivery. */
export type TAdminDelivery = z.infer<typeof ZAdminDelivery>;

/**
 * `GET /api/admin/system/deliveries`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminDeliveryListResponse.parse(body);
 * ```
 */
export const ZAdminDeliveryListResponse = ZPage(ZAdminDelivery);

/** `GET /api/admin/system/deliveries`. */
export type TAdminDeliveryListResponse = z.infer<typeof ZAdminDeliveryListResponse>;

/**
 * `POST /api/admin/system/deliveries/:deliveryId/replay`: applies a failed delivery's effects
 * again, through the call engine's exactly-once path.
 *
 * @example
 * ```ts
 * ZAdminDeliveryRequest.parse({ deliveryId });
 * ```
 */
export const ZAdminDeliveryRequest = z.object({ deliveryId: ZId });

/** `POST /api/admin/system/deliveries/:deliveryId/replay`. */
export type TAdminDeliveryRequest = z.infer<typeof ZAdminDeliveryRequest>;

/**
 * What a replay did: `processed` (applied once) or `failed` again, with the error.
 *
 * @example
 * ```ts
 * const { status, error } = await api.replayAdminDelivery({ deliveryId });
 * ```
 */
export const ZAdminReplayResponse = z.object({
  success: z.literal(true),
  status: z.enum(["processed", "failed"]),
  error: z.nullable(z.string()),
  message: z.string(),
});

/** `POST /api/admin/system/deliveries/:deliveryId/replay`. */
export type TAdminReplayResponse = z.infer<typeof ZAdminReplayResponse>;

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

/**
 * `GET /api/admin/sms`: the SMS outbox (`sms_messages`), newest first, by status, kind and
 * recipient (`""` means any).
 *
 * @example
 * ```ts
 * ZAdminSmsListQuery.parse({ status: "failed" });
 * ```
 */
export const ZAdminSmsListQuery = z.extend(ZPageQuery, {
  status: filter(20),
  kind: filter(40),
  search: filter(30),
});

/** `GET /api/admin/sms`. */
export type TAdminSmsListQuery = z.infer<typeof ZAdminSmsListQuery>;

/**
 * One text of the outbox.
 *
 * @example
 * ```ts
 * const { items } = ZAdminSmsListResponse.parse(body);
 * ```
 */
export const ZAdminSms = z.object({
  id: z.string(),
  customerId: z.nullable(z.string()),
  kind: z.string(),
  toPhone: z.string(),
  body: z.string(),
  /** `queued`, `sending`, `sent` or `failed`. */
  status: z.string(),
  transport: z.nullable(z.string()),
  attempts: z.number(),
  error: z.nullable(z.string()),
  dedupeKey: z.string(),
  sentAt: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One text of the outbox. */
export type TAdminSms = z.infer<typeof ZAdminSms>;

/**
 * `GET /api/admin/sms`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminSmsListResponse.parse(body);
 * ```
 */
export const ZAdminSmsListResponse = ZPage(ZAdminSms);

/** `GET /api/admin/sms`. */
export type TAdminSmsListResponse = z.infer<typeof ZAdminSmsListResponse>;

/**
 * `POST /api/admin/sms/:smsId/resend`: queues a copy of a text (a new row with its own dedupe
 * key, sent by the outbox's job like any other).
 *
 * @example
 * ```ts
 * ZAdminSmsRequest.parse({ smsId });
 * ```
 */
export const ZAdminSmsRequest = z.object({ smsId: ZId });

/** `POST /api/admin/sms/:smsId/resend`. */
export type TAdminSmsRequest = z.infer<typeof ZAdminSmsRequest>;

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
