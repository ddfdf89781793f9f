export { AdminCustomerPage as Component } from "../features/admin/customers/admin-customer-page.js";

export const handle = { title: "Customer · Back office" };
