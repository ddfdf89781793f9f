import type { Database } from "../db/database.js";

const adminColumns = {
  id: true,
  username: true,
  email: true,
  password: true,
  role: true,
  isActive: true,
  totpSecret: true,
  totpEnabled: true,
  totpLastStep: true,
  backupCodes: true,
} as const;

export interface AdminRecord {
  id: string;
  username: string;
  email: string;
  password: string;
  role: string;
  isActive: boolean;
  /** Sealed by the secret box (plain base32 in rows written before sealing). */
  totpSecret: string | null;
  totpEnabled: boolean;
  totpLastStep: number | null;
  backupCodes: string[];
}

export function createAdminUserRepository(db: Database) {
  // Read at call time: building the app must not touch the database.
  const admins = () => db.prisma.adminUser;
  return {
    findByLogin(login: string): Promise<AdminRecord | null> {
      return admins().findFirst({
        where: { OR: [{ email: login }, { username: login }] },
        select: adminColumns,
      });
    },
    findById(id: string): Promise<AdminRecord | null> {
      return admins().findUnique({ where: { id }, select: adminColumns });
    },
    async create(data: { username: string; email: string; password: string; role?: string }) {
      return admins().create({ data, select: { id: true } });
    },
    async recordLogin(id: string, at: Date): Promise<void> {
      await admins().update({ where: { id }, data: { lastLogin: at }, select: { id: true } });
    },
    async setPendingTotp(id: string, sealedSecret: string): Promise<void> {
      await admins().update({
        where: { id },
        data: { totpSecret: sealedSecret, totpEnabled: false, totpLastStep: null },
        select: { id: true },
      });
    },
    /** Replaces a plain-text secret by its sealed form, unless the row changed meanwhile. */
    async sealTotpSecret(id: string, plain: string, sealed: string): Promise<void> {
      await admins().updateMany({ where: { id, totpSecret: plain }, data: { totpSecret: sealed } });
    },
    /** Moves the last accepted step forward; false when another request got there first. */
    async acceptTotpStep(id: string, step: number): Promise<boolean> {
      const { count } = await admins().updateMany({
        where: { id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
        data: { totpLastStep: step },
      });
      return count === 1;
    },
    async enableTotp(id: string, backupCodeHashes: string[]): Promise<void> {
      await admins().update({
        where: { id },
        data: { totpEnabled: true, backupCodes: backupCodeHashes },
        select: { id: true },
      });
    },
    async disableTotp(id: string): Promise<void> {
      await admins().update({
        where: { id },
        data: { totpEnabled: false, totpSecret: null, totpLastStep: null, backupCodes: [] },
        select: { id: true },
      });
    },
    async replaceBackupCodes(id: string, backupCodeHashes: string[]): Promise<void> {
      await admins().update({
        where: { id },
        data: { backupCodes: backupCodeHashes },
        select: { id: true },
      });
    },
    /** Removes a backup code; false when it is not (or no longer) there. */
    async consumeBackupCode(id: string, current: string[], hash: string): Promise<boolean> {
      if (!current.includes(hash)) return false;
      const { count } = await admins().updateMany({
        where: { id, backupCodes: { equals: current } },
        data: { backupCodes: current.filter((stored) => stored !== hash) },
      });
      return count === 1;
    },
  };
}

export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
