import type { Logger } from "pino";
import { isUniqueViolation } from "../auth/user.repository.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { ProviderEvent } from "./payment-provider.js";

export interface EventInboxOptions {
  db: Database;
  logger: Logger;
  now: () => number;
  /** The billing service's events of a stored provider event. */
  interpret(payload: unknown): Promise<ProviderEvent[]>;
  apply(event: ProviderEvent): Promise<void>;
}

interface StoredEvent {
  id: string;
  payload: unknown;
}

/**
 * The payment provider's events, each applied exactly once per event id: the event is stored
 * in `webhook_logs` first, under a unique (source, event id), and only the request that
 * stored it applies it. A delivery whose processing failed is taken again by the provider's
 * next retry; one that was applied is answered as a duplicate. Every event stays stored, and
 * `replay` applies a stored one again (applying is idempotent).
 */
export function createEventInbox(options: EventInboxOptions) {
  const logs = () => options.db.prisma.webhookLog;

  async function process(event: StoredEvent): Promise<void> {
    try {
      for (const applied of await options.interpret(event.payload)) await options.apply(applied);
      await logs().update({
        where: { id: event.id },
        data: { status: "processed", processedAt: new Date(options.now()), error: null },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await logs().update({
        where: { id: event.id },
        data: { status: "failed", error: message.slice(0, 5000) },
      });
      options.logger.error({ err: error, webhookLogId: event.id }, "payment event failed");
      throw error;
    }
  }

  return {
    /** Stores and applies an event, unless this event id was received and applied before. */
    async receive(
      source: string,
      eventId: string,
      eventType: string,
      payload: unknown,
    ): Promise<{ duplicate: boolean }> {
      let stored: StoredEvent;
      try {
        stored = await logs().create({
          data: { source, eventId, eventType, payload: payload as Prisma.InputJsonValue },
          select: { id: true, payload: true },
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Seen before: take it again only if its processing failed (the provider retries).
        const retried = await logs().updateMany({
          where: { source, eventId, status: "failed" },
          data: { status: "pending" },
        });
        if (retried.count === 0) return { duplicate: true };
        stored = await logs().findFirstOrThrow({
          where: { source, eventId },
          select: { id: true, payload: true },
        });
      }
      await process(stored);
      return { duplicate: false };
    },

    /** Applies a stored event again, whatever its status (an operator's repair). */
    async replay(webhookLogId: string): Promise<void> {
      await process(
        await logs().findUniqueOrThrow({
          where: { id: webhookLogId },
          select: { id: true, payload: true },
        }),
      );
    },
  };
}

export type EventInbox = ReturnType<typeof createEventInbox>;
