import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import type { Mailer } from "../../email/mailer.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { SmsSender } from "./sms-sender.js";

// What the call engine tells people goes through two outboxes: `email_logs` (the product's
// e-mail outbox) and `sms_messages`. The engine queues a row in the same transaction as the
// effect that calls for it, under a dedupe key, so each message exists once; a job sends the
// queued rows. A row is claimed (`sending`) before it is handed to the transport, so two
// senders never send it twice; one left `sending` by a crash is marked failed, not re-sent.

type Writer = Prisma.TransactionClient | Database["prisma"];

export interface QueuedSms {
  customerId: string | null;
  kind: string;
  to: string;
  body: string;
  dedupeKey: string;
}

export interface QueuedEmail {
  type: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  userId: string | null;
  customerId: string | null;
  dedupeKey: string;
}

/** SMS bodies longer than this are cut (10 segments). */
const SMS_MAX = 1600;

/** Queues a text; false when one with this dedupe key exists already. */
export async function queueSms(writer: Writer, sms: QueuedSms): Promise<boolean> {
  const created = await writer.smsMessage.createMany({
    data: [
      {
        customerId: sms.customerId,
        kind: sms.kind,
        toPhone: sms.to,
        body: sms.body.length > SMS_MAX ? `${sms.body.slice(0, SMS_MAX - 1)}…` : sms.body,
        dedupeKey: sms.dedupeKey,
      },
    ],
    skipDuplicates: true,
  });
  return created.count > 0;
}

/** Queues an e-mail in the outbox; false when one with this dedupe key exists already. */
export async function queueEmail(writer: Writer, email: QueuedEmail): Promise<boolean> {
  const created = await writer.emailLog.createMany({
    data: [
      {
        emailType: email.type,
        toEmail: email.to,
        subject: email.subject.slice(0, 255),
        content: email.text,
        html: email.html,
        status: "queued",
        userId: email.userId,
        customerId: email.customerId,
        dedupeKey: email.dedupeKey,
      },
    ],
    skipDuplicates: true,
  });
  return created.count > 0;
}

/** A row left `sending` this long was interrupted mid-send: failed, never re-sent. */
const STUCK_MS = 10 * 60 * 1000;
const BATCH = 50;

export function createOutboxSenders(options: {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  now: () => number;
}) {
  const prisma = () => options.db.prisma;

  async function sendEmails(): Promise<number> {
    let sent = 0;
    for (;;) {
      const queued = await prisma().emailLog.findMany({
        where: { status: "queued" },
        orderBy: { createdAt: "asc" },
        take: BATCH,
        select: {
          id: true,
          toEmail: true,
          subject: true,
          content: true,
          html: true,
          emailType: true,
        },
      });
      if (queued.length === 0) return sent;
      for (const row of queued) {
        const claimed = await prisma().emailLog.updateMany({
          where: { id: row.id, status: "queued" },
          data: { status: "sending" },
        });
        if (claimed.count === 0) continue;
        const status = await options.mailer.deliver({
          to: row.toEmail,
          subject: row.subject,
          text: row.content,
          html: row.html,
          type: row.emailType,
        });
        await prisma().emailLog.update({ where: { id: row.id }, data: { status } });
        sent += 1;
      }
    }
  }

  async function sendTexts(): Promise<number> {
    let sent = 0;
    for (;;) {
      const queued = await prisma().smsMessage.findMany({
        where: { status: "queued" },
        orderBy: { createdAt: "asc" },
        take: BATCH,
        select: { id: true, toPhone: true, body: true, kind: true },
      });
      if (queued.length === 0) return sent;
      for (const row of queued) {
        const claimed = await prisma().smsMessage.updateMany({
          where: { id: row.id, status: "queued" },
          data: { status: "sending", transport: options.sms.transport },
        });
        if (claimed.count === 0) continue;
        try {
          const { providerId } = await options.sms.send({ to: row.toPhone, body: row.body });
          await prisma().smsMessage.update({
            where: { id: row.id },
            data: { status: "sent", providerId, sentAt: new Date(options.now()) },
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.logger.error({ err: error, smsId: row.id, kind: row.kind }, "SMS not sent");
          await prisma().smsMessage.update({
            where: { id: row.id },
            data: { status: "failed", error: message.slice(0, 1000) },
          });
        }
        sent += 1;
      }
    }
  }

  async function failStuck(): Promise<void> {
    const before = new Date(options.now() - STUCK_MS);
    await prisma().smsMessage.updateMany({
      where: { status: "sending", createdAt: { lt: before } },
      data: { status: "failed", error: "interrupted while sending; not sent again" },
    });
    await prisma().emailLog.updateMany({
      where: { status: "sending", createdAt: { lt: before } },
      data: { status: "failed" },
    });
  }

  let running: Promise<void> | undefined;
  return {
    /** Sends every queued e-mail and text (one run at a time in this process). */
    drain(): Promise<void> {
      running ??= (async () => {
        try {
          await failStuck();
          await sendEmails();
          await sendTexts();
        } finally {
          running = undefined;
        }
      })();
      return running;
    },
  };
}

export type OutboxSenders = ReturnType<typeof createOutboxSenders>;
