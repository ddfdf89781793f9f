export { AdminLegacyCustomersPage as Component } from "../features/admin/customers/admin-legacy-customers-page.js";

export const handle = { title: "Customer records · Back office" };
