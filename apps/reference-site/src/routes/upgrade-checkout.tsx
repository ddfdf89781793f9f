import { msg } from "@lingui/core/macro";
import type { LoaderFunctionArgs } from "react-router";
import type { AppContext } from "../shared/app-context.js";
import { requireCustomer } from "../shared/session.js";

export { UpgradeCheckoutPage as Component } from "../features/checkout/upgrade-checkout-page.js";

export const handle = { title: msg`Change plan`, noindex: true };

export const loader =
  (context: AppContext) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireCustomer(context, request);
    return null;
  };
