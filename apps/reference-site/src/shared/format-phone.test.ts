import { describe, expect, it } from "vitest";
import { formatPhone } from "./format.js";

describe("formatPhone", () => {
  it("writes a US number in E.164 the way an owner reads it", () => {
    expect(formatPhone("+14154453448")).toBe("(415) 445-3448");
  });

  it("writes a 10-digit or dashed US number the same way", () => {
    expect(formatPhone("415-445-3448")).toBe("(415) 445-3448");
    expect(formatPhone("1 (415) 445 3448")).toBe("(415) 445-3448");
  });

  it("keeps an international number in its +CC form", () => {
    expect(formatPhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(formatPhone("+442079460958")).not.toContain("(");
  });

  it("leaves what is not a phone number as given", () => {
    expect(formatPhone("anonymous")).toBe("anonymous");
  });
});
