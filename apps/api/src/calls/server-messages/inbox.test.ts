import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { testDatabaseTargets } from "../../test/databases.js";
import { batchedInsert, createServerMessageInbox, type DirectQuery } from "./inbox.js";

/** The driver's own query on either database, as the inbox's direct path uses it. */
function directOn(db: Database): { query: DirectQuery; close(): Promise<void> } {
  const raw = db.raw;
  if (raw.kind === "pglite") {
    return {
      query: async (text, values) => (await raw.pglite.query(text, values)).rows as never,
      close: async () => {},
    };
  }
  const pool = new pg.Pool({ connectionString: raw.connectionString, max: 4 });
  // `pool.end()` resolves before its clients have finished closing; when the scratch database
  // is then dropped (WITH FORCE), a client still closing is terminated by the server, and a
  // pool without an 'error' listener would throw that outside any test.
  pool.on("error", () => {});
  return {
    query: async (text, values) => (await pool.query(text, values)).rows,
    close: () => pool.end(),
  };
}

const row = (key: string) => ({
  key,
  type: "end-of-call-report",
  payload: JSON.stringify({ message: { type: "end-of-call-report", key } }),
  customerId: null,
  status: "pending",
  error: null,
  response: null as string | null,
  processedAt: null,
  createdAt: new Date(),
});

describe.each(testDatabaseTargets)("the inbox's group commit on $name", (target) => {
  let db: Database;
  let direct: ReturnType<typeof directOn>;

  beforeAll(async () => {
    db = await target.open();
    direct = directOn(db);
  });
  afterAll(async () => {
    await direct.close();
    await db.close();
  });

  it("stores a burst in a few statements, each key once", async () => {
    let statements = 0;
    const insert = batchedInsert(async (text, values) => {
      statements += 1;
      return direct.query(text, values);
    });
    const run = `burst-${Date.now()}`;
    const keys = Array.from({ length: 300 }, (_, index) =>
      // Every sixth delivery repeats an earlier key (the platform retrying).
      index % 6 === 5 ? `${run}:${index - 3}` : `${run}:${index}`,
    );
    const ids = await Promise.all(keys.map((key) => insert(row(key))));
    const unique = new Set(keys);
    expect(ids.filter((id) => id !== null)).toHaveLength(unique.size);
    // Each key's row went to exactly one of its deliveries; the others are duplicates. (Which
    // one: the first within a statement; across the two in flight, whichever stored it first.)
    for (const key of unique) {
      const given = keys.flatMap((candidate, index) =>
        candidate === key && ids[index] !== null ? [ids[index]] : [],
      );
      expect(given).toHaveLength(1);
    }
    expect(statements).toBeLessThan(keys.length / 10);
    const stored = await db.prisma.webhookLog.count({ where: { eventId: { startsWith: run } } });
    expect(stored).toBe(unique.size);
    // Stored again later: a duplicate.
    expect(await insert(row(`${run}:0`))).toBeNull();
  });

  it("fails every delivery of a failed statement and no other", async () => {
    const insert = batchedInsert(async (text, values) => {
      if ((values[1] as string[]).some((key) => key.endsWith(":poison"))) {
        throw new Error("connection lost");
      }
      return direct.query(text, values);
    });
    const run = `fail-${Date.now()}`;
    // Two statements go at once; the deliveries arriving meanwhile wait and go together.
    const results = await Promise.allSettled([
      insert(row(`${run}:first`)),
      insert(row(`${run}:second`)),
      insert(row(`${run}:third`)),
      insert(row(`${run}:poison`)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "rejected",
    ]);
    expect(String((results[2] as PromiseRejectedResult).reason)).toContain("connection lost");
    expect(await db.prisma.webhookLog.count({ where: { eventId: { startsWith: run } } })).toBe(2);
  });

  it("keeps each column of each row", async () => {
    const insert = batchedInsert(direct.query);
    const key = `columns-${Date.now()}`;
    const processedAt = new Date(Date.UTC(2026, 10, 24, 12, 0, 0, 123));
    const id = await insert({
      ...row(key),
      type: "status-update",
      status: "processed",
      error: "kept",
      response: JSON.stringify({ results: [{ toolCallId: "t1", result: "kept" }] }),
      processedAt,
      createdAt: processedAt,
    });
    const stored = await db.prisma.webhookLog.findUniqueOrThrow({ where: { id: id ?? "" } });
    expect(stored).toMatchObject({
      source: "voice",
      eventId: key,
      eventType: "status-update",
      status: "processed",
      error: "kept",
      response: { results: [{ toolCallId: "t1", result: "kept" }] },
      attempts: 1,
      processedAt,
      createdAt: processedAt,
      payload: { message: { type: "end-of-call-report", key } },
    });
  });
});

describe.each(testDatabaseTargets)("a message answered at once on $name", (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db.close();
  });

  /** An inbox for messages answered at once (no effects to prepare). */
  const answeringInbox = (now: () => number) =>
    createServerMessageInbox({
      db,
      logger: pino({ level: "silent" }),
      now,
      prepare: async () => async () => {},
    });
  const toolCallsEntry = (key: string) => ({
    key,
    type: "tool-calls",
    payload: { message: { type: "tool-calls" } },
    customerId: null,
  });

  it("is never left `processing` when computing its answer fails: the retry computes again", async () => {
    const inbox = answeringInbox(Date.now);
    const entry = toolCallsEntry(`tool-calls:fails-${Date.now()}`);
    await expect(
      inbox.answerOnce(entry, async () => {
        throw new Error("the worker fell over");
      }),
    ).rejects.toThrow("the worker fell over");
    const failed = await db.prisma.webhookLog.findFirstOrThrow({ where: { eventId: entry.key } });
    expect(failed).toMatchObject({ status: "failed", error: "the worker fell over" });

    const started = Date.now();
    const retry = await inbox.answerOnce(entry, async () => ({ answer: { results: [] } }));
    expect(retry).toEqual({ answer: { results: [] }, duplicate: false });
    // At once, not after waiting out a `processing` row.
    expect(Date.now() - started).toBeLessThan(1_000);
    const processed = await db.prisma.webhookLog.findFirstOrThrow({
      where: { eventId: entry.key },
    });
    expect(processed.status).toBe("processed");
  });

  it("stores the answer with the message in one row, and gives a duplicate the first answer", async () => {
    const inbox = answeringInbox(Date.now);
    const entry = toolCallsEntry(`tool-calls:twice-${Date.now()}`);
    // Two deliveries of one message at once (a retry on another instance): both compute, the
    // first stored answers both.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = inbox.answerOnce(entry, async () => {
      await gate;
      return { answer: { results: [{ result: "first" }] } };
    });
    const second = await inbox.answerOnce(entry, async () => ({
      answer: { results: [{ result: "second" }] },
    }));
    release();
    expect(second).toEqual({ answer: { results: [{ result: "second" }] }, duplicate: false });
    expect(await first).toEqual({ answer: { results: [{ result: "second" }] }, duplicate: true });
    const rows = await db.prisma.webhookLog.findMany({ where: { eventId: entry.key } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "processed",
      attempts: 1,
      response: { results: [{ result: "second" }] },
    });
    expect(rows[0]?.processedAt).not.toBeNull();
  });

  it("marks failed a row an older instance left `processing`, and only such", async () => {
    let clock = Date.now();
    const inbox = answeringInbox(() => clock);
    const key = `tool-calls:crashed-${Date.now()}`;
    // What an instance of the version before this one left when it died while computing.
    await db.prisma.webhookLog.create({
      data: {
        source: "voice",
        eventId: key,
        eventType: "tool-calls",
        payload: { message: { type: "tool-calls" } },
        status: "processing",
        createdAt: new Date(clock),
      },
    });
    expect(await inbox.sweepAbandoned()).toBe(0);
    clock += 16_000;
    expect(await inbox.sweepAbandoned()).toBeGreaterThanOrEqual(1);
    const after = await db.prisma.webhookLog.findFirstOrThrow({ where: { eventId: key } });
    expect(after).toMatchObject({ status: "failed", error: expect.stringMatching(/^abandoned/) });
    // The platform's retry computes it again at once.
    const retry = await inbox.answerOnce(toolCallsEntry(key), async () => ({
      answer: { results: [] },
    }));
    expect(retry).toEqual({ answer: { results: [] }, duplicate: false });
    const stored = await db.prisma.webhookLog.findFirstOrThrow({ where: { eventId: key } });
    expect(stored).toMatchObject({ status: "processed", response: { results: [] } });
  });
});
