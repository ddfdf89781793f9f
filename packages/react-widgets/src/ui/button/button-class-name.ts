import { baseStyles } from "../../shared/base-styles.js";
import { classNames } from "../shared/class-names.js";
import { buttonStyles } from "./button.styles.js";

/**
 * The look of a button: `primary` for the main action of a view, `secondary` for the
 * others, `ghost` for quiet actions in toolbars and tables, `danger` for destructive ones.
 *
 * @example
 * ```tsx
 * <Button variant="danger">Delete number</Button>
 * ```
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

/**
 * The size of a button; `md` keeps the 44 px touch target, `sm` is for dense tables.
 *
 * @example
 * ```tsx
 * <Button size="sm" variant="ghost">Edit</Button>
 * ```
 */
export type ButtonSize = "sm" | "md" | "lg";

/**
 * The look `Button` and `LinkButton` share.
 *
 * @example
 * ```tsx
 * const look: ButtonLookProps = { variant: "secondary", size: "lg", fullWidth: true };
 * <LinkButton href="/pricing" {...look}>See pricing</LinkButton>
 * ```
 */
export interface ButtonLookProps {
  /** Default `"primary"`. */
  variant?: ButtonVariant | undefined;
  /** Default `"md"`. */
  size?: ButtonSize | undefined;
  /** Takes the whole width of its container. */
  fullWidth?: boolean | undefined;
  className?: string | undefined;
}

export const BUTTON_STYLE_SHEETS = [baseStyles, buttonStyles];

export function buttonClassName({
  variant = "primary",
  size = "md",
  fullWidth,
  className,
}: ButtonLookProps): string {
  return classNames(
    "rl-root rl-button",
    `rl-button--${variant}`,
    size !== "md" && `rl-button--${size}`,
    fullWidth && "rl-button--full-width",
    className,
  );
}
