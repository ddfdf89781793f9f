import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { fieldStyles } from "../field/field.styles.js";
import { useField } from "../field/use-field.js";
import { classNames } from "../shared/class-names.js";
import { hasContent } from "../shared/has-content.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { checkboxStyles } from "./checkbox.styles.js";

const CHECKBOX_STYLE_SHEETS = [baseStyles, fieldStyles, checkboxStyles];

/**
 * Props of {@link Checkbox}: a native checkbox's attributes (they go to the `<input>`,
 * `className` to the wrapper) plus its texts.
 *
 * @example
 * ```tsx
 * const props: CheckboxProps = { label: "Email me the weekly summary", defaultChecked: true };
 * ```
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  /** Help under the label, read out with the checkbox. */
  hint?: ReactNode | undefined;
  /** The validation message, e.g. terms not accepted; marks the checkbox invalid. */
  error?: ReactNode | undefined;
}

/**
 * A native checkbox with its label beside it and an optional hint and error.
 *
 * @example
 * ```tsx
 * import { Checkbox } from "@ringline/react-widgets";
 *
 * <Checkbox name="terms" required label="I accept the terms of service" error={errors.terms} />
 * ```
 */
export const Checkbox = /* @__PURE__ */ forwardRef<HTMLInputElement, CheckboxProps>(
  function Checkbox({ label, hint, error, className, id, required, ...props }, forwardedRef) {
    const ref = useStyledRef(CHECKBOX_STYLE_SHEETS, forwardedRef);
    const hasHint = hasContent(hint);
    const hasError = hasContent(error);
    const field = useField({
      id,
      hasHint,
      hasError,
      required,
      describedBy: props["aria-describedby"],
    });
    return (
      <div className={classNames("rl-root rl-checkbox", className)}>
        <input
          {...props}
          {...field.controlProps}
          ref={ref}
          type="checkbox"
          required={required}
          className="rl-checkbox__input"
        />
        <div className="rl-checkbox__text">
          <label
            id={field.labelProps.id}
            htmlFor={field.labelProps.htmlFor}
            className="rl-checkbox__label"
          >
            {label}
          </label>
          {hasHint ? (
            <p {...field.hintProps} className="rl-field__hint">
              {hint}
            </p>
          ) : null}
          {hasError ? (
            <p {...field.errorProps} className="rl-field__error">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    );
  },
);
