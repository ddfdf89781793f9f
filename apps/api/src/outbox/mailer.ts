import { randomUUID } from "node:crypto";
import type { Database } from "../db/database.js";
import type { SecretBox } from "../security/secret-box.js";
import { queueEmail } from "./outbox.js";
import type { EmailType, RenderedEmail } from "./templates.js";

export interface OutgoingEmail extends RenderedEmail {
  type: EmailType;
  to: string;
  userId?: string | undefined;
  customerId?: string | undefined;
  /** What the message is about, once (`web-design-confirmation:{orderId}`); new when unset. */
  dedupeKey?: string | undefined;
}

export interface Mailer {
  /**
   * Puts a message in the outbox (`email_logs`: its secret links redacted, the whole message
   * sealed) and asks the outbox's job to send it; never waits for the transport. `queued` is
   * false when a message with this dedupe key exists already (`id` is then that one's).
   */
  send(email: OutgoingEmail): Promise<{ id: string; queued: boolean }>;
}

export interface MailerOptions {
  db: Database;
  secretBox: SecretBox;
  /** Asks the outbox's job to send what is queued. */
  nudge(): void;
}

/** Outgoing e-mail through the outbox: see `outbox.ts` for how it is sent. */
export function createMailer(options: MailerOptions): Mailer {
  return {
    async send(email) {
      const id = randomUUID();
      const dedupeKey = email.dedupeKey ?? `${email.type}:${id}`;
      const queued = await queueEmail(
        options.db.prisma,
        {
          id,
          type: email.type,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          userId: email.userId ?? null,
          customerId: email.customerId ?? null,
          dedupeKey,
        },
        options.secretBox,
      );
      if (!queued) {
        const existing = await options.db.prisma.emailLog.findUnique({
          where: { dedupeKey },
          select: { id: true },
        });
        return { id: existing?.id ?? id, queued: false };
      }
      options.nudge();
      return { id, queued: true };
    },
  };
}
