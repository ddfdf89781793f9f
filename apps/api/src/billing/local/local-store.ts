import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/database.js";
import type { Prisma } from "../../generated/prisma/client.js";

/** The kinds of object the embedded provider keeps, with their id prefixes. */
export const LOCAL_KINDS = {
  customer: "lcus",
  checkout: "lcs",
  portal: "lps",
  subscription: "lsub",
  invoice: "lin",
  /** The kept result of a call made with an idempotency key. */
  request: "lreq",
} as const;

export type LocalKind = keyof typeof LOCAL_KINDS;

/** The id of the kept result of `operation` called with `key`. */
export function requestId(operation: string, key: string): string {
  return `${LOCAL_KINDS.request}_${createHash("sha256").update(`${operation}\n${key}`).digest("base64url")}`;
}

/** A new id for an object of a kind; checkout and portal ids are unguessable (they are links). */
export function localId(kind: LocalKind): string {
  return `${LOCAL_KINDS[kind]}_${randomBytes(kind === "checkout" || kind === "portal" ? 24 : 12).toString("base64url")}`;
}

/** One stored object with its scheduling fields. */
export interface Stored<Data> {
  id: string;
  owner: string | null;
  data: Data;
  dueAt: number | null;
  createdAt: number;
}

interface Transaction {
  client: Prisma.TransactionClient;
  /** Work to do once the transaction has committed (the provider's events). */
  afterCommit: Array<() => Promise<void>>;
}

/**
 * The embedded provider's documents in `local_payment_objects`: each object's data is JSON,
 * with its owner (the provider's customer) and when the provider's clock must act on it.
 *
 * `atomically` runs a piece of work in one transaction: every read and write of the store
 * inside it (however deep in the call) goes through that transaction, `lock` holds an
 * object's row until it commits, and `afterCommit` defers what must only happen once the
 * work is stored (telling the billing service). Money moves this way: serialised on the
 * object it changes, on PostgreSQL and PGlite alike, by one instance or several.
 */
export function createLocalStore(db: Database, now: () => number) {
  const transaction = new AsyncLocalStorage<Transaction>();
  const client = () => transaction.getStore()?.client ?? db.prisma;
  const table = () => client().localPaymentObject;
  const stored = <Data>(row: {
    id: string;
    owner: string | null;
    data: unknown;
    dueAt: Date | null;
    createdAt: Date;
  }): Stored<Data> => ({
    id: row.id,
    owner: row.owner,
    data: row.data as Data,
    dueAt: row.dueAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  });

  return {
    /** Runs `work` in one transaction (or in the one it is already in), then its after-commit work. */
    async atomically<T>(work: () => Promise<T>): Promise<T> {
      if (transaction.getStore()) return work();
      const afterCommit: Transaction["afterCommit"] = [];
      const result = await db.prisma.$transaction(
        (tx) => transaction.run({ client: tx, afterCommit }, work),
        { timeout: 30_000, maxWait: 30_000 },
      );
      for (const task of afterCommit) await task();
      return result;
    },
    /** Holds the objects' rows until the transaction commits, in the order given. */
    async lock(...ids: string[]): Promise<void> {
      if (!transaction.getStore()) throw new Error("lock() needs atomically()");
      for (const id of ids) {
        await client().$queryRaw`SELECT id FROM local_payment_objects WHERE id = ${id} FOR UPDATE`;
      }
    },
    /**
     * Holds a name (an idempotency key's kept result, before it exists) until the transaction
     * commits: calls holding the same name run one after the other.
     */
    async lockName(name: string): Promise<void> {
      if (!transaction.getStore()) throw new Error("lockName() needs atomically()");
      await client().$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`;
    },
    /** Runs `task` once the current transaction commits (at once outside one). */
    async afterCommit(task: () => Promise<void>): Promise<void> {
      const current = transaction.getStore();
      if (current) current.afterCommit.push(task);
      else await task();
    },
    async create<Data extends object>(
      kind: LocalKind,
      data: Data,
      options: { id?: string; owner?: string | null; dueAt?: number | null } = {},
    ): Promise<Stored<Data>> {
      const at = new Date(now());
      const row = await table().create({
        data: {
          id: options.id ?? localId(kind),
          kind,
          owner: options.owner ?? null,
          data: data as Prisma.InputJsonValue,
          dueAt: options.dueAt == null ? null : new Date(options.dueAt),
          createdAt: at,
          updatedAt: at,
        },
      });
      return stored<Data>(row);
    },
    async get<Data>(kind: LocalKind, id: string): Promise<Stored<Data> | null> {
      const row = await table().findFirst({ where: { id, kind } });
      return row ? stored<Data>(row) : null;
    },
    async update<Data extends object>(
      id: string,
      data: Data,
      dueAt?: number | null,
    ): Promise<void> {
      await table().update({
        where: { id },
        data: {
          data: data as Prisma.InputJsonValue,
          updatedAt: new Date(now()),
          ...(dueAt === undefined ? {} : { dueAt: dueAt === null ? null : new Date(dueAt) }),
        },
      });
    },
    /** An owner's objects of a kind, newest first. */
    async listByOwner<Data>(
      kind: LocalKind,
      owner: string,
      page?: { skip: number; take: number },
    ): Promise<{ total: number; items: Array<Stored<Data>> }> {
      const where = { kind, owner };
      const [total, rows] = await Promise.all([
        table().count({ where }),
        table().findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...(page ? { skip: page.skip, take: page.take } : {}),
        }),
      ]);
      return { total, items: rows.map((row) => stored<Data>(row)) };
    },
    /** Objects of a kind, newest first, those whose data's `status` is `status` when given. */
    async list<Data>(
      kind: LocalKind,
      page: { skip: number; take: number },
      status?: string | undefined,
    ): Promise<{ total: number; items: Array<Stored<Data>> }> {
      const where = { kind, ...(status ? { data: { path: ["status"], equals: status } } : {}) };
      const [total, rows] = await Promise.all([
        table().count({ where }),
        table().findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: page.skip,
          take: page.take,
        }),
      ]);
      return { total, items: rows.map((row) => stored<Data>(row)) };
    },
    /** Objects of a kind whose time has come, oldest due first. */
    async due<Data>(kind: LocalKind, at: number): Promise<Array<Stored<Data>>> {
      const rows = await table().findMany({
        where: { kind, dueAt: { lte: new Date(at) } },
        orderBy: { dueAt: "asc" },
        take: 100,
      });
      return rows.map((row) => stored<Data>(row));
    },
    count(kind: LocalKind, owner: string): Promise<number> {
      return table().count({ where: { kind, owner } });
    },
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;
