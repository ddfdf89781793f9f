import { describe, expect, it } from "vitest";
import { createErrorEnvelope, ZErrorEnvelope } from "./envelope.js";
import {
  actionOf,
  createSupportReference,
  ERROR_CATALOGUE,
  isErrorCode,
  severityOf,
} from "./errors.js";

describe("error catalogue", () => {
  it("builds an envelope with every member the clients read", () => {
    const now = new Date("2026-11-21T10:00:00.000Z");
    const envelope = createErrorEnvelope("API_VALIDATION_ERROR", {
      now,
      fieldErrors: { name: ["Name must be at least 2 characters"] },
    });
    expect(ZErrorEnvelope.parse(envelope)).toEqual(envelope);
    expect(envelope).toMatchObject({
      success: false,
      timestamp: "2026-11-21T10:00:00.000Z",
      error: {
        title: "Invalid Information",
        errorCode: "API_VALIDATION_ERROR",
        retryable: false,
        action: { type: "none" },
        fieldErrors: { name: ["Name must be at least 2 characters"] },
      },
    });
    expect(envelope.error.supportReference).toMatch(
      /^ERR-API_VALIDATION_ERROR-20261121-[A-Z2-9]{6}$/,
    );
  });

  it("makes support references unique", () => {
    const references = new Set(
      Array.from({ length: 50 }, () => createSupportReference("UNKNOWN_ERROR")),
    );
    expect(references.size).toBe(50);
  });

  it("derives severity by the product's rules", () => {
    expect(severityOf("AUTH_SESSION_EXPIRED")).toBe("critical");
    expect(severityOf("PAYMENT_PROCESSING_ERROR")).toBe("critical");
    expect(severityOf("AUTH_CSRF_TOKEN_INVALID")).toBe("high");
    expect(severityOf("PHONE_PROVISIONING_FAILED")).toBe("high");
    expect(severityOf("API_VALIDATION_ERROR")).toBe("low");
    expect(severityOf("API_NOT_FOUND")).toBe("medium");
  });

  it("derives actions by the product's rules", () => {
    expect(actionOf("AUTH_SESSION_EXPIRED", false)).toEqual({ type: "redirect", to: "/login" });
    expect(actionOf("AUTH_EMAIL_IN_USE", false)).toEqual({ type: "redirect", to: "/login" });
    expect(actionOf("API_NOT_FOUND", false)).toEqual({ type: "contact-support" });
    expect(actionOf("API_NETWORK_ERROR", true)).toEqual({ type: "retry", delayMs: 3000 });
    expect(actionOf("API_DATABASE_ERROR", true)).toEqual({ type: "retry", delayMs: 1000 });
    expect(actionOf("API_VALIDATION_ERROR", false)).toEqual({ type: "none" });
  });

  it("knows its own codes and nothing else", () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode("NOT_A_CODE")).toBe(false);
  });
});
