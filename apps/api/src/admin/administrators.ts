import {
  type TCreateAdminUserRequest,
  type TUpdateAdminUserRequest,
  ZNewPassword,
} from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import { type PageQuery, pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import { hashPassword, isCommonPassword } from "../security/passwords.js";
import type { SessionManager } from "../sessions/session.manager.js";
import type { AuditLog } from "./audit-log.js";
import type { ActingAdmin } from "./back-office.js";

export interface AdministratorsOptions {
  db: Database;
  audit: AuditLog;
  adminSessions: Pick<SessionManager, "endOthers">;
}

/**
 * The administrators and their roles: the list, adding one, changing another's role or
 * access, and resetting another's two-factor sign-in. An administrator never changes their
 * own account here; every change is audited.
 */
export function createAdministrators(options: AdministratorsOptions) {
  const { audit } = options;
  const prisma = options.db.prisma;

  async function otherAdmin(by: ActingAdmin, adminUserId: string) {
    const target = await prisma.adminUser.findUnique({
      where: { id: adminUserId },
      select: { id: true, username: true },
    });
    if (!target) throw new AppError("API_NOT_FOUND");
    if (target.id === by.adminUserId) {
      throw new AppError("API_VALIDATION_ERROR", {
        message: "You cannot change your own account here.",
      });
    }
    return target;
  }

  return {
    async list(query: PageQuery) {
      const [total, rows] = await Promise.all([
        prisma.adminUser.count(),
        prisma.adminUser.findMany({
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          ...pageWindow(query),
          select: {
            id: true,
            username: true,
            email: true,
            role: true,
            isActive: true,
            totpEnabled: true,
            lastLogin: true,
            createdAt: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          lastLogin: row.lastLogin?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async create(by: ActingAdmin, input: TCreateAdminUserRequest) {
      const strength = ZNewPassword.safeParse(input.password);
      if (!strength.success || isCommonPassword(input.password)) {
        throw new AppError("API_VALIDATION_ERROR", {
          fieldErrors: {
            password: [
              strength.success
                ? "This password is too common"
                : (strength.error.issues[0]?.message ?? "Password is too weak"),
            ],
          },
        });
      }
      const taken = await prisma.adminUser.findFirst({
        where: { OR: [{ email: input.email }, { username: input.username }] },
        select: { id: true },
      });
      if (taken) throw new AppError("API_DUPLICATE_RESOURCE");
      const created = await prisma.adminUser.create({
        data: {
          username: input.username,
          email: input.email,
          password: await hashPassword(input.password),
          role: input.role,
        },
        select: { id: true },
      });
      await audit.record({
        by,
        action: "admin-user.create",
        metadata: { adminUserId: created.id, role: input.role },
      });
    },

    async update(by: ActingAdmin, input: TUpdateAdminUserRequest) {
      const target = await otherAdmin(by, input.adminUserId);
      await prisma.adminUser.update({
        where: { id: target.id },
        data: {
          ...(input.role ? { role: input.role } : {}),
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        },
        select: { id: true },
      });
      if (input.isActive === false) {
        await options.adminSessions.endOthers(target.id, undefined, "deactivated");
      }
      await audit.record({
        by,
        action: "admin-user.update",
        metadata: {
          adminUserId: target.id,
          ...(input.role ? { role: input.role } : {}),
          ...(input.isActive === undefined ? {} : { isActive: String(input.isActive) }),
        },
      });
    },

    async resetTwoFactor(by: ActingAdmin, adminUserId: string) {
      const target = await otherAdmin(by, adminUserId);
      await prisma.adminUser.update({
        where: { id: target.id },
        data: { totpEnabled: false, totpSecret: null, totpLastStep: null, backupCodes: [] },
        select: { id: true },
      });
      // Sessions signed in with the old factor end with it.
      await options.adminSessions.endOthers(target.id, undefined, "two-factor reset");
      await audit.record({
        by,
        action: "admin-user.reset-two-factor",
        metadata: { adminUserId: target.id },
      });
    },
  };
}
