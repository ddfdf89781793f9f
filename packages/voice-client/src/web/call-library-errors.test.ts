import { describe, expect, test } from "vitest";
import { fromDailyCameraError, toCameraError, toFatalError } from "./call-library-errors.js";

describe("fatal errors", () => {
  test("a Daily error event keeps its message and its fatal type", () => {
    expect(
      toFatalError({
        action: "error",
        errorMsg: "Meeting has ended",
        error: { type: "exp-room", msg: "Meeting has ended" },
      }),
    ).toEqual({
      action: "error",
      errorMsg: "Meeting has ended",
      error: { type: "exp-room", msg: "Meeting has ended" },
    });
  });

  test("a type the call library does not define is dropped, or replaced by the fallback", () => {
    const event = { errorMsg: "odd", error: { type: "solar-flare", msg: "odd" } };
    expect(toFatalError(event)).toEqual({ errorMsg: "odd" });
    expect(toFatalError(event, "connection-error").error?.type).toBe("connection-error");
  });

  test("an Error or a string becomes the message", () => {
    expect(toFatalError(new Error("ice failed")).errorMsg).toBe("ice failed");
    expect(toFatalError("gone", "ejected")).toEqual({
      errorMsg: "gone",
      error: { type: "ejected", msg: "gone" },
    });
  });
});

describe("camera and microphone errors", () => {
  test.each([
    ["NotAllowedError", "audio", "permissions"],
    ["NotFoundError", "audio", "not-found"],
    ["OverconstrainedError", "video", "constraints"],
    ["NotReadableError", "audio", "mic-in-use"],
    ["NotReadableError", "video", "cam-in-use"],
    ["TypeError", "audio", "undefined-mediadevices"],
    ["AbortError", "audio", "unknown"],
  ] as const)("getUserMedia's %s (%s) is %s", (name, media, type) => {
    const error = Object.assign(new Error("failed"), { name });
    expect(toCameraError(error, media).error).toEqual({ type, msg: "failed" });
  });

  test("a Daily camera error of an unknown type is typed unknown", () => {
    const typed = fromDailyCameraError({
      action: "camera-error",
      callClientId: "c",
      errorMsg: { errorMsg: "strange" },
      error: { type: "brand-new", msg: "strange" },
    } as never);
    expect(typed.error).toEqual({ type: "unknown", msg: "strange" });
  });
});
