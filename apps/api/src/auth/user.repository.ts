import type { TUser } from "@ringline/api-client";
import type { Database } from "../db/database.js";

/**
 * A stored zone the runtime knows, or null before onboarding saved one; UTC for one it does
 * not know, as the call statistics count days in then.
 */
function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

const userView = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  emailVerified: true,
  onboardingStatus: true,
  subscriptionStatus: true,
  plan: true,
  createdAt: true,
  password: true,
  customer: {
    select: { id: true, status: true, onboarding: { select: { timeZone: true } } },
  },
} as const;

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  onboardingStatus: string;
  subscriptionStatus: string;
  plan: string | null;
  createdAt: Date;
  password: string | null;
  /** `status` is "suspended" when the back office suspended the account. */
  customer: {
    id: string;
    status: string;
    onboarding?: { timeZone: string | null } | null;
  } | null;
}

/** The user as the API answers with it (no hash, no internals). */
export function toUserView(user: UserRecord, impersonatedBy?: string): TUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: user.emailVerified,
    onboardingStatus: user.onboardingStatus,
    subscriptionStatus: user.subscriptionStatus,
    plan: user.plan,
    isCustomer: user.customer !== null,
    timeZone: knownTimeZone(user.customer?.onboarding?.timeZone),
    ...(impersonatedBy ? { impersonatedBy } : {}),
    createdAt: user.createdAt.toISOString(),
  };
}

/** Whether a Prisma error is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

export function createUserRepository(db: Database) {
  // Read at call time: building the app must not touch the database.
  const users = () => db.prisma.user;
  return {
    findByEmail(email: string): Promise<UserRecord | null> {
      return users().findUnique({ where: { email }, select: userView });
    },
    findById(id: string): Promise<UserRecord | null> {
      return users().findUnique({ where: { id }, select: userView });
    },
    findByGoogleId(googleId: string): Promise<UserRecord | null> {
      return users().findUnique({ where: { googleId }, select: userView });
    },
    create(data: {
      email: string;
      password: string | null;
      firstName: string;
      lastName: string;
      emailVerified?: boolean;
      googleId?: string;
      profilePicture?: string | null;
    }): Promise<UserRecord> {
      return users().create({ data, select: userView });
    },
    linkGoogle(id: string, googleId: string): Promise<UserRecord> {
      return users().update({
        where: { id },
        data: { googleId, emailVerified: true },
        select: userView,
      });
    },
    async setPassword(id: string, password: string): Promise<void> {
      await users().update({ where: { id }, data: { password }, select: { id: true } });
    },
    async markVerified(id: string): Promise<void> {
      await users().update({ where: { id }, data: { emailVerified: true }, select: { id: true } });
    },
    async setPendingEmail(
      id: string,
      pending: { email: string; tokenHash: string; expiresAt: Date },
    ): Promise<void> {
      await users().update({
        where: { id },
        data: {
          pendingEmail: pending.email,
          pendingEmailToken: pending.tokenHash,
          pendingEmailExpiresAt: pending.expiresAt,
        },
        select: { id: true },
      });
    },
    async applyEmailChange(id: string, email: string): Promise<void> {
      await users().update({
        where: { id },
        data: {
          email,
          emailVerified: true,
          pendingEmail: null,
          pendingEmailToken: null,
          pendingEmailExpiresAt: null,
        },
        select: { id: true },
      });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
