// Signs server messages the way the platform's HMAC webhook credentials do, and the way
// `@ringline/voice-client/server`'s `verifyServerMessage` checks them: an HMAC of
// `{timestamp}.{raw body}` (sha256 unless the credential says otherwise), hex unless it
// says base64, sent in `x-signature` with the timestamp (whole seconds) in `x-timestamp`;
// or the credential's own payload format (`{body}` alone when it includes no timestamp),
// header names, prefix and message id.

import { createHmac } from "node:crypto";

/**
 * How to sign: the fields of the platform's `HMACAuthenticationPlan`.
 *
 * @example
 * ```ts
 * import type { HmacSigningPlan } from "@ringline/voice-emulator";
 *
 * const plan: HmacSigningPlan = { secretKey: "s3cret", algorithm: "sha256" };
 * ```
 */
export interface HmacSigningPlan {
  secretKey: string;
  algorithm?: "sha256" | "sha512" | "sha1" | undefined;
  signatureEncoding?: "hex" | "base64" | undefined;
  signatureHeader?: string | undefined;
  timestampHeader?: string | undefined;
  signaturePrefix?: string | undefined;
  secretIsBase64?: boolean | undefined;
  /**
   * With `{timestamp}`, `{body}`, `{method}`, `{url}`, `{svix-id}`; default
   * `{timestamp}.{body}`, or `{body}` when `includeTimestamp` is false.
   */
  payloadFormat?: string | undefined;
  /** Default true; false: no timestamp signed or sent. */
  includeTimestamp?: boolean | undefined;
  /** Where the message's id (`{svix-id}`) is sent. Default `svix-id` when the format names it. */
  messageIdHeader?: string | undefined;
}

/**
 * The headers that sign one server message.
 *
 * @example
 * ```ts
 * import { signServerMessageHeaders } from "@ringline/voice-emulator";
 *
 * const body = JSON.stringify({ message: { type: "status-update", status: "ended" } });
 * const headers = signServerMessageHeaders(body, { secretKey: "s3cret" });
 * // { "x-signature": "9f1c…", "x-timestamp": "1767225600" }
 * ```
 */
export function signServerMessageHeaders(
  body: string,
  plan: HmacSigningPlan,
  context: { now?: number; method?: string; url?: string; messageId?: string } = {},
): Record<string, string> {
  const timestamp = String(Math.floor((context.now ?? Date.now()) / 1000));
  const format =
    plan.payloadFormat || (plan.includeTimestamp === false ? "{body}" : "{timestamp}.{body}");
  const messageId = context.messageId ?? "";
  // One pass, so that a body containing "{timestamp}" is not rewritten.
  const payload = format.replace(/\{(body|timestamp|method|url|svix-id)\}/g, (_, name) =>
    name === "body"
      ? body
      : name === "timestamp"
        ? timestamp
        : name === "method"
          ? (context.method ?? "POST")
          : name === "url"
            ? (context.url ?? "")
            : messageId,
  );
  const secret = plan.secretIsBase64 ? Buffer.from(plan.secretKey, "base64") : plan.secretKey;
  const signature = createHmac(plan.algorithm ?? "sha256", secret)
    .update(payload)
    .digest(plan.signatureEncoding ?? "hex");
  const headers: Record<string, string> = {
    [plan.signatureHeader || "x-signature"]: `${plan.signaturePrefix ?? ""}${signature}`,
  };
  if (format.includes("{timestamp}")) headers[plan.timestampHeader || "x-timestamp"] = timestamp;
  if (format.includes("{svix-id}") || plan.messageIdHeader) {
    headers[plan.messageIdHeader || "svix-id"] = messageId;
  }
  return headers;
}
