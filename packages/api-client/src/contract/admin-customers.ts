// The back office's customers: the overview, the list, one customer, and what an
// administrator may do to one.
import * as z from "zod/mini";
import { listFilter } from "./admin-fields.js";
import { PAYMENT_PERIODS, PLAN_IDS } from "./orders.js";
import { ZPage, ZPageQuery } from "./route.js";

/** How the back office's customer list can be ordered. */
export const ADMIN_CUSTOMER_SORTS = ["newest", "oldest", "name", "email"] as const;

/** The customer statuses an administrator can set (suspend, reactivate). */
export const ADMIN_CUSTOMER_STATUSES = ["active", "suspended"] as const;

/**
 * `GET /api/admin/customers`: one page of customers, searched by e-mail, name, username or
 * company and filtered by status, plan, trial status and AI status (`""` means any).
 *
 * @example
 * ```ts
 * ZAdminCustomerListQuery.parse({ search: "carol@", status: "active", page: "2" });
 * ```
 */
export const ZAdminCustomerListQuery = z.extend(ZPageQuery, {
  search: listFilter(255),
  status: listFilter(30),
  plan: listFilter(30),
  trial: listFilter(30),
  aiStatus: listFilter(30),
  sort: z._default(z.enum(ADMIN_CUSTOMER_SORTS), "newest"),
});

/** `GET /api/admin/customers`. */
export type TAdminCustomerListQuery = z.infer<typeof ZAdminCustomerListQuery>;

/**
 * One customer in the back office's list.
 *
 * @example
 * ```ts
 * const { items } = ZAdminCustomerListResponse.parse(body);
 * ```
 */
export const ZAdminCustomerSummary = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  email: z.string(),
  name: z.string(),
  company: z.nullable(z.string()),
  plan: z.nullable(z.string()),
  subscriptionStatus: z.string(),
  status: z.string(),
  aiStatus: z.string(),
  trialStatus: z.nullable(z.string()),
  trialEndDate: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One customer in the back office's list. */
export type TAdminCustomerSummary = z.infer<typeof ZAdminCustomerSummary>;

/**
 * `GET /api/admin/customers`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminCustomerListResponse.parse(body);
 * ```
 */
export const ZAdminCustomerListResponse = ZPage(ZAdminCustomerSummary);

/** `GET /api/admin/customers`. */
export type TAdminCustomerListResponse = z.infer<typeof ZAdminCustomerListResponse>;

/**
 * The customer a back-office route acts on (`:customerId` in its path).
 *
 * @example
 * ```ts
 * ZAdminCustomerRequest.parse({ customerId });
 * ```
 */
export const ZAdminCustomerRequest = z.object({
  customerId: z.string("Customer is required").check(z.uuid("Customer is required")),
});

/** The customer a back-office route acts on. */
export type TAdminCustomerRequest = z.infer<typeof ZAdminCustomerRequest>;

/**
 * `GET /api/admin/customers/:customerId`: profile, subscription, usage, recent calls,
 * transcripts, e-mails and activity, and the administrators' notes.
 *
 * @example
 * ```ts
 * const { customer, usage } = ZAdminCustomerDetailResponse.parse(body);
 * ```
 */
export const ZAdminCustomerDetailResponse = z.object({
  success: z.literal(true),
  customer: z.extend(ZAdminCustomerSummary, {
    username: z.string(),
    phone: z.nullable(z.string()),
    balance: z.number(),
    smsOptIn: z.boolean(),
    onboardingCompleted: z.boolean(),
    emailVerified: z.nullable(z.boolean()),
    aiPhoneNumber: z.nullable(z.string()),
  }),
  subscription: z.nullable(
    z.object({
      plan: z.nullable(z.string()),
      planDisplayName: z.nullable(z.string()),
      status: z.string(),
      amount: z.nullable(z.number()),
      interval: z.nullable(z.string()),
      currentPeriodEnd: z.nullable(z.string()),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  usage: z.nullable(
    z.object({
      minutesUsed: z.number(),
      minutesLimit: z.nullable(z.number()),
      billingPeriodEnd: z.nullable(z.string()),
      lastUsageReset: z.nullable(z.string()),
    }),
  ),
  calls: z.array(
    z.object({
      id: z.string(),
      callerPhone: z.nullable(z.string()),
      duration: z.number(),
      outcome: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  transcripts: z.array(
    z.object({
      id: z.string(),
      callerName: z.nullable(z.string()),
      callerPhone: z.nullable(z.string()),
      callDate: z.string(),
      emailSentToCustomer: z.boolean(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.string(),
      emailType: z.string(),
      toEmail: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  activity: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      statusCode: z.nullable(z.number()),
      responseTime: z.nullable(z.number()),
      createdAt: z.string(),
    }),
  ),
  notes: z.array(
    z.object({ id: z.string(), adminUserId: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});

/** `GET /api/admin/customers/:customerId`. */
export type TAdminCustomerDetailResponse = z.infer<typeof ZAdminCustomerDetailResponse>;

/**
 * `POST /api/admin/customers/:customerId/plan`: moves the customer's subscription to another
 * plan through the payment provider.
 *
 * @example
 * ```ts
 * ZAdminChangePlanRequest.parse({ customerId, plan: "professional" });
 * ```
 */
export const ZAdminChangePlanRequest = z.extend(ZAdminCustomerRequest, {
  plan: z.enum(PLAN_IDS, "Please select a plan"),
  billing: z._default(
    z.enum(PAYMENT_PERIODS, "Please select monthly or annual billing"),
    "monthly",
  ),
});

/** `POST /api/admin/customers/:customerId/plan`. */
export type TAdminChangePlanRequest = z.infer<typeof ZAdminChangePlanRequest>;

/** Which e-mail an administrator can send again. */
export const ADMIN_RESENDABLE_EMAILS = ["verification", "transcript"] as const;

/**
 * `POST /api/admin/customers/:customerId/emails/resend`: the verification e-mail, or a call
 * transcript e-mail (`transcriptId`).
 *
 * @example
 * ```ts
 * ZAdminResendEmailRequest.parse({ customerId, kind: "transcript", transcriptId });
 * ```
 */
export const ZAdminResendEmailRequest = z.extend(ZAdminCustomerRequest, {
  kind: z.enum(ADMIN_RESENDABLE_EMAILS, "Choose which e-mail to send"),
  transcriptId: z.optional(z.string().check(z.uuid("Transcript is required"))),
});

/** `POST /api/admin/customers/:customerId/emails/resend`. */
export type TAdminResendEmailRequest = z.infer<typeof ZAdminResendEmailRequest>;

/**
 * `POST /api/admin/customers/:customerId/notes`: an administrator's note on the customer.
 *
 * @example
 * ```ts
 * ZAdminCustomerNoteRequest.parse({ customerId, text: "Called about the invoice." });
 * ```
 */
export const ZAdminCustomerNoteRequest = z.extend(ZAdminCustomerRequest, {
  text: z
    .string("Note is required")
    .check(
      z.trim(),
      z.minLength(1, "Note is required"),
      z.maxLength(2000, "Note must be at most 2000 characters"),
    ),
});

/** `POST /api/admin/customers/:customerId/notes`. */
export type TAdminCustomerNoteRequest = z.infer<typeof ZAdminCustomerNoteRequest>;

/**
 * `GET /api/admin/overview`: the figures at a glance on the back office's home.
 *
 * @example
 * ```ts
 * const { customersByStatus, openErrors } = ZAdminOverviewResponse.parse(body);
 * ```
 */
export const ZAdminOverviewResponse = z.object({
  success: z.literal(true),
  customersByStatus: z.array(z.object({ status: z.string(), count: z.number() })),
  trialsEndingThisWeek: z.number(),
  monthlyRecurringRevenue: z.number(),
  callsToday: z.number(),
  minutesToday: z.number(),
  callsThisMonth: z.number(),
  minutesThisMonth: z.number(),
  failedEmails: z.number(),
  openErrors: z.number(),
});

/** `GET /api/admin/overview`. */
export type TAdminOverviewResponse = z.infer<typeof ZAdminOverviewResponse>;
