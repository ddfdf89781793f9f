import { actor, done } from "../admin/back-office.js";
import { pageOf } from "../core/page.js";
import type { FeatureModule } from "../http/route-table.js";
import { createEmailOutbox } from "./emails.js";
import { createSmsOutbox } from "./texts.js";
import { createTranscripts } from "./transcripts.js";

/**
 * The back office's communications: the e-mail outbox and the SMS outbox, each with resend,
 * and the call transcripts e-mailed to the customers. Every resend is audited; support
 * administrators only read.
 */
export const adminCommunicationsModule: FeatureModule = {
  name: "admin-communications",
  setup({ db, use }) {
    const audit = use("audit");
    const outbox = use("outbox");
    const emails = createEmailOutbox({ db, audit, mailer: use("mailer"), outbox });
    const texts = createSmsOutbox({ db, audit, nudge: () => outbox.nudge() });
    const transcripts = createTranscripts(db);
    return {
      routes: {
        async listAdminEmails({ input }) {
          const { total, items } = await emails.list(input);
          return pageOf(items, total, input);
        },
        async resendAdminEmail({ admin, input, request }) {
          await emails.resend(actor(admin, request), input.emailId);
          return done("The e-mail is queued to be sent again.");
        },
        async listAdminSms({ input }) {
          const { total, items } = await texts.list(input);
          return pageOf(items, total, input);
        },
        async resendAdminSms({ admin, input, request }) {
          await texts.resend(actor(admin, request), input.smsId);
          return done("A copy of the text is queued.");
        },
        async listAdminTranscripts({ input }) {
          const { total, items } = await transcripts.list(input);
          return pageOf(items, total, input);
        },
      },
    };
  },
};
