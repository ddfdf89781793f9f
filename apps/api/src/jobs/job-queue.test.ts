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
