import { type ErrorCatalogueEntry, NO_ACTION, RETRY } from "./entry.js";

/** The owner's calendars, CRMs and other tools. */
export const INTEGRATION_ERRORS = {
  INTEGRATION_NOT_AVAILABLE: {
    status: 409,
    title: "Not Available",
    message: "This connection is not available on this Ringline server.",
    suggestion: "Choose another tool, or ask us to turn this one on.",
    retryable: false,
    severity: "medium",
    action: NO_ACTION,
    origin: "addition",
  },
  INTEGRATION_AUTHORIZATION_FAILED: {
    status: 400,
    title: "Not Connected",
    message: "We could not finish connecting your account.",
    suggestion: "Start again from Integrations and allow Ringline access when asked.",
    retryable: false,
    severity: "high",
    action: NO_ACTION,
    origin: "addition",
  },
  INTEGRATION_CREDENTIALS_INVALID: {
    status: 422,
    title: "Key Refused",
    message: "The service did not accept this key.",
    suggestion: "Copy the key again from the service's settings and paste it whole.",
    retryable: false,
    severity: "medium",
    action: NO_ACTION,
    origin: "addition",
  },
  INTEGRATION_PROVIDER_UNAVAILABLE: {
    status: 502,
    title: "Service Unreachable",
    message: "The service did not answer.",
    suggestion: "Please try again in a few minutes.",
    retryable: true,
    severity: "medium",
    action: RETRY,
    origin: "addition",
  },
} as const satisfies Record<string, ErrorCatalogueEntry>;
