import { ZNewPassword } from "@ringline/api-client";
import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import { hashPassword, isCommonPassword } from "../security/passwords.js";

export interface InitialAdmin {
  email: string;
  password: string;
  username: string;
}

/**
 * Creates the first administrator (from ADMIN_EMAIL / ADMIN_PASSWORD, or the create-admin
 * script) unless one with that e-mail or username exists. The password must meet the same
 * rules as customers' passwords.
 */
export async function ensureAdmin(
  db: Database,
  admin: InitialAdmin,
  logger?: Logger,
): Promise<"created" | "exists"> {
  const email = admin.email.trim().toLowerCase();
  const username = admin.username.trim().toLowerCase();
  const existing = await db.prisma.adminUser.findFirst({
    where: { OR: [{ email }, { username }] },
    select: { id: true },
  });
  if (existing) return "exists";
  const strength = ZNewPassword.safeParse(admin.password);
  if (!strength.success || isCommonPassword(admin.password)) {
    throw new Error(
      `the administrator password is too weak: ${
        strength.success ? "it is a very common password" : strength.error.issues[0]?.message
      }`,
    );
  }
  await db.prisma.adminUser.create({
    data: { email, username, password: await hashPassword(admin.password) },
    select: { id: true },
  });
  logger?.info({ username }, "initial administrator created");
  return "created";
}
