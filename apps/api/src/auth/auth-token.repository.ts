import type { Database } from "../db/database.js";

export type ConsumeResult<T> =
  | { status: "ok"; token: T }
  | { status: "unknown" }
  | { status: "expired" };

/**
 * Single-use, expiring tokens for password resets and e-mail verification. Only the hash is
 * stored; consuming marks the row used in the same statement that checks it, so a token
 * works once even when two requests race.
 */
export function createAuthTokenRepository(db: Database) {
  return {
    async createReset(email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.prisma.passwordResetToken.create({
        data: { email, token: tokenHash, expiresAt },
        select: { id: true },
      });
    },
    async consumeReset(tokenHash: string, now: Date): Promise<ConsumeResult<{ email: string }>> {
      const row = await db.prisma.passwordResetToken.findUnique({
        where: { token: tokenHash },
        select: { id: true, email: true, used: true, expiresAt: true },
      });
      if (!row) return { status: "unknown" };
      if (row.used || row.expiresAt <= now) return { status: "expired" };
      const { count } = await db.prisma.passwordResetToken.updateMany({
        where: { id: row.id, used: false },
        data: { used: true },
      });
      return count === 1 ? { status: "ok", token: { email: row.email } } : { status: "expired" };
    },
    /** A new reset link makes the earlier ones useless. */
    async retireResets(email: string): Promise<void> {
      await db.prisma.passwordResetToken.updateMany({
        where: { email, used: false },
        data: { used: true },
      });
    },
    /** A new e-mail-change link makes the user's earlier ones useless. */
    async retireVerifications(userId: string, type: "verify" | "change"): Promise<void> {
      await db.prisma.emailVerificationToken.updateMany({
        where: { userId, type, used: false },
        data: { used: true },
      });
    },
    async createVerification(data: {
      email: string;
      tokenHash: string;
      userId: string;
      type: "verify" | "change";
      expiresAt: Date;
    }): Promise<void> {
      await db.prisma.emailVerificationToken.create({
        data: {
          email: data.email,
          token: data.tokenHash,
          userId: data.userId,
          type: data.type,
          expiresAt: data.expiresAt,
        },
        select: { id: true },
      });
    },
    async consumeVerification(
      tokenHash: string,
      now: Date,
    ): Promise<ConsumeResult<{ email: string; userId: string; type: string }>> {
      const row = await db.prisma.emailVerificationToken.findUnique({
        where: { token: tokenHash },
        select: { id: true, email: true, userId: true, type: true, used: true, expiresAt: true },
      });
      if (!row) return { status: "unknown" };
      if (row.used || row.expiresAt <= now) return { status: "expired" };
      const { count } = await db.prisma.emailVerificationToken.updateMany({
        where: { id: row.id, used: false },
        data: { used: true },
      });
      return count === 1
        ? { status: "ok", token: { email: row.email, userId: row.userId, type: row.type } }
        : { status: "expired" };
    },
  };
}

export type AuthTokenRepository = ReturnType<typeof createAuthTokenRepository>;
