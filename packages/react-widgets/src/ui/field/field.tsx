import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { baseStyles } from "../../shared/base-styles.js";
import { classNames } from "../shared/class-names.js";
import { hasContent } from "../shared/has-content.js";
import { useStyledRef } from "../shared/use-styled-ref.js";
import { fieldStyles } from "./field.styles.js";
import { useField } from "./use-field.js";

const FIELD_STYLE_SHEETS = [baseStyles, fieldStyles];

/** The props `Field` reads from and writes to its control. */
interface FieldControlProps {
  id?: string | undefined;
  className?: string | undefined;
  "aria-describedby"?: string | undefined;
}

/**
 * Props of {@link Field}.
 *
 * @example
 * ```tsx
 * const props: FieldProps = { label: "Email", error: "Enter an email address", children: <input /> };
 * ```
 */
export interface FieldProps {
  label: ReactNode;
  /** Help under the label, read out with the control. */
  hint?: ReactNode | undefined;
  /** The validation message; when set, the control is marked invalid. */
  error?: ReactNode | undefined;
  /** Shows a required marker and sets `aria-required` (the control may add `required`). */
  required?: boolean | undefined;
  /** The control's id when it has none; generated otherwise. */
  id?: string | undefined;
  /** One control: an `<input>`, a `<textarea>` or a `Select`. */
  children: ReactElement<FieldControlProps>;
  /** Extra class names for the field's wrapper. */
  className?: string | undefined;
}

/**
 * A labelled form control with an optional hint, error and required marker. The control
 * is the only child; `Field` gives it its `id`, `aria-describedby` (hint, then error),
 * `aria-invalid` and `aria-required`, and the input look when it is a native element.
 *
 * @example
 * ```tsx
 * import { Field, Select } from "@ringline/react-widgets";
 *
 * <Field label="Work email" hint="We send the receipt here." error={errors.email} required>
 *   <input type="email" name="email" autoComplete="email" />
 * </Field>
 * <Field label="Country">
 *   <Select name="country" options={[{ value: "us", label: "United States" }]} />
 * </Field>
 * ```
 */
export function Field({ label, hint, error, required, id, children, className }: FieldProps) {
  const ref = useStyledRef<HTMLDivElement>(FIELD_STYLE_SHEETS);
  const control = isValidElement(children) ? children : null;
  const field = useField({
    id: control?.props.id ?? id,
    hasHint: hasContent(hint),
    hasError: hasContent(error),
    required,
    describedBy: control?.props["aria-describedby"],
  });
  // Components (Select) style their own control; native ones get the input look here.
  const isNative = typeof control?.type === "string";

  return (
    <div ref={ref} className={classNames("rl-root rl-field", className)}>
      <label
        id={field.labelProps.id}
        htmlFor={field.labelProps.htmlFor}
        className="rl-field__label"
      >
        {label}
        {required ? (
          <span className="rl-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hasContent(hint) ? (
        <p {...field.hintProps} className="rl-field__hint">
          {hint}
        </p>
      ) : null}
      {hasContent(error) ? (
        <p {...field.errorProps} className="rl-field__error">
          {error}
        </p>
      ) : null}
      {control
        ? cloneElement(control, {
            ...field.controlProps,
            className: isNative
              ? classNames("rl-field__input", control.props.className)
              : control.props.className,
          })
        : null}
    </div>
  );
}
