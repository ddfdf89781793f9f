import * as z from "zod/mini";
import { WEBHOOK_EVENT_TYPES } from "../core/webhook-facts.js";
import { ZPage, ZPageQuery } from "./route.js";

export {
  MAX_WEBHOOK_ENDPOINTS,
  type TWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from "../core/webhook-facts.js";

const URL_HINT =
  "Enter the full address of your endpoint, such as https://hooks.example.com/ringline";

/** Whether a text is an http(s) URL without a user name or password in it. */
function isWebhookAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
}

/**
 * An endpoint's address as the owner types it: an http(s) URL without credentials, at most
 * 2048 characters. The API checks more when it is saved (https outside development, a public
 * address) and again before every request.
 *
 * @example
 * ```ts
 * ZWebhookUrl.safeParse("https://hooks.zapier.com/hooks/catch/1/abc").success; // true
 * ZWebhookUrl.safeParse("ftp://example.com").success; // false
 * ```
 */
export const ZWebhookUrl = z
  .string(URL_HINT)
  .check(
    z.trim(),
    z.minLength(1, URL_HINT),
    z.maxLength(2048, "The address must be at most 2048 characters"),
    z.refine(isWebhookAddress, URL_HINT),
  );

/**
 * An event an endpoint can subscribe to.
 *
 * @example
 * ```ts
 * ZWebhookEventType.parse("lead.captured");
 * ```
 */
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, "Choose an event Ringline sends");

const ZWebhookEvents = z
  .array(ZWebhookEventType)
  .check(
    z.minLength(1, "Choose at least one event"),
    z.maxLength(WEBHOOK_EVENT_TYPES.length, "Choose each event once"),
  );

const ZWebhookDescription = z
  .string()
  .check(z.trim(), z.maxLength(200, "The description must be at most 200 characters"));

const ZId = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * A webhook endpoint as its owner sees it (never its signing secret, which is shown once).
 * `disabledReason` says why it is off: turned off by the owner, or after failing for days.
 *
 * @example
 * ```ts
 * const { items } = await api.listWebhookEndpoints();
 * items[0]?.events; // ["call.ended"]
 * ```
 */
export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.nullable(z.string()),
  disabledAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A webhook endpoint. */
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/**
 * `GET /api/webhooks`: the signed-in owner's endpoints, newest first.
 *
 * @example
 * ```ts
 * const { items } = ZWebhookEndpointListResponse.parse(await response.json());
 * ```
 */
export const ZWebhookEndpointListResponse = z.object({ items: z.array(ZWebhookEndpoint) });

/** `GET /api/webhooks`. */
export type TWebhookEndpointListResponse = z.infer<typeof ZWebhookEndpointListResponse>;

/**
 * `POST /api/webhooks`: a new endpoint, its address, the events it receives and a note.
 *
 * @example
 * ```ts
 * await api.createWebhookEndpoint({ url: "https://hooks.example.com/r", events: ["call.ended"] });
 * ```
 */
export const ZCreateWebhookEndpointRequest = z.object({
  url: ZWebhookUrl,
  description: z._default(ZWebhookDescription, ""),
  events: ZWebhookEvents,
});

/** `POST /api/webhooks`. */
export type TCreateWebhookEndpointRequest = z.input<typeof ZCreateWebhookEndpointRequest>;

/**
 * An endpoint with its signing secret (`whsec_…`): the answer of creating one and of rotating
 * its secret, the only times the secret is shown.
 *
 * @example
 * ```ts
 * const { endpoint, secret } = await api.createWebhookEndpoint(input);
 * new Webhook(secret).verify(body, headers); // on the receiver
 * ```
 */
export const ZWebhookEndpointWithSecret = z.object({
  success: z.literal(true),
  endpoint: ZWebhookEndpoint,
  secret: z.string(),
});

/** An endpoint with its signing secret, shown once. */
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

/**
 * `PATCH /api/webhooks/:id`: what changes (address, note, events, on or off); the rest stays.
 *
 * @example
 * ```ts
 * await api.updateWebhookEndpoint({ id, enabled: false });
 * ```
 */
export const ZUpdateWebhookEndpointRequest = z.object({
  id: ZId,
  url: z.optional(ZWebhookUrl),
  description: z.optional(ZWebhookDescription),
  events: z.optional(ZWebhookEvents),
  enabled: z.optional(z.boolean()),
});

/** `PATCH /api/webhooks/:id`. */
export type TUpdateWebhookEndpointRequest = z.input<typeof ZUpdateWebhookEndpointRequest>;

/**
 * `DELETE /api/webhooks/:id`, `POST /api/webhooks/:id/rotate-secret`,
 * `POST /api/webhooks/:id/test`: the endpoint named in the path.
 *
 * @example
 * ```ts
 * await api.deleteWebhookEndpoint({ id });
 * ```
 */
export const ZWebhookEndpointIdParameter = z.object({ id: ZId });

/**
 * One POST of a delivery: when, the answer's status (null when none came), how long it took,
 * the start of the answer (at most 1 KB) or the failure in words.
 *
 * @example
 * ```ts
 * delivery.attempts.map((attempt) => attempt.responseStatus); // [500, 200]
 * ```
 */
export const ZWebhookAttempt = z.object({
  attemptedAt: z.string(),
  responseStatus: z.nullable(z.number()),
  durationMs: z.number(),
  responseExcerpt: z.nullable(z.string()),
  error: z.nullable(z.string()),
});

/** One attempt of a delivery. */
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

/**
 * One event for one endpoint: `pending` (waiting for its first or next attempt), `sending`,
 * `delivered` (a 2xx answer) or `failed` (every attempt refused); each attempt, oldest first.
 *
 * @example
 * ```ts
 * const { items } = await api.listWebhookDeliveries({ id });
 * items[0]?.status; // "delivered"
 * ```
 */
export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "sending", "delivered", "failed"]),
  nextAttemptAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  attempts: z.array(ZWebhookAttempt),
});

/** A delivery of an event to an endpoint. */
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/**
 * `GET /api/webhooks/:id/deliveries`: one page of the endpoint's deliveries, newest first.
 *
 * @example
 * ```ts
 * await api.listWebhookDeliveries({ id, page: 2 });
 * ```
 */
export const ZWebhookDeliveryListQuery = z.extend(ZPageQuery, { id: ZId });

/** `GET /api/webhooks/:id/deliveries`. */
export type TWebhookDeliveryListQuery = z.input<typeof ZWebhookDeliveryListQuery>;

/** `GET /api/webhooks/:id/deliveries`. */
export const ZWebhookDeliveryListResponse = ZPage(ZWebhookDelivery);

/** `GET /api/webhooks/:id/deliveries`. */
export type TWebhookDeliveryListResponse = z.infer<typeof ZWebhookDeliveryListResponse>;

/**
 * `POST /api/webhooks/:id/deliveries/:deliveryId/replay`: one more attempt of a delivery, with
 * the same event id (`webhook-id`), so a receiver that has it already can tell.
 *
 * @example
 * ```ts
 * await api.replayWebhookDelivery({ id, deliveryId });
 * ```
 */
export const ZReplayWebhookDeliveryRequest = z.object({ id: ZId, deliveryId: ZId });

/** `POST /api/webhooks/:id/deliveries/:deliveryId/replay`. */
export type TReplayWebhookDeliveryRequest = z.input<typeof ZReplayWebhookDeliveryRequest>;

/**
 * The answer of sending a test event or replaying a delivery: the delivery, queued.
 *
 * @example
 * ```ts
 * const { delivery } = await api.sendWebhookTest({ id });
 * ```
 */
export const ZWebhookDeliveryResponse = z.object({
  success: z.literal(true),
  delivery: ZWebhookDelivery,
});

/** A queued delivery. */
export type TWebhookDeliveryResponse = z.infer<typeof ZWebhookDeliveryResponse>;
