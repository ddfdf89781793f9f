// Request bodies, stored records and server answers are loose JSON: each field is checked
// where it is read rather than trusted from a type.

export type Json = Record<string, unknown>;

/** `value` when it is a plain object (not null, not an array); otherwise undefined. */
export function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

/** A phone number in the E.164 format, as the platform checks it by default. */
export const E164 = /^\+[1-9]\d{6,14}$/;
