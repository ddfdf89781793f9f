import { actor } from "../admin-customers/acting-admin.js";
import type { FeatureModule } from "../http/route-table.js";
import { createAdminOperations } from "./admin-operations.service.js";

const done = (message: string) => ({ success: true as const, message });
const page = <Item>(
  input: { page: number; pageSize: number },
  answer: { total: number; items: Item[] },
) => ({ success: true as const, ...answer, page: input.page, pageSize: input.pageSize });

/**
 * The back office's view of the platform: the e-mail outbox with resend, the customers'
 * activity, errors grouped with resolve, and the administrators with their roles and
 * two-factor reset. Every change is audited; support administrators only read.
 */
export const adminOperationsModule: FeatureModule = {
  name: "admin-operations",
  setup({ db, use }) {
    const operations = createAdminOperations({
      db,
      audit: use("audit"),
      mailer: use("mailer"),
      outbox: use("outbox"),
      adminSessions: use("adminSessions"),
    });
    return {
      routes: {
        listAdminEmails: async ({ input }) => page(input, await operations.emails(input)),
        async resendAdminEmail({ admin, input, request }) {
          await operations.resendEmail(actor(admin, request), input.emailId);
          return done("The e-mail is queued to be sent again.");
        },
        listAdminActivity: async ({ input }) => page(input, await operations.activity(input)),
        listAdminErrors: async ({ input }) => page(input, await operations.errors(input)),
        async resolveAdminError({ admin, input, request }) {
          await operations.resolveError(actor(admin, request), input.errorLogId, input.resolution);
          return done("The error is resolved.");
        },
        listAdminSubscriptions: async ({ input }) =>
          page(input, await operations.subscriptions(input)),
        listAdminTranscripts: async ({ input }) => page(input, await operations.transcripts(input)),
        listAdminUsers: async ({ input }) => page(input, await operations.admins(input)),
        async createAdminUser({ admin, input, request }) {
          await operations.createAdmin(actor(admin, request), input);
          return done("The administrator is added.");
        },
        async updateAdminUser({ admin, input, request }) {
          await operations.updateAdmin(actor(admin, request), input);
          return done("The administrator is changed.");
        },
        async resetAdminTwoFactor({ admin, input, request }) {
          await operations.resetTwoFactor(actor(admin, request), input.adminUserId);
          return done("Two-factor sign-in is reset: the administrator enrols again.");
        },
      },
    };
  },
};
