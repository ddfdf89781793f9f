export { OrderPage as Component } from "../features/checkout/order-page.js";
export { loader } from "./upgrade-checkout.js";

export const handle = { title: "Order", noindex: true };
