export { CheckoutFunnelPage as Component } from "../features/checkout/checkout-funnel-page.js";

export const handle = { title: "Get started", noindex: true };
