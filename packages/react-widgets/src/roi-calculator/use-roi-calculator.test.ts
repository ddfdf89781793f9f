import type { TPlan } from "@ringline/api-client";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_PLANS } from "../shared/plans.js";
import {
  calculateRoi,
  clampPlanIndex,
  clampRoiInput,
  createRoiCalculator,
  DEFAULT_ROI_INPUTS,
  ROI_INPUT_RANGES,
  ROI_PLANS,
  roiPlanOf,
} from "./use-roi-calculator.js";

describe("ROI calculator figures", () => {
  it("starts at 25 calls, $10,000, 10 % and Unlimited, on the issue's slider ranges", () => {
    expect(DEFAULT_ROI_INPUTS).toEqual({
      missedCalls: 25,
      dealValue: 10_000,
      conversionRate: 10,
      planIndex: 2,
    });
    expect(ROI_INPUT_RANGES).toEqual({
      missedCalls: { min: 5, max: 200, step: 5, initial: 25 },
      dealValue: { min: 1000, max: 50_000, step: 500, initial: 10_000 },
      conversionRate: { min: 5, max: 50, step: 5, initial: 10 },
      planIndex: { min: 0, max: 2, step: 1, initial: 2 },
    });
  });

  it("prices the plans of plan_configurations: $39/100 min/$0.30, $59/500 min/$0.20, $99 unlimited", () => {
    expect(ROI_PLANS).toEqual([
      {
        id: "starter",
        name: "Starter",
        monthlyPriceCents: 3900,
        includedMinutes: 100,
        overageCentsPerMinute: 30,
      },
      {
        id: "growth",
        name: "Growth",
        monthlyPriceCents: 5900,
        includedMinutes: 500,
        overageCentsPerMinute: 20,
      },
      {
        id: "unlimited",
        name: "Unlimited",
        monthlyPriceCents: 9900,
        includedMinutes: null,
        overageCentsPerMinute: 0,
      },
    ]);
  });

  it("works out the default figures", () => {
    const { plan, ...figures } = calculateRoi(DEFAULT_ROI_INPUTS);
    expect(plan.id).toBe("unlimited");
    expect(figures).toEqual({
      monthlyLostRevenue: 25_000, // 25 × 10 % × $10,000
      annualLostRevenue: 300_000,
      capturedCalls: 25, // every missed call
      minutesUsed: 75, // 3 minutes each
      overageMinutes: 0,
      overageCost: 0,
      monthlyCost: 99,
      annualCost: 1287, // 12 × $99 + $99
      annualRecovery: 300_000,
      netGain: 298_713,
      roiPercent: 23_210, // 298,713 / 1,287 = 232.10…
    });
  });

  it("bills Starter's minutes above 100 at $0.30", () => {
    const result = calculateRoi({ ...DEFAULT_ROI_INPUTS, missedCalls: 200, planIndex: 0 });
    expect(result).toMatchObject({
      minutesUsed: 600,
      overageMinutes: 500,
      overageCost: 150,
      monthlyCost: 189,
      annualCost: 2367, // 12 × $189 + $99
      netGain: 2_397_633,
      roiPercent: 101_294,
    });
  });

  it("keeps cents exact for a few overage minutes", () => {
    const result = calculateRoi({ ...DEFAULT_ROI_INPUTS, missedCalls: 35, planIndex: 0 });
    expect(result).toMatchObject({
      minutesUsed: 105,
      overageMinutes: 5,
      overageCost: 1.5,
      monthlyCost: 40.5,
      annualCost: 585,
      netGain: 419_415,
      roiPercent: 71_695,
    });
  });

  it("bills Growth's minutes above 500 at $0.20 at the sliders' maximum", () => {
    const result = calculateRoi({
      missedCalls: 200,
      dealValue: 50_000,
      conversionRate: 50,
      planIndex: 1,
    });
    expect(result).toMatchObject({
      monthlyLostRevenue: 5_000_000,
      minutesUsed: 600,
      overageMinutes: 100,
      overageCost: 20,
      monthlyCost: 79,
      annualCost: 1047,
      roiPercent: 5_730_559,
    });
  });

  it("prices whatever plans it is given, and reports a loss when a plan costs more than the calls are worth", () => {
    const costly = roiPlanOf({
      ...DEFAULT_PLANS[0],
      id: "enterprise",
      name: "Enterprise",
      monthlyPrice: 499,
      minutesIncluded: 10,
      overageRatePerMinute: 1.25,
    } as TPlan);
    const result = calculateRoi(
      { missedCalls: 5, dealValue: 1000, conversionRate: 5, planIndex: 0 },
      [costly],
    );
    expect(result).toMatchObject({
      monthlyLostRevenue: 250,
      minutesUsed: 15,
      overageMinutes: 5,
      overageCost: 6.25,
      monthlyCost: 505.25,
      annualRecovery: 3000,
      annualCost: 6162,
      netGain: -3162,
      roiPercent: -51,
    });
  });

  it("puts the plan slider on the plans it is given, the last one by default", () => {
    expect(clampPlanIndex(7, 3)).toBe(2);
    expect(clampPlanIndex(-1, 3)).toBe(0);
    expect(clampPlanIndex(Number.NaN, 2)).toBe(1);
    const two = ROI_PLANS.slice(0, 2);
    expect(calculateRoi(DEFAULT_ROI_INPUTS, two).plan.id).toBe("growth");
  });

  it("snaps values onto the sliders' ranges and steps", () => {
    expect(clampRoiInput("missedCalls", 203)).toBe(200);
    expect(clampRoiInput("missedCalls", 1)).toBe(5);
    expect(clampRoiInput("dealValue", 1240)).toBe(1000);
    expect(clampRoiInput("dealValue", 1260)).toBe(1500);
    expect(clampRoiInput("planIndex", 7)).toBe(2);
    expect(clampRoiInput("conversionRate", Number.NaN)).toBe(10);
  });
});

describe("createRoiCalculator", () => {
  it("takes clamped starting values and notifies only when a value changes", () => {
    const calculator = createRoiCalculator({ missedCalls: 1000, planIndex: 0 });
    expect(calculator.getSnapshot()).toEqual({
      ...DEFAULT_ROI_INPUTS,
      missedCalls: 200,
      planIndex: 0,
    });
    const listener = vi.fn();
    calculator.subscribe(listener);

    calculator.setInput("dealValue", 20_000);
    calculator.setInput("dealValue", 20_100); // snaps back to 20,000: no change
    expect(listener).toHaveBeenCalledTimes(1);
    expect(calculator.getSnapshot().dealValue).toBe(20_000);
  });
});
