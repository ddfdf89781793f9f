// Longer than our ~400-line habit on purpose: the schemas of one module's routes (the back
// office's outboxes, activity, errors, subscriptions, transcripts and administrators), mostly
// short declarations with their documentation; they are read next to the module's route file.
import * as z from "zod/mini";
import { ZPage, ZPageQuery } from "./route.js";

const filter = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

const ZId = z.string("Id is required").check(z.uuid("Id is required"));

/**
 * `GET /api/admin/emails`: the e-mail outbox (`email_logs`), newest first, filtered by status
 * and type and searched by recipient (`""` means any).
 *
 * @example
 * ```ts
 * ZAdminEmailListQuery.parse({ status: "failed", page: "1" });
 * ```
 */
export const ZAdminEmailListQuery = z.extend(ZPageQuery, {
  status: filter(30),
  type: filter(50),
  search: filter(255),
});

/** `GET /api/admin/emails`. */
export type TAdminEmailListQuery = z.infer<typeof ZAdminEmailListQuery>;

/**
 * One message of the outbox, with its content for the preview (links with a secret redacted),
 * the attempts to send it and the transport's last refusal.
 *
 * @example
 * ```ts
 * const { items } = ZAdminEmailListResponse.parse(body);
 * ```
 */
export const ZAdminEmail = z.object({
  id: z.string(),
  customerId: z.nullable(z.string()),
  emailType: z.string(),
  toEmail: z.string(),
  subject: z.string(),
  content: z.string(),
  /** `queued`, `sending`, `sent` or `failed` (after its last attempt). */
  status: z.string(),
  attempts: z.number(),
  error: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One message of the outbox. */
export type TAdminEmail = z.infer<typeof ZAdminEmail>;

/**
 * `GET /api/admin/emails`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminEmailListResponse.parse(body);
 * ```
 */
export const ZAdminEmailListResponse = ZPage(ZAdminEmail);

/** `GET /api/admin/emails`. */
export type TAdminEmailListResponse = z.infer<typeof ZAdminEmailListResponse>;

/**
 * `POST /api/admin/emails/:emailId/resend`: queues a failed message again (the same row, still
 * sent once), or a copy of a sent one (a new row), for the outbox's job.
 *
 * @example
 * ```ts
 * ZAdminEmailRequest.parse({ emailId });
 * ```
 */
export const ZAdminEmailRequest = z.object({ emailId: ZId });

/** `POST /api/admin/emails/:emailId/resend`. */
export type TAdminEmailRequest = z.infer<typeof ZAdminEmailRequest>;

/**
 * `GET /api/admin/activity`: `user_activity_logs`, newest first, by user (id, or part of the
 * account's e-mail), method, status class (`2xx`, `4xx`, `5xx`) and a search in the action and
 * page.
 *
 * @example
 * ```ts
 * ZAdminActivityQuery.parse({ status: "5xx" });
 * ```
 */
export const ZAdminActivityQuery = z.extend(ZPageQuery, {
  userId: z.optional(z.union([z.literal(""), ZId])),
  email: filter(255),
  method: filter(10),
  status: z.optional(z.enum(["", "2xx", "3xx", "4xx", "5xx"])),
  search: filter(200),
});

/** `GET /api/admin/activity`. */
export type TAdminActivityQuery = z.infer<typeof ZAdminActivityQuery>;

/**
 * One request a signed-in customer made.
 *
 * @example
 * ```ts
 * const { items } = ZAdminActivityResponse.parse(body);
 * ```
 */
export const ZAdminActivityEntry = z.object({
  id: z.string(),
  userId: z.nullable(z.string()),
  /** The account's e-mail; null once the account is deleted. */
  email: z.optional(z.nullable(z.string())),
  customerId: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  action: z.string(),
  page: z.nullable(z.string()),
  method: z.nullable(z.string()),
  statusCode: z.nullable(z.number()),
  responseTime: z.nullable(z.number()),
  createdAt: z.string(),
});

/** One request a signed-in customer made. */
export type TAdminActivityEntry = z.infer<typeof ZAdminActivityEntry>;

/**
 * `GET /api/admin/activity`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminActivityResponse.parse(body);
 * ```
 */
export const ZAdminActivityResponse = ZPage(ZAdminActivityEntry);

/** `GET /api/admin/activity`. */
export type TAdminActivityResponse = z.infer<typeof ZAdminActivityResponse>;

/**
 * `GET /api/admin/errors`: `error_logs`, one row per kind of error (grouped by fingerprint,
 * with its count), open ones unless `resolved` says otherwise.
 *
 * @example
 * ```ts
 * ZAdminErrorListQuery.parse({ resolved: "false" });
 * ```
 */
export const ZAdminErrorListQuery = z.extend(ZPageQuery, {
  resolved: z._default(z.enum(["false", "true", "any"]), "false"),
  severity: filter(20),
});

/** `GET /api/admin/errors`. */
export type TAdminErrorListQuery = z.infer<typeof ZAdminErrorListQuery>;

/**
 * One kind of error, with how often and to how many it happened.
 *
 * @example
 * ```ts
 * const { items } = ZAdminErrorListResponse.parse(body);
 * ```
 */
export const ZAdminErrorGroup = z.object({
  id: z.string(),
  errorId: z.string(),
  severity: z.string(),
  message: z.string(),
  component: z.nullable(z.string()),
  environment: z.string(),
  url: z.nullable(z.string()),
  stackTrace: z.nullable(z.string()),
  resolved: z.boolean(),
  resolution: z.nullable(z.string()),
  occurrenceCount: z.number(),
  affectedUsers: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});

/** One kind of error. */
export type TAdminErrorGroup = z.infer<typeof ZAdminErrorGroup>;

/**
 * `GET /api/admin/errors`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminErrorListResponse.parse(body);
 * ```
 */
export const ZAdminErrorListResponse = ZPage(ZAdminErrorGroup);

/** `GET /api/admin/errors`. */
export type TAdminErrorListResponse = z.infer<typeof ZAdminErrorListResponse>;

/**
 * `POST /api/admin/errors/:errorLogId/resolve`: marks a kind of error resolved, saying how.
 *
 * @example
 * ```ts
 * ZAdminResolveErrorRequest.parse({ errorLogId, resolution: "Fixed in 1.4.2" });
 * ```
 */
export const ZAdminResolveErrorRequest = z.object({
  errorLogId: ZId,
  resolution: z
    .string("Resolution is required")
    .check(
      z.trim(),
      z.minLength(1, "Resolution is required"),
      z.maxLength(5000, "Resolution must be at most 5000 characters"),
    ),
});

/** `POST /api/admin/errors/:errorLogId/resolve`. */
export type TAdminResolveErrorRequest = z.infer<typeof ZAdminResolveErrorRequest>;

/** The administrator roles: `admin` may change data, `support` may only read. */
export const ADMIN_ROLES = ["admin", "support"] as const;

/**
 * One administrator, as the system page lists them.
 *
 * @example
 * ```ts
 * const { items } = ZAdminUserListResponse.parse(body);
 * ```
 */
export const ZAdminUserSummary = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  totpEnabled: z.boolean(),
  lastLogin: z.nullable(z.string()),
  createdAt: z.string(),
});

/** One administrator. */
export type TAdminUserSummary = z.infer<typeof ZAdminUserSummary>;

/**
 * `GET /api/admin/users`.
 *
 * @example
 * ```ts
 * const { items } = ZAdminUserListResponse.parse(body);
 * ```
 */
export const ZAdminUserListResponse = ZPage(ZAdminUserSummary);

/** `GET /api/admin/users`. */
export type TAdminUserListResponse = z.infer<typeof ZAdminUserListResponse>;

/**
 * `POST /api/admin/users`: a new administrator with a role and a first password.
 *
 * @example
 * ```ts
 * ZCreateAdminUserRequest.parse({ username: "help", email, password, role: "support" });
 * ```
 */
export const ZCreateAdminUserRequest = z.object({
  username: z
    .string("Username is required")
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(2, "Username must be at least 2 characters"),
      z.maxLength(50, "Username must be at most 50 characters"),
    ),
  email: z
    .string("Invalid email address")
    .check(z.trim(), z.toLowerCase(), z.email("Invalid email address"), z.maxLength(255)),
  password: z
    .string("Password must be at least 8 characters")
    .check(
      z.minLength(8, "Password must be at least 8 characters"),
      z.maxLength(128, "Password must be at most 128 characters"),
    ),
  role: z.enum(ADMIN_ROLES, "Choose a role"),
});

/** `POST /api/admin/users`. */
export type TCreateAdminUserRequest = z.infer<typeof ZCreateAdminUserRequest>;

/**
 * `POST /api/admin/users/:adminUserId`: changes an administrator's role or turns the account
 * off (its sessions end).
 *
 * @example
 * ```ts
 * ZUpdateAdminUserRequest.parse({ adminUserId, role: "support" });
 * ```
 */
export const ZUpdateAdminUserRequest = z.object({
  adminUserId: ZId,
  role: z.optional(z.enum(ADMIN_ROLES, "Choose a role")),
  isActive: z.optional(z.boolean()),
});

/** `POST /api/admin/users/:adminUserId`. */
export type TUpdateAdminUserRequest = z.infer<typeof ZUpdateAdminUserRequest>;

/**
 * The administrator a route acts on (`:adminUserId`), e.g. to reset their two-factor sign-in.
 *
 * @example
 * ```ts
 * ZAdminUserRequest.parse({ adminUserId });
 * ```
 */
export const ZAdminUserRequest = z.object({ adminUserId: ZId });

/** The administrator a route acts on. */
export type TAdminUserRequest = z.infer<typeof ZAdminUserRequest>;

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
  status: filter(30),
  plan: filter(30),
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
 * `GET /api/admin/transcripts`: `call_transcripts` with the e-mail that was sent, newest call
 * first; `emailSent: "false"` lists the transcripts whose e-mail did not go out.
 *
 * @example
 * ```ts
 * ZAdminTranscriptListQuery.parse({ emailSent: "false" });
 * ```
 */
export const ZAdminTranscriptListQuery = z.extend(ZPageQuery, {
  emailSent: z._default(z.enum(["any", "true", "false"]), "any"),
  search: filter(255),
});

/** `GET /api/admin/transcripts`. */
export type TAdminTranscriptListQuery = z.infer<typeof ZAdminTranscriptListQuery>;

/**
 * One call transcript with its e-mail.
 *
 * @example
 * ```ts
 * const { items } = ZAdminTranscriptListResponse.parse(body);
 * ```
 */
export const ZAdminTranscript = z.object({
  id: z.string(),
  customerId: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
  customerEmail: z.nullable(z.string()),
  businessName: z.nullable(z.string()),
  callerName: z.nullable(z.string()),
  callerPhone: z.nullable(z.string()),
  callDate: z.string(),
  duration: z.number(),
  callSummary: z.nullable(z.string()),
  rawEmailContent: z.nullable(z.string()),
  emailSentToCustomer: z.boolean(),
  emailSentDate: z.nullable(z.string()),
});

/** One call transcript with its e-mail. */
export type TAdminTranscript = z.infer<typeof ZAdminTranscript>;

/**
 * `GET /api/admin/transcripts`.
 *
 * @example
 * ```ts
 * const { items, total } = ZAdminTranscriptListResponse.parse(body);
 * ```
 */
export const ZAdminTranscriptListResponse = ZPage(ZAdminTranscript);

/** `GET /api/admin/transcripts`. */
export type TAdminTranscriptListResponse = z.infer<typeof ZAdminTranscriptListResponse>;
