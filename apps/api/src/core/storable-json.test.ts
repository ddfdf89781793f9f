import { describe, expect, it } from "vitest";
import { storableJson, storableText } from "./storable-json.js";

describe("storable JSON", () => {
  it("makes NUL and unpaired surrogates U+FFFD, keeping whole emoji", () => {
    expect(storableText("a\u0000b \uD800 \uDC00 😀 \uD83D")).toBe(
      "a\uFFFDb \uFFFD \uFFFD 😀 \uFFFD",
    );
  });

  it("cleans every string and key, and keeps a __proto__ key a plain key", () => {
    const cleaned = storableJson(
      JSON.parse('{"__proto__":{"x":"\\u0000"},"k\\ud800":["\\udc00",1]}'),
    );
    expect(cleaned).toEqual(JSON.parse('{"__proto__":{"x":"\\ufffd"},"k\\ufffd":["\\ufffd",1]}'));
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.hasOwn(cleaned as object, "__proto__")).toBe(true);
  });
});
