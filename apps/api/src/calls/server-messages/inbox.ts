import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import { Prisma } from "../../generated/prisma/client.js";

// Every server message is stored in `webhook_logs` (source `voice`) before it is answered,
// under a unique key (call id, type and the message's timestamp), so a delivery seen twice is
// stored once:
//
// - messages with effects after the call (the end-of-call report) are stored `pending`; a drain
//   applies them in batches, with `workers` side by side on every instance: a worker's
//   transaction claims the oldest pending rows (`FOR UPDATE SKIP LOCKED`, so two workers or two
//   instances never claim the same row), takes at most one message per call (a later one of
//   the same call waits for the next batch, so a call's messages apply in order), applies
//   their effects together (`prepareBatch`: what they read fetched in a few queries) and marks
//   them `processed` in one statement. A batch that fails is rolled back and its messages
//   applied one by one (`processOne`, each in one transaction that locks the row), so one bad
//   message blocks no other: a failing effect is retried (the row stays `pending` with its
//   error) and, after MAX_ATTEMPTS, left `failed`, visible with its error, until an operator
//   replays it;
// - messages answered at once (tool calls, the assistant request, transfers) are answered
//   first and stored with their answer, `processed`, in one write; a duplicate delivery gets
//   the stored answer again. Their effects are idempotent per tool call, so two deliveries
//   computing at once (a retry on another instance) do no harm: the first stored answers both;
// - messages without effects (status updates, hang) are stored `processed` at once.

export const VOICE_SOURCE = "voice";
export const MAX_ATTEMPTS = 5;
/**
 * A `processing` row (written only by versions before answers were stored in one write) older
 * than this was abandoned: the sweep marks it failed, and its retry computes again.
 */
const ABANDONED_MS = 15_000;

type Tx = Prisma.TransactionClient;

export interface StoredMessage {
  id: string;
  eventType: string;
  payload: unknown;
  customerId: string | null;
  createdAt: Date;
}

export interface InboxEntry {
  key: string;
  type: string;
  payload: unknown;
  /** The payload as received JSON text, stored as it is (saves serialising it again). */
  payloadText?: string | undefined;
  customerId: string | null;
}

/** A query straight through the driver (no ORM), for the hot path: `$1`-style parameters. */
export type DirectQuery = (
  text: string,
  values: unknown[],
) => Promise<Array<Record<string, unknown>>>;

export interface InboxOptions {
  db: Database;
  logger: Logger;
  now: () => number;
  /**
   * Where the insert of every delivery goes when given (PostgreSQL: a small pool of its own,
   * so that acknowledging a delivery costs one round trip and no ORM work); Prisma otherwise.
   */
  direct?: DirectQuery | undefined;
  /**
   * Prepares a stored message's effects (reads outside any transaction: on PGlite's single
   * connection a read beside an open transaction would wait for it), then returns what applies
   * them inside the row's transaction.
   */
  prepare(message: StoredMessage): Promise<(tx: Tx) => Promise<void>>;
  /**
   * Prepares a batch of stored messages (at most one per call) to be applied in one
   * transaction, fetching what their effects read together; the messages it could not prepare
   * are named in `unprepared` (they are then applied one by one, where their error is kept).
   * Without it, a batch applies each message's `prepare` in turn.
   */
  prepareBatch?(
    messages: StoredMessage[],
  ): Promise<{ apply: (tx: Tx) => Promise<void>; unprepared: Set<string> }>;
  /**
   * Workers applying pending messages side by side in this process (`CALL_REPORT_WORKERS`):
   * 2 on PostgreSQL, 1 on PGlite (one connection) by default.
   */
  workers?: number | undefined;
  /** Messages one worker claims per batch (100 by default). */
  batchSize?: number | undefined;
}

/** The call a stored message is about (its body's `message.call.id`), if it names one. */
export function callIdOf(payload: unknown): string | null {
  const message = (payload as { message?: { call?: { id?: unknown } } } | null)?.message;
  const id = message?.call?.id;
  return typeof id === "string" && id !== "" ? id : null;
}

/** The first message of each call among `messages` (in their order); the others wait. */
export function onePerCall<Message extends { payload: unknown }>(
  messages: readonly Message[],
): Message[] {
  const seen = new Set<string>();
  return messages.filter((message) => {
    const call = callIdOf(message.payload);
    if (call === null) return true;
    if (seen.has(call)) return false;
    seen.add(call);
    return true;
  });
}

interface Row {
  key: string;
  type: string;
  payload: string;
  customerId: string | null;
  status: string;
  error: string | null;
  /** The answer given, as JSON text (a message answered at once); null for the others. */
  response: string | null;
  processedAt: Date | null;
  createdAt: Date;
}

interface PendingRow {
  id: string;
  event_type: string;
  payload: unknown;
  customer_id: string | null;
  created_at: Date;
}

/** A batch whose messages another drain of this process applied meanwhile (PGlite). */
class StaleBatch extends Error {}

/** Rows per statement at most: a burst's deliveries share a commit, a few hundred at a time. */
const MAX_BATCH = 200;

/**
 * Group commit for the inbox's inserts: while one statement is on its way, deliveries arriving
 * meanwhile wait and go together in the next, one round trip and one commit for all of them
 * (an idle inbox sends each at once). Every caller still learns only after its row is
 * committed, so an acknowledged delivery is durable as before; a failed statement fails each
 * delivery in it, which the platform then retries.
 */
export function batchedInsert(direct: DirectQuery): (row: Row) => Promise<string | null> {
  let waiting: Array<{ row: Row; settle: (result: Promise<string | null>) => void }> = [];
  let inFlight = 0;
  const PARALLEL = 2;

  async function write(batch: typeof waiting): Promise<void> {
    const columns = {
      keys: [] as string[],
      types: [] as string[],
      payloads: [] as string[],
      customers: [] as Array<string | null>,
      statuses: [] as string[],
      errors: [] as Array<string | null>,
      responses: [] as Array<string | null>,
      processed: [] as Array<Date | null>,
      created: [] as Date[],
    };
    // In key order: two statements in flight then take their keys' locks in the same order, so
    // that deliveries of one message in both (a platform retry) can never deadlock them.
    const ordered = [...batch].sort((a, b) =>
      a.row.key < b.row.key ? -1 : a.row.key > b.row.key ? 1 : 0,
    );
    for (const { row } of ordered) {
      columns.keys.push(row.key);
      columns.types.push(row.type);
      columns.payloads.push(row.payload);
      columns.customers.push(row.customerId);
      columns.statuses.push(row.status);
      columns.errors.push(row.error);
      columns.responses.push(row.response);
      columns.processed.push(row.processedAt);
      columns.created.push(row.createdAt);
    }
    const stored = direct(
      `INSERT INTO webhook_logs
         (id, source, event_id, event_type, payload, customer_id, status, error, response,
          attempts, processed_at, created_at)
       SELECT gen_random_uuid(), $1, key, type, payload::jsonb, customer::uuid, status, error,
              response::jsonb, CASE WHEN response IS NULL THEN 0 ELSE 1 END, processed, created
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::timestamptz[], $9::timestamptz[], $10::text[])
           AS row(key, type, payload, customer, status, error, processed, created, response)
       ON CONFLICT (source, event_id) DO NOTHING
       RETURNING id::text AS id, event_id AS key`,
      [
        VOICE_SOURCE,
        columns.keys,
        columns.types,
        columns.payloads,
        columns.customers,
        columns.statuses,
        columns.errors,
        columns.processed,
        columns.created,
        columns.responses,
      ],
    ).then((rows) => {
      const ids = new Map<string, string>();
      for (const row of rows) ids.set(String(row.key), String(row.id));
      return ids;
    });
    // One delivery of a key gets its row (the first of the batch, unless a statement in flight
    // beside it stored the key first); every other is a duplicate.
    for (const { row, settle } of batch) {
      settle(
        stored.then((ids) => {
          const id = ids.get(row.key) ?? null;
          ids.delete(row.key);
          return id;
        }),
      );
    }
    await stored.catch(() => undefined);
  }

  function pump(): void {
    while (inFlight < PARALLEL && waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return (row) =>
    new Promise<string | null>((resolve, reject) => {
      waiting.push({ row, settle: (result) => result.then(resolve, reject) });
      pump();
    });
}

export function createServerMessageInbox(options: InboxOptions) {
  const logs = () => options.db.prisma.webhookLog;
  const postgres = options.db.kind === "postgres";
  const workers = Math.max(1, options.workers ?? (postgres ? 2 : 1));
  const batchSize = Math.max(1, options.batchSize ?? 100);

  const batched = options.direct ? batchedInsert(options.direct) : undefined;

  /**
   * Inserts a row unless its key was stored before: `INSERT … ON CONFLICT DO NOTHING` (the hot
   * path of every delivery, so no exception for a duplicate). Answers the new row's id, or null
   * for a duplicate.
   */
  async function insert(
    entry: InboxEntry,
    status: "pending" | "processed" | "failed",
    error: string | null = null,
    answer: Record<string, unknown> | null = null,
  ): Promise<string | null> {
    const processedAt = status === "processed" ? new Date(options.now()) : null;
    const payload = entry.payloadText ?? JSON.stringify(entry.payload);
    const response = answer === null ? null : JSON.stringify(answer);
    if (batched) {
      return batched({
        key: entry.key,
        type: entry.type,
        payload,
        customerId: entry.customerId,
        status,
        error,
        response,
        processedAt,
        createdAt: new Date(options.now()),
      });
    }
    const rows = await options.db.prisma.$queryRaw<Array<{ id: string }>>`
      INSERT INTO webhook_logs
        (id, source, event_id, event_type, payload, customer_id, status, error, response,
         attempts, processed_at, created_at)
      VALUES (gen_random_uuid(), ${VOICE_SOURCE}, ${entry.key}, ${entry.type},
              ${payload}::jsonb, ${entry.customerId}::uuid, ${status},
              ${error}, ${response}::jsonb, ${response === null ? 0 : 1}, ${processedAt},
              ${new Date(options.now())})
      ON CONFLICT (source, event_id) DO NOTHING
      RETURNING id::text AS id`;
    return rows[0]?.id ?? null;
  }

  /**
   * Stores a message: `pending` for the drain, `processed` when it has no effects, `failed`
   * (with the error, visible) when its effects cannot be applied as it stands.
   */
  async function store(
    entry: InboxEntry,
    status: "pending" | "processed" | "failed",
    error?: string,
  ): Promise<{ id: string | null; duplicate: boolean }> {
    const id = await insert(entry, status, error ?? null);
    return { id, duplicate: id === null };
  }

  /**
   * Answers a synchronous message once, in one write: the answer is computed first (a tool's
   * effects are idempotent per tool call), then stored with the message, `processed` (or
   * `failed` with its error). A duplicate delivery, or the same message on another instance,
   * gets the stored answer; one whose first delivery failed (or was abandoned) stores its own.
   */
  async function answerOnce(
    entry: InboxEntry,
    compute: () => Promise<{ answer: Record<string, unknown>; error?: string | undefined }>,
  ): Promise<{ answer: Record<string, unknown>; duplicate: boolean }> {
    let computed: { answer: Record<string, unknown>; error?: string | undefined };
    try {
      computed = await compute();
    } catch (failure) {
      // Kept, visible with its error; the platform's retry computes again.
      const error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 5000);
      if ((await insert(entry, "failed", error)) === null) {
        await logs().updateMany({
          where: { source: VOICE_SOURCE, eventId: entry.key, status: { not: "processed" } },
          data: { error, attempts: { increment: 1 } },
        });
      }
      throw failure;
    }
    const { answer } = computed;
    const error = computed.error?.slice(0, 5000) ?? null;
    const status = error ? "failed" : "processed";
    if ((await insert(entry, status, error, answer)) !== null) return { answer, duplicate: false };
    const stored = await logs().findUniqueOrThrow({
      where: { source_eventId: { source: VOICE_SOURCE, eventId: entry.key } },
      select: { id: true, status: true, response: true },
    });
    if (stored.status === "processed" && stored.response !== null) {
      return { answer: stored.response as Record<string, unknown>, duplicate: true };
    }
    // The first delivery failed or was abandoned: this answer takes its place, unless another
    // delivery's answer got there first.
    const { count } = await logs().updateMany({
      where: { id: stored.id, status: { not: "processed" } },
      data: {
        status,
        error,
        response: answer as Prisma.InputJsonValue,
        attempts: { increment: 1 },
        processedAt: new Date(options.now()),
      },
    });
    if (count === 1) return { answer, duplicate: false };
    const winner = await logs().findUniqueOrThrow({
      where: { id: stored.id },
      select: { response: true },
    });
    return { answer: (winner.response ?? answer) as Record<string, unknown>, duplicate: true };
  }

  /** Applies one pending message's effects, exactly once; false when it failed. */
  async function processOne(id: string): Promise<boolean> {
    try {
      const row = await logs().findUniqueOrThrow({
        where: { id },
        select: { id: true, eventType: true, payload: true, customerId: true, createdAt: true },
      });
      const apply = await options.prepare(row);
      await options.db.prisma.$transaction(
        async (tx) => {
          const locked = await tx.$queryRaw<Array<{ status: string }>>`
            SELECT status FROM webhook_logs WHERE id = ${id}::uuid FOR UPDATE`;
          if (locked[0]?.status !== "pending") return;
          await apply(tx);
          await tx.webhookLog.update({
            where: { id },
            data: {
              status: "processed",
              error: null,
              attempts: { increment: 1 },
              processedAt: new Date(options.now()),
            },
          });
        },
        { timeout: 30_000, maxWait: 30_000 },
      );
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.logger.error({ err: error, webhookLogId: id }, "server message effect failed");
      const row = await logs().update({
        where: { id },
        data: { error: message.slice(0, 5000), attempts: { increment: 1 } },
        select: { attempts: true },
      });
      if (row.attempts >= MAX_ATTEMPTS) {
        await logs().updateMany({ where: { id, status: "pending" }, data: { status: "failed" } });
      }
      return false;
    }
  }

  /** Prepares a batch message by message (when the caller gives no `prepareBatch`). */
  async function prepareEach(
    messages: StoredMessage[],
  ): Promise<{ apply: (tx: Tx) => Promise<void>; unprepared: Set<string> }> {
    const unprepared = new Set<string>();
    const applies: Array<(tx: Tx) => Promise<void>> = [];
    for (const message of messages) {
      try {
        applies.push(await options.prepare(message));
      } catch {
        unprepared.add(message.id);
      }
    }
    return {
      apply: async (tx) => {
        for (const apply of applies) await apply(tx);
      },
      unprepared,
    };
  }
  const prepareBatch = options.prepareBatch ?? prepareEach;

  /** The oldest pending messages but those passed over, locked when `lock` says so. */
  async function pendingMessages(
    client: Pick<Tx, "$queryRaw">,
    passed: Set<string>,
    lock: boolean,
  ): Promise<StoredMessage[]> {
    const skipped = [...passed];
    const rows = await client.$queryRaw<PendingRow[]>`
      SELECT id::text AS id, event_type, payload, customer_id::text AS customer_id, created_at
        FROM webhook_logs
       WHERE source = ${VOICE_SOURCE} AND status = 'pending'
         AND NOT (id = ANY(${skipped}::uuid[]))
       ORDER BY created_at
       LIMIT ${batchSize}
       ${lock ? Prisma.sql`FOR UPDATE SKIP LOCKED` : Prisma.empty}`;
    return rows.map((row) => ({
      id: row.id,
      eventType: row.event_type,
      payload: row.payload,
      customerId: row.customer_id,
      createdAt: new Date(row.created_at),
    }));
  }

  /**
   * One batch: claims the oldest pending messages, one per call, applies them in one
   * transaction and marks them processed; a batch that fails is applied one by one. On
   * PostgreSQL the claim is the transaction's `FOR UPDATE SKIP LOCKED`, the preparation's reads
   * going through other connections meanwhile; on PGlite (one connection, which an open
   * transaction holds) the messages are read and prepared first, then the transaction checks
   * they are still pending.
   */
  async function applyBatch(
    passed: Set<string>,
  ): Promise<{ claimed: number; applied: number; failed: number }> {
    let chosen: StoredMessage[] = [];
    let unprepared = new Set<string>();
    let claimed = 0;
    const mark = async (tx: Tx, ids: string[]) => {
      if (ids.length === 0) return;
      await tx.$executeRaw`
        UPDATE webhook_logs
           SET status = 'processed', error = NULL, attempts = attempts + 1,
               processed_at = ${new Date(options.now())}
         WHERE id = ANY(${ids}::uuid[])`;
    };
    const choose = async (messages: StoredMessage[]) => {
      claimed = messages.length;
      chosen = onePerCall(messages);
      if (chosen.length === 0) return async () => {};
      const prepared = await prepareBatch(chosen);
      unprepared = prepared.unprepared;
      return prepared.apply;
    };
    let appliedIds: string[] = [];
    try {
      if (postgres) {
        await options.db.prisma.$transaction(
          async (tx) => {
            const apply = await choose(await pendingMessages(tx, passed, true));
            appliedIds = chosen.filter((message) => !unprepared.has(message.id)).map((m) => m.id);
            await apply(tx);
            await mark(tx, appliedIds);
          },
          { timeout: 60_000, maxWait: 30_000 },
        );
      } else {
        const apply = await choose(await pendingMessages(options.db.prisma, passed, false));
        appliedIds = chosen.filter((message) => !unprepared.has(message.id)).map((m) => m.id);
        if (appliedIds.length > 0) {
          await options.db.prisma.$transaction(
            async (tx) => {
              const locked = await tx.$queryRaw<Array<{ id: string }>>`
                SELECT id::text AS id FROM webhook_logs
                 WHERE id = ANY(${appliedIds}::uuid[]) AND status = 'pending'
                   FOR UPDATE`;
              // Another drain of this process applied some meanwhile: this batch is void, the
              // next claim reads again what is left.
              if (locked.length !== appliedIds.length) throw new StaleBatch();
              await apply(tx);
              await mark(tx, appliedIds);
            },
            { timeout: 60_000, maxWait: 30_000 },
          );
        }
      }
    } catch (error) {
      if (error instanceof StaleBatch) return { claimed, applied: 0, failed: 0 };
      if (chosen.length === 0) throw error;
      options.logger.warn(
        { err: error, messages: chosen.length },
        "server-message batch failed; applying its messages one by one",
      );
      unprepared = new Set(chosen.map((message) => message.id));
      appliedIds = [];
    }
    // What could not be prepared, or a failed batch's messages: one by one, each in its own
    // transaction, where a failure is kept on its row.
    let applied = appliedIds.length;
    let failed = 0;
    for (const message of chosen) {
      if (!unprepared.has(message.id)) continue;
      if (await processOne(message.id)) applied += 1;
      else {
        failed += 1;
        passed.add(message.id);
      }
    }
    return { claimed, applied, failed };
  }

  return {
    store,
    answerOnce,
    processOne,

    /**
     * Marks `failed` every answer an instance of an earlier version left `processing` when it
     * stopped (this version never writes one), so no row stays `processing` for ever: the back
     * office sees it, and the platform's retry computes it again. Resolves with how many.
     */
    async sweepAbandoned(): Promise<number> {
      const { count } = await logs().updateMany({
        where: {
          source: VOICE_SOURCE,
          status: "processing",
          createdAt: { lt: new Date(options.now() - ABANDONED_MS) },
        },
        data: {
          status: "failed",
          error: "abandoned: the instance answering it stopped before it answered",
          attempts: { increment: 1 },
        },
      });
      if (count > 0)
        options.logger.warn({ count }, "abandoned server-message answers marked failed");
      return count;
    },

    /**
     * Applies every pending message, oldest first, in batches with `workers` side by side;
     * each is tried once per drain. Resolves with how many were applied and how many failed
     * (to be retried by the next drain).
     */
    async drain(): Promise<{ applied: number; failed: number }> {
      // The messages tried and not applied in this drain (failed, or left to another drain):
      // the claims pass them over, so a drain ends.
      const passed = new Set<string>();
      let applied = 0;
      let failed = 0;
      // A worker stops when its claim finds nothing left (all applied, passed over, or in
      // another worker's batch).
      const worker = async () => {
        for (;;) {
          const batch = await applyBatch(passed);
          applied += batch.applied;
          failed += batch.failed;
          if (batch.claimed === 0) return;
        }
      };
      await Promise.all(Array.from({ length: workers }, worker));
      return { applied, failed };
    },

    /** Applies a stored message again from the start (an operator's repair of a failed one). */
    async replay(id: string): Promise<boolean> {
      await logs().updateMany({
        where: { id, source: VOICE_SOURCE, status: { in: ["failed", "pending"] } },
        data: { status: "pending", attempts: 0 },
      });
      return processOne(id);
    },
  };
}

export type ServerMessageInbox = ReturnType<typeof createServerMessageInbox>;
