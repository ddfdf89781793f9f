import * as z from "zod/mini";

/** The parts of the platform the API depends on, as readiness reports them. */
export const READINESS_PARTS = [
  "database",
  "redis",
  "job-queue",
  "email",
  "voice-platform",
  "call-reports",
] as const;

/** How old the oldest end-of-call report waiting to be applied may be before it is late. */
export const CALL_REPORT_BACKLOG_LATE_SECONDS = 60;

/**
 * The end-of-call reports acknowledged but not applied yet: how many, and how long the oldest
 * has waited (null when none waits). Late when the oldest waited longer than
 * `CALL_REPORT_BACKLOG_LATE_SECONDS`: the owners' call logs, e-mails and texts wait behind it.
 *
 * @example
 * ```ts
 * const backlog: TCallReportBacklog = { pending: 12, oldestSeconds: 3 };
 * ```
 */
export const ZCallReportBacklog = z.object({
  pending: z.number(),
  oldestSeconds: z.nullable(z.number()),
});

/** The end-of-call reports waiting to be applied. */
export type TCallReportBacklog = z.infer<typeof ZCallReportBacklog>;

/** One part the API depends on. */
export type TReadinessPart = (typeof READINESS_PARTS)[number];

/**
 * Where the rate limits count now: `redis` (shared by every instance), `memory` (Redis not
 * configured: this process's memory), `memory-fallback` (Redis configured but not answering:
 * this process's memory until it is back, so the limits never switch off).
 */
export const ZRateLimitMode = z.enum(["redis", "memory", "memory-fallback"]);

/** Where the rate limits count now. */
export type TRateLimitMode = z.infer<typeof ZRateLimitMode>;

/**
 * `GET /api/health`: liveness. The process answers (200 whatever else is down: restarting it
 * would not help), which database it uses, where the rate limits count, and the parts the
 * latest readiness check found down (a few seconds old at most; never waited for).
 *
 * @example
 * ```ts
 * const { status, database, down } = ZHealthResponse.parse(await response.json());
 * ```
 */
export const ZHealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  rateLimits: ZRateLimitMode,
  down: z.array(z.enum(READINESS_PARTS)),
});

/** `GET /api/health`. */
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/**
 * One part, checked now: `up`, `down` (with why, in words safe to show anyone), or
 * `not-configured`. A `required` part down makes the API not ready.
 *
 * @example
 * ```ts
 * const check: TReadinessCheck = { part: "redis", state: "down", required: false, detail: "…", latencyMs: 3 };
 * ```
 */
export const ZReadinessCheck = z.object({
  part: z.enum(READINESS_PARTS),
  state: z.enum(["up", "down", "not-configured"]),
  required: z.boolean(),
  detail: z.string(),
  /** How long the check took; null when nothing was asked. */
  latencyMs: z.nullable(z.number()),
});

/** One part, checked. */
export type TReadinessCheck = z.infer<typeof ZReadinessCheck>;

/**
 * `GET /api/ready`: readiness. 200 with each part's check when every required part (the
 * database, the job queue) is up; otherwise 503 `API_SERVICE_UNAVAILABLE` with `Retry-After`
 * and a message naming the parts that are down. Redis, e-mail and the voice platform are
 * reported but not required: the rate limits fall back to memory, mail waits in the outbox.
 *
 * @example
 * ```ts
 * const ready = await api.getReady(); // throws ApiError API_SERVICE_UNAVAILABLE when not
 * ready.checks.find((check) => check.part === "redis")?.state; // "up"
 * ```
 */
export const ZReadinessResponse = z.object({
  status: z.literal("ready"),
  checkedAt: z.string(),
  rateLimits: ZRateLimitMode,
  checks: z.array(ZReadinessCheck),
  /** The end-of-call reports waiting to be applied; null when the database did not answer. */
  callReports: z.nullable(ZCallReportBacklog),
});

/** `GET /api/ready`. */
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;

/**
 * `GET /api/voice/demo-config`: how the site's voice demo reaches the voice platform. Only the
 * public key is given out: it can start web calls and nothing else.
 *
 * @example
 * ```ts
 * const config = await api.getVoiceDemoConfig();
 * if (config.available) startDemo(config.publicKey, config.assistantId);
 * ```
 */
export const ZVoiceDemoConfig = z.object({
  available: z.boolean(),
  publicKey: z.string(),
  assistantId: z.nullable(z.string()),
  baseUrl: z.string(),
  /** `local` for the embedded voice emulator, `daily` for the hosted platform. */
  transport: z.enum(["local", "daily"]),
});

/** `GET /api/voice/demo-config`. */
export type TVoiceDemoConfig = z.infer<typeof ZVoiceDemoConfig>;

/**
 * `GET /api/openapi.json`: the product API's OpenAPI 3.1 description, generated from the route
 * table. Only its envelope is checked here; a validator checks the whole document in tests.
 *
 * @example
 * ```ts
 * const document = await api.getOpenApiDocument();
 * document.openapi; // "3.1.0"
 * ```
 */
export const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** `GET /api/openapi.json`. */
export type TOpenApiDocument = z.infer<typeof ZOpenApiDocument>;
