import { ZMessageResponse } from "../auth.js";
import { defineRoute } from "../route.js";
import {
  ZCreateWebhookEndpointRequest,
  ZReplayWebhookDeliveryRequest,
  ZUpdateWebhookEndpointRequest,
  ZWebhookDeliveryListQuery,
  ZWebhookDeliveryListResponse,
  ZWebhookDeliveryResponse,
  ZWebhookEndpoint,
  ZWebhookEndpointIdParameter,
  ZWebhookEndpointListResponse,
  ZWebhookEndpointWithSecret,
} from "../webhooks.js";
import { RATE_LIMITS } from "./rate-limits.js";

/**
 * Outbound webhooks: the owner's endpoints (Zapier, Make, n8n, their own server), each with
 * the events it receives and a signing secret shown once, a test event, and each endpoint's
 * delivery log with a replay.
 */
export const WEBHOOK_ROUTES = {
  listWebhookEndpoints: defineRoute({
    method: "GET",
    path: "/api/webhooks",
    summary: "The owner's webhook endpoints, newest first",
    tag: "webhooks",
    access: "customer",
    response: ZWebhookEndpointListResponse,
  }),
  createWebhookEndpoint: defineRoute({
    method: "POST",
    path: "/api/webhooks",
    summary: "Adds a webhook endpoint; the answer holds its signing secret, shown this once",
    tag: "webhooks",
    access: "customer",
    request: ZCreateWebhookEndpointRequest,
    response: ZWebhookEndpointWithSecret,
    status: 201,
  }),
  updateWebhookEndpoint: defineRoute({
    method: "PATCH",
    path: "/api/webhooks/:id",
    summary: "Changes a webhook endpoint's address, description or events, or turns it on or off",
    tag: "webhooks",
    access: "customer",
    request: ZUpdateWebhookEndpointRequest,
    response: ZWebhookEndpoint,
  }),
  deleteWebhookEndpoint: defineRoute({
    method: "DELETE",
    path: "/api/webhooks/:id",
    summary: "Deletes a webhook endpoint and its delivery log",
    tag: "webhooks",
    access: "customer",
    request: ZWebhookEndpointIdParameter,
    response: ZMessageResponse,
  }),
  rotateWebhookSecret: defineRoute({
    method: "POST",
    path: "/api/webhooks/:id/rotate-secret",
    summary: "Gives a webhook endpoint a new signing secret (shown this once); the old one stops",
    tag: "webhooks",
    access: "customer",
    request: ZWebhookEndpointIdParameter,
    response: ZWebhookEndpointWithSecret,
  }),
  sendWebhookTest: defineRoute({
    method: "POST",
    path: "/api/webhooks/:id/test",
    summary: "Queues a webhook.test event for a webhook endpoint, delivered like any other",
    tag: "webhooks",
    access: "customer",
    request: ZWebhookEndpointIdParameter,
    response: ZWebhookDeliveryResponse,
    status: 202,
    rateLimit: RATE_LIMITS.webhookTest,
  }),
  listWebhookDeliveries: defineRoute({
    method: "GET",
    path: "/api/webhooks/:id/deliveries",
    summary: "One page of a webhook endpoint's deliveries, newest first, with every attempt",
    tag: "webhooks",
    access: "customer",
    request: ZWebhookDeliveryListQuery,
    response: ZWebhookDeliveryListResponse,
  }),
  replayWebhookDelivery: defineRoute({
    method: "POST",
    path: "/api/webhooks/:id/deliveries/:deliveryId/replay",
    summary: "Sends a delivery's event again, with the same webhook-id",
    tag: "webhooks",
    access: "customer",
    request: ZReplayWebhookDeliveryRequest,
    response: ZWebhookDeliveryResponse,
    status: 202,
    rateLimit: RATE_LIMITS.webhookTest,
  }),
} as const;
