export { AdminPaymentsPage as Component } from "../features/admin/payments/admin-payments-page.js";

export const handle = { title: "Payments · Back office" };
