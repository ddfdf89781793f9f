import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import type { SecretBox } from "../security/secret-box.js";
import type { MailTransport } from "./mail-transports.js";
import { redactSecrets } from "./redact.js";
import type { SmsSender } from "./sms-sender.js";

// Everything the product tells people by e-mail or text goes through one outbox: `email_logs`
// and `sms_messages`. A message is queued as a row under a dedupe key of its own (in the same
// transaction as the effect that calls for it, where there is one), so it exists once; a job
// hands the queued rows to the transport. A row is claimed (`sending`, one more attempt)
// before it is handed over, so two senders never send it twice; a refusal puts it back in the
// queue after a backoff, until the last attempt leaves it `failed`, with its error, for an
// operator to replay. One left `sending` by a crash is marked failed, not re-sent: it may have
// gone out. What an e-mail row keeps is safe to read: links with a secret are redacted, and
// the whole message is sealed with the secrets key until it is sent, then wiped.

type Writer = Prisma.TransactionClient | Database["prisma"];

export interface QueuedSms {
  customerId: string | null;
  kind: string;
  to: string;
  body: string;
  dedupeKey: string;
}

export interface QueuedEmail {
  /** The row's id (new when unset). */
  id?: string | undefined;
  type: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  userId: string | null;
  customerId: string | null;
  dedupeKey: string;
}

/** SMS bodies longer than this are cut (10 segments). */
const SMS_MAX = 1600;

/** Queues a text; false when one with this dedupe key exists already. */
export async function queueSms(writer: Writer, sms: QueuedSms): Promise<boolean> {
  return (await queueTexts(writer, [sms])) > 0;
}

/** Queues many texts in one statement; how many were new (the others' keys existed). */
export async function queueTexts(writer: Writer, texts: readonly QueuedSms[]): Promise<number> {
  if (texts.length === 0) return 0;
  const created = await writer.smsMessage.createMany({
    data: texts.map((sms) => ({
      customerId: sms.customerId,
      kind: sms.kind,
      toPhone: sms.to,
      body: sms.body.length > SMS_MAX ? `${sms.body.slice(0, SMS_MAX - 1)}…` : sms.body,
      dedupeKey: sms.dedupeKey,
    })),
    skipDuplicates: true,
  });
  return created.count;
}

/**
 * Queues an e-mail in the outbox; false when one with this dedupe key exists already. Its
 * links with a secret are stored redacted, and the whole message sealed with `box` for the job
 * that sends it. Without a box (the call engine's messages, which hold no secret link) what
 * redaction leaves is what is sent.
 */
export async function queueEmail(
  writer: Writer,
  email: QueuedEmail,
  box?: SecretBox,
): Promise<boolean> {
  return (await queueEmails(writer, [email], box)) > 0;
}

/** Queues many e-mails as `queueEmail` does one, in one statement; how many were new. */
export async function queueEmails(
  writer: Writer,
  emails: readonly QueuedEmail[],
  box?: SecretBox,
): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = emails.map((email) => {
    const text = redactSecrets(email.text);
    const html = email.html === null ? null : redactSecrets(email.html);
    const secret = text !== email.text || html !== email.html;
    return {
      id: email.id ?? randomUUID(),
      email_type: email.type,
      to_email: email.to,
      subject: email.subject.slice(0, 255),
      content: text,
      html,
      sealed_content:
        secret && box ? box.seal(JSON.stringify({ text: email.text, html: email.html })) : null,
      user_id: email.userId,
      customer_id: email.customerId,
      dedupe_key: email.dedupeKey,
    };
  });
  // One statement, its rows as one JSON parameter (cheaper to build than the ORM's multi-row
  // insert when a batch of end-of-call reports queues a hundred e-mails).
  return writer.$executeRaw`
    INSERT INTO email_logs
      (id, email_type, to_email, subject, content, html, sealed_content, status, user_id,
       customer_id, dedupe_key)
    SELECT id, email_type, to_email, subject, content, html, sealed_content, 'queued', user_id,
           customer_id, dedupe_key
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS row(
             id uuid, email_type text, to_email text, subject text, content text, html text,
             sealed_content text, user_id uuid, customer_id uuid, dedupe_key text)
    ON CONFLICT DO NOTHING`;
}

/** Hand-overs of one message before it is left `failed`. */
export const MAX_ATTEMPTS = 5;

/** The wait before the next attempt after `attempts` failed ones: 30 s, 2, 8, 32 minutes. */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

/**
 * A refusal that asking again cannot change: a provider's 4xx (an invalid number; not a
 * timeout or a rate limit), an SMTP 5xx (no such mailbox).
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { status, responseCode } = (error ?? {}) as { status?: unknown; responseCode?: unknown };
  if (typeof status === "number" && status >= 400 && status < 500) {
    return status !== 408 && status !== 429;
  }
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/** A row claimed this long ago and still `sending` was interrupted mid-send. */
const STUCK_MS = 10 * 60 * 1000;
const BATCH = 50;
const INTERRUPTED = "interrupted while sending; not sent again";

/** What a row keeps after a hand-over: sent (with what the transport gave back) or refused. */
interface Kept {
  status: string;
  error: string | null;
  nextAttemptAt: Date | null;
  sentAt?: Date;
  sealedContent?: null;
  providerId?: string | null;
}

export interface OutboxSendersOptions {
  db: Database;
  mail: { transport: MailTransport; from: string };
  sms: SmsSender;
  /** Opens the sealed copies of e-mails. */
  secretBox: SecretBox;
  logger: Logger;
  now: () => number;
}

export function createOutboxSenders(options: OutboxSendersOptions) {
  const prisma = () => options.db.prisma;
  const at = (offset = 0) => new Date(options.now() + offset);
  const due = () => ({
    status: "queued",
    OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: at() } }],
  });
  const claim = () => ({
    status: "sending",
    attempts: { increment: 1 },
    nextAttemptAt: at(STUCK_MS),
  });

  /** What a refused attempt leaves: queued again after the backoff, or failed for good. */
  function refused(error: unknown, attempts: number): Kept {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    return attempts >= MAX_ATTEMPTS || isPermanentRefusal(error)
      ? { status: "failed", error: message, nextAttemptAt: null }
      : { status: "queued", error: message, nextAttemptAt: at(retryDelayMs(attempts)) };
  }

  /** The message as written: the sealed copy when there is one, else what the row says. */
  function whole(row: { content: string; html: string | null; sealedContent: string | null }) {
    if (!row.sealedContent) return { text: row.content, html: row.html };
    let opened: string;
    try {
      opened = options.secretBox.open(row.sealedContent);
    } catch {
      // No attempt can open it either: a key that changed is a permanent refusal.
      throw Object.assign(new Error("the message was sealed under another secrets key"), {
        status: 400,
      });
    }
    return JSON.parse(opened) as { text: string; html: string | null };
  }

  /**
   * Sends one table's due rows: each claimed, handed over, then kept as sent (with what the
   * hand-over returned) or as refused. Recording a send is outside the refusal's path, so a
   * message that went out is never queued again.
   */
  async function sendDue<Row extends { id: string; attempts: number }>(channel: {
    label: string;
    due(): Promise<Row[]>;
    claim(row: Row): Promise<boolean>;
    handOver(row: Row): Promise<Partial<Kept>>;
    keep(row: Row, kept: Kept): Promise<unknown>;
  }): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await channel.due();
      if (rows.length === 0) return sent;
      for (const row of rows) {
        if (!(await channel.claim(row))) continue;
        const attempts = row.attempts + 1;
        let extra: Partial<Kept>;
        try {
          extra = await channel.handOver(row);
        } catch (error) {
          const after = refused(error, attempts);
          options.logger.error(
            { err: error, outboxId: row.id, attempts },
            `${channel.label} not sent${after.status === "failed" ? "" : " yet; retrying"}`,
          );
          await channel.keep(row, after);
          continue;
        }
        await channel.keep(row, {
          status: "sent",
          error: null,
          nextAttemptAt: null,
          sentAt: at(),
          ...extra,
        });
        options.logger.info({ outboxId: row.id, attempts }, `${channel.label} sent`);
        sent += 1;
      }
    }
  }

  const sendEmails = () =>
    sendDue({
      label: "email",
      due: () =>
        prisma().emailLog.findMany({
          where: due(),
          orderBy: { createdAt: "asc" },
          take: BATCH,
          select: {
            id: true,
            toEmail: true,
            subject: true,
            content: true,
            html: true,
            sealedContent: true,
            emailType: true,
            attempts: true,
          },
        }),
      claim: async (row) =>
        (
          await prisma().emailLog.updateMany({
            where: { id: row.id, status: "queued" },
            data: claim(),
          })
        ).count > 0,
      async handOver(row) {
        await options.mail.transport.send({
          messageId: `<${row.id}@ringline.outbox>`,
          from: options.mail.from,
          to: row.toEmail,
          subject: row.subject,
          type: row.emailType,
          ...whole(row),
        });
        // Sent, the message as written is kept no longer.
        return { sealedContent: null };
      },
      keep: (row, kept) => prisma().emailLog.update({ where: { id: row.id }, data: kept }),
    });

  const sendTexts = () =>
    sendDue({
      label: "SMS",
      due: () =>
        prisma().smsMessage.findMany({
          where: due(),
          orderBy: { createdAt: "asc" },
          take: BATCH,
          select: { id: true, toPhone: true, body: true, attempts: true },
        }),
      claim: async (row) =>
        (
          await prisma().smsMessage.updateMany({
            where: { id: row.id, status: "queued" },
            data: { ...claim(), transport: options.sms.transport },
          })
        ).count > 0,
      handOver: (row) => options.sms.send({ to: row.toPhone, body: row.body }),
      keep: (row, kept) => prisma().smsMessage.update({ where: { id: row.id }, data: kept }),
    });

  async function failStuck(): Promise<void> {
    const stuck = {
      status: "sending",
      OR: [
        { nextAttemptAt: { lt: at() } },
        // Claimed by a version that kept no claim time.
        { nextAttemptAt: null, createdAt: { lt: at(-STUCK_MS) } },
      ],
    };
    const data = { status: "failed", error: INTERRUPTED, nextAttemptAt: null };
    await prisma().smsMessage.updateMany({ where: stuck, data });
    await prisma().emailLog.updateMany({ where: stuck, data });
  }

  let running: Promise<void> | undefined;
  return {
    /** Sends every e-mail and text that is due (one run at a time in this process). */
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

    /**
     * Queues a failed e-mail again as it is (its row, its key and its sealed copy, which a
     * failed message still holds), with its attempts counted afresh; false unless it failed.
     */
    async replayEmail(id: string): Promise<boolean> {
      const replayed = await prisma().emailLog.updateMany({
        where: { id, status: "failed" },
        data: { status: "queued", attempts: 0, nextAttemptAt: null },
      });
      return replayed.count > 0;
    },
  };
}

export type OutboxSenders = ReturnType<typeof createOutboxSenders>;
