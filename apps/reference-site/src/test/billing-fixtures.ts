import { DEFAULT_PLANS } from "@ringline/react-widgets";
import { json } from "./fake-api.js";

/** The plans of `plan_configurations`, as `GET /api/plans` answers them. */
export const PLANS = DEFAULT_PLANS;

export const plansAnswer = () =>
  json(200, { success: true, items: PLANS, total: 3, page: 1, pageSize: 3 });

/** A Growth subscription in its trial, 5 days left, 120 of 500 minutes used. */
export const TRIALING = {
  plan: "growth",
  planName: "Growth",
  billing: "monthly",
  status: "trialing",
  amount: 59,
  trialEndsAt: "2026-11-28T10:00:00.000Z",
  trialDaysLeft: 5,
  currentPeriodStart: "2026-11-21T10:00:00.000Z",
  currentPeriodEnd: "2026-11-28T10:00:00.000Z",
  cancelAtPeriodEnd: false,
};

/**
 * `GET /api/billing/subscription` with `subscription` (Growth's 500 minutes and $0.20 rate, or
 * none), `minutesUsed`, and the overage the API would count for them (`overage`).
 */
export function overviewAnswer(
  subscription: object | null = TRIALING,
  minutesUsed = 120,
  overage = { overageMinutes: 0, overageCharge: 0 },
) {
  return json(200, {
    success: true,
    provider: "local",
    subscription,
    card: subscription ? { brand: "Visa", last4: "4242", expMonth: 12, expYear: 2034 } : null,
    usage: {
      minutesUsed,
      minutesIncluded: subscription ? 500 : null,
      overageRatePerMinute: subscription ? 0.2 : null,
      ...overage,
      periodStart: subscription ? "2026-11-21T10:00:00.000Z" : null,
      periodEnd: subscription ? "2026-11-28T10:00:00.000Z" : null,
    },
  });
}

export const INVOICE = {
  id: "lin_1",
  number: "RL-ABC123-0001",
  createdAt: "2026-11-21T10:00:00.000Z",
  description: "Free trial of Growth (monthly)",
  amount: 0,
  amountRefunded: 0,
  status: "paid",
  periodStart: "2026-11-21T10:00:00.000Z",
  periodEnd: "2026-11-28T10:00:00.000Z",
  url: null,
};

/** The address of a page of the site, as the API writes it (the hosted checkout's). */
export const siteUrl = (path: string) => new URL(path, window.location.href).href;
