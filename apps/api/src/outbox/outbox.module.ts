import { createBackgroundWrites } from "../core/background.js";
import type { FeatureModule } from "../http/route-table.js";
import { inProcessWorkQueue, pgBossWorkQueue } from "../jobs/work-queue.js";
import {
  discardMailTransport,
  type MailTransport,
  mailboxDirectoryTransport,
  smtpMailTransport,
} from "./mail-transports.js";
import { createMailer, type Mailer } from "./mailer.js";
import { createOutboxSenders } from "./outbox.js";
import { outboxSmsSender } from "./sms-sender.js";
import { createTwilioSmsSender } from "./twilio-sms-sender.js";

declare module "../core/module.js" {
  interface AppSettings {
    /**
     * Where e-mail goes: this transport when given (tests capture messages), else SMTP when
     * `smtpUrl` is set, else one JSON file per message in `mailDir`, else nowhere (the
     * `email_logs` outbox only).
     */
    mailTransport?: MailTransport | undefined;
    smtpUrl?: string | undefined;
    /** The embedded default's local mailbox (`MAIL_DIR`). */
    mailDir?: string | undefined;
    emailFrom?: string | undefined;
  }
  interface Services {
    /** Puts e-mail in the outbox. */
    mailer: Mailer;
    /** The outbox of e-mail and texts, sent by a job. */
    outbox: Outbox;
  }
}

/** The outbox's job, and its sweep that retries what is due and catches any lost ask. */
export const OUTBOX_JOBS = { send: "outbox", sweep: "outbox-sweep" } as const;

export interface Outbox {
  /** Asks for a send of what is queued, soon (a text or e-mail was queued). */
  nudge(): void;
  /** Sends what is due now, in this process. */
  drain(): Promise<void>;
  /** Queues a failed e-mail again, once; false unless it failed. */
  replayEmail(id: string): Promise<boolean>;
  /** Waits for the sends started in this process (tests, shutdown). */
  settle(): Promise<void>;
}

/**
 * Outgoing e-mail and texts: every message a row of the outbox (`email_logs`,
 * `sms_messages`) under a key of its own, sent by a job with retries and backoff through the
 * mail transport and the SMS sender (the settings' `calls.sms`, else Twilio when
 * `calls.twilio` is given, else kept in the outbox only).
 */
export const outboxModule: FeatureModule = {
  name: "outbox",
  setup({ settings, db, logger, now }) {
    const transport =
      settings.mailTransport ??
      (settings.smtpUrl
        ? smtpMailTransport(settings.smtpUrl)
        : settings.mailDir
          ? mailboxDirectoryTransport(settings.mailDir)
          : discardMailTransport);
    const calls = settings.calls ?? {};
    const senders = createOutboxSenders({
      db,
      mail: { transport, from: settings.emailFrom ?? "Ringline <no-reply@ringline.local>" },
      sms: calls.sms ?? (calls.twilio ? createTwilioSmsSender(calls.twilio) : outboxSmsSender),
      secretBox: settings.secretBox,
      logger,
      now,
    });
    const drain = () => senders.drain();
    const queue = settings.jobs
      ? pgBossWorkQueue(settings.jobs, OUTBOX_JOBS.send, drain, logger)
      : inProcessWorkQueue(OUTBOX_JOBS.send, drain, createBackgroundWrites(logger));
    const outbox: Outbox = {
      nudge: () => queue.nudge(),
      drain,
      async replayEmail(id) {
        const replayed = await senders.replayEmail(id);
        if (replayed) queue.nudge();
        return replayed;
      },
      settle: () => queue.settle(),
    };
    const mailer = createMailer({ db, secretBox: settings.secretBox, nudge: outbox.nudge });
    return {
      provides: { mailer, outbox },
      jobs: [{ name: OUTBOX_JOBS.sweep, cron: "* * * * *", run: drain }],
      settle: () => queue.settle(),
    };
  },
};
