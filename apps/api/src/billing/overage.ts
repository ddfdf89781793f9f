/** A period's minutes against its plan. */
export interface PeriodMinutes {
  minutesUsed: number;
  /** Null for an unlimited plan. */
  minutesIncluded: number | null;
  /** Dollars a minute past the included ones (cents: the plans store two decimals); null for none. */
  overageRatePerMinute: number | null;
}

/**
 * The minutes used past the plan's allowance and what they cost so far, in dollars to the
 * cent: none on an unlimited plan, no charge without a rate. The rule of the usage periods the
 * call engine records for billing (`calls/usage.ts`, in the one SQL statement that counts a
 * call's minutes), for the figures the owner reads.
 */
export function overageOf(period: PeriodMinutes): {
  overageMinutes: number;
  overageCharge: number;
} {
  if (period.minutesIncluded === null) return { overageMinutes: 0, overageCharge: 0 };
  const overageMinutes = Math.max(0, period.minutesUsed - period.minutesIncluded);
  const rate = period.overageRatePerMinute;
  // In whole cents, so that 7 minutes at $0.30 are $2.10, not 2.0999999999999996.
  const overageCharge = rate === null ? 0 : (overageMinutes * Math.round(rate * 100)) / 100;
  return { overageMinutes, overageCharge };
}
