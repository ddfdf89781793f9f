// Signs server messages the way the platform's HMAC webhook credentials do, and the way
// `@ringline/voice-client/server`'s `verifyServerMessage` checks them: an HMAC of
// `{timestamp}.{raw body}` (sha256 unless the credential says otherwise), hex unless it
// says base64, sent in `x-signature` with the timestamp (whole seconds) in `x-timestamp`.

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
  /** With `{timestamp}`, `{body}`, `{method}`, `{url}`; default `{timestamp}.{body}`. */
  payloadFormat?: string | undefined;
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
  context: { now?: number; method?: string; url?: string } = {},
): Record<string, string> {
  const timestamp = String(Math.floor((context.now ?? Date.now()) / 1000));
  const payload = (plan.payloadFormat ?? "{timestamp}.{body}")
    .replaceAll("{timestamp}", timestamp)
    .replaceAll("{method}", context.method ?? "POST")
    .replaceAll("{url}", context.url ?? "")
    // Last, so that a body containing "{timestamp}" is not rewritten.
    .replaceAll("{body}", body);
  const secret = plan.secretIsBase64 ? Buffer.from(plan.secretKey, "base64") : plan.secretKey;
  const signature = createHmac(plan.algorithm ?? "sha256", secret)
    .update(payload)
    .digest(plan.signatureEncoding ?? "hex");
  return {
    [plan.signatureHeader ?? "x-signature"]: `${plan.signaturePrefix ?? ""}${signature}`,
    [plan.timestampHeader ?? "x-timestamp"]: timestamp,
  };
}
