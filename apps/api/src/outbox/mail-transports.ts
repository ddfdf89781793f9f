import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

// Where a message goes when the outbox's job hands it over: an SMTP server (`SMTP_URL`), the
// local mailbox directory of the embedded default (`MAIL_DIR`: one JSON file per message, for
// a developer to read), or a transport the app is given (tests capture messages in memory).

/** One message as the transport receives it: whole, links intact. */
export interface MailMessage {
  /** `<{email_logs.id}@ringline.outbox>`: the same on every attempt of one message. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The outbox's type (`reset-password` …), sent as the `X-Ringline-Email-Type` header. */
  type: string;
}

/** A way out for e-mail; `send` throws the transport's refusal. */
export interface MailTransport {
  /** `smtp`, `mailbox` or a test's name: recorded in the logs. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** Errors the transport will repeat however often it is asked (a mailbox that does not exist). */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Through an SMTP server, e.g. `smtp://user:pass@host:587`. */
export function smtpMailTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(message) {
      await transport.sendMail({
        messageId: message.messageId,
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: { "X-Ringline-Email-Type": message.type },
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Into a directory, one `{time}-{id}.json` file per message (`MailMessage` plus `date`): the
 * embedded default's mailbox, readable with any editor; newest last in a sorted listing.
 */
export function mailboxDirectoryTransport(directory: string): MailTransport {
  return {
    name: "mailbox",
    async send(message) {
      await mkdir(directory, { recursive: true });
      const date = new Date();
      const id = message.messageId.replace(/^<|@.*$/g, "").replace(/[^\w-]/g, "");
      const file = path.join(directory, `${date.toISOString().replace(/[:.]/g, "-")}-${id}.json`);
      const body = `${JSON.stringify({ ...message, date: date.toISOString() }, null, 2)}\n`;
      await writeFile(file, body, { flag: "wx", mode: 0o600 });
    },
  };
}

/** Nowhere: the message stays in the outbox only (an app built without any transport). */
export const discardMailTransport: MailTransport = {
  name: "outbox",
  async send() {},
};
