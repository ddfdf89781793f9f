import { defineStyles } from "./styles.js";

/**
 * `.rl-visually-hidden`: text for screen readers only (extra context in a button's name,
 * a legend the layout already makes obvious).
 *
 * @example
 * ```tsx
 * const styleRef = useInjectedStyles([baseStyles, visuallyHiddenStyles, pricingTableStyles]);
 * <legend className="rl-visually-hidden">Billing period</legend>
 * ```
 */
export const visuallyHiddenStyles = defineStyles(
  "visually-hidden",
  ".rl-visually-hidden{position:absolute!important;width:1px!important;height:1px!important;overflow:hidden!important;clip-path:inset(50%)!important;white-space:nowrap!important}\n",
);
