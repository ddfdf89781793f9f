// The HMAC and encoding helpers shared by verification and signing. Web Crypto only, so the
// server entry bundles for Node, Deno, Bun, edge workers and browsers alike.
/**
 * The hash of an HMAC credential, as the platform offers them (`sha1`, `sha256`, `sha512`).
 * The platform's default is `sha256`.
 *
 * @example
 * ```ts
 * import type { ServerMessageHmacAlgorithm } from "@ringline/voice-client/server";
 *
 * const algorithm: ServerMessageHmacAlgorithm = "sha512";
 * ```
 */
export type ServerMessageHmacAlgorithm = "sha1" | "sha256" | "sha512";

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

export const HASHES: Record<ServerMessageHmacAlgorithm, { name: string; bytes: number }> = {
  sha1: { name: "SHA-1", bytes: 20 },
  sha256: { name: "SHA-256", bytes: 32 },
  sha512: { name: "SHA-512", bytes: 64 },
};
export const encoder = new TextEncoder();

export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error(
      "Web Crypto (globalThis.crypto.subtle) is not available: use Node 20 or later, or a runtime with Web Crypto",
    );
  }
  return subtle;
}

export function readHeader(headers: ServerMessageHeaders, name: string): string | undefined {
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

export function toBytes(body: string | Uint8Array | ArrayBuffer): Uint8Array {
  if (typeof body === "string") return encoder.encode(body);
  return body instanceof Uint8Array ? body : new Uint8Array(body);
}

// No early exit: the time taken depends on the lengths only, never on where bytes differ.
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  const length = Math.max(a.length, b.length);
  let difference = a.length ^ b.length;
  for (let index = 0; index < length; index++) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// A digest of n bytes is 2n characters in hex and about 4n/3 in base64, so the length tells
// the encodings apart. Base64 may be URL-safe and may lack its padding.
export function decodeSignature(signature: string, bytes: number): Uint8Array | undefined {
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
export function timestampToMs(timestamp: string): number | undefined {
  if (!/^\d{1,16}$/.test(timestamp)) return undefined;
  const value = Number(timestamp);
  return value < 1e11 ? value * 1000 : value;
}

/** Imported HMAC keys by secret and algorithm: importing costs more than signing a report. */
const importedKeys = new Map<string, Promise<CryptoKey>>();
const MAX_IMPORTED_KEYS = 32;

function hmacKey(
  secret: string | Uint8Array,
  algorithm: ServerMessageHmacAlgorithm,
): Promise<CryptoKey> {
  const bytes = typeof secret === "string" ? encoder.encode(secret) : new Uint8Array(secret);
  // Keyed by the secret's bytes in hex, so a string and its bytes share one entry.
  const id = `${algorithm}:${toHex(bytes)}`;
  let key = importedKeys.get(id);
  if (!key) {
    // A copy: `importKey` wants bytes over a plain ArrayBuffer, not a shared one.
    key = subtleCrypto().importKey(
      "raw",
      bytes,
      { name: "HMAC", hash: HASHES[algorithm].name },
      false,
      ["sign"],
    );
    key.catch(() => importedKeys.delete(id));
    if (importedKeys.size >= MAX_IMPORTED_KEYS) {
      const oldest = importedKeys.keys().next().value;
      if (oldest !== undefined) importedKeys.delete(oldest);
    }
    importedKeys.set(id, key);
  }
  return key;
}

/**
 * What a payload format may name: `{body}` (the raw body's bytes), `{timestamp}`, `{method}`,
 * `{url}` and `{svix-id}` (the message id of Svix-style credentials).
 */
export interface PayloadParts {
  body: string | Uint8Array | ArrayBuffer;
  timestamp?: string | undefined;
  method?: string | undefined;
  url?: string | undefined;
  messageId?: string | undefined;
}

/** The platform's default payload: `{timestamp}.{body}`. */
export const DEFAULT_PAYLOAD_FORMAT = "{timestamp}.{body}";
const PLACEHOLDER = /\{(body|timestamp|method|url|svix-id)\}/g;

/** The format a credential signs: its own, else `{timestamp}.{body}`, or `{body}` without timestamp. */
export function payloadFormatOf(options: {
  payloadFormat?: string | undefined;
  includeTimestamp?: boolean | undefined;
}): string {
  return (
    options.payloadFormat ??
    (options.includeTimestamp === false ? "{body}" : DEFAULT_PAYLOAD_FORMAT)
  );
}

/** The placeholders a payload format uses. */
export function placeholdersOf(format: string): Set<string> {
  return new Set([...format.matchAll(PLACEHOLDER)].map((match) => match[1] as string));
}

/**
 * The bytes a credential signs: the format with each placeholder filled in. The body goes in
 * as its own bytes (decoding and encoding it again could change bytes that are not valid
 * UTF-8), and a body that itself contains "{timestamp}" is never rewritten.
 */
export function payloadBytes(format: string, parts: PayloadParts): Uint8Array<ArrayBuffer> {
  const pieces: Uint8Array[] = [];
  let last = 0;
  for (const match of format.matchAll(PLACEHOLDER)) {
    pieces.push(encoder.encode(format.slice(last, match.index)));
    const name = match[1];
    if (name === "body") pieces.push(toBytes(parts.body));
    else {
      const value =
        name === "timestamp"
          ? parts.timestamp
          : name === "method"
            ? parts.method
            : name === "url"
              ? parts.url
              : parts.messageId;
      pieces.push(encoder.encode(value ?? ""));
    }
    last = (match.index ?? 0) + match[0].length;
  }
  pieces.push(encoder.encode(format.slice(last)));
  const payload = new Uint8Array(pieces.reduce((total, piece) => total + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    payload.set(piece, offset);
    offset += piece.length;
  }
  return payload;
}

/** The HMAC of `payload` under `secret`. */
export async function computeMac(
  secret: string | Uint8Array,
  algorithm: ServerMessageHmacAlgorithm,
  payload: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const key = await hmacKey(secret, algorithm);
  return new Uint8Array(await subtleCrypto().sign("HMAC", key, payload));
}

/** Text secrets as configured; `secretIsBase64` ones decoded (standard or URL-safe base64). */
export function secretBytes(secret: string, isBase64: boolean | undefined): string | Uint8Array {
  if (!isBase64) return secret;
  const standard = secret.trim().replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
