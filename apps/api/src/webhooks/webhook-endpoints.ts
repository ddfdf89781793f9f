import { randomUUID } from "node:crypto";
import {
  MAX_WEBHOOK_ENDPOINTS,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  WEBHOOK_TEST_EVENT,
} from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import { type PageQuery, pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { SecretBox } from "../security/secret-box.js";
import type { WebhookPayload } from "./webhook-events.js";
import { type EndpointAddressRules, endpointAddressProblem } from "./webhook-request.js";
import { newSigningSecret } from "./webhook-signing.js";

// The owner's endpoints: every read and change is scoped to the signed-in owner's customer
// record, so another owner's endpoint or delivery is simply not found. The signing secret is
// kept sealed and answered only when it is made (creating, rotating).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ENDPOINT = {
  id: true,
  url: true,
  description: true,
  events: true,
  enabled: true,
  disabledReason: true,
  disabledAt: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.WebhookEndpointSelect;

type EndpointRow = Prisma.WebhookEndpointGetPayload<{ select: typeof ENDPOINT }>;

const DELIVERY = {
  id: true,
  eventId: true,
  eventType: true,
  status: true,
  nextAttemptAt: true,
  deliveredAt: true,
  lastError: true,
  createdAt: true,
  attemptsMade: {
    orderBy: { attemptedAt: "asc" },
    select: {
      attemptedAt: true,
      responseStatus: true,
      durationMs: true,
      responseBody: true,
      error: true,
    },
  },
} as const satisfies Prisma.WebhookDeliverySelect;

type DeliveryRow = Prisma.WebhookDeliveryGetPayload<{ select: typeof DELIVERY }>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const endpointOf = (row: EndpointRow): TWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  disabledAt: iso(row.disabledAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const deliveryOf = (row: DeliveryRow): TWebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status as TWebhookDelivery["status"],
  nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
  deliveredAt: iso(row.deliveredAt),
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  attempts: row.attemptsMade.map((attempt) => ({
    attemptedAt: attempt.attemptedAt.toISOString(),
    responseStatus: attempt.responseStatus,
    durationMs: attempt.durationMs,
    responseExcerpt: attempt.responseBody,
    error: attempt.error,
  })),
});

const endpointNotFound = () => new AppError("WEBHOOK_ENDPOINT_NOT_FOUND");

/** What the owner may change on an endpoint. */
export interface EndpointChanges {
  url?: string | undefined;
  description?: string | undefined;
  events?: string[] | undefined;
  enabled?: boolean | undefined;
}

export interface WebhookEndpointsOptions {
  db: Database;
  secretBox: SecretBox;
  now: () => number;
  addressRules: EndpointAddressRules;
  /** The owner's customer record, made when missing (endpoints belong to it). */
  ensureCustomer: (userId: string) => Promise<string>;
  /** A delivery was queued (a test event, a replay): ask for the drain. */
  onQueued: () => void;
}

/**
 * The owner's webhook endpoints and their delivery logs, by the owner's user id.
 *
 * @example
 * ```ts
 * const endpoints = createWebhookEndpoints({ db, secretBox, now, addressRules, ensureCustomer, onQueued });
 * const { endpoint, secret } = await endpoints.create(userId, { url, description: "", events: ["call.ended"] });
 * ```
 */
export function createWebhookEndpoints(options: WebhookEndpointsOptions) {
  const prisma = () => options.db.prisma;

  async function customerIdOf(userId: string): Promise<string | undefined> {
    const customer = await prisma().customer.findUnique({
      where: { userId },
      select: { id: true },
    });
    return customer?.id;
  }

  /** The owner's endpoint by id; WEBHOOK_ENDPOINT_NOT_FOUND for anyone else's or none. */
  async function owned(userId: string, id: string) {
    const customerId = UUID.test(id) ? await customerIdOf(userId) : undefined;
    const row = customerId
      ? await prisma().webhookEndpoint.findFirst({
          where: { id, customerId },
          select: { ...ENDPOINT, customerId: true },
        })
      : null;
    if (!row) throw endpointNotFound();
    return row;
  }

  async function checkAddress(url: string): Promise<void> {
    const problem = await endpointAddressProblem(url, options.addressRules);
    if (problem) {
      throw new AppError("WEBHOOK_URL_NOT_ALLOWED", {
        fieldErrors: { url: [`This address cannot receive webhooks: ${problem}.`] },
      });
    }
  }

  const dedupe = (events: readonly string[]) => [...new Set(events)];

  async function withNewSecret(userId: string, id: string) {
    await owned(userId, id);
    const secret = newSigningSecret();
    const row = await prisma().webhookEndpoint.update({
      where: { id },
      data: { sealedSecret: options.secretBox.seal(secret) },
      select: ENDPOINT,
    });
    return { success: true as const, endpoint: endpointOf(row), secret };
  }

  async function delivery(endpointId: string, deliveryId: string): Promise<TWebhookDelivery> {
    const row = await prisma().webhookDelivery.findFirst({
      where: { id: deliveryId, endpointId },
      select: DELIVERY,
    });
    if (!row) throw new AppError("WEBHOOK_DELIVERY_NOT_FOUND");
    return deliveryOf(row);
  }

  return {
    async list(userId: string): Promise<TWebhookEndpoint[]> {
      const customerId = await customerIdOf(userId);
      if (!customerId) return [];
      const rows = await prisma().webhookEndpoint.findMany({
        where: { customerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: ENDPOINT,
      });
      return rows.map(endpointOf);
    },

    /** A new endpoint and its secret, answered this once. */
    async create(userId: string, input: { url: string; description: string; events: string[] }) {
      await checkAddress(input.url);
      const customerId = await options.ensureCustomer(userId);
      const count = await prisma().webhookEndpoint.count({ where: { customerId } });
      if (count >= MAX_WEBHOOK_ENDPOINTS) throw new AppError("WEBHOOK_ENDPOINT_LIMIT_REACHED");
      const secret = newSigningSecret();
      const row = await prisma().webhookEndpoint.create({
        data: {
          customerId,
          url: input.url,
          description: input.description,
          events: dedupe(input.events),
          sealedSecret: options.secretBox.seal(secret),
        },
        select: ENDPOINT,
      });
      return { success: true as const, endpoint: endpointOf(row), secret };
    },

    /** Changes what is given; turning it on again starts its failure count afresh. */
    async update(userId: string, id: string, changes: EndpointChanges): Promise<TWebhookEndpoint> {
      const current = await owned(userId, id);
      if (changes.url !== undefined && changes.url !== current.url) await checkAddress(changes.url);
      const toggled = changes.enabled !== undefined && changes.enabled !== current.enabled;
      const row = await prisma().webhookEndpoint.update({
        where: { id },
        data: {
          ...(changes.url !== undefined ? { url: changes.url } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.events !== undefined ? { events: dedupe(changes.events) } : {}),
          ...(toggled && changes.enabled
            ? { enabled: true, disabledReason: null, disabledAt: null, firstFailureAt: null }
            : {}),
          ...(toggled && !changes.enabled
            ? {
                enabled: false,
                disabledReason: "Turned off by you.",
                disabledAt: new Date(options.now()),
              }
            : {}),
        },
        select: ENDPOINT,
      });
      if (toggled && changes.enabled) options.onQueued();
      return endpointOf(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const current = await owned(userId, id);
      await prisma().webhookEndpoint.deleteMany({ where: { id, customerId: current.customerId } });
    },

    /** A new signing secret, answered this once; the old one stops signing at once. */
    rotateSecret: withNewSecret,

    /** Queues a `webhook.test` event for the endpoint, whatever it subscribes to. */
    async sendTest(userId: string, id: string): Promise<TWebhookDelivery> {
      const endpoint = await owned(userId, id);
      if (!endpoint.enabled) throw new AppError("WEBHOOK_ENDPOINT_DISABLED");
      const eventId = `${WEBHOOK_TEST_EVENT}:${randomUUID()}`;
      const payload: WebhookPayload = {
        type: WEBHOOK_TEST_EVENT,
        timestamp: new Date(options.now()).toISOString(),
        data: {
          endpointId: endpoint.id,
          message: "This is a test event from Ringline. Your endpoint received it.",
        },
      };
      const row = await prisma().webhookDelivery.create({
        data: {
          endpointId: endpoint.id,
          eventId,
          eventType: WEBHOOK_TEST_EVENT,
          payload: payload as unknown as Prisma.InputJsonValue,
        },
        select: { id: true },
      });
      options.onQueued();
      return delivery(endpoint.id, row.id);
    },

    /** One page of the endpoint's deliveries, newest first, each with its attempts. */
    async deliveries(userId: string, id: string, query: PageQuery) {
      const endpoint = await owned(userId, id);
      const where = { endpointId: endpoint.id };
      const [total, rows] = await Promise.all([
        prisma().webhookDelivery.count({ where }),
        prisma().webhookDelivery.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          select: DELIVERY,
          ...pageWindow(query),
        }),
      ]);
      return { items: rows.map(deliveryOf), total };
    },

    /**
     * Queues one more attempt of a delivery now, same event id and body. A delivery being
     * sent right now is left to finish.
     */
    async replay(userId: string, id: string, deliveryId: string): Promise<TWebhookDelivery> {
      const endpoint = await owned(userId, id);
      if (!UUID.test(deliveryId)) throw new AppError("WEBHOOK_DELIVERY_NOT_FOUND");
      if (!endpoint.enabled) throw new AppError("WEBHOOK_ENDPOINT_DISABLED");
      const replayed = await prisma().webhookDelivery.updateMany({
        where: { id: deliveryId, endpointId: endpoint.id, status: { not: "sending" } },
        data: { status: "pending", nextAttemptAt: null },
      });
      if (replayed.count > 0) options.onQueued();
      return delivery(endpoint.id, deliveryId);
    },
  };
}

/** The owner's webhook endpoints. */
export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>;
