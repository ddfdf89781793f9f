import { msg } from "@lingui/core/macro";

export { OrderPage as Component } from "../features/checkout/order-page.js";
export { loader } from "./upgrade-checkout.js";

export const handle = { title: msg`Order`, noindex: true };
