import { type Ref, useCallback } from "react";
import type { StyleSheetDefinition } from "../../shared/styles.js";
import { injectStyles } from "../../shared/styles.js";

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * A callback ref that inserts a primitive's style sheets into the root its element lives
 * in (the document or a shadow root) and passes the element on to the caller's ref.
 *
 * @example
 * ```tsx
 * const ref = useStyledRef(BUTTON_STYLE_SHEETS, forwardedRef);
 * return <button ref={ref} className="rl-root rl-button" />;
 * ```
 */
export function useStyledRef<T extends Element>(
  sheets: readonly StyleSheetDefinition[],
  forwardedRef?: Ref<T> | undefined,
): (element: T | null) => void {
  return useCallback(
    (element: T | null) => {
      if (element) injectStyles(element, sheets);
      assignRef(forwardedRef, element);
    },
    [sheets, forwardedRef],
  );
}
