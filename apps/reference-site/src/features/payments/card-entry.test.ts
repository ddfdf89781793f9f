import { describe, expect, it } from "vitest";
import {
  cardNumberComplete,
  cvcComplete,
  expiryComplete,
  formatCardNumber,
  formatExpiry,
} from "./card-entry.js";

describe("typing a card", () => {
  it("groups the number by four and keeps only digits, at most 19", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42")).toBe("4242 42");
    expect(formatCardNumber("1".repeat(25)).replace(/\s/g, "")).toHaveLength(19);
    expect(formatCardNumber("")).toBe("");
  });

  it("knows a complete number: 16 digits, 15 for American Express", () => {
    expect(cardNumberComplete("4242 4242 4242 424")).toBe(false);
    expect(cardNumberComplete("4242 4242 4242 4242")).toBe(true);
    expect(cardNumberComplete("3782 822463 10005")).toBe(true);
    expect(cardNumberComplete("3782 8224 6310 0051")).toBe(false);
  });

  it("puts the expiry's slash in with the third digit", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12/3");
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("12/34")).toBe("12/34");
    expect(formatExpiry("12345")).toBe("12/34");
    expect(expiryComplete("12/3")).toBe(false);
    expect(expiryComplete("12/34")).toBe(true);
  });

  it("knows a complete security code: 3 digits, 4 for American Express", () => {
    expect(cvcComplete("12", "4242424242424242")).toBe(false);
    expect(cvcComplete("123", "4242424242424242")).toBe(true);
    expect(cvcComplete("123", "378282246310005")).toBe(false);
    expect(cvcComplete("1234", "378282246310005")).toBe(true);
  });
});
