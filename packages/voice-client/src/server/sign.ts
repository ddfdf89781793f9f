import {
  computeMac,
  payloadBytes,
  payloadFormatOf,
  placeholdersOf,
  type ServerMessageHmacAlgorithm,
  toBase64,
  toHex,
} from "./hmac.js";

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
  /**
   * What is signed, as the credential's `payloadFormat`: `{body}`, `{timestamp}`, `{method}`,
   * `{url}`, `{svix-id}`. Default `{timestamp}.{body}`, or `{body}` when `includeTimestamp`
   * is false.
   */
  payloadFormat?: string;
  /** Default true. False: the timestamp is neither signed nor sent. */
  includeTimestamp?: boolean;
  /** The message's id for `{svix-id}`, sent in `messageIdHeader`. */
  messageId?: string;
  /** Default `svix-id`. */
  messageIdHeader?: string;
  /** For `{method}`; default `POST`. */
  method?: string;
  /** For `{url}`: the server URL the message is sent to. */
  url?: string;
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
  /** The signature, timestamp and message-id headers (those the format uses), ready to send. */
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
  const format = payloadFormatOf(options);
  const signsTimestamp = placeholdersOf(format).has("timestamp");
  const timestamp = String(options.timestamp ?? Math.floor((options.now ?? Date.now)() / 1000));
  const payload = payloadBytes(format, {
    body,
    timestamp,
    method: options.method ?? "POST",
    url: options.url,
    messageId: options.messageId,
  });
  const mac = await computeMac(options.secret, algorithm, payload);
  const signature =
    (options.signaturePrefix ?? "") + (options.encoding === "base64" ? toBase64(mac) : toHex(mac));
  const headers: Record<string, string> = { [options.signatureHeader ?? "x-signature"]: signature };
  if (signsTimestamp) headers[options.timestampHeader ?? "x-timestamp"] = timestamp;
  if (options.messageId !== undefined) {
    headers[options.messageIdHeader ?? "svix-id"] = options.messageId;
  }
  return {
    headers,
    signature,
    timestamp,
  };
}
