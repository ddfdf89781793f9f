import { type ButtonHTMLAttributes, forwardRef, type MouseEvent } from "react";
import type { Locale } from "../../shared/messages.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { buttonMessages } from "./button.messages.js";
import { BUTTON_STYLE_SHEETS, type ButtonLookProps, buttonClassName } from "./button-class-name.js";

/**
 * Props of {@link Button}: a native button's attributes plus the look.
 *
 * @example
 * ```tsx
 * const props: ButtonProps = { variant: "secondary", size: "sm", loading: saving };
 * ```
 */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /**
   * Shows a spinner and the pending label instead of the children, announced to screen
   * readers; the button keeps its focus but ignores clicks (`aria-disabled`).
   */
  loading?: boolean | undefined;
  /** Shown while loading, e.g. "Saving…". Default "Please wait…" in the `locale`. */
  pendingLabel?: string | undefined;
  /** Language of the default pending label. Default `"en"`. */
  locale?: Locale | undefined;
}

/**
 * A button in one of four variants and three sizes, `type="button"` unless told otherwise.
 *
 * @example
 * ```tsx
 * import { Button } from "@ringline/react-widgets";
 *
 * <Button type="submit" loading={saving} pendingLabel="Saving…">Save changes</Button>
 * <Button variant="ghost" size="sm" onClick={edit}>Edit</Button>
 * ```
 */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    className,
    loading = false,
    pendingLabel,
    locale,
    type = "button",
    onClick,
    children,
    ...props
  },
  forwardedRef,
) {
  const ref = useStyledRef(BUTTON_STYLE_SHEETS, forwardedRef);
  const inactive = loading || props["aria-disabled"] === true || props["aria-disabled"] === "true";

  function click(event: MouseEvent<HTMLButtonElement>) {
    // aria-disabled keeps the button focusable, so the click must be refused here.
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...props}
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      aria-disabled={inactive ? true : undefined}
      data-loading={loading ? "true" : undefined}
      onClick={click}
    >
      {loading ? <span className="rl-button__spinner" aria-hidden="true" /> : null}
      {/* A live region, so the change to the pending label and back is announced. */}
      <span aria-live="polite">
        {loading ? (pendingLabel ?? buttonMessages.forLocale(locale).pending) : children}
      </span>
    </button>
  );
});
