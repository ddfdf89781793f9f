import { describe, expect, test, vi } from "vitest";
import { createFakeWebCallApi, FakeTransport } from "../testing/index.js";
import { WebCallError } from "./errors.js";
import { installFakeClock, setup } from "./web-call.fixtures.js";
import { WebCall } from "./web-call.js";

installFakeClock();

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

describe("a failed start, as @vapi-ai/web reports it", () => {
  test("the error event carries the HTTP status and body of a refused POST /call/web", async () => {
    const body = { message: ["assistantId must be a UUID"], error: "Bad Request", statusCode: 400 };
    const { call, errors } = setup({ api: { failWith: { status: 400, body } } });
    await call.start("asst_1");
    expect(errors[0]).toMatchObject({
      type: "start-method-error",
      stage: "web-call-creation",
      error: {
        name: "WebCallError",
        code: "web-call-creation-failed",
        status: 400,
        body,
        message: "POST /call/web answered 400: assistantId must be a UUID",
      },
      totalDuration: expect.any(Number),
      context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, cancelled: false },
    });
  });

  test("without an error listener (or a snapshot subscriber) start() rejects, as EventEmitter throws", async () => {
    const fake = new FakeTransport({ fail: { join: new Error("room is full") } });
    const call = new WebCall("key", "https://api.test", undefined, undefined, {
      transport: fake.factory,
      fetch: createFakeWebCallApi().fetch,
      isMobile: false,
    });
    const rejection = await call.start("asst_1").then(
      () => null,
      (error: unknown) => error,
    );
    expect(WebCallError.isInstance(rejection)).toBe(true);
    expect(rejection).toMatchObject({
      code: "start-failed",
      message: "Unhandled error. (room is full)",
      context: { type: "daily-call-join-error", stage: "daily-call-join" },
    });
    // Cleaned up all the same: the next start runs.
    expect(fake.log.at(-1)).toBe("destroy");
    const unsubscribe = call.subscribe(() => {});
    expect(await call.start("asst_1")).toBeNull();
    unsubscribe();
  });

  test("a cancelled start resolves null even without an error listener", async () => {
    const call = new WebCall("key", "https://api.test", undefined, undefined, {
      transport: new FakeTransport({ delayMs: { join: 1000 } }).factory,
      fetch: createFakeWebCallApi().fetch,
      isMobile: false,
    });
    const started = call.start("asst_1");
    await vi.advanceTimersByTimeAsync(10);
    await call.stop();
    expect(await started).toBeNull();
  });

  test("the default export is WebCall, with Vapi's constructor", async () => {
    const { default: Vapi } = await import("./index.js");
    expect(Vapi).toBe(WebCall);
    expect(new Vapi("public-key", "https://api.test", {}, {})).toBeInstanceOf(WebCall);
  });
});

describe("mute", () => {
  test("muted before the call: the call joins with the microphone off from the start", async () => {
    const { call, fake } = setup();
    call.setMuted(true);
    await call.start("asst_1");
    expect(fake.context?.startAudioOff).toBe(true);
    expect(call.isMuted()).toBe(true);
  });

  test("each call ends unmuted, as a new Vapi call starts unmuted", async () => {
    const { call, fake } = setup();
    await call.start("asst_1");
    call.setMuted(true);
    fake.hangUp();
    expect(call.isMuted()).toBe(false);
    await vi.runAllTimersAsync();
    await call.start("asst_1");
    expect(fake.context?.startAudioOff).toBeUndefined();
    expect(call.isMuted()).toBe(false);
  });
});

describe("reconnect shares the start's path", () => {
  test("success: call-start-success, then call-start (no listening comes on a reconnect)", async () => {
    const { call, events } = setup();
    const answer = await call.start("asst_1");
    await call.stop();
    events.length = 0;
    await call.reconnect({ id: answer?.id ?? "", webCallUrl: answer?.webCallUrl ?? "" });
    expect(events).toEqual(["call-start-success", "call-start"]);
    expect(call.getSnapshot()).toMatchObject({ status: "active", callId: "call-1" });
  });

  test("failure: call-start-failed and error, clean-up, then the cause is thrown", async () => {
    const { call, events, fake } = setup({ transport: { fail: { join: new Error("gone") } } });
    await expect(
      call.reconnect({ id: "call-9", webCallUrl: "https://x.daily.co/r" }),
    ).rejects.toThrow("gone");
    expect(events).toEqual(["call-start-failed", "error"]);
    expect(fake.log.at(-1)).toBe("destroy");
    expect(call.getSnapshot()).toMatchObject({ status: "failed", stage: "daily-call-join" });
  });
});
