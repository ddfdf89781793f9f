import { CALL_REPORT_BACKLOG_LATE_SECONDS, type TCallReportBacklog } from "@ringline/api-client";
import { createVoicePlatformClient } from "@ringline/voice-client";
import type { Redis } from "ioredis";
import nodemailer from "nodemailer";
import type PgBoss from "pg-boss";
import type { Database } from "../db/database.js";
import { JOB_QUEUE_SCHEMA } from "../jobs/job-queue.js";
import type { VoicePlatform } from "../voice/voice-platform.js";

// The parts the API depends on, each asked something cheap: one probe per part, shared by the
// public readiness (`system/readiness.ts`) and the back office's system health
// (`admin-system/system-health.ts`). A probe rejects when its part is down; the caller bounds
// it with its own timeout and says it in its own words.

/** Asks one part something cheap; rejects when the part is down. */
export type Probe = (signal: AbortSignal) => Promise<unknown>;

/** The database as both reports name it. */
export const databaseName = (db: Pick<Database, "kind">) =>
  db.kind === "postgres" ? "PostgreSQL" : "PGlite (embedded)";

/** The database answers a query. */
export function probeDatabase(db: Pick<Database, "prisma">): Probe {
  return () => db.prisma.$queryRaw`SELECT 1`;
}

/** Redis answers PING. */
export function probeRedis(redis: Pick<Redis, "ping">): Probe {
  return () => redis.ping();
}

/** The job queue's database connection answers a query. */
export function probeJobQueue(jobs: Pick<PgBoss, "getDb">): Probe {
  return () => jobs.getDb().executeSql("SELECT 1", []);
}

/** The SMTP server accepts a connection and the credentials. */
export function probeSmtp(smtpUrl: string): Probe {
  const smtp = nodemailer.createTransport(smtpUrl);
  return () => smtp.verify();
}

/** The voice platform answers an authenticated list of one assistant, with the private key. */
export function probeVoicePlatform(
  voice: Pick<VoicePlatform, "baseUrl" | "privateKey">,
  timeoutMs: number,
): Probe {
  return (signal) =>
    createVoicePlatformClient({
      token: voice.privateKey,
      baseUrl: voice.baseUrl,
      timeoutMs,
      maxRetries: 0,
      signal,
    }).assistant.list({ limit: 1 });
}

/** The job queue's jobs by state: waiting (created or retrying), running, failed. */
export async function jobCounts(
  jobs: Pick<PgBoss, "getDb">,
): Promise<{ queued: number; active: number; failed: number }> {
  const { rows } = await jobs
    .getDb()
    .executeSql(
      `SELECT state::text AS state, count(*)::int AS count FROM ${JOB_QUEUE_SCHEMA}.job GROUP BY state`,
      [],
    );
  const count = (...states: string[]) =>
    (rows as Array<{ state: string; count: number }>)
      .filter((row) => states.includes(row.state))
      .reduce((sum, row) => sum + Number(row.count), 0);
  return { queued: count("created", "retry"), active: count("active"), failed: count("failed") };
}

/**
 * The end-of-call reports acknowledged and not applied yet: how many, and how long the oldest
 * has waited. One indexed count over `webhook_logs`' pending voice rows.
 */
export async function callReportBacklog(
  db: Pick<Database, "prisma">,
  now: number,
): Promise<TCallReportBacklog> {
  const [row] = await db.prisma.$queryRaw<Array<{ pending: number; oldest: Date | null }>>`
    SELECT count(*)::int AS pending, min(created_at) AS oldest
      FROM webhook_logs
     WHERE source = 'voice' AND status = 'pending' AND event_type = 'end-of-call-report'`;
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: Number(row?.pending ?? 0),
    oldestSeconds: oldest ? Math.max(0, Math.round((now - oldest.getTime()) / 1000)) : null,
  };
}

/** Whether the backlog is late: the oldest report waited longer than a minute. */
export const isBacklogLate = (backlog: TCallReportBacklog) =>
  backlog.oldestSeconds !== null && backlog.oldestSeconds > CALL_REPORT_BACKLOG_LATE_SECONDS;

/** The backlog in words: "none waiting", "12 waiting, the oldest 3 s". */
export function backlogWords(backlog: TCallReportBacklog): string {
  if (backlog.pending === 0) return "none waiting";
  const age =
    backlog.oldestSeconds === null
      ? ""
      : backlog.oldestSeconds < 120
        ? `, the oldest ${backlog.oldestSeconds} s`
        : `, the oldest ${Math.round(backlog.oldestSeconds / 60)} min`;
  return `${backlog.pending.toLocaleString("en-US")} waiting${age}`;
}
