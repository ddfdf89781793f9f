import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { testDatabaseTargets } from "../test/databases.js";
import { JOB_QUEUE_SCHEMA, scheduleRecurringJobs, startJobQueue } from "./job-queue.js";

describe.each(testDatabaseTargets)("the job queue on $name", (target) => {
  let db: Database;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("creates its own schema at start-up, then sends, fetches and completes a job", async () => {
    const logger = pino({ level: "silent" });
    const boss = await startJobQueue(db, { logger, background: false });
    try {
      const schemas = await db.prisma.$queryRaw<Array<{ name: string }>>`
        SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name = ${JOB_QUEUE_SCHEMA}`;
      expect(schemas).toEqual([{ name: JOB_QUEUE_SCHEMA }]);
      await boss.createQueue("test-queue");
      const id = await boss.send("test-queue", { hello: "world" });
      expect(id).toEqual(expect.any(String));
      const [job] = await boss.fetch<{ hello: string }>("test-queue");
      expect(job?.data).toEqual({ hello: "world" });
      await boss.complete("test-queue", job?.id ?? "");
      const done = await boss.getJobById("test-queue", job?.id ?? "");
      expect(done?.state).toBe("completed");
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
    // A second start finds the schema in place and migrates nothing.
    const again = await startJobQueue(db, { logger, background: false });
    await again.stop({ graceful: false, close: true, wait: true });
  });

  it("reports a job completion lost to a dropped database as a queue error, not an unhandled rejection that would end the process", async () => {
    const errors: unknown[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const boss = await startJobQueue(db, { logger: pino({ level: "silent" }), background: false });
    try {
      boss.on("error", (error) => errors.push(error));
      // The next statement after the job's work (its completion) fails as a cut connection does.
      const sql = boss.getDb() as {
        executeSql(text: string, values?: unknown[]): Promise<unknown>;
      };
      const executeSql = sql.executeSql.bind(sql);
      let dropNext = false;
      sql.executeSql = async (text, values) => {
        if (dropNext) {
          dropNext = false;
          throw new Error("Connection terminated unexpectedly");
        }
        return executeSql(text, values);
      };
      await boss.createQueue("dropped-completion");
      await boss.work("dropped-completion", { pollingIntervalSeconds: 0.5 }, async () => {
        dropNext = true;
      });
      await boss.send("dropped-completion", {});
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(String((errors[0] as Error).message)).toBe("Connection terminated unexpectedly");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });

  it("schedules each module's recurring job and runs it when its job comes", async () => {
    const logger = pino({ level: "silent" });
    const boss = await startJobQueue(db, { logger, background: false });
    try {
      let runs = 0;
      await scheduleRecurringJobs(
        boss,
        [
          {
            name: "test-recurring",
            cron: "*/5 * * * *",
            run: async () => {
              runs += 1;
            },
          },
        ],
        logger,
        { pollingIntervalSeconds: 1 },
      );
      const schedules = await boss.getSchedules();
      expect(schedules.map((schedule) => [schedule.name, schedule.cron])).toContainEqual([
        "test-recurring",
        "*/5 * * * *",
      ]);
      await boss.send("test-recurring", {});
      await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });
});
