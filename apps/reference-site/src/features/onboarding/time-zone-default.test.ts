import { describe, expect, it } from "vitest";
import { offeredTimeZone } from "./time-zone-default.js";

describe("offeredTimeZone", () => {
  it("keeps a zone we offer", () => {
    expect(offeredTimeZone("America/Chicago")).toBe("America/Chicago");
  });

  it("maps a zone with the same clock to the one we offer", () => {
    expect(offeredTimeZone("America/Detroit", 2026)).toBe("America/New_York");
    expect(offeredTimeZone("America/Boise", 2026)).toBe("America/Denver");
    expect(offeredTimeZone("America/Creston", 2026)).toBe("America/Phoenix");
    expect(offeredTimeZone("America/Vancouver", 2026)).toBe("America/Los_Angeles");
  });

  it("leaves the choice to the owner for a zone we do not offer or an unknown one", () => {
    expect(offeredTimeZone("Europe/Paris", 2026)).toBe("");
    expect(offeredTimeZone("Not/AZone", 2026)).toBe("");
    expect(offeredTimeZone("")).toBe("");
  });
});
