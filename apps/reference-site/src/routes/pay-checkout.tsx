export { HostedCheckoutPage as Component } from "../features/payments/hosted-checkout-page.js";

export const handle = { title: "Pay Ringline", noindex: true };
