import { performance } from "node:perf_hooks";
import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import { queueEmail } from "../outbox/outbox.js";
import { webhookDisabledTemplate } from "../outbox/templates.js";
import type { SecretBox } from "../security/secret-box.js";
import {
  type PostWebhook,
  WebhookAddressRefusedError,
  type WebhookAnswer,
} from "./webhook-request.js";
import { signatureHeaders } from "./webhook-signing.js";

// Sends the queued deliveries. Each due row is claimed first (a conditional update from
// `pending` to `sending` that only one sender can win, whatever the number of drains or
// instances), then signed and POSTed; every attempt is kept (`webhook_attempts`). A 2xx is
// delivered; anything else is retried after a growing wait (30 s, 2 min, 10 min, 1 h, 6 h,
// 12 h, then daily: the last attempt comes a little over three days after the first) and then
// left `failed` for the owner to replay. An
// endpoint whose deliveries keep failing for three days (since its first failure after a
// success) is turned off, and its owner told once by e-mail through the outbox. A row left
// `sending` by a crash is tried again: receivers dedupe by `webhook-id`.

/** The waits after the 1st, 2nd … failed attempt; after the last one the delivery fails. */
export const RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
  24 * 60 * 60_000,
  24 * 60 * 60_000,
] as const;

/** Attempts of one delivery before it is left `failed` (a replay makes one more). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** An endpoint failing this long without a success is turned off. */
export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60_000;

/** A row claimed this long ago and still `sending` was interrupted (a POST takes 10 s at most). */
const STUCK_MS = 2 * 60_000;
const BATCH = 20;
/** POSTs at once within one drain, so one slow endpoint does not hold the others up. */
const PARALLEL = 5;

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] as number;
}

/** The words kept with an endpoint turned off for failing. */
export const FAILING_REASON = "Deliveries failed for 3 days; turned off automatically.";

export interface WebhookSenderOptions {
  db: Database;
  secretBox: SecretBox;
  post: PostWebhook;
  logger: Logger;
  now: () => number;
  /** The site's address, for the link in the e-mail of an endpoint turned off. */
  publicUrl: string;
  /** An e-mail was queued in the outbox (ask for its send). */
  onEmailQueued: () => void;
}

/** One attempt's outcome, as it is kept. */
interface Outcome {
  status: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

const wordsOf = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const words = error instanceof WebhookAddressRefusedError ? `refused: ${message}` : message;
  return words.slice(0, 500);
};

/**
 * The delivery job's work: `drain()` sends every due delivery (one drain at a time per
 * sender; drains of several senders or instances side by side never send a row twice).
 *
 * @example
 * ```ts
 * const sender = createWebhookSender({ db, secretBox, post, logger, now, publicUrl, onEmailQueued });
 * await sender.drain();
 * ```
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const prisma = () => options.db.prisma;
  const at = (offset = 0) => new Date(options.now() + offset);
  const dueNow = (): Prisma.WebhookDeliveryWhereInput => ({
    status: "pending",
    OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: at() } }],
  });

  async function claim(id: string): Promise<boolean> {
    const claimed = await prisma().webhookDelivery.updateMany({
      where: { id, ...dueNow(), endpoint: { enabled: true } },
      data: { status: "sending", attempts: { increment: 1 }, nextAttemptAt: at(STUCK_MS) },
    });
    return claimed.count > 0;
  }

  async function attempt(id: string): Promise<void> {
    const row = await prisma().webhookDelivery.findUniqueOrThrow({
      where: { id },
      select: {
        eventId: true,
        payload: true,
        attempts: true,
        endpoint: { select: { id: true, url: true, sealedSecret: true } },
      },
    });
    const body = JSON.stringify(row.payload);
    const sentAt = at();
    const started = performance.now();
    let outcome: Outcome;
    try {
      const secret = options.secretBox.open(row.endpoint.sealedSecret);
      const answer: WebhookAnswer = await options.post(
        row.endpoint.url,
        signatureHeaders(secret, row.eventId, sentAt, body),
        body,
      );
      const ok = answer.status >= 200 && answer.status < 300;
      outcome = {
        status: answer.status,
        excerpt: answer.excerpt,
        error: ok ? null : `the endpoint answered HTTP ${answer.status}`,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      outcome = {
        status: null,
        excerpt: null,
        error: wordsOf(error),
        durationMs: Math.round(performance.now() - started),
      };
    }
    await record(id, row.endpoint.id, row.attempts, sentAt, outcome);
  }

  /** Keeps an attempt, moves the delivery on, and judges the endpoint. */
  async function record(
    id: string,
    endpointId: string,
    attempts: number,
    sentAt: Date,
    outcome: Outcome,
  ): Promise<void> {
    const delivered = outcome.error === null;
    const emailed = await prisma().$transaction(async (tx) => {
      await tx.webhookAttempt.create({
        data: {
          deliveryId: id,
          attemptedAt: sentAt,
          responseStatus: outcome.status,
          durationMs: outcome.durationMs,
          responseBody: outcome.excerpt,
          error: outcome.error,
        },
      });
      const last = {
        lastResponseStatus: outcome.status,
        lastResponseBody: outcome.excerpt,
        lastError: outcome.error,
      };
      if (delivered) {
        await tx.webhookDelivery.update({
          where: { id },
          data: { ...last, status: "delivered", deliveredAt: at(), nextAttemptAt: null },
        });
        await tx.webhookEndpoint.updateMany({
          where: { id: endpointId, firstFailureAt: { not: null } },
          data: { firstFailureAt: null },
        });
        return false;
      }
      const final = attempts >= MAX_ATTEMPTS;
      await tx.webhookDelivery.update({
        where: { id },
        data: {
          ...last,
          status: final ? "failed" : "pending",
          nextAttemptAt: final ? null : at(retryDelayMs(attempts)),
        },
      });
      await tx.webhookEndpoint.updateMany({
        where: { id: endpointId, firstFailureAt: null },
        data: { firstFailureAt: sentAt },
      });
      return disableIfFailing(tx, endpointId, outcome.error);
    });
    if (emailed) options.onEmailQueued();
    options.logger.info(
      { webhookDeliveryId: id, attempts, status: outcome.status, delivered },
      delivered ? "webhook delivered" : "webhook attempt failed",
    );
  }

  /** Turns the endpoint off when it has failed for three days; true when an e-mail was queued. */
  async function disableIfFailing(
    tx: Prisma.TransactionClient,
    endpointId: string,
    lastError: string | null,
  ): Promise<boolean> {
    const endpoint = await tx.webhookEndpoint.findUnique({
      where: { id: endpointId },
      select: {
        url: true,
        enabled: true,
        firstFailureAt: true,
        customerId: true,
        customer: { select: { email: true, firstName: true, userId: true } },
      },
    });
    const since = endpoint?.firstFailureAt;
    if (!endpoint?.enabled || !since || options.now() - since.getTime() < DISABLE_AFTER_MS) {
      return false;
    }
    const turnedOff = await tx.webhookEndpoint.updateMany({
      where: { id: endpointId, enabled: true },
      data: { enabled: false, disabledReason: FAILING_REASON, disabledAt: at() },
    });
    if (turnedOff.count === 0) return false;
    options.logger.warn({ webhookEndpointId: endpointId }, "webhook endpoint turned off");
    const email = webhookDisabledTemplate({
      firstName: endpoint.customer.firstName,
      url: endpoint.url,
      failingSince: `${since.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      lastError,
      link: `${options.publicUrl}/dashboard`,
    });
    return queueEmail(tx, {
      type: "webhook-disabled",
      to: endpoint.customer.email,
      ...email,
      userId: endpoint.customer.userId,
      customerId: endpoint.customerId,
      // Once per run of failures: a later one, after the owner turns it on again, tells again.
      dedupeKey: `webhook-disabled:${endpointId}:${since.getTime()}`,
    });
  }

  /** Rows a crash left `sending` go back to the queue (or fail, out of attempts). */
  async function requeueStuck(): Promise<void> {
    const stuck = { status: "sending", nextAttemptAt: { lt: at() } };
    const words = "interrupted while sending; trying again";
    await prisma().webhookDelivery.updateMany({
      where: { ...stuck, attempts: { gte: MAX_ATTEMPTS } },
      data: { status: "failed", nextAttemptAt: null, lastError: words },
    });
    await prisma().webhookDelivery.updateMany({
      where: stuck,
      data: { status: "pending", nextAttemptAt: at(), lastError: words },
    });
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await prisma().webhookDelivery.findMany({
        where: { ...dueNow(), endpoint: { enabled: true } },
        orderBy: { createdAt: "asc" },
        take: BATCH,
        select: { id: true },
      });
      if (rows.length === 0) return sent;
      for (let start = 0; start < rows.length; start += PARALLEL) {
        await Promise.all(
          rows.slice(start, start + PARALLEL).map(async ({ id }) => {
            if (!(await claim(id))) return;
            await attempt(id);
            sent += 1;
          }),
        );
      }
    }
  }

  let running: Promise<number> | undefined;
  return {
    /** Sends every due delivery; answers how many attempts were made. */
    drain(): Promise<number> {
      running ??= (async () => {
        try {
          await requeueStuck();
          return await sendDue();
        } finally {
          running = undefined;
        }
      })();
      return running;
    },
  };
}

/** The delivery job's sender. */
export type WebhookSender = ReturnType<typeof createWebhookSender>;
