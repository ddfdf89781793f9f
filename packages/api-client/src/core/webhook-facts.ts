/**
 * The events an owner's webhook endpoint can subscribe to, in the order the dashboard lists
 * them. A delivery's body is `{ type, timestamp, data }` (Standard Webhooks).
 *
 * @example
 * ```ts
 * WEBHOOK_EVENT_TYPES.includes("call.ended"); // true
 * ```
 */
export const WEBHOOK_EVENT_TYPES = [
  "call.ended",
  "lead.captured",
  "appointment.booked",
  "appointment.changed",
  "usage.threshold",
] as const;

/** An event an endpoint can subscribe to. */
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The type of the event "Send test event" delivers: every endpoint receives it, whatever it
 * subscribes to.
 *
 * @example
 * ```ts
 * WEBHOOK_TEST_EVENT; // "webhook.test"
 * ```
 */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/**
 * At most this many webhook endpoints per owner.
 *
 * @example
 * ```ts
 * if (endpoints.length >= MAX_WEBHOOK_ENDPOINTS) hideTheForm();
 * ```
 */
export const MAX_WEBHOOK_ENDPOINTS = 10;
