// The running platform in the back office: health checks, the server-message deliveries whose
// effects failed (replayed through the call engine), client errors, and activity.
import * as z from "zod/mini";
import { listFilter, ZRowId } from "./admin-fields.js";
import { ZPage, ZPageQuery } from "./route.js";
import { ZCallReportBacklog } from "./system.js";

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
  userId: z.optional(z.union([z.literal(""), ZRowId])),
  email: listFilter(255),
  method: listFilter(10),
  status: z.optional(z.enum(["", "2xx", "3xx", "4xx", "5xx"])),
  search: listFilter(200),
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
  severity: listFilter(20),
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
  errorLogId: ZRowId,
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

/** The parts of the platform the system page checks. */
export const HEALTH_COMPONENTS = [
  "database",
  "redis",
  "voice-platform",
  "job-queue",
  "call-reports",
] as const;

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
  /** The end-of-call reports waiting to be applied; null when the database did not answer. */
  callReports: z.nullable(ZCallReportBacklog),
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
export const ZAdminDeliveryRequest = z.object({ deliveryId: ZRowId });

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
