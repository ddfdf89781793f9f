// The ROI model of the specification (section 9): the calculator's inputs and formulas, priced
// with the subscription plans of plan_configurations (the pricing table's figures), which
// supersede the specification's separate ROI prices ($49/$149/$249, $0.25/$0.15 overage).
// Plain data and arithmetic, no React, so the hook, the store and tests share one copy.

import type { TPlan } from "@ringline/api-client";
import { centsOf, DEFAULT_PLANS } from "../shared/plans.js";

/**
 * A plan's id, as the checkout link names it (`/checkout?plan=growth`).
 *
 * @example
 * ```ts
 * const plan: RoiPlanId = "growth";
 * ```
 */
export type RoiPlanId = string;

/**
 * One plan as the ROI calculator prices it: the subscription plan of `GET /api/plans`
 * (the pricing table's figures) with money in cents, so that overage such as
 * 5 minutes × $0.30 stays exact.
 *
 * @example
 * ```ts
 * roiPlanOf(DEFAULT_PLANS[0]); // { id: "starter", name: "Starter", monthlyPriceCents: 3900, … }
 * ```
 */
export interface RoiPlan {
  readonly id: RoiPlanId;
  readonly name: string;
  readonly monthlyPriceCents: number;
  /** Minutes included per month; `null` when unlimited. */
  readonly includedMinutes: number | null;
  /** Price of each minute above the included ones; 0 when there is no overage. */
  readonly overageCentsPerMinute: number;
}

/**
 * The calculator's view of a plan of `GET /api/plans`.
 *
 * @example
 * ```ts
 * const plans = (await api.listPlans()).items.map(roiPlanOf);
 * ```
 */
export function roiPlanOf(plan: TPlan): RoiPlan {
  return {
    id: plan.id,
    name: plan.name,
    monthlyPriceCents: centsOf(plan.monthlyPrice),
    includedMinutes: plan.minutesIncluded,
    overageCentsPerMinute:
      plan.overageRatePerMinute === null ? 0 : centsOf(plan.overageRatePerMinute),
  };
}

/**
 * The calculator's plans when it is given none: {@link DEFAULT_PLANS}, cheapest first, in
 * slider order.
 *
 * @example
 * ```ts
 * ROI_PLANS.map((plan) => plan.monthlyPriceCents); // [3900, 5900, 9900]
 * ```
 */
export const ROI_PLANS: readonly RoiPlan[] = DEFAULT_PLANS.map(roiPlanOf);

/** One-off setup fee added to the first year's cost. */
export const ROI_SETUP_FEE_CENTS = 9900;
/** Every missed call is answered once Ringline takes the calls. */
export const ROI_CAPTURE_RATE = 1;
/** Average length of a captured call, in minutes. */
export const ROI_MINUTES_PER_CALL = 3;

/**
 * The calculator's inputs: missed calls per month, average deal value in dollars,
 * conversion rate in percent and the index of the plan in {@link ROI_PLANS}.
 *
 * @example
 * ```ts
 * const inputs: RoiInputs = { missedCalls: 25, dealValue: 10_000, conversionRate: 10, planIndex: 2 };
 * ```
 */
export interface RoiInputs {
  readonly missedCalls: number;
  readonly dealValue: number;
  readonly conversionRate: number;
  readonly planIndex: number;
}

/**
 * The name of one of the calculator's sliders.
 *
 * @example
 * ```ts
 * const input: RoiInputName = "dealValue";
 * ```
 */
export type RoiInputName = keyof RoiInputs;

/**
 * Range, step and starting value of each slider.
 *
 * @example
 * ```ts
 * ROI_INPUT_RANGES.missedCalls; // { min: 5, max: 200, step: 5, initial: 25 }
 * ```
 */
export const ROI_INPUT_RANGES: Readonly<
  Record<RoiInputName, { min: number; max: number; step: number; initial: number }>
> = {
  missedCalls: { min: 5, max: 200, step: 5, initial: 25 },
  dealValue: { min: 1000, max: 50_000, step: 500, initial: 10_000 },
  conversionRate: { min: 5, max: 50, step: 5, initial: 10 },
  planIndex: { min: 0, max: 2, step: 1, initial: 2 },
};

/** The slider order on screen. */
export const ROI_INPUT_NAMES: readonly RoiInputName[] = [
  "missedCalls",
  "dealValue",
  "conversionRate",
  "planIndex",
];

/**
 * What the calculator works out. Money is in dollars (cents / 100).
 *
 * @example
 * ```ts
 * calculateRoi(DEFAULT_ROI_INPUTS).roiPercent; // 23210
 * ```
 */
export interface RoiResult {
  readonly plan: RoiPlan;
  /** Missed calls × conversion × deal value. */
  readonly monthlyLostRevenue: number;
  readonly annualLostRevenue: number;
  readonly capturedCalls: number;
  readonly minutesUsed: number;
  readonly overageMinutes: number;
  readonly overageCost: number;
  /** Plan price plus overage. */
  readonly monthlyCost: number;
  /** 12 × monthly cost + the $99 setup fee. */
  readonly annualCost: number;
  /** Revenue of the captured calls over a year. */
  readonly annualRecovery: number;
  /** Annual recovery − annual cost. */
  readonly netGain: number;
  /** Net gain / annual cost, in percent, rounded. */
  readonly roiPercent: number;
}

/**
 * The inputs before the visitor moves a slider: 25 calls, $10,000, 10 %, Unlimited.
 *
 * @example
 * ```ts
 * createRoiCalculator({ ...DEFAULT_ROI_INPUTS, planIndex: 0 });
 * ```
 */
export const DEFAULT_ROI_INPUTS: RoiInputs = {
  missedCalls: ROI_INPUT_RANGES.missedCalls.initial,
  dealValue: ROI_INPUT_RANGES.dealValue.initial,
  conversionRate: ROI_INPUT_RANGES.conversionRate.initial,
  planIndex: ROI_INPUT_RANGES.planIndex.initial,
};

/**
 * Brings a value into a slider's range and onto its steps, as the browser does for a
 * range input; anything that is not a finite number becomes the slider's start value.
 *
 * @example
 * ```ts
 * clampRoiInput("missedCalls", 203); // 200
 * clampRoiInput("dealValue", 1_240); // 1_000
 * ```
 */
export function clampRoiInput(name: RoiInputName, value: number): number {
  const { min, max, step, initial } = ROI_INPUT_RANGES[name];
  if (!Number.isFinite(value)) return initial;
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/**
 * The plan slider's position for `count` plans: a whole index from 0 to the last plan;
 * anything else is the last (most complete) plan, the slider's start.
 *
 * @example
 * ```ts
 * clampPlanIndex(7, 3); // 2
 * ```
 */
export function clampPlanIndex(value: number, count: number): number {
  const last = Math.max(0, count - 1);
  if (!Number.isFinite(value)) return last;
  return Math.min(last, Math.max(0, Math.round(value)));
}

/**
 * The ROI formulas, as a pure function, priced with `plans` (default {@link ROI_PLANS}).
 *
 * @example
 * ```ts
 * const result = calculateRoi({ missedCalls: 25, dealValue: 10_000, conversionRate: 10, planIndex: 2 });
 * result.monthlyLostRevenue; // 25_000
 * result.annualCost; // 1_287 (12 × $99 + $99)
 * result.roiPercent; // 23210
 * ```
 */
export function calculateRoi(inputs: RoiInputs, plans: readonly RoiPlan[] = ROI_PLANS): RoiResult {
  const missedCalls = clampRoiInput("missedCalls", inputs.missedCalls);
  const dealValue = clampRoiInput("dealValue", inputs.dealValue);
  const conversionRate = clampRoiInput("conversionRate", inputs.conversionRate);
  const priced = plans.length > 0 ? plans : ROI_PLANS;
  const plan = priced[clampPlanIndex(inputs.planIndex, priced.length)] as RoiPlan;

  // Whole dollars: the slider steps keep missed calls × percent × deal value a multiple of 100.
  const monthlyLostRevenue = (missedCalls * conversionRate * dealValue) / 100;
  const capturedCalls = missedCalls * ROI_CAPTURE_RATE;
  const minutesUsed = capturedCalls * ROI_MINUTES_PER_CALL;
  const overageMinutes =
    plan.includedMinutes === null ? 0 : Math.max(0, minutesUsed - plan.includedMinutes);
  const overageCents = overageMinutes * plan.overageCentsPerMinute;
  const monthlyCostCents = plan.monthlyPriceCents + overageCents;
  const annualCostCents = 12 * monthlyCostCents + ROI_SETUP_FEE_CENTS;
  const annualRecovery = ((capturedCalls * conversionRate * dealValue) / 100) * 12;
  const netGainCents = annualRecovery * 100 - annualCostCents;

  return {
    plan,
    monthlyLostRevenue,
    annualLostRevenue: monthlyLostRevenue * 12,
    capturedCalls,
    minutesUsed,
    overageMinutes,
    overageCost: overageCents / 100,
    monthlyCost: monthlyCostCents / 100,
    annualCost: annualCostCents / 100,
    annualRecovery,
    netGain: netGainCents / 100,
    roiPercent: Math.round((netGainCents / annualCostCents) * 100),
  };
}
