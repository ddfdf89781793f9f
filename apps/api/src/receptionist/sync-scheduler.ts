import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { BackgroundWrites } from "../core/background.js";
import { createQueue } from "../jobs/job-queue.js";
import type { PlatformSync, ReceptionistRow } from "./platform-sync.js";

// What drives the sync: a pg-boss job per change when the job queue runs (server.ts), so a
// failed or interrupted sync is retried with backoff across restarts; in-process otherwise
// (tests, scripts). Either way the run itself claims the receptionist, so duplicate or
// overlapping jobs are harmless.

export const SYNC_QUEUE = "receptionist-sync";

export interface SyncScheduler {
  /** Asks for a run soon. */
  schedule(userId: string): Promise<void>;
}

/** Runs each sync right after the answer, tracked for `settle()`. */
export function inProcessScheduler(
  sync: PlatformSync,
  background: BackgroundWrites,
): SyncScheduler {
  return {
    async schedule(userId) {
      background.run("receptionist sync", () => sync.run(userId));
    },
  };
}

/** The retryable failures pg-boss tries again (with backoff) on its own. */
const RETRIED_CODES = new Set([
  "VAPI_AGENT_CREATION_FAILED",
  "VAPI_AGENT_UPDATE_FAILED",
  "VAPI_PROMPT_UPDATE_FAILED",
  "VAPI_VOICE_CONFIG_FAILED",
  "VAPI_RATE_LIMIT_EXCEEDED",
  "AI_CONFIG_UPDATE_FAILED",
  "PHONE_PROVISIONING_FAILED",
]);

export function isRetriedFailure(row: ReceptionistRow): boolean {
  return row.syncState === "failed" && RETRIED_CODES.has(row.syncErrorCode ?? "");
}

/** One pg-boss job per change; the worker starts with the scheduler. */
export function pgBossScheduler(boss: PgBoss, sync: PlatformSync, logger: Logger): SyncScheduler {
  const ready = (async () => {
    await createQueue(boss, SYNC_QUEUE);
    await boss.work<{ userId: string }>(SYNC_QUEUE, async ([job]) => {
      if (!job) return;
      const ended = await sync.run(job.data.userId);
      // Failing the job hands the retry (and its backoff) to pg-boss.
      if (isRetriedFailure(ended)) throw new Error(`sync failed: ${ended.syncErrorCode}`);
    });
  })();
  ready.catch((error: unknown) => logger.error({ err: error }, "sync worker did not start"));
  return {
    async schedule(userId) {
      await ready;
      await boss.send(
        SYNC_QUEUE,
        { userId },
        { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 600 },
      );
    },
  };
}
