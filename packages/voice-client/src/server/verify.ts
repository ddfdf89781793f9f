import { ServerMessageVerificationError, type ServerMessageVerificationFailure } from "./errors.js";
import {
  computeSignature,
  constantTimeEqual,
  decodeSignature,
  encoder,
  HASHES,
  readHeader,
  type ServerMessageHeaders,
  type ServerMessageHmacAlgorithm,
  timestampToMs,
  toHex,
} from "./hmac.js";

export type { ServerMessageHeaders, ServerMessageHmacAlgorithm } from "./hmac.js";

// Web Crypto (`globalThis.crypto.subtle`) rather than node:crypto: it is global in Node 20+,
// Deno, Bun, edge workers and browsers, so this entry bundles for any of them unchanged.

/**
 * What {@link verifyServerMessage} checks: the headers and the RAW body, exactly the bytes
 * received. A body parsed and serialised again does not verify.
 *
 * @example
 * ```ts
 * import type { ServerMessageRequest } from "@ringline/voice-client/server";
 *
 * // Express: app.post("/vapi", express.raw({ type: "application/json" }), …)
 * const request: ServerMessageRequest = { headers: req.headers, body: req.body };
 * ```
 */
export interface ServerMessageRequest {
  headers: ServerMessageHeaders;
  body: string | Uint8Array | ArrayBuffer;
}

/**
 * Remembers accepted signatures so that a captured request cannot be sent again. Keep one
 * shared store for all instances of a service (for example Redis `SET key 1 NX PX ttl`).
 * `remember` must be atomic: it stores `key` and answers `true`, or answers `false` when
 * the key is already there.
 *
 * @example
 * ```ts
 * import type { ServerMessageReplayCache } from "@ringline/voice-client/server";
 *
 * const redisReplayCache: ServerMessageReplayCache = {
 *   async remember(key, expiresAtMs, nowMs) {
 *     const ttl = Math.max(1, expiresAtMs - nowMs);
 *     return (await redis.set(`vapi-replay:${key}`, "1", "PX", ttl, "NX")) === "OK";
 *   },
 * };
 * ```
 */
export interface ServerMessageReplayCache {
  /**
   * Stores `key` until `expiresAtMs` and answers `true`; answers `false` when it is stored
   * already. `nowMs` is the verifier's clock, for stores that count time themselves.
   */
  remember(key: string, expiresAtMs: number, nowMs: number): boolean | Promise<boolean>;
}

/**
 * Options of {@link createMemoryReplayCache}.
 *
 * @example
 * ```ts
 * import type { MemoryReplayCacheOptions } from "@ringline/voice-client/server";
 *
 * const options: MemoryReplayCacheOptions = { maxEntries: 50_000 };
 * ```
 */
export interface MemoryReplayCacheOptions {
  /**
   * How many signatures to hold, default 10 000. When full, expired entries go first, then
   * the oldest: size it above the messages you receive in twice the tolerance (10 min).
   */
  maxEntries?: number;
}

/**
 * A replay cache in this process's memory, bounded by `maxEntries`. Enough for one
 * instance; several instances need a shared {@link ServerMessageReplayCache}.
 *
 * @example
 * ```ts
 * import { createMemoryReplayCache, verifyServerMessage } from "@ringline/voice-client/server";
 *
 * const replayCache = createMemoryReplayCache({ maxEntries: 50_000 });
 * await verifyServerMessage(request, { hmac: { secret, replayCache } });
 * ```
 */
export function createMemoryReplayCache(
  options: MemoryReplayCacheOptions = {},
): ServerMessageReplayCache {
  const maxEntries = options.maxEntries ?? 10_000;
  if (!(Number.isInteger(maxEntries) && maxEntries > 0)) {
    throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
  }
  // Insertion order is the eviction order of last resort.
  const entries = new Map<string, number>();
  return {
    remember(key, expiresAtMs, nowMs) {
      const existing = entries.get(key);
      if (existing !== undefined && existing > nowMs) return false;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        for (const [storedKey, storedExpiry] of entries) {
          if (storedExpiry <= nowMs) entries.delete(storedKey);
        }
      }
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      entries.set(key, expiresAtMs);
      return true;
    },
  };
}

let defaultReplayCache: ServerMessageReplayCache | undefined;

/**
 * How HMAC credentials are checked. Only `secret` is required; the rest match the
 * platform's defaults.
 *
 * @example
 * ```ts
 * import type { ServerMessageHmacOptions } from "@ringline/voice-client/server";
 *
 * const hmac: ServerMessageHmacOptions = {
 *   secret: process.env.VAPI_HMAC_SECRET!,
 *   algorithm: "sha512",
 *   toleranceSeconds: 120,
 * };
 * ```
 */
export interface ServerMessageHmacOptions {
  /** The credential's secret key: text as configured, or bytes (a base64 secret decoded). */
  secret: string | Uint8Array;
  /** Default `sha256`. */
  algorithm?: ServerMessageHmacAlgorithm;
  /** How far the timestamp may be from now, either way, in seconds. Default 300. */
  toleranceSeconds?: number;
  /**
   * Where accepted signatures are remembered. Default: one bounded in-memory cache shared by
   * every call in this process. `false` turns replay protection off.
   */
  replayCache?: ServerMessageReplayCache | false;
  /** Default `x-signature`. */
  signatureHeader?: string;
  /** Default `x-timestamp`. */
  timestampHeader?: string;
  /** A prefix before the signature, such as `sha256=`; default none. */
  signaturePrefix?: string;
  /** The clock, in milliseconds since the epoch. Default `Date.now`; tests pass a fake one. */
  now?: () => number;
}

/**
 * How to verify: the legacy static secret (`X-Vapi-Secret` header, the `server.secret`
 * setting) or an HMAC credential (`server.credentialId` naming an HMAC credential).
 *
 * @example
 * ```ts
 * import type { VerifyServerMessageOptions } from "@ringline/voice-client/server";
 *
 * const legacy: VerifyServerMessageOptions = { legacySecret: process.env.VAPI_SERVER_SECRET! };
 * const hmac: VerifyServerMessageOptions = { hmac: { secret: process.env.VAPI_HMAC_SECRET! } };
 * ```
 */
export type VerifyServerMessageOptions =
  | { legacySecret: string; hmac?: never }
  | { hmac: ServerMessageHmacOptions; legacySecret?: never };

/**
 * What a successful verification established.
 *
 * @example
 * ```ts
 * import type { ServerMessageVerification } from "@ringline/voice-client/server";
 *
 * function log(verification: ServerMessageVerification) {
 *   if (verification.method === "hmac") console.log(new Date(verification.timestampMs));
 * }
 * ```
 */
export type ServerMessageVerification =
  | { method: "legacy-secret" }
  | {
      method: "hmac";
      algorithm: ServerMessageHmacAlgorithm;
      /** The `x-timestamp` header as received. */
      timestamp: string;
      /** The same instant in milliseconds since the epoch. */
      timestampMs: number;
    };

function fail(reason: ServerMessageVerificationFailure): never {
  throw new ServerMessageVerificationError(reason);
}

/**
 * Proves that a request to your server URL came from the platform, before you act on it.
 *
 * - `{ legacySecret }`: the `X-Vapi-Secret` header must equal the secret (compared in
 *   constant time).
 * - `{ hmac }`: `x-signature` must be the HMAC (sha256 by default, or sha512; hex or base64)
 *   of `{x-timestamp}.{raw body}`; the timestamp (seconds or milliseconds) must be within
 *   ±300 s of now; and the same signed request is accepted only once (see `replayCache`).
 *
 * Resolves with what was established; rejects with {@link ServerMessageVerificationError}
 * (answer 401). Needs Web Crypto (`globalThis.crypto.subtle`): Node 20+, Deno, Bun, workers.
 *
 * @example
 * ```ts
 * import { parseServerMessage, verifyServerMessage } from "@ringline/voice-client/server";
 *
 * export async function POST(request: Request) {
 *   const body = new Uint8Array(await request.arrayBuffer());
 *   await verifyServerMessage(
 *     { headers: request.headers, body },
 *     { hmac: { secret: process.env.VAPI_HMAC_SECRET! } },
 *   );
 *   const { message } = parseServerMessage(body);
 *   // …
 * }
 * ```
 */
export async function verifyServerMessage(
  request: ServerMessageRequest,
  options: VerifyServerMessageOptions,
): Promise<ServerMessageVerification> {
  if (options.legacySecret !== undefined) {
    const received = readHeader(request.headers, "x-vapi-secret");
    if (received === undefined) fail("missing-secret");
    if (!constantTimeEqual(encoder.encode(received), encoder.encode(options.legacySecret))) {
      fail("secret-mismatch");
    }
    return { method: "legacy-secret" };
  }

  const hmac = options.hmac;
  const algorithm = hmac.algorithm ?? "sha256";
  const toleranceMs = (hmac.toleranceSeconds ?? 300) * 1000;
  const now = hmac.now ?? Date.now;

  let signature = readHeader(request.headers, hmac.signatureHeader ?? "x-signature")?.trim();
  if (!signature) fail("missing-signature");
  const timestamp = readHeader(request.headers, hmac.timestampHeader ?? "x-timestamp")?.trim();
  if (!timestamp) fail("missing-timestamp");
  const timestampMs = timestampToMs(timestamp);
  if (timestampMs === undefined) fail("malformed-timestamp");

  const nowMs = now();
  if (timestampMs < nowMs - toleranceMs) fail("stale-timestamp");
  if (timestampMs > nowMs + toleranceMs) fail("future-timestamp");

  if (hmac.signaturePrefix !== undefined) {
    if (!signature.startsWith(hmac.signaturePrefix)) fail("signature-mismatch");
    signature = signature.slice(hmac.signaturePrefix.length);
  }
  const expected = await computeSignature(hmac.secret, algorithm, timestamp, request.body);
  const received = decodeSignature(signature, HASHES[algorithm].bytes);
  if (received === undefined || !constantTimeEqual(received, expected)) {
    fail("signature-mismatch");
  }

  // Keyed by the expected MAC, not the header's text: the same signature sent again in the
  // other encoding is the same request. Only verified requests reach the cache, so junk
  // cannot fill it. Past `timestamp + tolerance` the timestamp check rejects it anyway.
  if (hmac.replayCache === undefined) defaultReplayCache ??= createMemoryReplayCache();
  const replayCache = hmac.replayCache ?? defaultReplayCache;
  if (replayCache) {
    const fresh = await replayCache.remember(
      `${algorithm}:${toHex(expected)}`,
      timestampMs + toleranceMs,
      nowMs,
    );
    if (!fresh) fail("replayed");
  }
  return { method: "hmac", algorithm, timestamp, timestampMs };
}
