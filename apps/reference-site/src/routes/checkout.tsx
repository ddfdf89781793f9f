import { msg } from "@lingui/core/macro";
import type { LoaderFunctionArgs } from "react-router";
import { requireAccountForCheckout } from "../features/checkout/checkout-loaders.js";
import type { AppContext } from "../shared/app-context.js";

export { CheckoutPage as Component } from "../features/checkout/checkout-page.js";

export const handle = { title: msg`Checkout`, noindex: true };

/** A visitor signs up first and comes back with the same plan. */
export const loader =
  (context: AppContext) =>
  ({ request }: LoaderFunctionArgs) =>
    requireAccountForCheckout(context, request);
