import { msg } from "@lingui/core/macro";

export { BillingTab as Component } from "../features/dashboard/billing-tab.js";

export const handle = { title: msg`Billing · Dashboard` };
