import { ApiError, type TSubscription, type TUser } from "@ringline/api-client";
import { queryKeyOf, routeQueryOptions } from "@ringline/api-client/react";
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

/** Statuses in which an account already has a subscription (a trial counts): no new checkout. */
const SUBSCRIBED_STATUSES = new Set(["trialing", "active", "past_due"]);

/** Whether the account already has a subscription, in trial or paid. */
export function hasSubscription(user: Pick<TUser, "subscriptionStatus">): boolean {
  return SUBSCRIBED_STATUSES.has(user.subscriptionStatus);
}

/**
 * /checkout for a visitor (from the ROI calculator, an e-mail): sign up first, then come back
 * here with the same plan and billing period. A customer who already has a subscription (in
 * trial or paying) is offered no second trial: they go to the plan change page, with the plan
 * they chose, before anything is filled in.
 */
export async function requireAccountForCheckout(context: AppContext, request: Request) {
  const url = new URL(request.url);
  const named = url.searchParams.get("plan") ? planChoiceOf(url.searchParams) : {};
  const user = await signedInUser(context);
  if (!user) throw redirect(pathWithChoice("/signup", named));
  if (hasSubscription(user)) {
    throw redirect(pathWithChoice("/upgrade-checkout", named, { from: "checkout" }));
  }
  return null;
}

/** Where the customer goes once a payment is confirmed: onboarding begins. */
export const AFTER_PAYMENT_PATH = "/onboarding";

/** What the confirmation step shows: the subscription and where its receipt was sent. */
export interface ConfirmedPayment {
  subscription: TSubscription;
  email: string | undefined;
}

/**
 * Back from the payment provider (`/order-confirmation?session_id=…`): the payment is applied
 * at once (the provider's event applies it again, once), and the confirmation step shows what
 * was bought before onboarding begins.
 */
export async function confirmPayment(
  context: AppContext,
  sessionId: string,
): Promise<ConfirmedPayment> {
  const { subscription } = await context.api.confirmCheckout({ sessionId });
  track("purchase", { transaction_id: sessionId, item_id: subscription.plan });
  await Promise.all(
    (["getMe", "getProfile", "getSubscription"] as const).map((name) =>
      context.queryClient.invalidateQueries({ queryKey: queryKeyOf(name) }),
    ),
  );
  const user = await signedInUser(context);
  return { subscription, email: user?.email };
}
