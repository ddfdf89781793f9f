// The one `isInstance` mechanism of the package's errors (REST, server messages, web calls).
// A marker rather than `instanceof`: two copies of this package in one bundle each have
// their own classes, but `Symbol.for` gives both the same symbol.

/**
 * The marker symbol of an error class, shared by every copy of the package.
 *
 * @example
 * ```ts
 * const MARKER = errorMarker("web-call-error");
 * markError(error, MARKER);
 * hasErrorMarker(error, MARKER); // true
 * ```
 */
export function errorMarker(name: string): symbol {
  return Symbol.for(`@ringline/voice-client/${name}`);
}

/**
 * Marks an error as an instance of the class that owns `marker`.
 *
 * @example
 * ```ts
 * markError(this, errorMarker("error"));
 * ```
 */
export function markError(target: object, marker: symbol): void {
  Object.defineProperty(target, marker, { value: true });
}

/**
 * Whether a value carries `marker`, whichever copy of the package made it.
 *
 * @example
 * ```ts
 * if (hasErrorMarker(value, errorMarker("error"))) console.log("ours");
 * ```
 */
export function hasErrorMarker(value: unknown, marker: symbol): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<symbol, unknown>)[marker] === true
  );
}
