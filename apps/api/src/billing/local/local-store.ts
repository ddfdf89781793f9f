import { randomBytes } from "node:crypto";
import type { Database } from "../../db/database.js";
import type { Prisma } from "../../generated/prisma/client.js";

/** The kinds of object the embedded provider keeps, with their id prefixes. */
export const LOCAL_KINDS = {
  customer: "lcus",
  checkout: "lcs",
  portal: "lps",
  subscription: "lsub",
  invoice: "lin",
} as const;

export type LocalKind = keyof typeof LOCAL_KINDS;

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

/**
 * The embedded provider's documents in `local_payment_objects`: each object's data is JSON,
 * with its owner (the provider's customer) and when the provider's clock must act on it.
 */
export function createLocalStore(db: Database, now: () => number) {
  const table = () => db.prisma.localPaymentObject;
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
