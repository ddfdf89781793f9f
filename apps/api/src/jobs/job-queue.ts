import PgBoss from "pg-boss";
import type { Logger } from "pino";
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
