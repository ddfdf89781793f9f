import { CONTACT_SUPPORT, type ErrorCatalogueEntry, NO_ACTION } from "./entry.js";

/** Outbound webhooks: the owner's endpoints and their deliveries. */
export const WEBHOOK_ERRORS = {
  WEBHOOK_ENDPOINT_NOT_FOUND: {
    status: 404,
    title: "Webhook Not Found",
    message: "There is no such webhook endpoint on your account.",
    suggestion: "Refresh the page to see your webhook endpoints.",
    retryable: false,
    severity: "medium",
    action: CONTACT_SUPPORT,
    origin: "addition",
  },
  WEBHOOK_DELIVERY_NOT_FOUND: {
    status: 404,
    title: "Delivery Not Found",
    message: "There is no such delivery for this webhook endpoint.",
    suggestion: "Refresh the delivery log.",
    retryable: false,
    severity: "medium",
    action: CONTACT_SUPPORT,
    origin: "addition",
  },
  WEBHOOK_ENDPOINT_LIMIT_REACHED: {
    status: 409,
    title: "Too Many Webhooks",
    message: "You have reached the limit of 10 webhook endpoints.",
    suggestion: "Delete an endpoint you no longer use, or add more events to an existing one.",
    retryable: false,
    severity: "medium",
    action: NO_ACTION,
    origin: "addition",
  },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 422,
    title: "Address Not Allowed",
    message: "Webhooks can only be sent to a public https address.",
    suggestion:
      "Use the https address your automation tool or server gives you, without a user name or password in it.",
    retryable: false,
    severity: "medium",
    action: NO_ACTION,
    origin: "addition",
  },
  WEBHOOK_ENDPOINT_DISABLED: {
    status: 409,
    title: "Webhook Turned Off",
    message: "This webhook endpoint is turned off.",
    suggestion: "Turn it on again, then send the event.",
    retryable: false,
    severity: "medium",
    action: NO_ACTION,
    origin: "addition",
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;
