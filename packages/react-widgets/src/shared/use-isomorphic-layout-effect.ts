import { useEffect, useLayoutEffect } from "react";

/**
 * `useLayoutEffect` in the browser (runs before paint, so focus and styles are in place on
 * the first frame) and `useEffect` on the server, where layout effects never run.
 *
 * @example
 * ```ts
 * useIsomorphicLayoutEffect(() => element?.focus(), [element]);
 * ```
 */
export const useIsomorphicLayoutEffect =
  typeof document === "undefined" ? useEffect : useLayoutEffect;
