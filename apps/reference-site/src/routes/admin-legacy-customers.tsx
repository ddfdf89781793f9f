export { AdminLegacyCustomersPage as Component } from "../features/admin/admin-legacy-customers-page.js";

export const handle = { title: "Customer records · Back office" };
