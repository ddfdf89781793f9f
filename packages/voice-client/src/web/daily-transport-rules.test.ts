import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { recordTransportEvents } from "../testing/index.js";
import { context, MockCallObject, signal } from "./daily-call.fixtures.js";
import { DailyTransport } from "./daily-transport.js";

const daily = vi.hoisted(() => ({ next: (_options: unknown): unknown => null }));
vi.mock("@daily-co/daily-js", () => ({
  default: { createCallObject: (options: unknown) => daily.next(options) },
}));

let mock: MockCallObject;
beforeEach(() => {
  daily.next = (options) => {
    mock = new MockCallObject(options);
    return mock;
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("DailyTransport and the call library's rules", () => {
  test("a room that knocks leaves the participant in the lobby: sending needs full access", async () => {
    const transport = new DailyTransport(context().value);
    daily.next = (options) => {
      mock = new MockCallObject(options);
      mock.access = { level: "lobby" };
      return mock;
    };
    await transport.join(signal());
    expect(transport.accessLevel).toBe("lobby");
    expect(() => transport.sendAppMessage({ type: "end-call" })).toThrow(/access is lobby/);
    mock.fire("access-state-updated", { access: { level: "full" } });
    transport.sendAppMessage({ type: "end-call" });
    expect(mock.calls.at(-1)).toEqual(["sendAppMessage", '{"type":"end-call"}']);
  });

  test("camera errors and fatal errors arrive typed as the call library types them", async () => {
    const transport = new DailyTransport(context().value);
    const emitted = recordTransportEvents(transport);
    await transport.join(signal());
    mock.fire("camera-error", {
      action: "camera-error",
      errorMsg: { errorMsg: "in use", audioOk: false },
      error: { type: "cam-mic-in-use", msg: "in use" },
    });
    mock.fire("error", {
      action: "error",
      errorMsg: "ejected",
      error: { type: "ejected", msg: "bye" },
    });
    expect(emitted).toEqual([
      [
        "camera-error",
        expect.objectContaining({ error: { type: "cam-mic-in-use", msg: "in use" } }),
      ],
      [
        "error",
        expect.objectContaining({ errorMsg: "ejected", error: { type: "ejected", msg: "bye" } }),
      ],
    ]);
  });

  test("call-library operations are checked, then reach Daily's methods", async () => {
    const transport = new DailyTransport(context().value);
    await transport.join(signal());
    await transport.callLibrary({ method: "sendDTMF", options: { sessionId: "s", tones: "9#" } });
    await transport.callLibrary({
      method: "setMeetingSessionData",
      data: { topic: "billing" },
      mergeStrategy: "replace",
    });
    await expect(
      transport.callLibrary({ method: "sendDTMF", options: { sessionId: "s", tones: "X" } }),
    ).rejects.toThrow(/not valid/);
    expect(mock.calls.slice(-2)).toEqual([
      ["sendDTMF", { sessionId: "s", tones: "9#" }],
      ["setMeetingSessionData", { topic: "billing" }, "replace"],
    ]);
  });

  test("a recording type is passed to Daily", async () => {
    const transport = new DailyTransport(context().value);
    await transport.join(signal());
    transport.startRecording({ type: "raw-tracks" });
    expect(mock.calls.at(-1)).toEqual([
      "startRecording",
      expect.objectContaining({ type: "raw-tracks", width: 1280, height: 720 }),
    ]);
  });
});

describe("DailyTransport keeps @vapi-ai/web's Chrome 140+ guards", () => {
  test("never creates a call without a microphone source or with the permission prompt off", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const transport = new DailyTransport(
      context({
        audioSource: false,
        dailyConfig: { avoidEval: true, alwaysIncludeMicInPermissionPrompt: false },
      }).value,
    );
    await transport.load(signal());
    expect(mock.options).toEqual({
      audioSource: true,
      videoSource: false,
      dailyConfig: { avoidEval: true },
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
