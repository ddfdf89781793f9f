export { AdminCustomersPage as Component } from "../features/admin/customers/admin-customers-page.js";

export const handle = { title: "Customers · Back office" };
