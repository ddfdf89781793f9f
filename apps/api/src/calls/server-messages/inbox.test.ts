import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { testDatabaseTargets } from "../../test/databases.js";
import {
  batchedInsert,
  createServerMessageInbox,
  type DirectQuery,
  MAX_ATTEMPTS,
} from "./inbox.js";

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

describe.each(testDatabaseTargets)("the inbox's batches on $name", (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db.close();
  });

  /** Stores a pending end-of-call report of `callId` (created at `at`, ms apart per call). */
  async function pending(
    inbox: ReturnType<typeof createServerMessageInbox>,
    run: string,
    name: string,
    callId: string,
    at: number,
  ): Promise<string> {
    const { id } = await inbox.store(
      {
        key: `end-of-call-report:${run}:${name}`,
        type: "end-of-call-report",
        payload: { message: { type: "end-of-call-report", name, call: { id: callId } } },
        customerId: null,
      },
      "pending",
    );
    // Distinct creation times in the order given: the claims' order.
    await db.prisma.webhookLog.update({
      where: { id: id ?? "" },
      data: { createdAt: new Date(at) },
    });
    return id ?? "";
  }

  /**
   * An inbox whose effect is a row per application (in `webhook_logs` under the source
   * `effect:<run>`, its event type the message's name), written in the batch's transaction,
   * and the batches it saw (names).
   */
  function effectInbox(
    run: string,
    options: { workers?: number; batchSize?: number; failing?: string; slow?: boolean } = {},
  ) {
    const batches: string[][] = [];
    const nameOf = (payload: unknown) => (payload as { message: { name: string } }).message.name;
    // Each effect numbered as it is applied: created_at keeps milliseconds, so two effects of
    // one batch can share it, and the order they were applied in is the number's.
    let applied = 0;
    const effect = (name: string) => async (tx: Prisma.TransactionClient) => {
      if (name === options.failing) throw new Error(`${name} cannot be applied`);
      applied += 1;
      await tx.$executeRaw`
        INSERT INTO webhook_logs (id, source, event_type, payload, status, created_at)
        VALUES (gen_random_uuid(), ${`effect:${run}`}, ${name}, ${JSON.stringify({ n: applied })}::jsonb, 'processed', clock_timestamp())`;
      if (options.slow) await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const inbox = createServerMessageInbox({
      db,
      logger: pino({ level: "silent" }),
      now: Date.now,
      workers: options.workers,
      batchSize: options.batchSize,
      prepare: async (message) => effect(nameOf(message.payload)),
      prepareBatch: async (messages) => {
        const names = messages.map((message) => nameOf(message.payload));
        batches.push(names);
        return {
          unprepared: new Set(),
          apply: async (tx) => {
            for (const name of names) await effect(name)(tx);
          },
        };
      },
    });
    const effects = async () =>
      (
        await db.prisma.webhookLog.findMany({
          where: { source: `effect:${run}` },
          select: { eventType: true, payload: true },
        })
      )
        .sort((a, b) => (a.payload as { n: number }).n - (b.payload as { n: number }).n)
        .map((row) => row.eventType);
    return { inbox, batches, effects };
  }

  const statusOf = async (id: string) =>
    db.prisma.webhookLog.findUniqueOrThrow({
      where: { id },
      select: { status: true, attempts: true, error: true },
    });

  it("applies many messages in one batch, each once, marked processed after one attempt", async () => {
    const run = `many-${Date.now()}`;
    const { inbox, batches, effects } = effectInbox(run, { workers: 1 });
    const start = Date.now() - 60_000;
    const names = Array.from({ length: 30 }, (_, index) => `report-${index}`);
    const ids = [];
    for (const [index, name] of names.entries()) {
      ids.push(await pending(inbox, run, name, `${run}-call-${index}`, start + index));
    }
    expect(await inbox.drain()).toEqual({ applied: 30, failed: 0 });
    expect(batches).toEqual([names]);
    expect(await effects()).toEqual(names);
    for (const id of ids) {
      expect(await statusOf(id)).toEqual({ status: "processed", attempts: 1, error: null });
    }
    expect(await inbox.drain()).toEqual({ applied: 0, failed: 0 });
  });

  it("applies two messages of one call in order, in successive batches", async () => {
    const run = `order-${Date.now()}`;
    const { inbox, batches, effects } = effectInbox(run, { workers: 1 });
    const start = Date.now() - 60_000;
    await pending(inbox, run, "first of call A", `${run}-A`, start);
    await pending(inbox, run, "call B", `${run}-B`, start + 1);
    await pending(inbox, run, "second of call A", `${run}-A`, start + 2);
    await pending(inbox, run, "call C", `${run}-C`, start + 3);
    expect(await inbox.drain()).toEqual({ applied: 4, failed: 0 });
    expect(batches).toEqual([["first of call A", "call B", "call C"], ["second of call A"]]);
    const applied = await effects();
    expect(applied.indexOf("first of call A")).toBeLessThan(applied.indexOf("second of call A"));
  });

  it("applies the others of a batch when one fails, and leaves that one failed after MAX_ATTEMPTS", async () => {
    const run = `failing-${Date.now()}`;
    const { inbox, batches, effects } = effectInbox(run, { workers: 1, failing: "bad" });
    const start = Date.now() - 60_000;
    const good = [];
    good.push(await pending(inbox, run, "good 1", `${run}-1`, start));
    const bad = await pending(inbox, run, "bad", `${run}-2`, start + 1);
    good.push(await pending(inbox, run, "good 2", `${run}-3`, start + 2));
    expect(await inbox.drain()).toEqual({ applied: 2, failed: 1 });
    // The batch failed as a whole and was rolled back; its messages were applied one by one.
    expect(batches).toEqual([["good 1", "bad", "good 2"]]);
    expect(await effects()).toEqual(["good 1", "good 2"]);
    for (const id of good) expect((await statusOf(id)).status).toBe("processed");
    expect(await statusOf(bad)).toEqual({
      status: "pending",
      attempts: 1,
      error: "bad cannot be applied",
    });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await inbox.drain()).toEqual({ applied: 0, failed: 1 });
    }
    expect(await statusOf(bad)).toEqual({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      error: "bad cannot be applied",
    });
    expect(await inbox.drain()).toEqual({ applied: 0, failed: 0 });
    expect(await effects()).toEqual(["good 1", "good 2"]);
  });

  it("applies each message exactly once when two instances' drains race, two workers each", async () => {
    const run = `race-${Date.now()}`;
    const first = effectInbox(run, { workers: 2, batchSize: 7, slow: true });
    const second = effectInbox(run, { workers: 2, batchSize: 7, slow: true });
    const start = Date.now() - 60_000;
    const names = Array.from({ length: 120 }, (_, index) => `report-${index}`);
    const ids = [];
    for (const [index, name] of names.entries()) {
      ids.push(await pending(first.inbox, run, name, `${run}-call-${index}`, start + index));
    }
    const [a, b] = await Promise.all([first.inbox.drain(), second.inbox.drain()]);
    expect(a.failed + b.failed).toBe(0);
    const applied = await first.effects();
    expect(applied).toHaveLength(names.length);
    expect(new Set(applied)).toEqual(new Set(names));
    const processed = await db.prisma.webhookLog.count({
      where: { id: { in: ids }, status: "processed", attempts: 1 },
    });
    expect(processed).toBe(names.length);
    if (target.name === "postgres") {
      // Side by side: both instances applied some.
      expect(first.batches.length).toBeGreaterThan(0);
      expect(second.batches.length).toBeGreaterThan(0);
    }
  });
});
