import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import { typedAccountKey } from "../http/rate-limit.js";

/**
 * How many failed sign-ins an account takes in 15 minutes from devices it does not know
 * before they must wait, and how many one known device takes before it is no longer trusted.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  customer: 10,
  admin: 5,
  device: 5,
} as const;

/** Whose sign-in it is: a customer or an administrator. */
export type SignInKind = "customer" | "admin";

/**
 * The account a sign-in names: its id when it exists (so that an administrator's username and
 * e-mail count as one account), else the identifier typed, normalised and hashed (an unknown
 * account is slowed down just the same, so answers say nothing about which exist).
 */
export function signInAccount(kind: SignInKind, id: string | undefined, typed: string): string {
  if (id) return `${kind}:${id}`;
  return `${kind}-unknown:${typedAccountKey(typed) ?? ""}`;
}

/** A sign-in attempt allowed to go on, as {@link SignInThrottle.check} judged it. */
export interface SignInAttempt {
  /** The account key of {@link signInAccount}. */
  account: string;
  /** The device's nonce when its cookie is a good one for this account and still trusted. */
  trustedDevice: string | undefined;
}

/**
 * Throttles guessing passwords without locking the owner out (OWASP's device cookie): failed
 * sign-ins are counted per account, from every address together; once an account has had
 * too many in 15 minutes, sign-ins from devices it does not know wait, with the time to wait
 * in the answer, even with the right password. A device that signed in to the account before
 * carries a signed cookie and is counted on its own: the owner still gets in from it while
 * someone else guesses, and a device that fails too often is no longer trusted.
 */
export function createSignInThrottle(options: {
  db: Database;
  /** Signs device cookies (the server's session secret). */
  secret: string;
  now: () => number;
}) {
  const { db, now } = options;

  const signature = (account: string, nonce: string) =>
    createHmac("sha256", options.secret)
      .update(`sign-in-device\n${account}\n${nonce}`)
      .digest("base64url");

  async function failuresOf(key: string): Promise<{ failures: number; until: number }> {
    const row = await db.prisma.signInThrottle.findUnique({ where: { key } });
    if (!row) return { failures: 0, until: 0 };
    const until = row.windowStartedAt.getTime() + SIGN_IN_LIMITS.windowMs;
    return until <= now() ? { failures: 0, until: 0 } : { failures: row.failures, until };
  }

  /** Counts one failure for `key` in its window (a new window once the last one ended). */
  async function count(key: string): Promise<void> {
    const at = new Date(now());
    const windowStart = new Date(now() - SIGN_IN_LIMITS.windowMs);
    await db.prisma.$executeRaw`
      INSERT INTO sign_in_throttles (key, failures, window_started_at) VALUES (${key}, 1, ${at})
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN sign_in_throttles.window_started_at <= ${windowStart}
                        THEN 1 ELSE sign_in_throttles.failures + 1 END,
        window_started_at = CASE WHEN sign_in_throttles.window_started_at <= ${windowStart}
                                 THEN ${at} ELSE sign_in_throttles.window_started_at END`;
  }

  /** The device cookie's nonce when it is a good one for `account`. */
  function deviceOf(account: string, cookie: string | undefined): string | undefined {
    const [nonce, signed] = (cookie ?? "").split(".");
    if (!nonce || !signed || !/^[\w-]{22}$/.test(nonce)) return undefined;
    const expected = Buffer.from(signature(account, nonce));
    const given = Buffer.from(signed);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  return {
    /**
     * Judges an attempt on `account` with the device cookie it came with, before the password
     * is checked: a known device that has not failed too often goes on on its own; any other
     * waits (429, with the minutes to wait) once the account has failed too often.
     */
    async check(
      kind: SignInKind,
      account: string,
      deviceCookie: string | undefined,
    ): Promise<SignInAttempt> {
      const device = deviceOf(account, deviceCookie);
      // A known device that keeps failing is counted with the account's strangers.
      if (device && (await failuresOf(`device:${device}`)).failures < SIGN_IN_LIMITS.device) {
        return { account, trustedDevice: device };
      }
      const attempt = { account, trustedDevice: undefined };
      const { failures, until } = await failuresOf(account);
      if (failures < SIGN_IN_LIMITS[kind]) return attempt;
      const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError("API_RATE_LIMITED", {
        message: `Too many failed sign-ins for this account. Try again in ${minutes} minute${
          minutes === 1 ? "" : "s"
        }, or sign in from a device you have used before.`,
        retryAfter: seconds,
      });
    },

    /** Counts a failed attempt: on its trusted device, or on the account. */
    async failed(attempt: SignInAttempt): Promise<void> {
      await count(attempt.trustedDevice ? `device:${attempt.trustedDevice}` : attempt.account);
    },

    /**
     * A good sign-in: the device's failures are forgotten, and it gets (or keeps) a signed
     * cookie naming the account, to send with its next sign-ins.
     */
    async succeeded(attempt: SignInAttempt): Promise<string> {
      const nonce = attempt.trustedDevice ?? randomBytes(16).toString("base64url");
      await db.prisma.signInThrottle.deleteMany({ where: { key: `device:${nonce}` } });
      return `${nonce}.${signature(attempt.account, nonce)}`;
    },

    /** Forgets windows that ended; answers how many. */
    async purge(): Promise<number> {
      const { count: purged } = await db.prisma.signInThrottle.deleteMany({
        where: { windowStartedAt: { lte: new Date(now() - SIGN_IN_LIMITS.windowMs) } },
      });
      return purged;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
