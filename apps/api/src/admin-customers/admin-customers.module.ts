import { actor, done } from "../admin/back-office.js";
import { AppError } from "../core/errors.js";
import { pageOf } from "../core/page.js";
import { sendCsv } from "../http/csv-download.js";
import type { FeatureModule } from "../http/route-table.js";
import { actOnCustomers } from "./bulk-actions.js";
import { createCustomerActions } from "./customer-actions.js";
import { createCustomerDirectory } from "./customer-directory.js";
import { customersCsv } from "./customer-export.js";
import { createLegacyCustomers } from "./legacy-customers.js";
import { readOverview } from "./overview.js";

/** A read that fails unexpectedly is the specification's ADMIN_CUSTOMER_DATA_FAILED. */
async function customerData<Result>(read: () => Promise<Result>): Promise<Result> {
  try {
    return await read();
  } catch (error) {
    if (AppError.isInstance(error)) throw error;
    throw new AppError("ADMIN_CUSTOMER_DATA_FAILED", { cause: error });
  }
}

/**
 * The back office's customers: the figures at a glance, the searchable list and its CSV
 * export, one customer's whole picture, the actions on it (suspend, reactivate, change plan,
 * reset usage, resend e-mails, notes), every one written to the audit log, some of them on
 * many customers at once (each the action of one), and the older back office's customer
 * records. Support administrators read only: the route table refuses them every
 * `admin-write` route.
 */
export const adminCustomersModule: FeatureModule = {
  name: "admin-customers",
  setup({ db, now, use }) {
    const directory = createCustomerDirectory(db);
    const legacy = createLegacyCustomers(db, use("audit"));
    const actions = createCustomerActions({
      db,
      directory,
      audit: use("audit"),
      billing: use("billing"),
      accountEmails: use("accountEmails"),
      mailer: use("mailer"),
      customerSessions: use("customerSessions"),
      now,
    });
    return {
      routes: {
        getAdminOverview: async () => ({
          success: true as const,
          ...(await readOverview(db, now())),
        }),
        async listAdminCustomers({ input }) {
          const { total, items } = await customerData(() => directory.list(input));
          return pageOf(items, total, input);
        },
        exportAdminCustomers: ({ input, response }) =>
          sendCsv(response, "customers.csv", customersCsv(directory.pages(input))),
        bulkAdminCustomers: async ({ admin, input, request }) => ({
          success: true as const,
          ...(await actOnCustomers(actions, actor(admin, request), input)),
        }),
        getAdminCustomer: async ({ input }) => ({
          success: true as const,
          ...(await customerData(() => directory.detail(input.customerId))),
        }),
        async suspendAdminCustomer({ admin, input, request }) {
          await actions.suspend(actor(admin, request), input.customerId);
          return done("The customer is suspended.");
        },
        async reactivateAdminCustomer({ admin, input, request }) {
          await actions.reactivate(actor(admin, request), input.customerId);
          return done("The customer is active again.");
        },
        async changeAdminCustomerPlan({ admin, input, request }) {
          await actions.changePlan(actor(admin, request), input);
          return done("The plan is changed.");
        },
        async resetAdminCustomerUsage({ admin, input, request }) {
          await actions.resetUsage(actor(admin, request), input.customerId);
          return done("The usage is reset.");
        },
        async resendAdminCustomerEmail({ admin, input, request }) {
          await actions.resendEmail(actor(admin, request), input);
          return done("The e-mail is sent again.");
        },
        async listAdminLegacyCustomers({ input }) {
          const { total, items } = await customerData(() => legacy.list(input));
          return pageOf(items, total, input);
        },
        async createAdminLegacyCustomer({ admin, input, request }) {
          await legacy.create(actor(admin, request), input);
          return done("The customer record is added.");
        },
        async updateAdminLegacyCustomer({ admin, input, request }) {
          const { customerId, ...fields } = input;
          await legacy.update(actor(admin, request), customerId, fields);
          return done("The customer record is saved.");
        },
        async addAdminCustomerNote({ admin, input, request }) {
          await actions.addNote(actor(admin, request), input.customerId, input.text);
          return done("The note is saved.");
        },
      },
    };
  },
};
