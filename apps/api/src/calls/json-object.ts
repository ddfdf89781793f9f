/** A JSON object as parsed, its fields not yet read. */
export type JsonObject = Record<string, unknown>;

/** `value` when it is a JSON object (not null, not an array), else an empty one to read from. */
export const objectOf = (value: unknown): JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
