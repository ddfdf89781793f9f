import { ServerMessageVerificationError, type ServerMessageVerificationFailure } from "./errors.js";
import {
  computeMac,
  constantTimeEqual,
  decodeSignature,
  encoder,
  HASHES,
  payloadBytes,
  payloadFormatOf,
  placeholdersOf,
  readHeader,
  type ServerMessageHeaders,
  type ServerMessageHmacAlgorithm,
  secretBytes,
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
  /** For a payload format with `{method}`; default `POST`. */
  method?: string | undefined;
  /**
   * For a payload format with `{url}`: the server URL as the platform was given it (behind a
   * proxy, not what the server sees). `hmac.url` takes precedence.
   */
  url?: string | undefined;
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
  /**
   * What the credential signs (its `payloadFormat`): `{body}`, `{timestamp}`, `{method}`,
   * `{url}`, `{svix-id}`. Default `{timestamp}.{body}`, or `{body}` when `includeTimestamp` is
   * false. Without `{timestamp}` no timestamp is checked and no replay cache applies: nothing
   * bounds a replay then but what the receiver stores (keep an inbox keyed by the message).
   */
  payloadFormat?: string;
  /** Default true: the timestamp is signed and must be within the tolerance. */
  includeTimestamp?: boolean;
  /** Where `{svix-id}` is read from. Default `svix-id`. */
  messageIdHeader?: string;
  /** For `{url}`: the server URL as configured on the platform (default `request.url`). */
  url?: string;
  /** The clock, in milliseconds since the epoch. Default `Date.now`; tests pass a fake one. */
  now?: () => number;
}

/**
 * How Bearer credentials are checked: the token in `Authorization: Bearer <token>`, or in
 * another header, with or without the `Bearer ` prefix.
 *
 * @example
 * ```ts
 * import type { ServerMessageBearerOptions } from "@ringline/voice-client/server";
 *
 * const bearer: ServerMessageBearerOptions = { token: process.env.VAPI_SERVER_TOKEN!, headerName: "x-api-key", bearerPrefixEnabled: false };
 * ```
 */
export interface ServerMessageBearerOptions {
  /** The credential's token. */
  token: string;
  /** Default `Authorization`. */
  headerName?: string;
  /** Default true: the header reads `Bearer <token>`. */
  bearerPrefixEnabled?: boolean;
}

/**
 * A credential as the platform describes it (`HMACAuthenticationPlan`, `BearerAuthenticationPlan`):
 * the plan you gave `POST /credential`, which {@link verifyOptionsFromPlan} turns into
 * verification options.
 *
 * @example
 * ```ts
 * import type { ServerMessageAuthenticationPlan } from "@ringline/voice-client/server";
 *
 * const plan: ServerMessageAuthenticationPlan = { type: "hmac", secretKey: "s3cret", algorithm: "sha256" };
 * ```
 */
export type ServerMessageAuthenticationPlan =
  | {
      type: "hmac";
      secretKey: string;
      algorithm: ServerMessageHmacAlgorithm;
      signatureHeader?: string | undefined;
      timestampHeader?: string | undefined;
      signaturePrefix?: string | undefined;
      includeTimestamp?: boolean | undefined;
      payloadFormat?: string | undefined;
      messageIdHeader?: string | undefined;
      signatureEncoding?: "hex" | "base64" | undefined;
      secretIsBase64?: boolean | undefined;
    }
  | {
      type: "bearer";
      token: string;
      headerName?: string | undefined;
      bearerPrefixEnabled?: boolean | undefined;
    };

/**
 * The options that verify what a credential of `plan` signs; `hmac` adds the settings a plan
 * does not hold (clock, tolerance, replay cache, the server URL for `{url}`).
 *
 * @example
 * ```ts
 * import { verifyOptionsFromPlan, verifyServerMessage } from "@ringline/voice-client/server";
 *
 * const plan = { type: "hmac", secretKey: "s3cret", algorithm: "sha512", signatureEncoding: "base64" } as const;
 * await verifyServerMessage(request, verifyOptionsFromPlan(plan, { toleranceSeconds: 120 }));
 * ```
 */
export function verifyOptionsFromPlan(
  plan: ServerMessageAuthenticationPlan,
  hmac: Omit<
    ServerMessageHmacOptions,
    | "secret"
    | "algorithm"
    | "signatureHeader"
    | "timestampHeader"
    | "signaturePrefix"
    | "payloadFormat"
    | "includeTimestamp"
    | "messageIdHeader"
  > = {},
): VerifyServerMessageOptions {
  if (plan.type === "bearer") {
    return {
      bearer: {
        token: plan.token,
        ...(plan.headerName === undefined ? {} : { headerName: plan.headerName }),
        ...(plan.bearerPrefixEnabled === undefined
          ? {}
          : { bearerPrefixEnabled: plan.bearerPrefixEnabled }),
      },
    };
  }
  // A plan's empty header name means "the default", as the platform's form leaves it.
  const chosen = {
    signatureHeader: plan.signatureHeader || undefined,
    timestampHeader: plan.timestampHeader || undefined,
    signaturePrefix: plan.signaturePrefix,
    payloadFormat: plan.payloadFormat || undefined,
    includeTimestamp: plan.includeTimestamp,
    messageIdHeader: plan.messageIdHeader || undefined,
  };
  return {
    hmac: {
      ...hmac,
      ...(Object.fromEntries(
        Object.entries(chosen).filter(([, value]) => value !== undefined),
      ) as Partial<ServerMessageHmacOptions>),
      secret: secretBytes(plan.secretKey, plan.secretIsBase64),
      algorithm: plan.algorithm,
    },
  };
}

/**
 * How to verify: the legacy static secret (the `server.secret` setting, sent as
 * `X-Vapi-Secret` or, by older deliveries, `X-Vapi-Signature`), an HMAC credential or a
 * Bearer credential (`server.credentialId` naming one).
 *
 * @example
 * ```ts
 * import type { VerifyServerMessageOptions } from "@ringline/voice-client/server";
 *
 * const legacy: VerifyServerMessageOptions = { legacySecret: process.env.VAPI_SERVER_SECRET! };
 * const hmac: VerifyServerMessageOptions = { hmac: { secret: process.env.VAPI_HMAC_SECRET! } };
 * const bearer: VerifyServerMessageOptions = { bearer: { token: process.env.VAPI_SERVER_TOKEN! } };
 * ```
 */
export type VerifyServerMessageOptions =
  | { legacySecret: string; hmac?: never; bearer?: never }
  | { hmac: ServerMessageHmacOptions; legacySecret?: never; bearer?: never }
  | { bearer: ServerMessageBearerOptions; legacySecret?: never; hmac?: never };

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
  | { method: "bearer" }
  | {
      method: "hmac";
      algorithm: ServerMessageHmacAlgorithm;
      /** The `x-timestamp` header as received; absent when the format signs no timestamp. */
      timestamp?: string;
      /** The same instant in milliseconds since the epoch. */
      timestampMs?: number;
    };

function fail(reason: ServerMessageVerificationFailure): never {
  throw new ServerMessageVerificationError(reason);
}

/**
 * Proves that a request to your server URL came from the platform, before you act on it.
 *
 * - `{ legacySecret }`: the `X-Vapi-Secret` header (or `X-Vapi-Signature`, as older deliveries
 *   send it) must equal the secret (compared in constant time).
 * - `{ bearer }`: `Authorization: Bearer <token>` (or the credential's header and prefix).
 * - `{ hmac }`: `x-signature` must be the HMAC (sha256 by default, sha1 or sha512; hex or
 *   base64) of `{x-timestamp}.{raw body}` (or the credential's payload format); a signed
 *   timestamp (seconds or milliseconds) must be within ±300 s of now; and the same signed
 *   request is accepted only once (see `replayCache`).
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
    const received =
      readHeader(request.headers, "x-vapi-secret") ??
      readHeader(request.headers, "x-vapi-signature");
    if (received === undefined) fail("missing-secret");
    if (!constantTimeEqual(encoder.encode(received), encoder.encode(options.legacySecret))) {
      fail("secret-mismatch");
    }
    return { method: "legacy-secret" };
  }
  if (options.bearer !== undefined) return verifyBearer(request, options.bearer);
  return verifyHmac(request, options.hmac);
}

function verifyBearer(
  request: ServerMessageRequest,
  bearer: ServerMessageBearerOptions,
): ServerMessageVerification {
  let received = readHeader(request.headers, bearer.headerName ?? "authorization")?.trim();
  if (!received) fail("missing-token");
  if (bearer.bearerPrefixEnabled ?? true) {
    // The scheme is case-insensitive (RFC 9110 §11.1).
    const match = /^bearer\s+(.+)$/i.exec(received);
    if (!match) fail("token-mismatch");
    received = (match[1] as string).trim();
  }
  if (!constantTimeEqual(encoder.encode(received), encoder.encode(bearer.token))) {
    fail("token-mismatch");
  }
  return { method: "bearer" };
}

async function verifyHmac(
  request: ServerMessageRequest,
  hmac: ServerMessageHmacOptions,
): Promise<ServerMessageVerification> {
  const algorithm = hmac.algorithm ?? "sha256";
  const toleranceMs = (hmac.toleranceSeconds ?? 300) * 1000;
  const now = hmac.now ?? Date.now;
  const format = payloadFormatOf(hmac);
  const uses = placeholdersOf(format);

  let signature = readHeader(request.headers, hmac.signatureHeader ?? "x-signature")?.trim();
  if (!signature) fail("missing-signature");

  // A timestamp counts only when it is signed: an unsigned header could say anything.
  let timestamp: string | undefined;
  let timestampMs: number | undefined;
  const nowMs = now();
  if (uses.has("timestamp")) {
    timestamp = readHeader(request.headers, hmac.timestampHeader ?? "x-timestamp")?.trim();
    if (!timestamp) fail("missing-timestamp");
    timestampMs = timestampToMs(timestamp);
    if (timestampMs === undefined) fail("malformed-timestamp");
    if (timestampMs < nowMs - toleranceMs) fail("stale-timestamp");
    if (timestampMs > nowMs + toleranceMs) fail("future-timestamp");
  }
  let messageId: string | undefined;
  if (uses.has("svix-id")) {
    messageId = readHeader(request.headers, hmac.messageIdHeader ?? "svix-id")?.trim();
    if (!messageId) fail("missing-message-id");
  }
  const url = hmac.url ?? request.url;
  if (uses.has("url") && url === undefined) {
    throw new TypeError(
      "the payload format signs {url}: pass hmac.url (the server URL as configured) or request.url",
    );
  }

  if (hmac.signaturePrefix !== undefined) {
    if (!signature.startsWith(hmac.signaturePrefix)) fail("signature-mismatch");
    signature = signature.slice(hmac.signaturePrefix.length);
  }
  const payload = payloadBytes(format, {
    body: request.body,
    timestamp,
    method: request.method ?? "POST",
    url,
    messageId,
  });
  const expected = await computeMac(hmac.secret, algorithm, payload);
  const received = decodeSignature(signature, HASHES[algorithm].bytes);
  if (received === undefined || !constantTimeEqual(received, expected)) {
    fail("signature-mismatch");
  }

  // Keyed by the expected MAC, not the header's text: the same signature sent again in the
  // other encoding is the same request. Only verified requests reach the cache, so junk
  // cannot fill it. Past `timestamp + tolerance` the timestamp check rejects it anyway; a
  // format without a timestamp has no such bound, so no cache either (it would grow for ever).
  if (timestampMs === undefined) return { method: "hmac", algorithm };
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
  return { method: "hmac", algorithm, timestamp: timestamp as string, timestampMs };
}
