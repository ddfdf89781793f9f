export { BillingTab as Component } from "../features/dashboard/billing-tab.js";

export const handle = { title: "Billing · Dashboard" };
