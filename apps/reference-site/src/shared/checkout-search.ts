import { PAYMENT_PERIODS, PLAN_IDS } from "@ringline/api-client";

export type PlanId = (typeof PLAN_IDS)[number];
export type Billing = (typeof PAYMENT_PERIODS)[number];

/** The plan and billing period a page was opened with (`?plan=growth&billing=annual`). */
export interface PlanChoice {
  plan: PlanId;
  billing: Billing;
}

const isPlan = (value: string | null): value is PlanId =>
  (PLAN_IDS as readonly string[]).includes(value ?? "");
const isBilling = (value: string | null): value is Billing =>
  (PAYMENT_PERIODS as readonly string[]).includes(value ?? "");

/** The plan a URL names, if it names a valid one. */
export function namedPlan(search: URLSearchParams): PlanId | undefined {
  const plan = search.get("plan");
  return isPlan(plan) ? plan : undefined;
}

/** The plan and period a URL names; Growth and monthly billing when it names none. */
export function planChoiceOf(search: URLSearchParams, fallback: PlanId = "growth"): PlanChoice {
  const billing = search.get("billing");
  return { plan: namedPlan(search) ?? fallback, billing: isBilling(billing) ? billing : "monthly" };
}

/** `/checkout?plan=growth&billing=monthly` and the like, with optional extra parameters. */
export function pathWithChoice(
  path: string,
  choice: Partial<PlanChoice>,
  extra: Record<string, string | undefined> = {},
): string {
  const search = new URLSearchParams();
  if (choice.plan) search.set("plan", choice.plan);
  if (choice.billing) search.set("billing", choice.billing);
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Where sign-up goes next: the page it was sent from (`next`), else checkout with the plan and
 * billing it came with.
 */
export function afterSignupPath(search: URLSearchParams): string {
  const next = search.get("next");
  if (next?.startsWith("/") && !next.startsWith("//")) return next;
  const billing = search.get("billing");
  return pathWithChoice("/checkout", {
    plan: namedPlan(search),
    billing: isBilling(billing) ? billing : undefined,
  });
}
