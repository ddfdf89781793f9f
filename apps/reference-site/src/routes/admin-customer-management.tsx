export { AdminCustomerManagementPage as Component } from "../features/admin/admin-customer-management-page.js";

export const handle = { title: "Customer management · Back office" };
