import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  createFakeWebCallApi,
  FakeTransport,
  type FakeTransportOptions,
} from "../testing/index.js";
import type { CallStartProgressEvent, WebCallErrorEvent } from "./events.js";
import { WebCall } from "./web-call.js";

function setup(
  options: {
    transport?: FakeTransportOptions;
    api?: Parameters<typeof createFakeWebCallApi>[0];
    isMobile?: boolean;
  } = {},
) {
  const fake = new FakeTransport(options.transport);
  const api = createFakeWebCallApi(options.api);
  const call = new WebCall("public-key", "https://api.test/", undefined, undefined, {
    transport: fake.factory,
    fetch: api.fetch,
    isMobile: options.isMobile ?? false,
  });
  const events: string[] = [];
  const progress: CallStartProgressEvent[] = [];
  const errors: WebCallErrorEvent[] = [];
  const messages: unknown[] = [];
  for (const name of [
    "call-start",
    "call-end",
    "speech-start",
    "speech-end",
    "call-start-success",
    "call-start-failed",
    "error",
    "message",
    "volume-level",
  ] as const) {
    call.on(name, () => events.push(name));
  }
  call.on("call-start-progress", (event) => progress.push(event));
  call.on("error", (event) => errors.push(event));
  call.on("message", (message) => messages.push(message));
  return { fake, api, call, events, progress, errors, messages };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("start", () => {
  test("runs the stages in order, each started then completed with a duration", async () => {
    const { call, progress, events } = setup();
    const answer = await call.start("asst_1");
    expect(answer?.id).toBe("call-1");
    const stages = progress.map((event) => `${event.stage}:${event.status}`);
    expect(stages).toEqual([
      "validation:started",
      "validation:completed",
      "web-call-creation:started",
      "web-call-creation:completed",
      "daily-call-object-creation:started",
      "daily-call-object-creation:completed",
      "mobile-permissions:started",
      "mobile-permissions:completed",
      "daily-call-join:started",
      "daily-call-join:completed",
      "audio-observer-setup:started",
      "audio-observer-setup:completed",
      "audio-processing-setup:started",
      "audio-processing-setup:completed",
    ]);
    for (const event of progress) {
      if (event.status === "started") expect(event.duration).toBeUndefined();
      else expect(event.duration).toBeTypeOf("number");
    }
    expect(events).toEqual(["call-start-success"]);
    expect(call.getSnapshot()).toMatchObject({
      status: "connected",
      stage: null,
      callId: "call-1",
    });
  });

  test("reports stage durations and the total from the clock", async () => {
    const { call, progress } = setup({ transport: { delayMs: { join: 250 } } });
    const success = vi.fn();
    call.on("call-start-success", success);
    const started = call.start("asst_1");
    await vi.advanceTimersByTimeAsync(250);
    await started;
    expect(
      progress.find((e) => e.stage === "daily-call-join" && e.status === "completed")?.duration,
    ).toBe(250);
    expect(success).toHaveBeenCalledWith(
      expect.objectContaining({ totalDuration: 250, callId: "call-1" }),
    );
  });

  test("a string is an id and an object an inline definition in the POST /call/web body", async () => {
    const { call, api } = setup();
    await call.start(
      { name: "Inline" } as never,
      { variableValues: { name: "Ada" } } as never,
      "squad_1",
      undefined,
      undefined,
      { roomDeleteOnUserLeaveEnabled: false },
    );
    expect(api.requests[0]).toMatchObject({
      method: "POST",
      url: "https://api.test/call/web",
      authorization: "Bearer public-key",
      body: {
        assistant: { name: "Inline" },
        assistantOverrides: { variableValues: { name: "Ada" } },
        squadId: "squad_1",
        roomDeleteOnUserLeaveEnabled: false,
      },
    });
    await call.stop();
    await call.start(undefined, undefined, undefined, "wf_1", { variableValues: {} } as never);
    expect(api.requests[1]?.body).toEqual({
      workflowId: "wf_1",
      workflowOverrides: { variableValues: {} },
    });
  });

  test("goes idle → started; a second start returns null with an already-started progress", async () => {
    const { call, progress, fake } = setup();
    expect(call.getSnapshot().status).toBe("idle");
    await call.start("asst_1");
    const second = await call.start("asst_1");
    expect(second).toBeNull();
    expect(progress.at(-1)).toMatchObject({
      stage: "validation",
      status: "failed",
      metadata: { reason: "already-started" },
    });
    expect(fake.log.filter((entry) => entry === "create")).toHaveLength(1);
  });

  test("without assistant, squad or workflow: validation-error, call-start-failed, null", async () => {
    const { call, errors, events, api } = setup();
    const failed = vi.fn();
    call.on("call-start-failed", failed);
    expect(await call.start()).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        type: "validation-error",
        stage: "validation",
        error: expect.objectContaining({
          message: "Assistant or Squad or Workflow must be provided.",
        }),
      }),
    ]);
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({
        stage: "validation",
        error: "Assistant or Squad or Workflow must be provided.",
      }),
    );
    expect(events).toEqual(["call-start-failed", "error"]);
    expect(api.requests).toHaveLength(0);
    expect(call.getSnapshot()).toMatchObject({ status: "failed", stage: "validation" });
    // Cleaned up: a new start is possible.
    expect(await call.start("asst_1")).not.toBeNull();
  });

  test("refuses an assistant that is neither an id nor a definition", async () => {
    const { call, errors } = setup();
    expect(await call.start(42 as never)).toBeNull();
    expect(errors[0]?.type).toBe("validation-error");
    expect(await call.start("")).toBeNull();
    expect(errors[1]?.type).toBe("validation-error");
  });

  test("a failed POST /call/web fails the start with start-method-error", async () => {
    const { call, errors, fake } = setup({
      api: { failWith: { status: 400, body: { message: ["bad assistant"] } } },
    });
    expect(await call.start("asst_1")).toBeNull();
    expect(errors[0]).toMatchObject({
      type: "start-method-error",
      stage: "web-call-creation",
      error: { message: "POST /call/web answered 400: bad assistant" },
    });
    expect(fake.log).toEqual([]);
  });

  test.each([
    ["load", "daily-call-object-creation", "daily-call-object-creation-error"],
    ["join", "daily-call-join", "daily-call-join-error"],
    ["startRemoteAudioLevelObserver", "audio-observer-setup", "audio-observer-setup-error"],
    ["setNoiseCancellation", "audio-processing-setup", "audio-processing-setup-error"],
  ] as const)(
    "a failing %s fails stage %s with %s, cleans up and returns null",
    async (operation, stage, type) => {
      const { call, errors, progress, fake } = setup({
        transport: { fail: { [operation]: new Error("boom") } },
      });
      const failed = vi.fn();
      call.on("call-start-failed", failed);
      expect(await call.start("asst_1")).toBeNull();
      expect(progress.at(-1)).toMatchObject({
        stage,
        status: "failed",
        metadata: { error: "boom" },
      });
      expect(errors).toEqual([
        expect.objectContaining({
          type,
          stage,
          error: expect.objectContaining({ message: "boom" }),
        }),
      ]);
      expect(failed).toHaveBeenCalledWith(expect.objectContaining({ stage, error: "boom" }));
      expect(fake.log.at(-1)).toBe("destroy");
      expect(call.getSnapshot()).toMatchObject({ status: "failed", stage });
    },
  );

  test("waits 1000 ms for mobile permissions on mobile only", async () => {
    const mobile = setup({ isMobile: true });
    let done = false;
    const started = mobile.call.start("asst_1").then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    expect(mobile.fake.log).not.toContain("join");
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(
      mobile.progress.find((e) => e.stage === "mobile-permissions" && e.status === "completed"),
    ).toMatchObject({
      duration: 1000,
      metadata: { isMobile: true, action: "permissions-wait" },
    });

    const desktop = setup({ isMobile: false });
    await desktop.call.start("asst_1");
    expect(
      desktop.progress.find((e) => e.stage === "mobile-permissions" && e.status === "completed"),
    ).toMatchObject({
      duration: 0,
      metadata: { action: "skipped-not-mobile" },
    });
  });

  test("starts the audio observer at a 100 ms interval and noise cancellation", async () => {
    const { call, fake } = setup();
    await call.start("asst_1");
    expect(fake.log).toEqual([
      "create",
      "load",
      "join",
      "startRemoteAudioLevelObserver:100",
      "setNoiseCancellation:true",
    ]);
    expect(fake.state).toBe("joined-meeting");
  });

  test("stop() during the start cancels it: call-start-failed (cancelled), no error event", async () => {
    const { call, errors, fake } = setup({ transport: { delayMs: { join: 5000 } } });
    const failed = vi.fn();
    call.on("call-start-failed", failed);
    const started = call.start("asst_1");
    await vi.advanceTimersByTimeAsync(10);
    await call.stop();
    expect(await started).toBeNull();
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({
        stage: "daily-call-join",
        context: expect.objectContaining({ cancelled: true }),
      }),
    );
    expect(errors).toEqual([]);
    expect(fake.log).toContain("destroy");
    expect(call.getSnapshot().status).toBe("ended");
  });

  test("an aborted start signal cancels the start", async () => {
    const { call, fake } = setup({ transport: { delayMs: { load: 100 } } });
    const controller = new AbortController();
    const started = call.start("asst_1", undefined, undefined, undefined, undefined, {
      signal: controller.signal,
    });
    controller.abort();
    await vi.advanceTimersByTimeAsync(100);
    expect(await started).toBeNull();
    expect(fake.log).not.toContain("join");
  });
});

describe("video recording", () => {
  test("sets up recording only when enabled, and asks for the first message once it started", async () => {
    const { call, fake, progress } = setup({ api: { videoRecordingEnabled: true } });
    await call.start("asst_1");
    expect(
      progress.filter((e) => e.stage === "video-recording-setup").map((e) => e.status),
    ).toEqual(["started", "completed"]);
    expect(fake.log).toContain("startRecording");
    await vi.advanceTimersByTimeAsync(1500);
    fake.recordingStarted();
    expect(fake.sent).toEqual([
      { type: "control", control: "say-first-message", videoRecordingStartDelaySeconds: 1.5 },
    ]);
    fake.recordingStarted();
    expect(fake.sent).toHaveLength(1);
  });

  test("a meeting token starts the recording by itself", async () => {
    const { call, fake } = setup({ api: { videoRecordingEnabled: true, callToken: "token" } });
    await call.start("asst_1");
    expect(fake.log).not.toContain("startRecording");
  });

  test("skips the stage when recording is off", async () => {
    const { call, progress } = setup();
    await call.start("asst_1");
    expect(progress.some((e) => e.stage === "video-recording-setup")).toBe(false);
  });

  test("a failing recording start fails the start with video-recording-setup-error", async () => {
    const { call, errors } = setup({
      api: { videoRecordingEnabled: true },
      transport: { fail: { startRecording: new Error("no recording") } },
    });
    expect(await call.start("asst_1")).toBeNull();
    expect(errors[0]).toMatchObject({
      type: "video-recording-setup-error",
      stage: "video-recording-setup",
    });
  });

  test("on leaving, the recording is stopped", async () => {
    const { call, fake } = setup({ api: { videoRecordingEnabled: true } });
    await call.start("asst_1");
    fake.hangUp();
    expect(fake.log).toContain("stopRecording");
  });
});

describe("during the call", () => {
  test('"listening" emits call-start and makes the call active', async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.listening();
    expect(events.at(-1)).toBe("call-start");
    expect(call.getSnapshot().status).toBe("active");
  });

  test("messages arrive parsed; transcripts build the snapshot's transcript", async () => {
    const { call, fake, messages } = setup();
    await call.start("asst_1");
    fake.message({
      type: "transcript",
      role: "assistant",
      transcriptType: "partial",
      transcript: "Hel",
    });
    fake.message({
      type: "transcript",
      role: "assistant",
      transcriptType: "final",
      transcript: "Hello",
    });
    fake.appMessage({
      type: "transcript",
      role: "user",
      transcriptType: "partial",
      transcript: "Hi",
    });
    fake.appMessage("not json");
    expect(messages).toHaveLength(3);
    expect(call.getSnapshot().transcript).toEqual([
      { role: "assistant", text: "Hello", final: true },
      { role: "user", text: "Hi", final: false },
    ]);
  });

  test("left-meeting emits call-end and a synthetic ended status-update, then cleans up", async () => {
    const { call, fake, events, messages } = setup();
    await call.start("asst_1");
    fake.hangUp();
    expect(events.slice(-2)).toEqual(["call-end", "message"]);
    expect(messages.at(-1)).toEqual({
      type: "status-update",
      status: "ended",
      endedReason: "customer-ended-call",
    });
    expect(call.getSnapshot().status).toBe("ended");
    await vi.runAllTimersAsync();
    expect(fake.log.at(-1)).toBe("destroy");
    expect(await call.start("asst_1")).not.toBeNull();
  });

  test("an ended status-update from the platform suppresses the synthetic one", async () => {
    const { call, fake, messages } = setup();
    await call.start("asst_1");
    fake.message({ type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
    fake.hangUp();
    expect(messages).toEqual([
      { type: "status-update", status: "ended", endedReason: "assistant-ended-call" },
    ]);
  });

  test("stop() leaves: call-end once", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    await call.stop();
    expect(events.filter((e) => e === "call-end")).toHaveLength(1);
    expect(fake.log.slice(-2)).toEqual(["leave", "destroy"]);
  });

  test("end() sends end-call, then leaves", async () => {
    const { call, fake } = setup();
    await call.start("asst_1");
    call.end();
    expect(fake.sent).toEqual([{ type: "end-call" }]);
    await vi.runAllTimersAsync();
    expect(fake.log).toContain("leave");
  });

  test("send and say go out as app messages; send without a call does nothing", async () => {
    const { call, fake } = setup();
    call.send({ type: "end-call" });
    await call.start("asst_1");
    call.say("Bye", true);
    call.send({ type: "control", control: "mute-assistant" });
    expect(fake.sent).toEqual([
      {
        type: "say",
        message: "Bye",
        endCallAfterSpoken: true,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      { type: "control", control: "mute-assistant" },
    ]);
  });

  test("an app message over 4096 characters throws", async () => {
    const { call } = setup();
    await call.start("asst_1");
    const message = { type: "say" as const, message: "x".repeat(4096) };
    expect(() => call.send(message)).toThrow(/4096/);
  });

  test("setMuted/isMuted go through the transport and the snapshot", async () => {
    const { call, fake } = setup();
    call.setMuted(true);
    expect(call.isMuted()).toBe(true);
    await call.start("asst_1");
    expect(fake.log).toContain("setLocalAudio:false");
    expect(call.isMuted()).toBe(true);
    call.setMuted(false);
    expect(call.isMuted()).toBe(false);
    expect(call.getSnapshot().muted).toBe(false);
  });

  test("setVolume clamps, ignores non-finite values and reaches the transport", async () => {
    const { call, fake } = setup();
    await call.start("asst_1");
    call.setVolume(2);
    call.setVolume(Number.NaN);
    call.setVolume(-1);
    expect(fake.log.filter((entry) => entry.startsWith("setOutputVolume"))).toEqual([
      "setOutputVolume:1",
      "setOutputVolume:0",
    ]);
  });

  test("a fatal transport error is reported as daily-error", async () => {
    const { call, fake, errors } = setup();
    await call.start("asst_1");
    fake.crash(new Error("ice failed"));
    expect(errors).toEqual([
      expect.objectContaining({
        type: "daily-error",
        error: expect.objectContaining({ message: "ice failed" }),
      }),
    ]);
  });
});

describe("speaking and volume", () => {
  test("summed level above 0.01 emits speech-start once and speech-end 1 s after the last loud sample", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.audioLevel({ a: 0.006, b: 0.005 });
    expect(events.filter((e) => e === "speech-start")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    fake.audioLevel(0.05);
    fake.audioLevel(0.001);
    expect(events.filter((e) => e === "speech-start")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(events).not.toContain("speech-end");
    expect(call.getSnapshot().speaking).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.filter((e) => e === "speech-end")).toHaveLength(1);
    expect(call.getSnapshot().speaking).toBe(false);
  });

  test("a summed level of exactly 0.01 is not speech", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    fake.audioLevel({ a: 0.005, b: 0.005 });
    expect(events).not.toContain("speech-start");
  });

  test("volume-level is min(1, sum / 0.15)", async () => {
    const { call, fake } = setup();
    const volumes: number[] = [];
    call.on("volume-level", (volume) => volumes.push(volume));
    await call.start("asst_1");
    fake.audioLevel(0.075);
    fake.audioLevel({ a: 0.1, b: 0.1 });
    fake.audioLevel(0);
    expect(volumes).toEqual([0.5, 1, 0]);
    expect(call.getSnapshot().volume).toBe(0);
  });
});

describe("audio processor errors", () => {
  test("turn noise cancellation off and the microphone back on", async () => {
    const { call, fake } = setup();
    await call.start("asst_1");
    fake.nonfatalError("audio-processor-error");
    await vi.runAllTimersAsync();
    expect(fake.log.slice(-2)).toEqual(["setNoiseCancellation:false", "setLocalAudio:true"]);
  });

  test("other non-fatal errors leave audio alone", async () => {
    const { call, fake } = setup();
    await call.start("asst_1");
    fake.nonfatalError("screen-share-error");
    await vi.runAllTimersAsync();
    expect(fake.log).not.toContain("setNoiseCancellation:false");
  });
});

describe("snapshot", () => {
  test("subscribers hear each change once and never an unchanged state", async () => {
    const { call, fake } = setup();
    const listener = vi.fn();
    const unsubscribe = call.subscribe(listener);
    await call.start("asst_1");
    const afterStart = listener.mock.calls.length;
    const before = call.getSnapshot();
    fake.audioLevel(0);
    expect(listener).toHaveBeenCalledTimes(afterStart);
    expect(call.getSnapshot()).toBe(before);
    fake.listening();
    expect(listener).toHaveBeenCalledTimes(afterStart + 1);
    unsubscribe();
    fake.audioLevel(0.15);
    expect(listener).toHaveBeenCalledTimes(afterStart + 1);
  });

  test("the stage follows the running stage", async () => {
    const { call } = setup({ transport: { delayMs: { join: 100 } } });
    const started = call.start("asst_1");
    await vi.advanceTimersByTimeAsync(50);
    expect(call.getSnapshot()).toMatchObject({ status: "starting", stage: "daily-call-join" });
    await vi.advanceTimersByTimeAsync(50);
    await started;
    expect(call.getSnapshot().stage).toBeNull();
  });
});

describe("reconnect", () => {
  test("joins the given call again without creating one", async () => {
    const { call, fake, api } = setup();
    const answer = await call.start("asst_1");
    await call.stop();
    await call.reconnect({ id: answer?.id ?? "", webCallUrl: answer?.webCallUrl ?? "" });
    expect(api.requests).toHaveLength(1);
    expect(fake.state).toBe("joined-meeting");
    await expect(call.reconnect({ webCallUrl: "x" })).rejects.toThrow(/already in progress/);
  });
});
