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
 * How many customers one bulk action or one export of selected customers may name.
 *
 * @example
 * ```ts
 * const tooMany = selected.size > ADMIN_CUSTOMER_SELECTION_LIMIT;
 * ```
 */
export const ADMIN_CUSTOMER_SELECTION_LIMIT = 100;

/**
 * The customer list's search, filters and order, shared by the list and its CSV export:
 * searched by e-mail, name, username or company and filtered by status, plan, trial status
 * and AI status (`""` means any).
 *
 * @example
 * ```ts
 * ZAdminCustomerFilters.parse({ search: "carol@", status: "active" }).sort; // "newest"
 * ```
 */
export const ZAdminCustomerFilters = z.object({
  search: listFilter(255),
  status: listFilter(30),
  plan: listFilter(30),
  trial: listFilter(30),
  aiStatus: listFilter(30),
  sort: z._default(z.enum(ADMIN_CUSTOMER_SORTS), "newest"),
});

/** The customer list's search, filters and order. */
export type TAdminCustomerFilters = z.infer<typeof ZAdminCustomerFilters>;

/**
 * `GET /api/admin/customers`: one page of customers, searched and filtered as
 * {@link ZAdminCustomerFilters} says.
 *
 * @example
 * ```ts
 * ZAdminCustomerListQuery.parse({ search: "carol@", status: "active", page: "2" });
 * ```
 */
export const ZAdminCustomerListQuery = z.extend(ZPageQuery, ZAdminCustomerFilters.shape);

/** `GET /api/admin/customers`. */
export type TAdminCustomerListQuery = z.infer<typeof ZAdminCustomerListQuery>;

const ZCustomerId = z.string("Customer is required").check(z.uuid("Customer is required"));

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** A selection of customers: 1 to ADMIN_CUSTOMER_SELECTION_LIMIT ids, each at most once. */
const ZCustomerSelection = z
  .array(ZCustomerId, "Select the customers")
  .check(
    z.minLength(1, "Select at least one customer"),
    z.maxLength(
      ADMIN_CUSTOMER_SELECTION_LIMIT,
      `Select at most ${ADMIN_CUSTOMER_SELECTION_LIMIT} customers`,
    ),
    z.refine(unique, "Select each customer once"),
  );

/**
 * `GET /api/admin/customers/export`: every customer the list's filters select, as CSV (columns
 * id, email, name, company, plan, subscriptionStatus, status, aiStatus, trialStatus,
 * createdAt), in the list's order; with `ids` (comma-separated), only those of them.
 *
 * @example
 * ```ts
 * ZAdminCustomerExportQuery.parse({ status: "suspended", ids: `${first},${second}` }).ids;
 * // [first, second]
 * ```
 */
export const ZAdminCustomerExportQuery = z.extend(ZAdminCustomerFilters, {
  ids: z.optional(
    z.pipe(
      z.pipe(
        z.string("Select the customers"),
        z.transform((value: string) => value.split(",").map((id) => id.trim())),
      ),
      ZCustomerSelection,
    ),
  ),
});

/** `GET /api/admin/customers/export`. */
export type TAdminCustomerExportQuery = z.infer<typeof ZAdminCustomerExportQuery>;
/** `GET /api/admin/customers/export`, as a client sends it (`ids` comma-separated). */
export type TAdminCustomerExportQueryInput = z.input<typeof ZAdminCustomerExportQuery>;

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
export const ZAdminCustomerRequest = z.object({ customerId: ZCustomerId });

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

/** What one bulk action does to each selected customer: the audited action of one customer. */
export const ADMIN_CUSTOMER_BULK_ACTIONS = [
  "suspend",
  "reactivate",
  "resend-verification",
  "change-plan",
] as const;

/** A bulk action on customers. */
export type TAdminCustomerBulkAction = (typeof ADMIN_CUSTOMER_BULK_ACTIONS)[number];

// The plan's rules are checked whenever the action is readable, even while other fields are wrong.
const actionReadable = (payload: { value: unknown }) => {
  const value = payload.value as { action?: unknown } | null;
  return typeof value?.action === "string";
};

/**
 * `POST /api/admin/customers/bulk`: one action on up to ADMIN_CUSTOMER_SELECTION_LIMIT
 * customers, each exactly the audited action of one customer; `plan` is required by
 * `change-plan` (monthly billing, as the one-customer change's default) and refused by the
 * others.
 *
 * @example
 * ```ts
 * ZAdminCustomerBulkRequest.parse({ action: "change-plan", customerIds: [id], plan: "growth" });
 * ```
 */
export const ZAdminCustomerBulkRequest = z
  .object({
    action: z.enum(ADMIN_CUSTOMER_BULK_ACTIONS, "Choose an action"),
    customerIds: ZCustomerSelection,
    plan: z.optional(z.enum(PLAN_IDS, "Please select a plan")),
  })
  .check(
    z.refine((request) => request.action !== "change-plan" || request.plan !== undefined, {
      message: "Please select a plan",
      path: ["plan"],
      when: actionReadable,
    }),
    z.refine((request) => request.action === "change-plan" || request.plan === undefined, {
      message: "Only a plan change takes a plan",
      path: ["plan"],
      when: actionReadable,
    }),
  );

/** `POST /api/admin/customers/bulk`. */
export type TAdminCustomerBulkRequest = z.infer<typeof ZAdminCustomerBulkRequest>;

/**
 * `POST /api/admin/customers/bulk`: how many customers were named, for how many the action
 * is done, and why each of the others was refused (the code and words it would have answered
 * alone: `ADMIN_CUSTOMER_NOT_FOUND` for an unknown id). A failure the API did not expect
 * stops the batch and answers in the error envelope; the customers before it are done, each
 * in the audit log.
 *
 * @example
 * ```ts
 * const { total, done, refused } = await api.bulkAdminCustomers(request);
 * `Done for ${done} of ${total} customers; ${refused.length} refused.`;
 * ```
 */
export const ZAdminCustomerBulkResponse = z.object({
  success: z.literal(true),
  total: z.number().check(z.int(), z.gte(0)),
  done: z.number().check(z.int(), z.gte(0)),
  refused: z.array(
    z.object({
      customerId: z.string(),
      errorCode: z.string(),
      message: z.string(),
    }),
  ),
});

/** `POST /api/admin/customers/bulk`. */
export type TAdminCustomerBulkResponse = z.infer<typeof ZAdminCustomerBulkResponse>;

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
