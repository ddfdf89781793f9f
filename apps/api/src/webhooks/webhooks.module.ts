import { createBackgroundWrites } from "../core/background.js";
import { pageOf } from "../core/page.js";
import type { FeatureModule } from "../http/route-table.js";
import { inProcessWorkQueue, pgBossWorkQueue } from "../jobs/work-queue.js";
import { createWebhookSender } from "./webhook-deliveries.js";
import { createWebhookEndpoints } from "./webhook-endpoints.js";
import { createWebhookPoster, type PostWebhook } from "./webhook-request.js";

declare module "../core/module.js" {
  interface AppSettings {
    /**
     * Outbound webhooks: `allowPrivateNetworks` lets endpoints be on loopback and private
     * addresses, and http on this machine (`WEBHOOKS_ALLOW_PRIVATE`; development and tests,
     * never production); `post` replaces the HTTP client (tests).
     */
    webhooks?:
      | {
          allowPrivateNetworks?: boolean | undefined;
          post?: PostWebhook | undefined;
        }
      | undefined;
  }
  interface Services {
    /** Outbound webhooks: ask for a send after queueing events (`queueWebhookEvent`). */
    webhooks: Webhooks;
  }
}

/** The delivery job, and its sweep that runs the retries that came due. */
export const WEBHOOK_JOBS = { send: "webhooks", sweep: "webhooks-sweep" } as const;

export interface Webhooks {
  /** Asks for a send of what is queued, soon. */
  nudge(): void;
  /** Sends what is due now, in this process; answers how many attempts were made. */
  drain(): Promise<number>;
}

/**
 * Outbound webhooks for owners: their endpoints (`webhook_endpoints`), each event stored once
 * per endpoint (`webhook_deliveries`) and sent by a pg-boss job (a background run without the
 * job queue) that signs it per Standard Webhooks, retries with backoff, keeps every attempt and
 * turns off an endpoint failing for three days. Features queue events with `queueWebhookEvent`.
 */
export const webhooksModule: FeatureModule = {
  name: "webhooks",
  setup({ settings, db, logger, now, publicUrl, use }) {
    const options = settings.webhooks ?? {};
    const allowPrivate = options.allowPrivateNetworks ?? false;
    const outbox = use("outbox");
    const sender = createWebhookSender({
      db,
      secretBox: settings.secretBox,
      post: options.post ?? createWebhookPoster({ allowPrivate }),
      logger,
      now,
      publicUrl,
      onEmailQueued: () => outbox.nudge(),
    });
    const drain = () => sender.drain();
    const queue = settings.jobs
      ? pgBossWorkQueue(settings.jobs, WEBHOOK_JOBS.send, async () => void (await drain()), logger)
      : inProcessWorkQueue(
          WEBHOOK_JOBS.send,
          async () => void (await drain()),
          createBackgroundWrites(logger),
        );
    const receptionist = use("receptionist");
    const endpoints = createWebhookEndpoints({
      db,
      secretBox: settings.secretBox,
      now,
      addressRules: { allowPrivate },
      ensureCustomer: (userId) => receptionist.settings.ensureCustomer(userId),
      onQueued: () => queue.nudge(),
    });
    const webhooks: Webhooks = { nudge: () => queue.nudge(), drain };
    return {
      provides: { webhooks },
      jobs: [
        { name: WEBHOOK_JOBS.sweep, cron: "* * * * *", run: async () => void (await drain()) },
      ],
      settle: () => queue.settle(),
      routes: {
        listWebhookEndpoints: async ({ customer }) => ({
          items: await endpoints.list(customer.userId),
        }),
        createWebhookEndpoint: ({ customer, input }) => endpoints.create(customer.userId, input),
        updateWebhookEndpoint: ({ customer, input }) =>
          endpoints.update(customer.userId, input.id, input),
        async deleteWebhookEndpoint({ customer, input }) {
          await endpoints.remove(customer.userId, input.id);
          return {
            success: true as const,
            message: "The webhook endpoint is deleted: it receives no more events.",
          };
        },
        rotateWebhookSecret: ({ customer, input }) =>
          endpoints.rotateSecret(customer.userId, input.id),
        sendWebhookTest: async ({ customer, input }) => ({
          success: true as const,
          delivery: await endpoints.sendTest(customer.userId, input.id),
        }),
        listWebhookDeliveries: async ({ customer, input }) => {
          const { items, total } = await endpoints.deliveries(customer.userId, input.id, input);
          return pageOf(items, total, input);
        },
        replayWebhookDelivery: async ({ customer, input }) => ({
          success: true as const,
          delivery: await endpoints.replay(customer.userId, input.id, input.deliveryId),
        }),
      },
    };
  },
};
