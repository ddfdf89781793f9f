import type {
  TCallReportBacklog,
  TRateLimitMode,
  TReadinessCheck,
  TReadinessPart,
  TReadinessResponse,
} from "@ringline/api-client";
import type { Redis } from "ioredis";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { TimedOut, within } from "../core/within.js";
import type { Database } from "../db/database.js";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import {
  backlogWords,
  callReportBacklog,
  databaseName,
  isBacklogLate,
  probeDatabase,
  probeJobQueue,
  probeRedis,
  probeSmtp,
  probeVoicePlatform,
} from "../health/probes.js";
import type { VoicePlatform } from "../voice/voice-platform.js";

/** How long one part's check may take before it counts as down. */
export const READINESS_TIMEOUT_MS = 2000;
/** Health refreshes its view in the background once it is older than this. */
const HEALTH_STALE_MS = 5000;
/** Parts outside this process (an SMTP server, the hosted voice platform) are asked this rarely. */
const REMOTE_REUSE_MS = 30_000;

export interface ReadinessOptions {
  db: Database;
  logger: Logger;
  /** Unset: Redis is not configured and the rate limits count in memory. */
  redis?: Pick<Redis, "ping" | "status"> | undefined;
  /** Unset: no job queue in this process (tests). */
  jobs?: Pick<PgBoss, "getDb"> | undefined;
  /** Unset: mail is kept in the `email_logs` outbox only. */
  smtpUrl?: string | undefined;
  voice?: Pick<VoicePlatform, "kind" | "baseUrl" | "privateKey"> | undefined;
  timeoutMs?: number | undefined;
  now?: (() => number) | undefined;
}

/** A readiness check's result: every part, and whether the required ones are all up. */
export interface ReadinessReport extends Omit<TReadinessResponse, "status"> {
  ready: boolean;
  /** The parts that are down, required or not. */
  down: TReadinessPart[];
}

/** `within`, worded for the readiness report: "no answer within 2000 ms". */
const answersWithin = <T>(ms: number, work: (signal: AbortSignal) => Promise<T>) =>
  within(ms, work, `no answer within ${ms} ms`);

/** Remembers a probe's outcome for `ms`, so that a remote service is not asked on every check. */
function remembered(ms: number, now: () => number, probe: () => Promise<unknown>) {
  let last: { at: number; outcome: Promise<unknown> } | undefined;
  return () => {
    if (!last || now() - last.at >= ms) last = { at: now(), outcome: probe() };
    return last.outcome;
  };
}

/**
 * The API's readiness: each part it depends on asked something cheap now, all at once, each
 * bounded by a short timeout, so an answer never takes much longer than one timeout. Required:
 * the database and the job queue. Reported only: Redis (the rate limits fall back to this
 * process's memory, never off), e-mail (messages wait in the outbox), the voice platform.
 * Details are words safe for a public endpoint; the errors themselves go to the log, once per
 * change of state.
 */
export function createReadiness(options: ReadinessOptions) {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const { db, logger, redis, jobs, smtpUrl, voice } = options;
  const states = new Map<TReadinessPart, TReadinessCheck["state"]>();
  let latest: ReadinessReport | undefined;
  let running: Promise<ReadinessReport> | undefined;

  const smtp = smtpUrl ? probeSmtp(smtpUrl) : undefined;
  const verifySmtp = smtp
    ? remembered(REMOTE_REUSE_MS, now, () => answersWithin(timeoutMs, smtp))
    : undefined;
  const askVoice = voice
    ? remembered(voice.kind === "hosted" ? REMOTE_REUSE_MS : 0, now, () =>
        answersWithin(timeoutMs, probeVoicePlatform(voice, timeoutMs)),
      )
    : undefined;

  function changed(check: TReadinessCheck, error?: unknown): void {
    const before = states.get(check.part);
    states.set(check.part, check.state);
    if (before === check.state) return;
    if (check.state === "down") {
      logger.warn({ err: error, part: check.part }, `readiness: ${check.part} is down`);
    } else if (before === "down") {
      logger.info({ part: check.part }, `readiness: ${check.part} is back`);
    }
  }

  async function probe(
    part: TReadinessPart,
    required: boolean,
    what: string,
    ask: () => Promise<unknown>,
    whenDown: (error: unknown) => string,
  ): Promise<TReadinessCheck> {
    const started = now();
    try {
      await ask();
      const check = {
        part,
        state: "up" as const,
        required,
        detail: what,
        latencyMs: now() - started,
      };
      changed(check);
      return check;
    } catch (error) {
      const check = {
        part,
        state: "down" as const,
        required,
        detail: `${what}: ${whenDown(error)}`,
        latencyMs: now() - started,
      };
      changed(check, error);
      return check;
    }
  }

  const notConfigured = (part: TReadinessPart, detail: string): TReadinessCheck => ({
    part,
    state: "not-configured",
    required: false,
    detail,
    latencyMs: null,
  });

  const databaseWords = (error: unknown) =>
    error instanceof TimedOut
      ? `not answering (${error.message})`
      : isDatabaseUnavailable(error)
        ? "not reachable"
        : "failing";
  const timedOutOr = (words: string) => (error: unknown) =>
    error instanceof TimedOut ? `not answering (${error.message})` : words;

  function checkRedis(): Promise<TReadinessCheck> {
    if (!redis) {
      return Promise.resolve(
        notConfigured("redis", "Not configured: the rate limits count in this process's memory"),
      );
    }
    const fallback = "the rate limits count in this process's memory until it is back";
    return probe(
      "redis",
      false,
      "Redis (rate limits)",
      async () => {
        // Not connected: the limiter is counting in memory already, whatever a ping would say.
        if (redis.status !== "ready") throw new Error(`Redis connection is ${redis.status}`);
        await answersWithin(timeoutMs, probeRedis(redis));
      },
      (error) => `${timedOutOr("not reachable")(error)}; ${fallback}`,
    );
  }

  /**
   * The end-of-call reports waiting: reported, late after a minute, never required (the API
   * still takes calls and acknowledges reports while it catches up).
   */
  async function checkCallReports(): Promise<{
    check: TReadinessCheck;
    backlog: TCallReportBacklog | null;
  }> {
    const started = now();
    try {
      const backlog = await answersWithin(timeoutMs, () => callReportBacklog(db, now()));
      const late = isBacklogLate(backlog);
      const check: TReadinessCheck = {
        part: "call-reports",
        state: late ? "down" : "up",
        required: false,
        detail: `End-of-call reports: ${backlogWords(backlog)}${late ? " (late: call logs, e-mails and texts wait)" : ""}`,
        latencyMs: now() - started,
      };
      changed(check);
      return { check, backlog };
    } catch (error) {
      const check: TReadinessCheck = {
        part: "call-reports",
        state: "down",
        required: false,
        detail: `End-of-call reports: ${databaseWords(error)}`,
        latencyMs: now() - started,
      };
      changed(check, error);
      return { check, backlog: null };
    }
  }

  async function run(): Promise<ReadinessReport> {
    const database = probe(
      "database",
      true,
      databaseName(db),
      () => answersWithin(timeoutMs, probeDatabase(db)),
      databaseWords,
    );
    const checks = await Promise.all([
      database,
      checkRedis(),
      jobs
        ? probe(
            "job-queue",
            true,
            "pg-boss",
            () => answersWithin(timeoutMs, probeJobQueue(jobs)),
            databaseWords,
          )
        : Promise.resolve(notConfigured("job-queue", "Not running in this process")),
      verifySmtp
        ? probe("email", false, "SMTP", verifySmtp, timedOutOr("not accepting connections"))
        : // The outbox is a table: it is up exactly when the database is.
          database.then(
            (check): TReadinessCheck => ({
              part: "email",
              state: check.state,
              required: false,
              detail: "No SMTP_URL: kept in the local mailbox (MAIL_DIR), nothing sent",
              latencyMs: null,
            }),
          ),
      askVoice && voice
        ? probe(
            "voice-platform",
            false,
            voice.kind === "emulator" ? "The embedded voice emulator" : "The hosted voice platform",
            askVoice,
            timedOutOr("not answering"),
          )
        : Promise.resolve(notConfigured("voice-platform", "Not configured")),
    ]);
    const { check: reportsCheck, backlog: callReports } = await checkCallReports();
    checks.push(reportsCheck);
    const down = checks.filter((check) => check.state === "down").map((check) => check.part);
    latest = {
      ready: checks.every((check) => !check.required || check.state !== "down"),
      down,
      checkedAt: new Date(now()).toISOString(),
      // A connection that looks up but does not answer (the ping timed out) counts as down.
      rateLimits: down.includes("redis") ? "memory-fallback" : rateLimits(),
      checks,
      callReports,
    };
    return latest;
  }

  /**
   * Where the rate limits count now, from the connection's state (see `TRateLimitMode`): with
   * no connection, every limiter counts in memory at once, without asking Redis.
   */
  function rateLimits(): TRateLimitMode {
    if (!redis) return "memory";
    return redis.status === "ready" ? "redis" : "memory-fallback";
  }

  return {
    /**
     * Checks every part now; callers while a check is under way share it, so that however
     * often the public `/api/ready` is asked, one check at a time reaches the parts.
     */
    check(): Promise<ReadinessReport> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    /**
     * The latest report without waiting (undefined before the first), starting a new check in
     * the background when it is a few seconds old: what liveness reports.
     */
    latest(): ReadinessReport | undefined {
      if (!running && (!latest || now() - Date.parse(latest.checkedAt) >= HEALTH_STALE_MS)) {
        running = run().finally(() => {
          running = undefined;
        });
        running.catch(() => undefined);
      }
      return latest;
    },
    rateLimits,
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
