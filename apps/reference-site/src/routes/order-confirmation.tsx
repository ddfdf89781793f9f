import type { LoaderFunctionArgs } from "react-router";
import { confirmPaymentAndContinue } from "../features/checkout/checkout-loaders.js";
import type { AppContext } from "../shared/app-context.js";
import { requireCustomer } from "../shared/session.js";

export { OrderConfirmationPage as Component } from "../features/checkout/order-confirmation-page.js";

export const handle = { title: "Order confirmation", noindex: true };

/** Back from the payment provider, the payment is confirmed and onboarding begins. */
export const loader =
  (context: AppContext) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireCustomer(context, request);
    const sessionId = new URL(request.url).searchParams.get("session_id");
    return sessionId ? confirmPaymentAndContinue(context, sessionId) : null;
  };
