import type { FeatureModule } from "../http/route-table.js";
import { createMailer, type Mailer } from "./mailer.js";

declare module "../core/module.js" {
  interface AppSettings {
    /** Outgoing mail; by default the email_logs outbox, plus SMTP when `smtpUrl` is set. */
    mailer?: Mailer | undefined;
    smtpUrl?: string | undefined;
    emailFrom?: string | undefined;
  }
  interface Services {
    mailer: Mailer;
  }
}

/** Outgoing e-mail: every message kept in the email_logs outbox, delivered by SMTP when set. */
export const emailModule: FeatureModule = {
  name: "email",
  setup({ settings, db, logger }) {
    const mailer =
      settings.mailer ??
      createMailer({
        db,
        logger,
        from: settings.emailFrom ?? "Ringline <no-reply@ringline.local>",
        smtpUrl: settings.smtpUrl,
      });
    return { provides: { mailer } };
  },
};
