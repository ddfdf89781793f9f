import { describe, expect, test, vi } from "vitest";
import {
  VoicePlatformError,
  VoicePlatformNetworkError,
  VoicePlatformSchemaError,
  VoicePlatformTimeoutError,
  voicePlatformErrorCodeFor,
  voicePlatformErrorCodes,
} from "./errors.js";

describe("status to catalogue code", () => {
  test.each([
    [400, "/call", "VAPI_BAD_REQUEST"],
    [401, "/call", "VAPI_UNAUTHORIZED"],
    [403, "/call", "VAPI_FORBIDDEN"],
    [404, "/call/1", "VAPI_NOT_FOUND"],
    [404, "/assistant/1", "VAPI_AGENT_NOT_FOUND"],
    [404, "/assistant", "VAPI_AGENT_NOT_FOUND"],
    [404, "/v2/assistant", "VAPI_AGENT_NOT_FOUND"],
    [404, "/assistants-elsewhere", "VAPI_NOT_FOUND"],
    [408, "/call", "VAPI_TIMEOUT"],
    [409, "/call", "VAPI_CONFLICT"],
    [418, "/call", "VAPI_REQUEST_FAILED"],
    [422, "/call", "VAPI_VALIDATION_ERROR"],
    [429, "/call", "VAPI_RATE_LIMIT_EXCEEDED"],
    [500, "/call", "VAPI_SERVER_ERROR"],
    [501, "/call", "VAPI_SERVER_ERROR"],
    [502, "/call", "VAPI_SERVICE_UNAVAILABLE"],
    [503, "/call", "VAPI_SERVICE_UNAVAILABLE"],
    [504, "/call", "VAPI_TIMEOUT"],
  ] as const)("%i on %s is %s", (status, path, code) => {
    expect(voicePlatformErrorCodeFor(status, path)).toBe(code);
  });

  test("transient failures are retryable, the caller's mistakes are not", () => {
    const retryable = Object.entries(voicePlatformErrorCodes)
      .filter(([, entry]) => entry.retryable)
      .map(([code]) => code);
    expect(retryable.sort()).toEqual([
      "VAPI_NETWORK_ERROR",
      "VAPI_RATE_LIMIT_EXCEEDED",
      "VAPI_SERVER_ERROR",
      "VAPI_SERVICE_UNAVAILABLE",
      "VAPI_TIMEOUT",
    ]);
  });
});

describe("error classes", () => {
  test("each subclass has its own literal code and is a VoicePlatformError", () => {
    const timeout = new VoicePlatformTimeoutError({ timeoutMs: 10, method: "GET", path: "/call" });
    const network = new VoicePlatformNetworkError({ cause: new TypeError("fetch failed") });
    const schema = new VoicePlatformSchemaError({ direction: "response", message: "not JSON" });

    expect([timeout.code, network.code, schema.code]).toEqual([
      "VAPI_TIMEOUT",
      "VAPI_NETWORK_ERROR",
      "VAPI_SCHEMA_ERROR",
    ]);
    expect([timeout.name, network.name, schema.name]).toEqual([
      "VoicePlatformTimeoutError",
      "VoicePlatformNetworkError",
      "VoicePlatformSchemaError",
    ]);
    for (const error of [timeout, network, schema]) {
      expect(error).toBeInstanceOf(VoicePlatformError);
      expect(VoicePlatformError.isInstance(error)).toBe(true);
    }
    expect(timeout.message).toBe("GET /call took longer than 10 ms");
  });

  test("subclass checks tell the kinds apart; a 504 answer is not a client time limit", () => {
    const gatewayTimeout = new VoicePlatformError({ code: "VAPI_TIMEOUT", status: 504 });
    expect(VoicePlatformError.isInstance(gatewayTimeout)).toBe(true);
    expect(VoicePlatformTimeoutError.isInstance(gatewayTimeout)).toBe(false);
    expect(
      VoicePlatformNetworkError.isInstance(new VoicePlatformTimeoutError({ timeoutMs: 1 })),
    ).toBe(false);
    expect(VoicePlatformError.isInstance(new Error("plain"))).toBe(false);
    expect(VoicePlatformError.isInstance({ code: "VAPI_TIMEOUT" })).toBe(false);
    expect(VoicePlatformError.isInstance(null)).toBe(false);
  });

  test("isInstance recognises errors from a second copy of the package", async () => {
    vi.resetModules();
    const copy = await import("./errors.js");
    expect(copy.VoicePlatformError).not.toBe(VoicePlatformError);

    const foreign = new copy.VoicePlatformTimeoutError({ timeoutMs: 5 });
    expect(foreign).not.toBeInstanceOf(VoicePlatformError);
    expect(VoicePlatformError.isInstance(foreign)).toBe(true);
    expect(VoicePlatformTimeoutError.isInstance(foreign)).toBe(true);
    expect(VoicePlatformSchemaError.isInstance(foreign)).toBe(false);
  });

  test("the marker stays out of logs and JSON", () => {
    const error = new VoicePlatformError({
      code: "VAPI_CONFLICT",
      status: 409,
      body: { message: "busy" },
    });
    expect(Object.keys(error)).not.toContain(String(Symbol.for("@ringline/voice-client/error")));
    expect(
      Object.getOwnPropertySymbols(error).every(
        (symbol) => !Object.getOwnPropertyDescriptor(error, symbol)?.enumerable,
      ),
    ).toBe(true);
    expect(error.message).toBe("The request conflicts with the resource's state.");
  });
});
