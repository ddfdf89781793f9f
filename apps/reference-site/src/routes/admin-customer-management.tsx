export { AdminCustomerManagementPage as Component } from "../features/admin/customers/admin-customer-management-page.js";

export const handle = { title: "Customer management · Back office" };
