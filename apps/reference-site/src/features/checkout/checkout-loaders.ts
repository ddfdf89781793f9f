import { ApiError, type TUser } from "@ringline/api-client";
import { queryKeyOf, routeQueryOptions } from "@ringline/api-client/react";
import { toast } from "@ringline/react-widgets";
import { redirect } from "react-router";
import type { AppContext } from "../../shared/app-context.js";
import { pathWithChoice, planChoiceOf } from "../../shared/checkout-search.js";
import { track } from "../analytics/analytics.js";

/** The signed-in user, or undefined for a visitor. */
export async function signedInUser(context: AppContext): Promise<TUser | undefined> {
  try {
    return await context.queryClient.ensureQueryData(routeQueryOptions(context.api, "getMe"));
  } catch (error) {
    if (ApiError.isInstance(error) && error.status === 401) return undefined;
    throw error;
  }
}

/**
 * /checkout for a visitor (from the ROI calculator, an e-mail): sign up first, then come back
 * here with the same plan and billing period.
 */
export async function requireAccountForCheckout(context: AppContext, request: Request) {
  if (await signedInUser(context)) return null;
  const url = new URL(request.url);
  const choice = planChoiceOf(url.searchParams);
  throw redirect(pathWithChoice("/signup", url.searchParams.get("plan") ? choice : {}));
}

/** Where the customer goes once a payment is confirmed: onboarding begins. */
export const AFTER_PAYMENT_PATH = "/onboarding";

/**
 * Back from the payment provider (`/order-confirmation?session_id=…`): the payment is applied
 * at once (the provider's event applies it again, once), and onboarding begins.
 */
export async function confirmPaymentAndContinue(context: AppContext, sessionId: string) {
  const { subscription } = await context.api.confirmCheckout({ sessionId });
  track("purchase", { transaction_id: sessionId, item_id: subscription.plan });
  await Promise.all(
    (["getMe", "getProfile", "getSubscription"] as const).map((name) =>
      context.queryClient.invalidateQueries({ queryKey: queryKeyOf(name) }),
    ),
  );
  toast({
    title: "Payment confirmed",
    description:
      subscription.status === "trialing"
        ? `Your ${subscription.planName} plan's 7-day free trial has started.`
        : `Your ${subscription.planName} plan is active.`,
    variant: "success",
  });
  return redirect(AFTER_PAYMENT_PATH);
}
