import { describe, expect, it } from "vitest";
import { ZClientErrorReport } from "./client-error.js";
import { fieldErrorsOf } from "./envelope.js";

const valid = {
  message: "Cannot read properties of undefined (reading 'map')",
  stack: "TypeError: Cannot read properties of undefined\n    at Pricing (pricing.tsx:12:5)",
  component: "Pricing",
  severity: "medium",
  boundary: "component",
  url: "https://ringline.test/pricing",
  userAgent: "Mozilla/5.0",
} as const;

function messagesFor(input: unknown): Record<string, string[]> {
  const result = ZClientErrorReport.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("ZClientErrorReport", () => {
  it("accepts a report with the optional id of an earlier one and small metadata", () => {
    expect(
      messagesFor({
        ...valid,
        errorId: "err_abc",
        occurredAt: "2026-11-21T10:00:00.000Z",
        metadata: { plan: "growth" },
      }),
    ).toEqual({});
  });

  it.each([
    ["message", "", "Error message is required"],
    ["severity", "fatal", "Severity must be low, medium, high or critical"],
    ["boundary", "router", "Boundary must be app, page, section, component or global"],
    ["url", "x".repeat(2049), "Page address must be at most 2048 characters"],
  ])("refuses %s %j with %j", (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("refuses metadata larger than 4000 characters as JSON", () => {
    expect(messagesFor({ ...valid, metadata: { blob: "x".repeat(4000) } }).metadata).toEqual([
      "Metadata must be at most 4000 characters as JSON",
    ]);
  });
});
