// What makes a Lighthouse result unusable as a sample (bench/lighthouse.mjs runs it again).

/** The categories bench/lighthouse.mjs scores. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The metrics every sample must have. */
export const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
];

/**
 * Why a Lighthouse result (`lhr`) cannot be a sample, or undefined when it can: a runtime
 * error (NO_NAVSTART, NO_FCP, a failed load), a category without a score or scored 0, a metric
 * without a value, or a first paint at 0 ms.
 *
 * @example
 * const broken = brokenBecause(result?.lhr); // "runtimeError NO_NAVSTART: …"
 */
export function brokenBecause(lhr) {
  if (!lhr) return "Lighthouse returned no result";
  if (lhr.runtimeError) return `runtimeError ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  for (const name of CATEGORIES) {
    const score = lhr.categories?.[name]?.score;
    if (typeof score !== "number" || !(score > 0)) return `${name} score is ${String(score)}`;
  }
  for (const id of METRICS) {
    const value = lhr.audits?.[id]?.numericValue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      return `${id} is ${String(value)}`;
    }
  }
  if (!(lhr.audits["first-contentful-paint"].numericValue > 0))
    return "first-contentful-paint is 0";
  return undefined;
}
