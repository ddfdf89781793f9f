export { CheckoutLayout as Component } from "../layouts/checkout-layout.js";
