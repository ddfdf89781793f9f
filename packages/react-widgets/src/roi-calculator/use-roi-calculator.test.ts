import { describe, expect, it, vi } from "vitest";
import {
  calculateRoi,
  clampRoiInput,
  createRoiCalculator,
  DEFAULT_ROI_INPUTS,
  ROI_INPUT_RANGES,
  ROI_PLANS,
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

  it("prices the plans at $49/100 min/$0.25, $149/1000 min/$0.15 and $249 unlimited", () => {
    expect(ROI_PLANS).toEqual([
      { id: "starter", monthlyPriceCents: 4900, includedMinutes: 100, overageCentsPerMinute: 25 },
      { id: "growth", monthlyPriceCents: 14_900, includedMinutes: 1000, overageCentsPerMinute: 15 },
      {
        id: "unlimited",
        monthlyPriceCents: 24_900,
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
      monthlyCost: 249,
      annualCost: 3087, // 12 × $249 + $99
      annualRecovery: 300_000,
      netGain: 296_913,
      roiPercent: 9618, // 296,913 / 3,087 = 96.18…
    });
  });

  it("bills Starter's minutes above 100 at $0.25", () => {
    const result = calculateRoi({ ...DEFAULT_ROI_INPUTS, missedCalls: 200, planIndex: 0 });
    expect(result).toMatchObject({
      minutesUsed: 600,
      overageMinutes: 500,
      overageCost: 125,
      monthlyCost: 174,
      annualCost: 2187, // 12 × $174 + $99
      netGain: 2_397_813,
      roiPercent: 109_639,
    });
  });

  it("keeps cents exact for a few overage minutes", () => {
    const result = calculateRoi({ ...DEFAULT_ROI_INPUTS, missedCalls: 35, planIndex: 0 });
    expect(result).toMatchObject({
      minutesUsed: 105,
      overageMinutes: 5,
      overageCost: 1.25,
      monthlyCost: 50.25,
      annualCost: 702,
      netGain: 419_298,
      roiPercent: 59_729,
    });
  });

  it("covers the most calls the slider allows with Growth's 1,000 minutes", () => {
    const result = calculateRoi({
      missedCalls: 200,
      dealValue: 50_000,
      conversionRate: 50,
      planIndex: 1,
    });
    expect(result).toMatchObject({
      monthlyLostRevenue: 5_000_000,
      minutesUsed: 600,
      overageMinutes: 0,
      monthlyCost: 149,
      annualCost: 1887,
      roiPercent: 3_179_550,
    });
  });

  it("reports a loss when the plan costs more than the calls are worth", () => {
    const result = calculateRoi({
      missedCalls: 5,
      dealValue: 1000,
      conversionRate: 5,
      planIndex: 2,
    });
    expect(result).toMatchObject({
      monthlyLostRevenue: 250,
      annualRecovery: 3000,
      annualCost: 3087,
      netGain: -87,
      roiPercent: -3,
    });
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
