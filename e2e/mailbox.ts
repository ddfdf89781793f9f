import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** One message the product delivered to its local mailbox (`MAIL_DIR`, one JSON file each). */
export interface MailboxMessage {
  messageId: string;
  to: string;
  subject: string;
  type: string;
  text: string;
  html: string | null;
  date: string;
}

/**
 * Waits for the newest message of `type` to `to` in the mailbox of the product whose data
 * directory is `dataDir` (the embedded default's `MAIL_DIR` is `mail` beside it): what a
 * person would read, never the database's outbox.
 */
export async function waitForMail(
  dataDir: string,
  match: { to: string; type: string },
  timeoutMs = 20_000,
): Promise<MailboxMessage> {
  const directory = path.join(path.dirname(dataDir), "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(directory).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(
        await readFile(path.join(directory, file), "utf8"),
      ) as MailboxMessage;
      if (message.to === match.to && message.type === match.type) return message;
    }
    if (Date.now() > deadline) {
      throw new Error(`no ${match.type} e-mail to ${match.to} in ${directory}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
