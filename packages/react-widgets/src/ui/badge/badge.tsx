import type { HTMLAttributes } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { classNames } from "../shared/class-names.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { badgeStyles } from "./badge.styles.js";

const BADGE_STYLE_SHEETS = [baseStyles, badgeStyles];

/**
 * The meaning a badge's colour carries; the text must carry it too.
 *
 * @example
 * ```tsx
 * const variant: BadgeVariant = call.missed ? "danger" : "success";
 * ```
 */
export type BadgeVariant = "neutral" | "success" | "warning" | "danger" | "info";

/**
 * Props of {@link Badge}: a span's attributes plus the variant.
 *
 * @example
 * ```tsx
 * const props: BadgeProps = { variant: "warning", children: "Trial ends soon" };
 * ```
 */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Default `"neutral"`. */
  variant?: BadgeVariant | undefined;
}

/**
 * A short status label ("Paid", "Missed", "Beta") in the subtle status colours, which
 * meet WCAG AA in both themes.
 *
 * @example
 * ```tsx
 * import { Badge } from "@ringline/react-widgets";
 *
 * <Badge variant="success">Answered</Badge>
 * ```
 */
export function Badge({ variant = "neutral", className, ...props }: BadgeProps) {
  const ref = useStyledRef<HTMLSpanElement>(BADGE_STYLE_SHEETS);
  return (
    <span
      {...props}
      ref={ref}
      className={classNames("rl-root rl-badge", `rl-badge--${variant}`, className)}
    />
  );
}
