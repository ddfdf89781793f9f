import { describe, expect, it } from "vitest";
import { formatMessage } from "./format-message.js";

describe("formatMessage", () => {
  it("fills every placeholder with its value", () => {
    expect(formatMessage("{count} of {max} attempts left", { count: 2, max: 3 })).toBe(
      "2 of 3 attempts left",
    );
  });

  it("leaves a placeholder without a value in place", () => {
    expect(formatMessage("Error loading conversation: {message}", {})).toBe(
      "Error loading conversation: {message}",
    );
  });
});
