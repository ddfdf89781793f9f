import type { WebCallErrorEvent, WebCallSnapshot } from "@ringline/voice-client/web";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAudioFocus } from "../shared/audio-focus.js";
import {
  alertForError,
  createDemoCallController,
  type DemoCall,
  type DemoCallControllerOptions,
} from "./demo-call.js";

/** A call the test drives by hand. */
function handCall() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const listeners = new Set<() => void>();
  let snapshot = {
    status: "idle",
    volume: 0,
    speaking: false,
    muted: false,
    transcript: [],
  } as unknown as WebCallSnapshot;
  const call = {
    start: vi.fn(async () => null),
    stop: vi.fn(async () => {}),
    setMuted: vi.fn((muted: boolean) => update({ muted })),
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: (name: string, handler: (...args: unknown[]) => void) => {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
    },
    off: (name: string, handler: (...args: unknown[]) => void) => {
      handlers.get(name)?.delete(handler);
    },
  };
  function update(patch: Partial<WebCallSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }
  function emit(name: string, ...args: unknown[]) {
    for (const handler of handlers.get(name) ?? []) handler(...args);
  }
  return { call, demoCall: call as unknown as DemoCall, emit, update };
}

function errorEvent(message: string, code?: string): WebCallErrorEvent {
  return {
    type: "start-method-error",
    error: code === undefined ? { message } : { message, code },
    timestamp: "2026-11-21T10:00:00.000Z",
  };
}

function setup(options: Partial<DemoCallControllerOptions> = {}) {
  const calls: ReturnType<typeof handCall>[] = [];
  const createCall = vi.fn(() => {
    const made = handCall();
    calls.push(made);
    return made.demoCall;
  });
  const onCallStart = vi.fn();
  const onCallEnd = vi.fn();
  const onRefused = vi.fn();
  const controller = createDemoCallController({
    assistantId: "asst_123",
    createCall,
    isMobile: () => false,
    onCallStart,
    onCallEnd,
    onRefused,
    ...options,
  });
  return { controller, createCall, calls, onCallStart, onCallEnd, onRefused };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("alertForError", () => {
  it.each([
    ["POST /call/web answered 429", undefined, "security-temporary"],
    ["POST /call/web answered 401: Invalid key", undefined, "security-blocked"],
    ["POST /call/web answered 403", undefined, "security-blocked"],
    ["POST /call/web answered 404: Assistant not found", undefined, "not-configured"],
    ["POST /call/web answered 503", undefined, "unavailable"],
    ["Failed to fetch", undefined, "unavailable"],
    ["Could not load the call library", "bundle-load-failed", "unavailable"],
    ["Permission denied", undefined, "start-failed"],
    ["POST /call/web answered 400", undefined, "start-failed"],
  ] as const)("maps %j to %s", (message, code, alert) => {
    expect(alertForError(errorEvent(message, code))).toBe(alert);
  });
});

describe("createDemoCallController", () => {
  it("places the call on press and is in call once the assistant answers", async () => {
    const { controller, calls, onCallStart } = setup();
    controller.press();
    expect(controller.getSnapshot().status).toBe("connecting");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]?.call.start).toHaveBeenCalledWith("asst_123");

    calls[0]?.emit("call-start");

    expect(controller.getSnapshot().status).toBe("in-call");
    expect(onCallStart).toHaveBeenCalledTimes(1);
  });

  it("hangs up on the second press and reports how long the call lasted", async () => {
    const { controller, calls, onCallEnd } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.emit("call-start");
    await vi.advanceTimersByTimeAsync(42_000);

    controller.press();

    expect(controller.getSnapshot().status).toBe("idle");
    expect(calls[0]?.call.stop).toHaveBeenCalledTimes(1);
    expect(onCallEnd).toHaveBeenCalledWith({ durationMs: 42_000 });
  });

  it("goes back to idle when the call ends, keeping the transcript", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.emit("call-start");
    calls[0]?.update({ transcript: [{ role: "assistant", text: "Hello", final: true }] });

    calls[0]?.emit("call-end");

    expect(controller.getSnapshot()).toMatchObject({
      status: "idle",
      alert: undefined,
      transcript: [{ role: "assistant", text: "Hello", final: true }],
    });
  });

  it("shows the alert of an error before the call started", async () => {
    const { controller, calls, onRefused } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);

    calls[0]?.emit("error", errorEvent("POST /call/web answered 429"));

    expect(controller.getSnapshot()).toMatchObject({ status: "idle", alert: "security-temporary" });
    expect(onRefused).toHaveBeenCalledWith("security-temporary");
  });

  it("ends without an alert on an error during the call", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.emit("call-start");

    calls[0]?.emit("error", errorEvent("meeting ended"));

    expect(controller.getSnapshot()).toMatchObject({ status: "idle", alert: undefined });
  });

  it("refuses without an assistant id and does not create a call", () => {
    const { controller, createCall } = setup({ assistantId: "" });
    controller.press();
    expect(controller.getSnapshot()).toMatchObject({ status: "idle", alert: "not-configured" });
    expect(createCall).not.toHaveBeenCalled();
  });

  it("says it is unable to start when the call service cannot be initialised", async () => {
    const { controller } = setup({
      createCall: () => {
        throw new Error("No public key");
      },
    });
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot()).toMatchObject({ status: "idle", alert: "start-failed" });
  });

  it("resets to idle when no call-start arrives within exactly 10 s", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(9999);
    expect(controller.getSnapshot().status).toBe("connecting");

    await vi.advanceTimersByTimeAsync(1);

    expect(controller.getSnapshot()).toMatchObject({ status: "idle", alert: "start-failed" });
    expect(calls[0]?.call.stop).toHaveBeenCalledTimes(1);
  });

  it("keeps a started call past 10 s", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(5000);
    calls[0]?.emit("call-start");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(controller.getSnapshot().status).toBe("in-call");
  });

  it("on mobile shows the tip and places the call exactly 3 s later", async () => {
    const { controller, createCall } = setup({ isMobile: () => true });
    controller.press();
    expect(controller.getSnapshot().status).toBe("tip");

    await vi.advanceTimersByTimeAsync(2999);
    expect(createCall).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(createCall).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().status).toBe("connecting");

    // The 10 s start limit counts from when the call was placed.
    await vi.advanceTimersByTimeAsync(9999);
    expect(controller.getSnapshot().status).toBe("connecting");
  });

  it("cancels during the tip without placing a call", async () => {
    const { controller, createCall } = setup({ isMobile: () => true });
    controller.press();
    controller.press();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(controller.getSnapshot().status).toBe("idle");
    expect(createCall).not.toHaveBeenCalled();
  });

  it("ignores the events of a call that was already hung up", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    controller.press();

    calls[0]?.emit("call-start");

    expect(controller.getSnapshot().status).toBe("idle");
  });

  it("mutes the call and shows it, and keeps mute for the next call", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);

    controller.setMuted(true);
    expect(calls[0]?.call.setMuted).toHaveBeenCalledWith(true);
    expect(controller.getSnapshot().muted).toBe(true);

    controller.press();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]?.call.setMuted).toHaveBeenCalledWith(true);
  });

  it("mirrors the call's volume and transcript", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.update({
      volume: 0.4,
      speaking: true,
      transcript: [{ role: "user", text: "Hi", final: false }],
    });
    expect(controller.getSnapshot()).toMatchObject({
      volume: 0.4,
      speaking: true,
      transcript: [{ role: "user", text: "Hi", final: false }],
    });
  });

  it("clears an alert on dismiss", () => {
    const { controller } = setup({ assistantId: "" });
    controller.press();
    controller.dismissAlert();
    expect(controller.getSnapshot().alert).toBeUndefined();
  });

  it("hangs up when disposed", async () => {
    const { controller, calls } = setup();
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    controller.dispose();
    expect(calls[0]?.call.stop).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(controller.getSnapshot().alert).toBeUndefined();
  });
});

describe("one sound at a time", () => {
  it("takes the page's audio when placing a call, and hangs up when the recording plays", async () => {
    const focus = createAudioFocus();
    const recording = { stop: vi.fn() };
    focus.claim(recording);
    const { controller, calls } = setup({ audioFocus: focus });

    controller.press();
    expect(recording.stop).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.emit("call-start");
    expect(controller.getSnapshot().status).toBe("in-call");

    focus.claim(recording);
    expect(controller.getSnapshot().status).toBe("idle");
    expect(calls[0]?.call.stop).toHaveBeenCalled();
  });

  it("lets go of the audio when the call ends", async () => {
    const focus = createAudioFocus();
    const { controller, calls } = setup({ audioFocus: focus });
    controller.press();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.emit("call-start");
    calls[0]?.emit("call-end");
    expect(focus.isHeldByOther({ stop: () => {} })).toBe(false);
  });
});
