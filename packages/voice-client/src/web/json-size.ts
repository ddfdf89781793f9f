// Sizes of values as the call library measures them: characters of JSON for app messages
// and userData, UTF-8 bytes of JSON for session data.

/**
 * The length of `value` as JSON text, or undefined when it is not JSON-serialisable.
 *
 * @example
 * ```ts
 * jsonLength({ a: 1 }); // 7
 * jsonLength(10n); // undefined
 * ```
 */
export function jsonLength(value: unknown): number | undefined {
  try {
    const json = JSON.stringify(value);
    return typeof json === "string" ? json.length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The size of `value` as UTF-8 JSON, in bytes, or undefined when it is not JSON-serialisable.
 *
 * @example
 * ```ts
 * jsonBytes("é"); // 4: two quotes and two bytes
 * ```
 */
export function jsonBytes(value: unknown): number | undefined {
  try {
    const json = JSON.stringify(value);
    return typeof json === "string" ? new TextEncoder().encode(json).byteLength : undefined;
  } catch {
    return undefined;
  }
}
