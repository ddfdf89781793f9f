import { describe, expect, test } from "vitest";
import {
  ServerMessageError,
  ServerMessageSchemaError,
  ServerMessageVerificationError,
} from "./errors.js";

describe("server message errors", () => {
  const schemaError = new ServerMessageSchemaError({
    issues: [{ path: ["message", "type"], message: "expected string, received undefined" }],
  });
  const verificationError = new ServerMessageVerificationError("replayed");

  test("each kind has its own literal code and status, and neither is retryable", () => {
    expect(schemaError).toMatchObject({
      name: "ServerMessageSchemaError",
      code: "VAPI_SERVER_MESSAGE_INVALID",
      status: 400,
      isRetryable: false,
    });
    expect(verificationError).toMatchObject({
      name: "ServerMessageVerificationError",
      code: "VAPI_SERVER_MESSAGE_UNVERIFIED",
      status: 401,
      reason: "replayed",
      isRetryable: false,
    });
  });

  test("isInstance tells the kinds apart and both are ServerMessageErrors", () => {
    expect(ServerMessageSchemaError.isInstance(schemaError)).toBe(true);
    expect(ServerMessageSchemaError.isInstance(verificationError)).toBe(false);
    expect(ServerMessageVerificationError.isInstance(verificationError)).toBe(true);
    expect(ServerMessageVerificationError.isInstance(schemaError)).toBe(false);
    expect(ServerMessageError.isInstance(schemaError)).toBe(true);
    expect(ServerMessageError.isInstance(verificationError)).toBe(true);
    expect(ServerMessageError.isInstance(new Error("other"))).toBe(false);
    expect(ServerMessageError.isInstance(null)).toBe(false);
  });

  test("isInstance recognises an error from another copy of the package (Symbol.for marker)", () => {
    // What a second copy's class would produce: another class, the same registered symbol.
    const fromOtherCopy = new Error("replayed");
    for (const name of ["server-message-error", "server-message-verification-error"]) {
      Object.defineProperty(fromOtherCopy, Symbol.for(`@ringline/voice-client/${name}`), {
        value: true,
      });
    }
    expect(fromOtherCopy instanceof ServerMessageVerificationError).toBe(false);
    expect(ServerMessageVerificationError.isInstance(fromOtherCopy)).toBe(true);
    expect(ServerMessageError.isInstance(fromOtherCopy)).toBe(true);
    expect(ServerMessageSchemaError.isInstance(fromOtherCopy)).toBe(false);
  });
});
