import { msg } from "@lingui/core/macro";
import type { LoaderFunctionArgs } from "react-router";
import { confirmPayment } from "../features/checkout/checkout-loaders.js";
import type { AppContext } from "../shared/app-context.js";
import { requireCustomer } from "../shared/session.js";

export { OrderConfirmationPage as Component } from "../features/checkout/order-confirmation-page.js";

export const handle = { title: msg`Order confirmation`, noindex: true };

/** Back from the payment provider, the payment is confirmed and the confirmation step shows. */
export const loader =
  (context: AppContext) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireCustomer(context, request);
    const sessionId = new URL(request.url).searchParams.get("session_id");
    return sessionId ? { confirmed: await confirmPayment(context, sessionId) } : null;
  };
