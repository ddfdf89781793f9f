import { msg } from "@lingui/core/macro";
import { CheckoutPage } from "../features/checkout/checkout-page.js";

export { loader } from "./checkout.js";

/** /checkout-enhanced: checkout with the optional premium setup and its waiver. */
export function Component() {
  return <CheckoutPage enhanced />;
}

export const handle = { title: msg`Checkout`, noindex: true };
