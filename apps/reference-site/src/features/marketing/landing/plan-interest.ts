import { PLAN_IDS } from "@ringline/api-client";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import {
  type Billing,
  type PlanChoice,
  type PlanId,
  pathWithChoice,
} from "../../../shared/checkout-search.js";

/**
 * The plan a visitor showed interest in on the landing page: the ROI calculator's plan slider
 * and the pricing table's billing period, the latest of each. The conversion prompts' "Get
 * Started Now" and "Start Free Trial" lead to sign-up with it, so a visitor who compared plans
 * does not meet a different one on sign-up.
 */
export const planInterest = createStore<Partial<PlanChoice>>(() => ({}));

const isPlan = (id: string): id is PlanId => (PLAN_IDS as readonly string[]).includes(id);

/** The ROI calculator's plan slider moved to `planId`. */
export function choosePlan(planId: string): void {
  if (isPlan(planId)) planInterest.setState({ plan: planId });
}

/** The pricing table's billing period changed. */
export function chooseBilling(billing: Billing): void {
  planInterest.setState({ billing });
}

/** `/signup` with the plan and billing period the visitor chose on this page, if any. */
export function useSignupPathWithInterest(): string {
  return pathWithChoice("/signup", useStore(planInterest));
}
