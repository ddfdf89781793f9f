import { useId } from "react";

/**
 * Options of {@link useField}.
 *
 * @example
 * ```ts
 * const options: UseFieldOptions = { hasHint: true, hasError: Boolean(error), required: true };
 * ```
 */
export interface UseFieldOptions {
  /** The control's id; generated when absent. */
  id?: string | undefined;
  hasHint?: boolean | undefined;
  hasError?: boolean | undefined;
  required?: boolean | undefined;
  /** Ids the control was already described by; kept first. */
  describedBy?: string | undefined;
}

/**
 * The attributes that tie a label, a hint and an error to their control.
 *
 * @example
 * ```tsx
 * const field = useField({ hasError: true });
 * <label {...field.labelProps}>Email</label>
 * <input {...field.controlProps} />
 * <p {...field.errorProps}>Enter an email address</p>
 * ```
 */
export interface UseFieldResult {
  labelProps: { id: string; htmlFor: string };
  hintProps: { id: string };
  errorProps: { id: string };
  controlProps: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: true;
    "aria-required"?: true;
  };
}

/**
 * Wires a form control to its label, hint and error: ids, `aria-describedby` (hint then
 * error), `aria-invalid` when there is an error, `aria-required` when required. `Field`
 * and `Checkbox` use it; use it directly for a control laid out differently.
 *
 * @example
 * ```tsx
 * const field = useField({ hasHint: true, required: true });
 * <label {...field.labelProps}>Business name</label>
 * <p {...field.hintProps}>As customers know it.</p>
 * <input {...field.controlProps} name="businessName" />
 * ```
 */
export function useField({
  id,
  hasHint,
  hasError,
  required,
  describedBy,
}: UseFieldOptions): UseFieldResult {
  const generatedId = useId();
  const controlId = id ?? `rl-field-${generatedId.replace(/[^\w-]/g, "")}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, hasHint && hintId, hasError && errorId].filter(Boolean);
  return {
    labelProps: { id: `${controlId}-label`, htmlFor: controlId },
    hintProps: { id: hintId },
    errorProps: { id: errorId },
    controlProps: {
      id: controlId,
      ...(describedByIds.length > 0 ? { "aria-describedby": describedByIds.join(" ") } : {}),
      ...(hasError ? { "aria-invalid": true as const } : {}),
      ...(required ? { "aria-required": true as const } : {}),
    },
  };
}
