import PgBoss from "pg-boss";
// pg-boss 10's own module: its worker calls complete() and fail() without awaiting them.
import PgBossManager from "pg-boss/src/manager.js";
import type { Logger } from "pino";
import type { RecurringJob } from "../core/module.js";
import type { Database } from "../db/database.js";

/** pg-boss keeps its own tables in this schema; it creates and migrates them itself. */
export const JOB_QUEUE_SCHEMA = "pgboss";

export interface JobQueueOptions {
  logger: Logger;
  /** Maintenance and cron timers (default true; tests turn them off). */
  background?: boolean;
}

const GUARDED = Symbol.for("@ringline/api.pg-boss-completions-guarded");

/**
 * pg-boss 10.4's worker completes (or fails) a job without awaiting the promise, so a database
 * that drops just then rejects it unhandled, and Node ends the process. The promise is marked
 * handled here (callers that await it still get the rejection) and the failure reported as the
 * queue's `error` event; the job, still active, expires and runs again, as pg-boss intends.
 */
type Completion = (
  this: { emit(event: string, error: unknown): void },
  ...args: unknown[]
) => Promise<unknown>;

function guardUnawaitedCompletions(): void {
  const prototype = PgBossManager.prototype as unknown as Record<
    "complete" | "fail",
    Completion
  > & {
    [GUARDED]?: true;
  };
  if (prototype[GUARDED]) return;
  prototype[GUARDED] = true;
  for (const name of ["complete", "fail"] as const) {
    const original = prototype[name];
    const guarded: Completion = function (this: ThisParameterType<Completion>, ...args) {
      const result = original.apply(this, args);
      result.catch((error: unknown) => this.emit("error", error));
      return result;
    };
    // pg-boss exposes its manager's methods on the boss by their names.
    Object.defineProperty(guarded, "name", { value: name });
    prototype[name] = guarded;
  }
}

/**
 * Starts the job queue on the app's database: PostgreSQL through pg-boss's own small pool,
 * PGlite through the same embedded instance (multi-statement scripts without parameters
 * must go through `exec`, everything else through `query`).
 */
export async function startJobQueue(db: Database, options: JobQueueOptions): Promise<PgBoss> {
  guardUnawaitedCompletions();
  const background = options.background ?? true;
  const common = {
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: background,
    schedule: background,
    // The timekeeper's first look at the schedules comes before the modules have made them,
    // and its next one a whole interval later (two, as a check a moment short of the interval
    // is skipped): at pg-boss's 30 s, recurring jobs first ran a minute after start-up. Each
    // look is one UPDATE for all instances together; a tick is still one job per minute.
    cronMonitorIntervalSeconds: 10,
  };
  const raw = db.raw;
  const boss =
    raw.kind === "postgres"
      ? // The app's connect and statement timeouts; pg-boss's pool reconnects and its
        // workers keep polling through an outage, so the queue recovers on its own.
        new PgBoss({ ...common, ...raw.poolConfig, max: 2 })
      : new PgBoss({
          ...common,
          db: {
            async executeSql(text: string, values: unknown[] = []) {
              if (values.length === 0) {
                const results = await raw.pglite.exec(text);
                return { rows: results.at(-1)?.rows ?? [] };
              }
              const result = await raw.pglite.query(text, values);
              return { rows: result.rows };
            },
          },
        });
  boss.on("error", (error: unknown) => options.logger.error({ err: error }, "job queue error"));
  await boss.start();
  return boss;
}

const creations = new WeakMap<PgBoss, Promise<unknown>>();

/**
 * Creates a queue, one creation at a time per job queue: pg-boss makes a table partition per
 * queue, and two creations at once deadlock on PostgreSQL (as can two instances starting
 * together, so a deadlock is retried).
 */
export function createQueue(
  boss: PgBoss,
  name: string,
  options: Omit<PgBoss.Queue, "name"> = {},
): Promise<void> {
  const previous = creations.get(boss) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name, { name, ...options });
          return;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== "40P01" || attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    });
  creations.set(boss, next);
  return next;
}

/**
 * How often each instance's worker of a recurring job asks for its job. Each ask is a query;
 * a job comes at most once a minute, so a tick starts up to this much late, and an idle
 * instance asks ten times less than at pg-boss's 2 s (on the embedded database, about a tenth
 * of a core went to asking for jobs that were not there).
 */
const RECURRING_POLL_SECONDS = 20;

/**
 * Runs each module's recurring work on its cron schedule: pg-boss makes one job per tick for
 * all instances together, and one worker takes it. A failing run is logged and retried on the
 * next tick.
 */
export async function scheduleRecurringJobs(
  boss: PgBoss,
  jobs: readonly RecurringJob[],
  logger: Logger,
  { pollingIntervalSeconds = RECURRING_POLL_SECONDS }: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  for (const job of jobs) {
    await createQueue(boss, job.name);
    await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      try {
        await job.run();
      } catch (error) {
        logger.error({ err: error, job: job.name }, "recurring job failed");
      }
    });
  }
}
