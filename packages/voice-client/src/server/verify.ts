import { ServerMessageVerificationError, type ServerMessageVerificationFailure } from "./errors.js";

// Web Crypto (`globalThis.crypto.subtle`) rather than node:crypto: it is global in Node 20+,
// Deno, Bun, edge workers and browsers, so this entry bundles for any of them unchanged.

/**
 * The hash of an HMAC credential. The platform's default is `sha256`.
 *
 * @example
 * ```ts
 * import type { ServerMessageHmacAlgorithm } from "@ringline/voice-client/server";
 *
 * const algorithm: ServerMessageHmacAlgorithm = "sha512";
 * ```
 */
export type ServerMessageHmacAlgorithm = "sha256" | "sha512";

/**
 * Request headers: a Fetch `Headers`, or a plain object such as Node's
 * `IncomingHttpHeaders` (names are matched without regard to case).
 *
 * @example
 * ```ts
 * import type { ServerMessageHeaders } from "@ringline/voice-client/server";
 *
 * const headers: ServerMessageHeaders = { "x-signature": "…", "x-timestamp": "1767225600" };
 * ```
 */
export type ServerMessageHeaders =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

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

const HASHES: Record<ServerMessageHmacAlgorithm, { name: string; bytes: number }> = {
  sha256: { name: "SHA-256", bytes: 32 },
  sha512: { name: "SHA-512", bytes: 64 },
};
const encoder = new TextEncoder();

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error(
      "Web Crypto (globalThis.crypto.subtle) is not available: use Node 20 or later, or a runtime with Web Crypto",
    );
  }
  return subtle;
}

function readHeader(headers: ServerMessageHeaders, name: string): string | undefined {
  if (typeof headers.get === "function") {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return typeof value === "string" ? value : value?.[0];
  }
  return undefined;
}

function toBytes(body: string | Uint8Array | ArrayBuffer): Uint8Array {
  if (typeof body === "string") return encoder.encode(body);
  return body instanceof Uint8Array ? body : new Uint8Array(body);
}

// No early exit: the time taken depends on the lengths only, never on where bytes differ.
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let index = 0; index < length; index++) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// A digest of n bytes is 2n characters in hex and about 4n/3 in base64, so the length tells
// the encodings apart. Base64 may be URL-safe and may lack its padding.
function decodeSignature(signature: string, bytes: number): Uint8Array | undefined {
  if (signature.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(signature)) {
    const decoded = new Uint8Array(bytes);
    for (let index = 0; index < bytes; index++) {
      decoded[index] = Number.parseInt(signature.slice(index * 2, index * 2 + 2), 16);
    }
    return decoded;
  }
  const standard = signature.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (!/^[A-Za-z0-9+/]+$/.test(standard) || standard.length !== Math.ceil((bytes * 4) / 3)) {
    return undefined;
  }
  const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

// Whole seconds or whole milliseconds since the epoch: 10^11 seconds is the year 5138,
// 10^11 milliseconds is 1973, so the magnitude says which.
function timestampToMs(timestamp: string): number | undefined {
  if (!/^\d{1,16}$/.test(timestamp)) return undefined;
  const value = Number(timestamp);
  return value < 1e11 ? value * 1000 : value;
}

async function computeSignature(
  secret: string | Uint8Array,
  algorithm: ServerMessageHmacAlgorithm,
  timestamp: string,
  body: string | Uint8Array | ArrayBuffer,
): Promise<Uint8Array> {
  const subtle = subtleCrypto();
  const key = await subtle.importKey(
    "raw",
    // A copy: `importKey` wants bytes over a plain ArrayBuffer, not a shared one.
    typeof secret === "string" ? encoder.encode(secret) : new Uint8Array(secret),
    { name: "HMAC", hash: HASHES[algorithm].name },
    false,
    ["sign"],
  );
  // `{timestamp}.{body}` over the body's own bytes: decoding and encoding it again could
  // change bytes that are not valid UTF-8.
  const prefix = encoder.encode(`${timestamp}.`);
  const bodyBytes = toBytes(body);
  const payload = new Uint8Array(prefix.length + bodyBytes.length);
  payload.set(prefix, 0);
  payload.set(bodyBytes, prefix.length);
  return new Uint8Array(await subtle.sign("HMAC", key, payload));
}

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

/**
 * Options of {@link signServerMessage}.
 *
 * @example
 * ```ts
 * import type { SignServerMessageOptions } from "@ringline/voice-client/server";
 *
 * const options: SignServerMessageOptions = { secret: "s3cret", algorithm: "sha512", encoding: "base64" };
 * ```
 */
export interface SignServerMessageOptions {
  /** The HMAC credential's secret key. */
  secret: string | Uint8Array;
  /** Default `sha256`. */
  algorithm?: ServerMessageHmacAlgorithm;
  /** Default `hex`. */
  encoding?: "hex" | "base64";
  /** The timestamp to sign, as sent in the header. Default: now, in whole seconds. */
  timestamp?: string | number;
  /** The clock, in milliseconds, for the default timestamp. Default `Date.now`. */
  now?: () => number;
  /** Default `x-signature`. */
  signatureHeader?: string;
  /** Default `x-timestamp`. */
  timestampHeader?: string;
  /** A prefix before the signature, such as `sha256=`; default none. */
  signaturePrefix?: string;
}

/**
 * A signed body's headers, and the parts that went into them.
 *
 * @example
 * ```ts
 * import type { SignedServerMessage } from "@ringline/voice-client/server";
 *
 * function send(url: string, body: string, signed: SignedServerMessage) {
 *   return fetch(url, { method: "POST", body, headers: { ...signed.headers, "content-type": "application/json" } });
 * }
 * ```
 */
export interface SignedServerMessage {
  /** The signature and timestamp headers, ready to send. */
  headers: Record<string, string>;
  /** The signature, with its prefix if any. */
  signature: string;
  /** The timestamp that was signed. */
  timestamp: string;
}

/**
 * Signs a body the way the platform signs server messages with an HMAC credential, so that
 * {@link verifyServerMessage} accepts it: the local emulator and your tests use it. Send the
 * body bytes exactly as signed.
 *
 * @example
 * ```ts
 * import { signServerMessage } from "@ringline/voice-client/server";
 *
 * const body = JSON.stringify({ message: { type: "hang" } });
 * const { headers } = await signServerMessage(body, { secret: "s3cret" });
 * await fetch("http://localhost:3000/vapi", {
 *   method: "POST",
 *   body,
 *   headers: { ...headers, "content-type": "application/json" },
 * });
 * ```
 */
export async function signServerMessage(
  body: string | Uint8Array | ArrayBuffer,
  options: SignServerMessageOptions,
): Promise<SignedServerMessage> {
  const algorithm = options.algorithm ?? "sha256";
  const timestamp = String(options.timestamp ?? Math.floor((options.now ?? Date.now)() / 1000));
  const mac = await computeSignature(options.secret, algorithm, timestamp, body);
  const signature =
    (options.signaturePrefix ?? "") + (options.encoding === "base64" ? toBase64(mac) : toHex(mac));
  return {
    headers: {
      [options.signatureHeader ?? "x-signature"]: signature,
      [options.timestampHeader ?? "x-timestamp"]: timestamp,
    },
    signature,
    timestamp,
  };
}
