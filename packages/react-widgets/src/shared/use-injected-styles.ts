import { useCallback } from "react";
import { injectStyles, type StyleSheetDefinition } from "./styles.js";

/**
 * A callback ref that inserts the widget's style sheets into the root node of the element
 * it is attached to, when that element mounts (before the browser paints). Works in a
 * document and inside a shadow root alike.
 *
 * @example
 * ```tsx
 * const styleRef = useInjectedStyles(TOASTER_STYLE_SHEETS);
 * return <section ref={styleRef} className="rl-root rl-toaster" />;
 * ```
 */
export function useInjectedStyles(
  sheets: readonly StyleSheetDefinition[],
): (element: Element | null) => void {
  return useCallback(
    (element: Element | null) => {
      if (element) injectStyles(element, sheets);
    },
    [sheets],
  );
}
