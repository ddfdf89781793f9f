import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/database.js";
import type { EmailType, RenderedEmail } from "./templates.js";

export interface OutgoingEmail extends RenderedEmail {
  type: EmailType;
  to: string;
  userId?: string | undefined;
  customerId?: string | undefined;
}

export interface Mailer {
  /** Sends (or, without SMTP, only keeps) a message; never throws for a delivery failure. */
  send(email: OutgoingEmail): Promise<{ id: string; status: "sent" | "failed" }>;
  /**
   * Hands a message already kept in the outbox (a queued `email_logs` row) to the transport;
   * never throws for a delivery failure.
   */
  deliver(email: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    type?: string;
  }): Promise<"sent" | "failed">;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  logger: Logger;
  from: string;
  /** SMTP server (`smtp://user:pass@host:587`); unset: the email_logs outbox only. */
  smtpUrl?: string | undefined;
}

/**
 * Every message is kept in email_logs (the outbox admins can read). With `SMTP_URL` it is
 * also delivered; without, a log line says it was kept, which is the local default.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const mode = options.smtpUrl ? "smtp" : "outbox";

  async function deliver(email: {
    to: string;
    subject: string;
    text: string;
    html: string | null;
    type?: string;
  }): Promise<"sent" | "failed"> {
    try {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
      });
      return "sent";
    } catch (error) {
      options.logger.error({ err: error, emailType: email.type }, "email delivery failed");
      return "failed";
    }
  }

  return {
    deliver,
    async send(email) {
      const status = await deliver(email);
      const row = await options.db.prisma.emailLog.create({
        data: {
          emailType: email.type,
          toEmail: email.to,
          subject: email.subject,
          content: email.text,
          status,
          userId: email.userId ?? null,
          customerId: email.customerId ?? null,
        },
        select: { id: true },
      });
      options.logger.info(
        { emailId: row.id, emailType: email.type, transport: mode, status },
        mode === "outbox" ? "email kept in the outbox" : "email sent",
      );
      return { id: row.id, status };
    },
    close() {
      transport.close();
    },
  };
}
