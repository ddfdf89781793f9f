import { describe, expect, test } from "vitest";
import { serializeError, WebCallError } from "./errors.js";

describe("WebCallError's serialised form", () => {
  test("keeps the code, the HTTP status and the body through JSON", () => {
    const error = new WebCallError("web-call-creation-failed", "POST /call/web answered 429", {
      status: 429,
      body: { message: "Too many calls" },
    });
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: "WebCallError",
      message: "POST /call/web answered 429",
      code: "web-call-creation-failed",
      isRetryable: true,
      status: 429,
      body: { message: "Too many calls" },
    });
  });

  test("serializeError reads the call library's payloads as @vapi-ai/web does", () => {
    expect(serializeError(undefined)).toEqual({ message: "Unknown error (null or undefined)" });
    expect(serializeError("plain")).toEqual({ message: "plain" });
    expect(serializeError({ errorMsg: "ejected", error: { type: "ejected" } }).message).toBe(
      "ejected",
    );
    expect(serializeError({ errorMsg: { errorMsg: "in use" } }).message).toBe("in use");
    expect(serializeError(new Error("outer", { cause: "inner" }))).toMatchObject({
      message: "outer",
      cause: "inner",
    });
  });
});
