import { msg } from "@lingui/core/macro";

export { HostedCheckoutPage as Component } from "../features/payments/hosted-checkout-page.js";

export const handle = { title: msg`Pay Ringline`, noindex: true };
