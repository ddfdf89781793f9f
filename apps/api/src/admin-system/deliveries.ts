import type { TAdminDeliveryListQuery, TAdminReplayResponse } from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import type { ActingAdmin } from "../admin/back-office.js";
import { VOICE_SOURCE } from "../calls/server-messages/inbox.js";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";

export interface DeliveryOptions {
  db: Database;
  audit: AuditLog;
  /** The call engine's replay: the same exactly-once path its drain applies messages by. */
  replay(id: string): Promise<boolean>;
}

/** The call a server message is about (`message.call.id`), when it names one. */
function callIdOf(payload: unknown): string | null {
  const call = (payload as { message?: { call?: { id?: unknown } } } | null)?.message?.call;
  return typeof call?.id === "string" ? call.id : null;
}

/**
 * The voice platform's server messages whose effects failed, with their error, and their
 * replay: the call engine applies the message again in one transaction that locks its row,
 * so a replay applies it at most once, however many administrators press the button.
 */
export function createDeliveries(options: DeliveryOptions) {
  const logs = () => options.db.prisma.webhookLog;
  return {
    async list(query: TAdminDeliveryListQuery) {
      const where = { source: VOICE_SOURCE, status: query.status };
      const [total, rows] = await Promise.all([
        logs().count({ where }),
        logs().findMany({
          where,
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          ...pageWindow(query),
          select: {
            id: true,
            eventType: true,
            payload: true,
            customerId: true,
            status: true,
            error: true,
            attempts: true,
            createdAt: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map(({ payload, ...row }) => ({
          ...row,
          callId: callIdOf(payload),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async replay(by: ActingAdmin, id: string): Promise<Omit<TAdminReplayResponse, "success">> {
      const row = await logs().findFirst({
        where: { id, source: VOICE_SOURCE },
        select: { status: true, customerId: true },
      });
      if (!row) throw new AppError("API_NOT_FOUND");
      if (row.status !== "failed" && row.status !== "pending") {
        throw new AppError("API_VALIDATION_ERROR", {
          message: `This delivery is ${row.status}: only a failed one is replayed.`,
        });
      }
      const applied = await options.replay(id);
      const after = await logs().findUniqueOrThrow({
        where: { id },
        select: { status: true, error: true, customerId: true },
      });
      const status = applied ? "processed" : "failed";
      await options.audit.record({
        by,
        action: "delivery.replay",
        customerId: after.customerId ?? row.customerId,
        metadata: { deliveryId: id, status },
      });
      return {
        status,
        error: applied ? null : after.error,
        message: applied
          ? "The delivery is applied."
          : `The delivery failed again: ${after.error ?? "unknown error"}`,
      };
    },
  };
}
