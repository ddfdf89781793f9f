import { describe, expect, it } from "vitest";
import { callLabel } from "./call-format.js";

describe("a call's label", () => {
  it("lists a test call as a test call, whatever its outcome", () => {
    expect(callLabel({ outcome: "hung-up", isTest: true })).toBe("Test call");
    expect(callLabel({ outcome: "completed", isTest: true })).toBe("Test call");
  });

  it("lists a customer's call by its outcome", () => {
    expect(callLabel({ outcome: "hung-up", isTest: false })).not.toBe("Test call");
    expect(callLabel({ outcome: "completed", isTest: false })).toBe("Completed");
  });
});
