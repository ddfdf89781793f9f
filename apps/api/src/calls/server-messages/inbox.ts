import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import type { Prisma } from "../../generated/prisma/client.js";

// Every server message is stored in `webhook_logs` (source `voice`) before it is answered,
// under a unique key (call id, type and the message's timestamp), so a delivery seen twice is
// stored once:
//
// - messages with effects after the call (the end-of-call report) are stored `pending`; a job
//   drains them, each in one transaction that locks the row, applies the effects and marks it
//   `processed`, so each is applied exactly once however many workers run. A failing effect is
//   retried (the row stays `pending` with its error) and, after MAX_ATTEMPTS, left `failed`,
//   visible with its error, until an operator replays it;
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
  const concurrency = options.db.kind === "postgres" ? 2 : 1;

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
     * Applies every pending message, oldest first; each is tried once per drain. Resolves
     * with how many were applied and how many failed (to be retried by the next drain).
     */
    async drain(): Promise<{ applied: number; failed: number }> {
      const tried = new Set<string>();
      let applied = 0;
      let failed = 0;
      for (;;) {
        const pending = await logs().findMany({
          where: { source: VOICE_SOURCE, status: "pending" },
          orderBy: { createdAt: "asc" },
          take: 100,
          select: { id: true },
        });
        const fresh = pending.filter((row) => !tried.has(row.id));
        if (fresh.length === 0) return { applied, failed };
        for (const row of fresh) tried.add(row.id);
        // Several at once on PostgreSQL (each locks its own row); PGlite has one connection.
        let next = 0;
        const worker = async () => {
          while (next < fresh.length) {
            const row = fresh[next++];
            if (!row) break;
            if (await processOne(row.id)) applied += 1;
            else failed += 1;
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
      }
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
