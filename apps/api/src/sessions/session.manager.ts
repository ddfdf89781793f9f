import { createToken, hashToken, type TokenKind } from "../security/tokens.js";
import type { PresentedSession, SessionStore, StoredSession } from "./session.repository.js";

/** A session ends after 30 minutes without a request… */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** …and 12 hours after it began, whatever its activity. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// lastSeenAt is written at most this often, so a busy session does not write on every read.
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionCheck =
  | { ok: true; session: PresentedSession }
  | { ok: false; reason: "unknown" | "revoked" | "expired" | "idle" };

export interface SessionManager {
  /** Starts a session; the token is returned once and only its hash is stored. */
  create(
    ownerId: string,
    client: { ipAddress: string | null; userAgent: string | null },
  ): Promise<{ token: string; session: StoredSession }>;
  /** Checks a presented token against both timeouts and refreshes its activity. */
  authenticate(token: string): Promise<SessionCheck>;
  /** Ends one session of an owner; false when it was not theirs or already ended. */
  end(ownerId: string, sessionId: string, reason: string): Promise<boolean>;
  /** Ends every session of an owner except one (e.g. after a password change). */
  endOthers(ownerId: string, keepSessionId: string | undefined, reason: string): Promise<number>;
  list(ownerId: string): Promise<StoredSession[]>;
}

export interface SessionManagerOptions {
  kind: Extract<TokenKind, "session" | "admin">;
  now: () => number;
  idleTimeoutMs?: number;
  absoluteTimeoutMs?: number;
}

export function createSessionManager(
  store: SessionStore,
  options: SessionManagerOptions,
): SessionManager {
  const idle = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const absolute = options.absoluteTimeoutMs ?? ABSOLUTE_TIMEOUT_MS;
  const now = () => new Date(options.now());

  return {
    async create(ownerId, client) {
      const token = createToken(options.kind);
      const at = now();
      const session = await store.create({
        ownerId,
        tokenHash: hashToken(token),
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + absolute),
        ipAddress: client.ipAddress?.slice(0, 64) ?? null,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
      });
      return { token, session };
    },

    async authenticate(token) {
      const session = await store.findByTokenHash(hashToken(token));
      if (!session) return { ok: false, reason: "unknown" };
      if (session.revokedAt) return { ok: false, reason: "revoked" };
      const at = now();
      if (at.getTime() >= session.expiresAt.getTime()) {
        await store.revoke({ ownerId: session.ownerId, id: session.id }, "expired", at);
        return { ok: false, reason: "expired" };
      }
      if (at.getTime() - session.lastSeenAt.getTime() >= idle) {
        await store.revoke({ ownerId: session.ownerId, id: session.id }, "idle", at);
        return { ok: false, reason: "idle" };
      }
      if (at.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        await store.touch(session.id, at);
        session.lastSeenAt = at;
      }
      return { ok: true, session };
    },

    async end(ownerId, sessionId, reason) {
      return (await store.revoke({ ownerId, id: sessionId }, reason, now())) > 0;
    },

    endOthers(ownerId, keepSessionId, reason) {
      return store.revoke(
        keepSessionId ? { ownerId, exceptId: keepSessionId } : { ownerId },
        reason,
        now(),
      );
    },

    list(ownerId) {
      return store.listLive(ownerId, now());
    },
  };
}
