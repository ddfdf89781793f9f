// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this finds.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL stores in text and JSON columns alike: NUL and unpaired surrogates (half of
 * an emoji, cut; `"\udc00"` in JSON) become U+FFFD, as a UTF-8 encoder writes an unpaired
 * surrogate. PostgreSQL's JSON refuses both escapes, and text refuses NUL.
 */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, "\uFFFD");
}

/** A parsed JSON value with every string and key made {@link storableText}. */
export function storableJson(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return storableText(value);
  if (depth > 64 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((inner) => storableJson(inner, depth + 1));
  // fromEntries defines own properties: a "__proto__" key stays a key.
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      storableText(key),
      storableJson(inner, depth + 1),
    ]),
  );
}
