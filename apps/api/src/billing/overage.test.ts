import { describe, expect, it } from "vitest";
import { overageOf } from "./overage.js";

describe("the overage of a period", () => {
  it("counts the minutes past the allowance at the plan's rate, to the cent", () => {
    expect(
      overageOf({ minutesUsed: 507, minutesIncluded: 500, overageRatePerMinute: 0.3 }),
    ).toEqual({ overageMinutes: 7, overageCharge: 2.1 });
    expect(
      overageOf({ minutesUsed: 1_333, minutesIncluded: 150, overageRatePerMinute: 0.29 }),
    ).toEqual({ overageMinutes: 1_183, overageCharge: 343.07 });
  });

  it("is nothing within the allowance, on an unlimited plan, and costs nothing without a rate", () => {
    const none = { overageMinutes: 0, overageCharge: 0 };
    expect(
      overageOf({ minutesUsed: 500, minutesIncluded: 500, overageRatePerMinute: 0.2 }),
    ).toEqual(none);
    expect(
      overageOf({ minutesUsed: 9_000, minutesIncluded: null, overageRatePerMinute: null }),
    ).toEqual(none);
    expect(
      overageOf({ minutesUsed: 520, minutesIncluded: 500, overageRatePerMinute: null }),
    ).toEqual({
      overageMinutes: 20,
      overageCharge: 0,
    });
  });
});
