import type { TAdminHealthCheck, TAdminSystemHealthResponse } from "@ringline/api-client";
import type { Redis } from "ioredis";
import type PgBoss from "pg-boss";
import { within } from "../core/within.js";
import type { Database } from "../db/database.js";
import {
  backlogWords,
  callReportBacklog,
  databaseName,
  isBacklogLate,
  jobCounts,
  type Probe,
  probeDatabase,
  probeJobQueue,
  probeRedis,
  probeVoicePlatform,
} from "../health/probes.js";
import type { VoicePlatform } from "../voice/voice-platform.js";

/** How long each check may take before it counts as down. */
export const HEALTH_TIMEOUT_MS = 3000;

export interface SystemHealthOptions {
  db: Database;
  /** Unset: Redis is not configured (rate limits count in memory). */
  redis?: Pick<Redis, "ping"> | undefined;
  voice?: Pick<VoicePlatform, "kind" | "baseUrl" | "privateKey"> | undefined;
  jobs?: Pick<PgBoss, "getDb"> | undefined;
  timeoutMs?: number | undefined;
  now?: () => number;
}

const reason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The platform's health as the system page shows it: each part asked something cheap now,
 * each bounded by a short timeout, all at once, so the page answers within one timeout.
 */
export function createSystemHealth(options: SystemHealthOptions) {
  const timeoutMs = options.timeoutMs ?? HEALTH_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  async function check(
    component: TAdminHealthCheck["component"],
    detail: string,
    probe: Probe,
  ): Promise<TAdminHealthCheck> {
    const started = now();
    try {
      await within(timeoutMs, probe);
      return { component, state: "ok", detail, latencyMs: now() - started };
    } catch (error) {
      return {
        component,
        state: "down",
        detail: `${detail}: ${reason(error)}`,
        latencyMs: now() - started,
      };
    }
  }

  const notConfigured = (
    component: TAdminHealthCheck["component"],
    detail: string,
  ): TAdminHealthCheck => ({ component, state: "not-configured", detail, latencyMs: null });

  return {
    async check(): Promise<Omit<TAdminSystemHealthResponse, "success">> {
      const { db, redis, voice, jobs } = options;
      let counts: TAdminSystemHealthResponse["jobs"] = null;
      let callReports: TAdminSystemHealthResponse["callReports"] = null;
      const checks = await Promise.all([
        check("database", databaseName(db), probeDatabase(db)),
        redis
          ? check("redis", "Redis (rate limits)", probeRedis(redis))
          : notConfigured("redis", "Not configured: rate limits count in memory"),
        voice
          ? check(
              "voice-platform",
              voice.kind === "emulator"
                ? "The embedded voice emulator"
                : new URL(voice.baseUrl).host,
              probeVoicePlatform(voice, timeoutMs),
            )
          : notConfigured("voice-platform", "Not configured"),
        jobs
          ? check("job-queue", "pg-boss", async (signal) => {
              await probeJobQueue(jobs)(signal);
              counts = await jobCounts(jobs);
            })
          : notConfigured("job-queue", "Not running in this process"),
        // Late (down) when the oldest report waiting has waited more than a minute.
        check("call-reports", "End-of-call reports", async () => {
          callReports = await callReportBacklog(db, now());
          if (isBacklogLate(callReports)) throw new Error(`${backlogWords(callReports)}, late`);
        }).then((result) =>
          result.state === "ok" && callReports
            ? { ...result, detail: `End-of-call reports: ${backlogWords(callReports)}` }
            : result,
        ),
      ]);
      return { checkedAt: new Date(now()).toISOString(), checks, jobs: counts, callReports };
    },
  };
}

export type SystemHealth = ReturnType<typeof createSystemHealth>;
