import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html.js";

describe("escapeHtml", () => {
  it("escapes the five characters that can end text or an attribute value", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand first, so entities already in the text are shown, not read", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Café — 42 %")).toBe("Café — 42 %");
  });
});
