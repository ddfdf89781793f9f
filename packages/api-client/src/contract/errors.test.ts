import { describe, expect, it } from "vitest";
import { createErrorEnvelope, ZErrorEnvelope } from "./envelope.js";
import {
  ACCESS_DENIED_MESSAGE,
  actionOf,
  canonicalErrorCode,
  codeForStatus,
  createSupportReference,
  ERROR_CATALOGUE,
  GENERIC_ERROR_MESSAGES,
  isErrorCode,
  RENAMED_ERROR_CODES,
  severityOf,
  statusMessageOf,
} from "./errors.js";

/**
 * The specification's section 8, kept as data: every coded error by family, with what the
 * specification says of it beyond the general rules.
 */
const SPEC_CODES = {
  auth: [
    "AUTH_INVALID_CREDENTIALS",
    "AUTH_MISSING_CREDENTIALS",
    "AUTH_USER_NOT_FOUND",
    "AUTH_TOKEN_EXPIRED",
    "AUTH_EMAIL_IN_USE",
    "AUTH_SESSION_EXPIRED",
    "AUTH_NOT_AUTHENTICATED",
    "AUTH_OAUTH_FAILED",
  ],
  api: [
    "API_NETWORK_ERROR",
    "API_INVALID_RESPONSE",
    "API_VALIDATION_ERROR",
    "API_DATABASE_ERROR",
    "API_DUPLICATE_RESOURCE",
  ],
  ai: [
    "AI_WEBSITE_CRAWL_FAILED",
    "AI_CONFIG_UPDATE_FAILED",
    "AI_VOICE_PREVIEW_FAILED",
    "AI_AGENT_NOT_FOUND",
    "AI_SERVICE_UNAVAILABLE",
  ],
  payment: ["PAYMENT_PROCESSING_ERROR", "PAYMENT_CUSTOMER_NOT_FOUND"],
  calls: ["CALL_LOGS_FETCH_FAILED", "CALL_AUDIO_LOAD_FAILED", "CALL_TRANSCRIPT_DOWNLOAD_FAILED"],
  admin: ["ADMIN_CUSTOMER_DATA_FAILED", "ADMIN_IMPERSONATION_FAILED"],
  client: ["CLIENT_CRITICAL_ERROR", "CLIENT_PAGE_ERROR", "CLIENT_COMPONENT_ERROR"],
  phone: ["PHONE_PROVISIONING_FAILED"],
  unknown: ["UNKNOWN_ERROR"],
  voicePlatform: [
    "VAPI_AGENT_CREATION_FAILED",
    "VAPI_VOICE_CONFIG_FAILED",
    "VAPI_PHONE_PROVISION_FAILED",
    "VAPI_PHONE_IMPORT_FAILED",
    "VAPI_AGENT_UPDATE_FAILED",
    "VAPI_PROMPT_UPDATE_FAILED",
    "VAPI_CALL_LOGS_FETCH_FAILED",
    "VAPI_AGENT_NOT_FOUND",
    "VAPI_SERVICE_UNAVAILABLE",
    "VAPI_RATE_LIMIT_EXCEEDED",
  ],
} as const;

const ALL_SPEC_CODES: readonly string[] = Object.values(SPEC_CODES).flat();

/** What the specification states of single codes. */
const SPEC_FACTS: ReadonlyArray<[code: string, fact: Record<string, unknown>]> = [
  [
    "AUTH_INVALID_CREDENTIALS",
    {
      retryable: true,
      message: "The email or password you entered doesn't match our records",
      title: "Invalid Credentials",
    },
  ],
  ["AUTH_EMAIL_IN_USE", { title: "Email Already Registered" }],
  ["AUTH_TOKEN_EXPIRED", { title: "Reset Link Expired" }],
  ["AUTH_SESSION_EXPIRED", { severity: "critical" }],
  ["PAYMENT_PROCESSING_ERROR", { severity: "critical", retryable: false }],
  ["API_NETWORK_ERROR", { title: "Connection Problem" }],
  ["AUTH_MISSING_CREDENTIALS", { title: "Missing Information" }],
];

/** Codes the specification files under network failures: their retries wait 3 s. */
const NETWORK_CODES = new Set([
  "API_NETWORK_ERROR",
  "API_TIMEOUT",
  "API_SERVICE_UNAVAILABLE",
  "AI_SERVICE_UNAVAILABLE",
  "VAPI_SERVICE_UNAVAILABLE",
  "CLIENT_NETWORK_ERROR",
]);

const CURRENT_CODES = Object.keys(ERROR_CATALOGUE).filter(
  (code) => !Object.hasOwn(RENAMED_ERROR_CODES, code),
);

/** Section 8's severity rule, in its order: critical, then high, then low, else medium. */
function severityBySpec(code: string): string {
  if (["AUTH_SESSION_EXPIRED", "PAYMENT_PROCESSING_ERROR", "CLIENT_CRITICAL_ERROR"].includes(code))
    return "critical";
  if (code.startsWith("AUTH_") || code.startsWith("PAYMENT_") || code.includes("FAILED"))
    return "high";
  if (["API_VALIDATION_ERROR", "CLIENT_COMPONENT_ERROR"].includes(code) || code.includes("PREVIEW"))
    return "low";
  return "medium";
}

/** Section 8's action rule, in its order: redirect, retry, contact support, none. */
function actionBySpec(code: string, retryable: boolean): Record<string, unknown> {
  const login = code.startsWith("ADMIN_") ? "/admin/login" : "/login";
  if (code.includes("SESSION_EXPIRED") || code.includes("NOT_AUTHENTICATED"))
    return { type: "redirect", to: login, label: "Log in again" };
  if (code === "AUTH_EMAIL_IN_USE") return { type: "redirect", to: login, label: "Log in instead" };
  if (retryable) return { type: "retry", delayMs: NETWORK_CODES.has(code) ? 3000 : 1000 };
  if (code.startsWith("PAYMENT_") || code.includes("NOT_FOUND") || code.includes("IMPERSONATION"))
    return { type: "contact-support" };
  return { type: "none" };
}

describe("error catalogue against the specification", () => {
  it.each(ALL_SPEC_CODES)("has %s under the specification's name", (code) => {
    expect(isErrorCode(code)).toBe(true);
    expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].origin).toBe("spec");
  });

  it("marks every code the specification does not name as an addition", () => {
    for (const code of CURRENT_CODES) {
      const origin = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE].origin;
      expect(origin, code).toBe(ALL_SPEC_CODES.includes(code) ? "spec" : "addition");
    }
  });

  it.each(SPEC_FACTS)("gives %s what the specification states", (code, fact) => {
    expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]).toMatchObject(fact);
  });

  it.each(CURRENT_CODES)("rates %s by the severity rule", (code) => {
    expect(severityOf(code)).toBe(severityBySpec(code));
  });

  it.each(CURRENT_CODES)("offers %s the action of the action rule", (code) => {
    const entry = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE];
    expect(entry.action).toEqual(actionBySpec(code, entry.retryable));
    expect(actionOf(code)).toEqual(entry.action);
  });

  it("keeps the generic groups' titles", () => {
    expect(Object.values(GENERIC_ERROR_MESSAGES).map((group) => group.title)).toEqual([
      "Invalid Credentials",
      "Email Already Registered",
      "Reset Link Expired",
      "Verification Link Invalid",
      "Connection Problem",
      "Missing Information",
      "Invalid Format",
      "Action Failed",
    ]);
  });

  it("says 403 in the specification's words", () => {
    expect(ACCESS_DENIED_MESSAGE).toBe(
      "Access Denied: You don't have permission to perform this action. Contact your administrator if you need access.",
    );
    expect(statusMessageOf(403)).toMatchObject({
      title: "Access Denied",
      message: ACCESS_DENIED_MESSAGE,
      actionLabel: "Go Back",
    });
    expect(ERROR_CATALOGUE.AUTH_FORBIDDEN.message).toBe(ACCESS_DENIED_MESSAGE);
  });

  it("keeps renamed codes readable and answers them under their new names", () => {
    for (const [old, current] of Object.entries(RENAMED_ERROR_CODES)) {
      expect(isErrorCode(old)).toBe(true);
      expect(canonicalErrorCode(old)).toBe(current);
      expect(ERROR_CATALOGUE[old as keyof typeof ERROR_CATALOGUE]).toBe(
        ERROR_CATALOGUE[current as keyof typeof ERROR_CATALOGUE],
      );
      expect(createErrorEnvelope(old as keyof typeof ERROR_CATALOGUE).error.errorCode).toBe(
        current,
      );
    }
    expect(canonicalErrorCode("UNKNOWN_ERROR")).toBe("UNKNOWN_ERROR");
  });
});

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

  it("knows its own codes and nothing else", () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode("NOT_A_CODE")).toBe(false);
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

  it("answers an unknown code with UNKNOWN_ERROR's severity and the caller's retryability", () => {
    expect(severityOf("SOMETHING_NEW")).toBe("medium");
    expect(actionOf("SOMETHING_NEW", true)).toEqual({ type: "retry", delayMs: 1000 });
    expect(actionOf("SOMETHING_NEW", false)).toEqual({ type: "none" });
  });

  it.each([
    [400, "API_VALIDATION_ERROR"],
    [422, "API_VALIDATION_ERROR"],
    [401, "AUTH_NOT_AUTHENTICATED"],
    [403, "AUTH_NOT_AUTHENTICATED"],
    [404, "API_INVALID_RESPONSE"],
    [409, "API_DUPLICATE_RESOURCE"],
    [500, "API_DATABASE_ERROR"],
    [502, "API_NETWORK_ERROR"],
    [504, "API_NETWORK_ERROR"],
    [503, "AI_SERVICE_UNAVAILABLE"],
    [429, "UNKNOWN_ERROR"],
    [418, "UNKNOWN_ERROR"],
    [0, "UNKNOWN_ERROR"],
  ] as const)("maps status %i to %s", (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it.each([
    [401, "Session Expired", "Log In"],
    [403, "Access Denied", "Go Back"],
    [404, "Not Found", undefined],
    [409, "Already Exists", undefined],
    [422, "Invalid Information", undefined],
    [429, "Too Many Requests", "Wait"],
    [500, "Server Error", undefined],
    [502, "Service Unavailable", undefined],
    [503, "Service Temporarily Unavailable", undefined],
    [504, "Request Timed Out", undefined],
    [418, "Something Went Wrong", "Retry"],
  ])("titles status %i %j", (status, title, actionLabel) => {
    expect(statusMessageOf(status)).toMatchObject({ title, actionLabel });
  });

  it("puts Retry-After seconds into a rate-limit envelope and its retry action", () => {
    const envelope = createErrorEnvelope("API_RATE_LIMITED", { retryAfter: 42 });
    expect(ZErrorEnvelope.parse(envelope).error).toMatchObject({
      retryAfter: 42,
      action: { type: "retry", delayMs: 42_000 },
    });
  });
});
