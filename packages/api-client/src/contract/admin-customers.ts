import * as z from "zod/mini";
import { PAYMENT_PERIODS, PLAN_IDS } from "./orders.js";
import { ZPage, ZPageQuery } from "./route.js";

/** How the back office's customer list can be ordered. */
export const ADMIN_CUSTOMER_SORTS = ["newest", "oldest", "name", "email"] as const;

/** The customer statuses an administrator can set (suspend, reactivate). */
export const ADMIN_CUSTOMER_STATUSES = ["active", "suspended"] as const;

const filter = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

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
  search: filter(255),
  status: filter(30),
  plan: filter(30),
  trial: filter(30),
  aiStatus: filter(30),
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

/** The AI status of a `customers` record. */
export const LEGACY_AI_STATUSES = ["green", "yellow", "red"] as const;

const optionalText = (max: number, message: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, message))));

const legacyFields = {
  username: z
    .string("Username is required")
    .check(
      z.trim(),
      z.minLength(1, "Username is required"),
      z.maxLength(50, "Username must be at most 50 characters"),
    ),
  email: z
    .string("Invalid email address")
    .check(z.trim(), z.toLowerCase(), z.email("Invalid email address"), z.maxLength(255)),
  firstName: z
    .string("First name is required")
    .check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(100)),
  lastName: z
    .string("Last name is required")
    .check(z.trim(), z.minLength(1, "Last name is required"), z.maxLength(100)),
  phone: optionalText(20, "Phone must be at most 20 characters"),
  company: optionalText(200, "Company must be at most 200 characters"),
  ghlAccountId: optionalText(255, "GHL account must be at most 255 characters"),
  balance: z._default(
    // The column is numeric(10, 2).
    z
      .number("Balance must be a number")
      .check(
        z.gte(0, "Balance cannot be negative"),
        z.lte(99_999_999.99, "Balance must be at most 99,999,999.99"),
      ),
    0,
  ),
  aiStatus: z._default(z.enum(LEGACY_AI_STATUSES, "Choose green, yellow or red"), "yellow"),
  smsOptIn: z._default(z.boolean(), true),
};

/**
 * `POST /api/admin/legacy-customers`: a `customers` record made by hand (integrations, the
 * older back office), without a sign-in account.
 *
 * @example
 * ```ts
 * ZAdminLegacyCustomerRequest.parse({ username: "bayside", email, firstName, lastName });
 * ```
 */
export const ZAdminLegacyCustomerRequest = z.object(legacyFields);

/** `POST /api/admin/legacy-customers`. */
export type TAdminLegacyCustomerRequest = z.infer<typeof ZAdminLegacyCustomerRequest>;

/**
 * `POST /api/admin/legacy-customers/:customerId`: the same fields, for an existing record.
 *
 * @example
 * ```ts
 * ZAdminLegacyCustomerUpdate.parse({ customerId, ...fields, aiStatus: "green" });
 * ```
 */
export const ZAdminLegacyCustomerUpdate = z.extend(ZAdminCustomerRequest, legacyFields);

/** `POST /api/admin/legacy-customers/:customerId`. */
export type TAdminLegacyCustomerUpdate = z.infer<typeof ZAdminLegacyCustomerUpdate>;

/**
 * One `customers` record as the legacy page shows it.
 *
 * @example
 * ```ts
 * const { items } = ZAdminLegacyCustomerListResponse.parse(body);
 * ```
 */
export const ZAdminLegacyCustomer = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  ghlAccountId: z.nullable(z.string()),
  balance: z.number(),
  aiStatus: z.string(),
  smsOptIn: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});

/** One `customers` record. */
export type TAdminLegacyCustomer = z.infer<typeof ZAdminLegacyCustomer>;

/**
 * `GET /api/admin/legacy-customers`: the records, newest first, searched.
 *
 * @example
 * ```ts
 * ZAdminLegacyCustomerListQuery.parse({ search: "bayside" });
 * ```
 */
export const ZAdminLegacyCustomerListQuery = z.extend(ZPageQuery, { search: filter(255) });

/** `GET /api/admin/legacy-customers`. */
export type TAdminLegacyCustomerListQuery = z.infer<typeof ZAdminLegacyCustomerListQuery>;

/**
 * `GET /api/admin/legacy-customers`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminLegacyCustomerListResponse.parse(body);
 * ```
 */
export const ZAdminLegacyCustomerListResponse = ZPage(ZAdminLegacyCustomer);

/** `GET /api/admin/legacy-customers`. */
export type TAdminLegacyCustomerListResponse = z.infer<typeof ZAdminLegacyCustomerListResponse>;
