export { AdminCustomerPage as Component } from "../features/admin/admin-customer-page.js";

export const handle = { title: "Customer · Back office" };
