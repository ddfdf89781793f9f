import type { TCustomerProfile } from "@ringline/api-client";
import { PROFILE_COLUMNS, PROFILE_JOINS, profileOfRow } from "../customers/profile-columns.js";
import type { Database } from "../db/database.js";
import { Prisma } from "../generated/prisma/client.js";

/** A session row as the manager needs it, for customers and administrators alike. */
export interface StoredSession {
  id: string;
  ownerId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** The customer's profile, read in the same statement as the session (customer sessions). */
  profile?: TCustomerProfile | undefined;
  /**
   * The administrator's role, whether the account is active and has enrolled two-factor codes
   * (admin sessions).
   */
  admin?: { role: string; isActive: boolean; totpEnabled: boolean } | undefined;
}

/** A session as a presented token finds it: what checking it needs. */
export type PresentedSession = Omit<StoredSession, "createdAt" | "ipAddress" | "userAgent">;

export interface NewSession {
  ownerId: string;
  tokenHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Storage of one kind of session; customer and admin sessions live in separate tables. */
export interface SessionStore {
  create(session: NewSession): Promise<StoredSession>;
  findByTokenHash(tokenHash: string): Promise<PresentedSession | null>;
  touch(id: string, at: Date): Promise<void>;
  /** Revokes the owner's live sessions (all, one, or all but one); answers how many. */
  revoke(
    filter: { ownerId: string; id?: string; exceptId?: string },
    reason: string,
    at: Date,
  ): Promise<number>;
  listLive(ownerId: string, now: Date): Promise<StoredSession[]>;
}

const sessionColumns = {
  id: true,
  createdAt: true,
  lastSeenAt: true,
  expiresAt: true,
  revokedAt: true,
  ipAddress: true,
  userAgent: true,
} as const;

type Row = Record<string, unknown>;

/**
 * The operations both session tables answer the same way. Prisma gives each table its own
 * delegate type; this is the part of them the shared code uses, named by the owner column.
 */
interface SessionTable {
  create(args: { data: Row; select: Row }): Promise<Row>;
  updateMany(args: { where: Row; data: Row }): Promise<{ count: number }>;
  findMany(args: { where: Row; orderBy: Row; select: Row }): Promise<Row[]>;
}

/** create, revoke and listLive for a session table whose owner is `ownerColumn`. */
function sharedSessionOperations(
  table: () => SessionTable,
  ownerColumn: "userId" | "adminUserId",
): Pick<SessionStore, "create" | "revoke" | "listLive"> {
  const select = { ...sessionColumns, [ownerColumn]: true };
  const toStored = (row: Row): StoredSession => {
    const { [ownerColumn]: ownerId, ...rest } = row;
    return { ...(rest as Omit<StoredSession, "ownerId">), ownerId: ownerId as string };
  };
  return {
    async create({ ownerId, ...data }) {
      return toStored(await table().create({ data: { ...data, [ownerColumn]: ownerId }, select }));
    },
    async revoke(filter, reason, at) {
      const { count } = await table().updateMany({
        where: {
          [ownerColumn]: filter.ownerId,
          revokedAt: null,
          ...(filter.id ? { id: filter.id } : {}),
          ...(filter.exceptId ? { id: { not: filter.exceptId } } : {}),
        },
        data: { revokedAt: at, revokedReason: reason },
      });
      return count;
    },
    async listLive(ownerId, now) {
      const rows = await table().findMany({
        where: { [ownerColumn]: ownerId, revokedAt: null, expiresAt: { gt: now } },
        orderBy: { lastSeenAt: "desc" },
        select,
      });
      return rows.map(toStored);
    },
  };
}

/**
 * A customer session and its owner's profile by token hash (`$1`, unique). Every column costs
 * PostgreSQL time on every signed-in request, so only what checking the session needs; the
 * times as they are stored (computing epoch numbers in SQL cost PostgreSQL about a tenth of
 * the statement, more than the driver spends reading the timestamps); no LIMIT (planning one
 * cost more than a tenth of the statement). The owner is the profile's `userId` (`u.id`,
 * joined on `s.user_id`).
 */
const CUSTOMER_SESSION_BY_TOKEN = Prisma.sql`
  SELECT s.id, s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt",
         s.revoked_at AS "revokedAt", ${PROFILE_COLUMNS}
    FROM sessions s JOIN users u ON u.id = s.user_id ${PROFILE_JOINS}
   WHERE s.token_hash = ${""}`.text;

/** A presented session's row. */
type PresentedSessionRow = Pick<StoredSession, "id" | "lastSeenAt" | "expiresAt" | "revokedAt">;

/** Customer sessions (`sessions`). */
export function createCustomerSessionStore(db: Database): SessionStore {
  const table = () => db.prisma.session;
  return {
    ...sharedSessionOperations(() => table() as unknown as SessionTable, "userId"),
    async findByTokenHash(tokenHash) {
      // Every authenticated request starts here: one plain indexed read, straight through the
      // driver (no query engine), its text built once.
      const [row] = await db.query<PresentedSessionRow & TCustomerProfile>(
        CUSTOMER_SESSION_BY_TOKEN,
        [tokenHash],
      );
      if (!row) return null;
      return {
        id: row.id,
        ownerId: row.userId,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
        revokedAt: row.revokedAt,
        profile: profileOfRow(row),
      };
    },
    async touch(id, at) {
      const session = await table().update({
        where: { id },
        data: { lastSeenAt: at },
        select: { userId: true },
      });
      // users.lastActivity follows the session's activity, at the same (throttled) pace.
      await db.prisma.user.update({
        where: { id: session.userId },
        data: { lastActivity: at },
        select: { id: true },
      });
    },
  };
}

/** Administrator sessions (`admin_sessions`), kept apart from customer sessions. */
export function createAdminSessionStore(db: Database): SessionStore {
  const table = () => db.prisma.adminSession;
  return {
    ...sharedSessionOperations(() => table() as unknown as SessionTable, "adminUserId"),
    async findByTokenHash(tokenHash) {
      // The administrator's role and status come in the same statement: every admin request
      // needs them (write access, a deactivated account's sessions stop working at once, and
      // nothing but enrolment works before two-factor codes are).
      const [row] = await db.prisma.$queryRaw<
        Array<
          Omit<StoredSession, "admin"> & { role: string; isActive: boolean; totpEnabled: boolean }
        >
      >`
        SELECT s.id, s.admin_user_id AS "ownerId", s.created_at AS "createdAt",
               s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt",
               s.revoked_at AS "revokedAt", s.ip_address AS "ipAddress",
               s.user_agent AS "userAgent", a.role, a.is_active AS "isActive",
               a.totp_enabled AS "totpEnabled"
          FROM admin_sessions s JOIN admin_users a ON a.id = s.admin_user_id
         WHERE s.token_hash = ${tokenHash} LIMIT 1`;
      if (!row) return null;
      const { role, isActive, totpEnabled, ...session } = row;
      return { ...session, admin: { role, isActive, totpEnabled } };
    },
    async touch(id, at) {
      await table().update({ where: { id }, data: { lastSeenAt: at }, select: { id: true } });
    },
  };
}
