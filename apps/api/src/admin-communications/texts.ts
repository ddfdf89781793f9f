import type { TAdminSmsListQuery } from "@ringline/api-client";
import type { AuditLog } from "../admin/audit-log.js";
import { type ActingAdmin, given } from "../admin/back-office.js";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import { queueSms } from "../outbox/outbox.js";

/** The dedupe keys of an administrator's copies of a text: `admin-resend:{id}:{n}`. */
const resendPrefix = (smsId: string) => `admin-resend:${smsId}:`;

export interface SmsOutboxOptions {
  db: Database;
  audit: AuditLog;
  /** Asks the outbox's job to send what is queued. */
  nudge(): void;
}

/**
 * The SMS outbox (`sms_messages`) as the back office sees it. A resend never touches the
 * original: it queues a copy under a dedupe key of its own (`admin-resend:{id}:{n}`, n one
 * more than the copies so far), which the outbox's job claims and sends like any text, so
 * each copy is sent once, and a double click queues one copy, not two.
 */
export function createSmsOutbox(options: SmsOutboxOptions) {
  const texts = () => options.db.prisma.smsMessage;
  return {
    async list(query: TAdminSmsListQuery) {
      const where: Prisma.SmsMessageWhereInput = {};
      const status = given(query.status);
      if (status) where.status = status;
      const kind = given(query.kind);
      if (kind) where.kind = kind;
      const search = given(query.search);
      if (search) where.toPhone = { contains: search };
      const [total, rows] = await Promise.all([
        texts().count({ where }),
        texts().findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          ...pageWindow(query),
          select: {
            id: true,
            customerId: true,
            kind: true,
            toPhone: true,
            body: true,
            status: true,
            transport: true,
            attempts: true,
            error: true,
            dedupeKey: true,
            sentAt: true,
            createdAt: true,
          },
        }),
      ]);
      return {
        total,
        items: rows.map((row) => ({
          ...row,
          sentAt: row.sentAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async resend(by: ActingAdmin, smsId: string): Promise<void> {
      const original = await texts().findUnique({ where: { id: smsId } });
      if (!original) throw new AppError("API_NOT_FOUND");
      if (original.status === "queued" || original.status === "sending") {
        throw new AppError("API_VALIDATION_ERROR", {
          message: "This text has not been sent yet: it goes out with the outbox's next run.",
        });
      }
      const copies = await texts().count({
        where: { dedupeKey: { startsWith: resendPrefix(smsId) } },
      });
      const dedupeKey = `${resendPrefix(smsId)}${copies + 1}`;
      const queued = await queueSms(options.db.prisma, {
        customerId: original.customerId,
        kind: original.kind,
        to: original.toPhone,
        body: original.body,
        dedupeKey,
      });
      if (!queued) {
        throw new AppError("API_DUPLICATE_RESOURCE", {
          message: "A copy of this text was queued a moment ago.",
        });
      }
      options.nudge();
      await options.audit.record({
        by,
        action: "sms.resend",
        customerId: original.customerId,
        metadata: { smsId, copyDedupeKey: dedupeKey },
      });
    },
  };
}
