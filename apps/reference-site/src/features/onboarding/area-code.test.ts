import { describe, expect, it } from "vitest";
import { areaCodeOf } from "./area-code.js";

describe("areaCodeOf", () => {
  it("reads the area code however the number was typed", () => {
    expect(areaCodeOf("4155550100")).toBe("415");
    expect(areaCodeOf("(312) 555-0199")).toBe("312");
    expect(areaCodeOf("+1 646 555 0123")).toBe("646");
  });

  it("gives none for a number that is not a full US number", () => {
    expect(areaCodeOf("")).toBe("");
    expect(areaCodeOf("555-0100")).toBe("");
    expect(areaCodeOf("+44 20 7946 0958")).toBe("");
  });
});
