import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

// Standard Webhooks signing (https://www.standardwebhooks.com): each endpoint has its own
// secret, `whsec_` and 32 random bytes in base64; a request carries `webhook-id` (the event
// id, the same on every attempt), `webhook-timestamp` (seconds) and `webhook-signature`
// (`v1,` and the HMAC-SHA256 of `id.timestamp.body`), which receivers check with the same
// library or a few lines of their own.

/**
 * A new signing secret in the Standard Webhooks format.
 *
 * @example
 * ```ts
 * newSigningSecret(); // "whsec_3q2+7w…"
 * ```
 */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The three headers that sign `body` for one attempt at `sentAt`.
 *
 * @example
 * ```ts
 * const headers = signatureHeaders(secret, "call.ended:abc", new Date(), body);
 * new Webhook(secret).verify(body, headers); // the receiver's check
 * ```
 */
export function signatureHeaders(
  secret: string,
  eventId: string,
  sentAt: Date,
  body: string,
): Record<"webhook-id" | "webhook-timestamp" | "webhook-signature", string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, sentAt, body),
  };
}
