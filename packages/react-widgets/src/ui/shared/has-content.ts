import type { ReactNode } from "react";

/**
 * Whether an optional text prop (hint, error, description) has anything to show, so that
 * no empty element and no dangling `aria-describedby` is rendered.
 *
 * @example
 * ```tsx
 * {hasContent(hint) ? <p id={hintId}>{hint}</p> : null}
 * ```
 */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}
