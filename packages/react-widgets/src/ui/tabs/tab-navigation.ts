/**
 * The keys that move between tabs, as in the WAI-ARIA tabs pattern: the arrows of the
 * list's orientation (wrapping around), Home and End.
 *
 * @example
 * ```ts
 * const key: TabNavigationKey = "ArrowRight";
 * ```
 */
export type TabNavigationKey =
  | "ArrowLeft"
  | "ArrowRight"
  | "ArrowUp"
  | "ArrowDown"
  | "Home"
  | "End";

/**
 * The tab a key moves to, among the enabled tabs in order; `undefined` for any other key.
 * Right-to-left lists swap the horizontal arrows.
 *
 * @example
 * ```ts
 * nextTabValue(["calls", "numbers", "billing"], "billing", "ArrowRight"); // "calls"
 * nextTabValue(["calls", "numbers", "billing"], "numbers", "Home"); // "calls"
 * ```
 */
export function nextTabValue(
  enabledValues: readonly string[],
  currentValue: string,
  key: string,
  options: { orientation?: "horizontal" | "vertical"; direction?: "ltr" | "rtl" } = {},
): string | undefined {
  if (enabledValues.length === 0) return undefined;
  const vertical = options.orientation === "vertical";
  const forward = vertical ? "ArrowDown" : options.direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = vertical ? "ArrowUp" : options.direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  const index = enabledValues.indexOf(currentValue);
  const count = enabledValues.length;
  if (key === "Home") return enabledValues[0];
  if (key === "End") return enabledValues[count - 1];
  if (key === forward) return enabledValues[(index + 1) % count];
  if (key === backward) return enabledValues[(index - 1 + count) % count];
  return undefined;
}
