/**
 * Joins the class names that are set, so a primitive's own classes and the caller's
 * `className` end up in one attribute.
 *
 * @example
 * ```ts
 * classNames("rl-button", loading && "rl-button--loading", props.className); // "rl-button my-cta"
 * ```
 */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
