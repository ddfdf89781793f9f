import PgBoss from "pg-boss";
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

/**
 * Starts the job queue on the app's database: PostgreSQL through pg-boss's own small pool,
 * PGlite through the same embedded instance (multi-statement scripts without parameters
 * must go through `exec`, everything else through `query`).
 */
export async function startJobQueue(db: Database, options: JobQueueOptions): Promise<PgBoss> {
  const background = options.background ?? true;
  const common = {
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: background,
    schedule: background,
  };
  const raw = db.raw;
  const boss =
    raw.kind === "postgres"
      ? new PgBoss({ ...common, connectionString: raw.connectionString, max: 2 })
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
 * Runs each module's recurring work on its cron schedule: pg-boss makes one job per tick for
 * all instances together, and one worker takes it. A failing run is logged and retried on the
 * next tick.
 */
export async function scheduleRecurringJobs(
  boss: PgBoss,
  jobs: readonly RecurringJob[],
  logger: Logger,
): Promise<void> {
  for (const job of jobs) {
    await createQueue(boss, job.name);
    await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    await boss.work(job.name, async () => {
      try {
        await job.run();
      } catch (error) {
        logger.error({ err: error, job: job.name }, "recurring job failed");
      }
    });
  }
}
