import { describe, expect, test } from "vitest";
import { VoicePlatformError } from "../rest/errors.js";
import { ServerMessageError } from "../server/errors.js";
import { WebCallError } from "../web/errors.js";
import { errorMarker, hasErrorMarker, markError } from "./error-marker.js";

describe("the package's one error marker", () => {
  test("a value marked by another copy of the package (same Symbol.for key) is recognised", () => {
    const fromOtherCopy = { [Symbol.for("@ringline/voice-client/web-call-error")]: true };
    expect(WebCallError.isInstance(fromOtherCopy)).toBe(true);
    expect(VoicePlatformError.isInstance(fromOtherCopy)).toBe(false);
  });

  test("REST, server-message and web-call errors each carry their own marker", () => {
    const rest = new VoicePlatformError({ code: "VAPI_NOT_FOUND" });
    const server = new ServerMessageError({ code: "VAPI_SERVER_MESSAGE_INVALID", message: "x" });
    const web = new WebCallError("not-joined", "x");
    expect([rest, server, web].map((error) => VoicePlatformError.isInstance(error))).toEqual([
      true,
      false,
      false,
    ]);
    expect(ServerMessageError.isInstance(server)).toBe(true);
    expect(WebCallError.isInstance(web)).toBe(true);
  });

  test("the marker is not enumerable, so it never shows in JSON", () => {
    const marker = errorMarker("test-error");
    const error = new Error("x");
    markError(error, marker);
    expect(hasErrorMarker(error, marker)).toBe(true);
    expect(hasErrorMarker(null, marker)).toBe(false);
    expect(Object.keys(error)).toEqual([]);
  });
});
