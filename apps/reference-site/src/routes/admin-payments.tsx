export { AdminPaymentsPage as Component } from "../features/admin/admin-payments-page.js";

export const handle = { title: "Payments · Back office" };
