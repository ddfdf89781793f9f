import { randomBytes } from "node:crypto";
import type { TEmbedKey } from "@ringline/api-client";
import type { Database } from "../db/database.js";
import type { EmbedKeyRecord } from "../http/embed.js";

const SELECT = {
  id: true,
  key: true,
  label: true,
  allowedOrigins: true,
  createdAt: true,
  updatedAt: true,
} as const;

type Row = { id: string; key: string; label: string; allowedOrigins: string[] } & {
  createdAt: Date;
  updatedAt: Date;
};

const answerOf = (row: Row): TEmbedKey => ({
  id: row.id,
  key: row.key,
  label: row.label,
  allowedOrigins: row.allowedOrigins,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `rk_` and 24 random bytes in base64url (32 characters). */
export function newEmbedKey(): string {
  return `rk_${randomBytes(24).toString("base64url")}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owners' embed keys; every change is scoped to the owner's own keys. */
export function createEmbedKeyRepository(db: Database) {
  return {
    async list(userId: string): Promise<TEmbedKey[]> {
      const rows = await db.prisma.embedKey.findMany({
        where: { userId },
        orderBy: { createdAt: "desc" },
        select: SELECT,
      });
      return rows.map(answerOf);
    },
    async create(
      userId: string,
      input: { label: string; allowedOrigins: string[] },
    ): Promise<TEmbedKey> {
      const row = await db.prisma.embedKey.create({
        data: {
          userId,
          key: newEmbedKey(),
          label: input.label,
          allowedOrigins: [...new Set(input.allowedOrigins)],
        },
        select: SELECT,
      });
      return answerOf(row);
    },
    /** Undefined when the owner has no such key. */
    async update(
      userId: string,
      id: string,
      input: { label: string; allowedOrigins: string[] },
    ): Promise<TEmbedKey | undefined> {
      if (!UUID.test(id)) return undefined;
      const { count } = await db.prisma.embedKey.updateMany({
        where: { id, userId },
        data: { label: input.label, allowedOrigins: [...new Set(input.allowedOrigins)] },
      });
      if (count === 0) return undefined;
      const row = await db.prisma.embedKey.findUnique({ where: { id }, select: SELECT });
      return row ? answerOf(row) : undefined;
    },
    /** Whether the owner had such a key. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const { count } = await db.prisma.embedKey.deleteMany({ where: { id, userId } });
      return count > 0;
    },
    /** A key by its public value, for the HTTP layer's CORS and limits. */
    async find(key: string): Promise<EmbedKeyRecord | undefined> {
      const row = await db.prisma.embedKey.findUnique({
        where: { key },
        select: { id: true, allowedOrigins: true },
      });
      return row ?? undefined;
    },
  };
}

export type EmbedKeyRepository = ReturnType<typeof createEmbedKeyRepository>;
