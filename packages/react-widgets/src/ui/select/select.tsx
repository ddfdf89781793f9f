import { forwardRef, type SelectHTMLAttributes } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { fieldStyles } from "../field/field.styles.js";
import { classNames } from "../shared/class-names.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { selectStyles } from "./select.styles.js";

const SELECT_STYLE_SHEETS = [baseStyles, fieldStyles, selectStyles];

/**
 * One choice of a {@link Select}.
 *
 * @example
 * ```ts
 * const option: SelectOption = { value: "growth", label: "Growth — $59/month" };
 * ```
 */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

/**
 * Props of {@link Select}: a native select's attributes, with the choices as `options`,
 * as `<option>` children, or both (options first).
 *
 * @example
 * ```tsx
 * const props: SelectProps = { name: "plan", options: plans, placeholder: "Choose a plan" };
 * ```
 */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options?: readonly SelectOption[] | undefined;
  /** A first, empty choice (value `""`), e.g. "Choose a plan". */
  placeholder?: string | undefined;
}

/**
 * A native `<select>` with the input look and a chevron. Attributes, `className` and the
 * ref go to the `<select>`; put it in a `Field` for its label.
 *
 * @example
 * ```tsx
 * import { Field, Select } from "@ringline/react-widgets";
 *
 * <Field label="Plan">
 *   <Select name="plan" defaultValue="growth" options={[
 *     { value: "starter", label: "Starter" },
 *     { value: "growth", label: "Growth" },
 *   ]} />
 * </Field>
 * ```
 */
export const Select = /* @__PURE__ */ forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, children, ...props },
  forwardedRef,
) {
  const ref = useStyledRef(SELECT_STYLE_SHEETS, forwardedRef);
  return (
    <span className="rl-root rl-select">
      <select
        {...props}
        ref={ref}
        className={classNames("rl-field__input rl-select__input", className)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </span>
  );
});
