import { describe, expect, test, vi } from "vitest";
import type { WebCallErrorEvent } from "./events.js";
import { installFakeClock, setup } from "./web-call.fixtures.js";

installFakeClock();

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

describe("the call library's error types reach the call", () => {
  test("a camera or microphone failure is a camera-error with the library's type", async () => {
    const { call, fake } = setup();
    const cameraErrors: WebCallErrorEvent[] = [];
    call.on("camera-error", (event: WebCallErrorEvent) => cameraErrors.push(event));
    await call.start("asst_1");
    fake.cameraError("mic-in-use", "The microphone is in use");
    expect(cameraErrors).toEqual([
      expect.objectContaining({
        type: "camera-error",
        error: expect.objectContaining({
          message: "The microphone is in use",
          error: { type: "mic-in-use", msg: "The microphone is in use" },
        }),
      }),
    ]);
  });

  test("a fatal error keeps its fatal type on the daily-error event", async () => {
    const { call, fake, errors } = setup();
    await call.start("asst_1");
    fake.crash("Meeting is full", "meeting-full");
    expect(errors).toEqual([
      expect.objectContaining({
        type: "daily-error",
        error: expect.objectContaining({
          message: "Meeting is full",
          error: { type: "meeting-full", msg: "Meeting is full" },
        }),
      }),
    ]);
    expect(fake.state).toBe("error");
  });

  test("blocked playback is reported as audio-start-failed, as Vapi reports it", async () => {
    const { call, fake, errors } = setup();
    await call.start("asst_1");
    fake.nonfatalError("audio-start-failed", { details: new Error("play() was blocked") });
    expect(errors).toEqual([
      expect.objectContaining({
        type: "audio-start-failed",
        error: expect.objectContaining({ message: "play() was blocked" }),
      }),
    ]);
  });

  test("after the call, the old transport's events are not heard", async () => {
    const { call, fake, events } = setup();
    await call.start("asst_1");
    await call.stop();
    events.length = 0;
    fake.listening();
    fake.audioLevel(0.5);
    expect(events).toEqual([]);
  });
});

describe("the microphone level, as Vapi observes it", () => {
  test("with a local-volume-level listener, the observer starts after the stages and reports", async () => {
    const { call, fake } = setup();
    const levels: number[] = [];
    call.on("local-volume-level", (level) => levels.push(level));
    await call.start("asst_1");
    expect(fake.log.slice(-2)).toEqual([
      "setNoiseCancellation:true",
      "startLocalAudioLevelObserver:100",
    ]);
    fake.localAudioLevel(0.25);
    expect(levels).toEqual([0.25]);
  });

  test("without one, it never starts", async () => {
    const { call, fake } = setup();
    await call.start("asst_1");
    expect(fake.log.some((entry) => entry.startsWith("startLocalAudioLevelObserver"))).toBe(false);
  });
});
