import { msg } from "@lingui/core/macro";

export { CheckoutFunnelPage as Component } from "../features/checkout/checkout-funnel-page.js";

export const handle = { title: msg`Get started`, noindex: true };
