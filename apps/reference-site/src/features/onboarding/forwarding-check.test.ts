import { describe, expect, it } from "vitest";
import { forwardingWords } from "./forwarding-check.js";

describe("the forwarding check's words", () => {
  it("says a call Ringline placed itself was simulated, never that the forwarding works", () => {
    for (const status of ["waiting", "arrived", "answered"] as const) {
      const words = forwardingWords({ status, placedByRingline: true });
      expect(words.headline).toMatch(/^Simulated: /);
      expect(words.headline).not.toMatch(/It works/);
    }
    expect(forwardingWords({ status: "answered", placedByRingline: true }).note).toMatch(
      /call your business line from another phone/,
    );
  });

  it("says it works when the owner's own call through the business line was answered", () => {
    expect(forwardingWords({ status: "answered", placedByRingline: false })).toEqual({
      headline: "It works: the call arrived and your receptionist answered.",
      note: null,
    });
  });
});
