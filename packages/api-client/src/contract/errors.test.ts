import { describe, expect, it } from "vitest";
import { createErrorEnvelope, ZErrorEnvelope } from "./envelope.js";
import {
  actionOf,
  codeForStatus,
  createSupportReference,
  ERROR_CATALOGUE,
  isErrorCode,
  severityOf,
  statusMessageOf,
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

  it("names a code for every family the product uses", () => {
    const codes = Object.keys(ERROR_CATALOGUE);
    for (const prefix of [
      "AUTH_",
      "API_",
      "AI_",
      "PAYMENT_",
      "CALL_",
      "ADMIN_",
      "CLIENT_",
      "VAPI_",
    ]) {
      expect(codes.some((code) => code.startsWith(prefix))).toBe(true);
    }
    expect(codes).toEqual(
      expect.arrayContaining([
        "AUTH_EMAIL_IN_USE",
        "AUTH_INVALID_CREDENTIALS",
        "AUTH_TOKEN_EXPIRED",
        "AUTH_OAUTH_FAILED",
        "AUTH_NOT_AUTHENTICATED",
        "AUTH_SESSION_EXPIRED",
        "PHONE_PROVISIONING_FAILED",
        "UNKNOWN_ERROR",
      ]),
    );
  });

  it("gives every entry an HTTP error status and words", () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      for (const text of [entry.title, entry.message, entry.suggestion]) {
        expect(text.length, code).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ["AUTH_SESSION_EXPIRED", "critical"],
    ["PAYMENT_PROCESSING_ERROR", "critical"],
    ["CLIENT_CRITICAL_ERROR", "critical"],
    ["AUTH_INVALID_CREDENTIALS", "high"],
    ["PAYMENT_CARD_DECLINED", "high"],
    ["CALL_START_FAILED", "high"],
    ["AI_PREVIEW_FAILED", "high"],
    ["AI_CONFIGURATION_INVALID", "medium"],
    ["CLIENT_COMPONENT_ERROR", "low"],
    ["API_VALIDATION_ERROR", "low"],
    ["API_RATE_LIMITED", "medium"],
  ] as const)("rates %s as %s", (code, severity) => {
    expect(severityOf(code)).toBe(severity);
  });

  it.each([
    ["AUTH_NOT_AUTHENTICATED", { type: "redirect", to: "/login" }],
    ["ADMIN_NOT_AUTHENTICATED", { type: "redirect", to: "/login" }],
    ["PAYMENT_FAILED", { type: "contact-support" }],
    ["ADMIN_CUSTOMER_NOT_FOUND", { type: "contact-support" }],
    ["ADMIN_IMPERSONATION_FAILED", { type: "contact-support" }],
    ["API_TIMEOUT", { type: "retry", delayMs: 3000 }],
    ["AI_SERVICE_UNAVAILABLE", { type: "retry", delayMs: 3000 }],
    ["CALL_START_FAILED", { type: "retry", delayMs: 1000 }],
    ["AUTH_WEAK_PASSWORD", { type: "none" }],
  ] as const)("offers %s the action %j", (code, action) => {
    expect(actionOf(code, ERROR_CATALOGUE[code].retryable)).toEqual(action);
  });

  it.each([
    [400, "API_VALIDATION_ERROR"],
    [422, "API_VALIDATION_ERROR"],
    [401, "AUTH_NOT_AUTHENTICATED"],
    [403, "AUTH_NOT_AUTHENTICATED"],
    [404, "API_INVALID_RESPONSE"],
    [409, "API_DUPLICATE_ENTRY"],
    [429, "API_RATE_LIMITED"],
    [500, "API_DATABASE_ERROR"],
    [502, "API_NETWORK_ERROR"],
    [504, "API_NETWORK_ERROR"],
    [503, "AI_SERVICE_UNAVAILABLE"],
    [418, "UNKNOWN_ERROR"],
    [0, "UNKNOWN_ERROR"],
  ] as const)("maps status %i to %s", (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it.each([
    [401, "Session Expired"],
    [403, "Access Denied"],
    [404, "Not Found"],
    [409, "Already Exists"],
    [422, "Invalid Information"],
    [429, "Too Many Requests"],
    [500, "Server Error"],
    [502, "Service Unavailable"],
    [503, "Service Temporarily Unavailable"],
    [504, "Request Timed Out"],
    [418, "Something Went Wrong"],
  ])("titles status %i %j", (status, title) => {
    expect(statusMessageOf(status).title).toBe(title);
  });

  it("explains 403 with its sentence", () => {
    expect(statusMessageOf(403).message).toBe("You don't have permission to access this resource.");
  });

  it("puts Retry-After seconds into a rate-limit envelope and its retry action", () => {
    const envelope = createErrorEnvelope("API_RATE_LIMITED", { retryAfter: 42 });
    expect(ZErrorEnvelope.parse(envelope).error).toMatchObject({
      retryAfter: 42,
      action: { type: "retry", delayMs: 42_000 },
    });
  });
});
