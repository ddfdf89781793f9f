import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createFakeWebCallApi, recordTransportEvents } from "../testing/index.js";
import { context, MockCallObject, signal } from "./daily-call.fixtures.js";
import { DailyTransport } from "./daily-transport.js";
// The start path's chunk, loaded up front like the transport above, so that the fake clock
// alone decides when each stage runs.
import "./call-runtime.js";
import { WebCall } from "./web-call.js";

const daily = vi.hoisted(() => ({
  created: [] as unknown[],
  next: null as null | ((options: unknown) => unknown),
}));

vi.mock("@daily-co/daily-js", () => ({
  default: {
    createCallObject: (options: unknown) => {
      const call = daily.next ? daily.next(options) : null;
      daily.created.push(call);
      return call;
    },
  },
}));

let mock: MockCallObject;

beforeEach(() => {
  vi.useFakeTimers();
  daily.created.length = 0;
  daily.next = (options) => {
    mock = new MockCallObject(options);
    return mock;
  };
});
afterEach(() => {
  vi.useRealTimers();
});

describe("DailyTransport", () => {
  test("loads daily-js only when loading, and creates the call object with the call's options", async () => {
    const { value } = context({ videoRecordingEnabled: true, startAudioOff: true });
    const transport = new DailyTransport(value);
    expect(daily.created).toHaveLength(0);
    await transport.load(signal());
    expect(daily.created).toHaveLength(1);
    expect(mock.options).toEqual({ audioSource: true, videoSource: true, startAudioOff: true });
    expect(transport.state).toBe("loaded");
  });

  test("retries the load 3 times, 3 s apart, then fails with the error state", async () => {
    const transport = new DailyTransport(context().value);
    daily.next = (options) => {
      mock = new MockCallObject(options);
      mock.loadFailures = 5;
      return mock;
    };
    const loading = transport.load(signal());
    const outcome = loading.then(
      () => new Error("loaded"),
      (error: Error) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(mock.calls.filter(([name]) => name === "load")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(mock.calls.filter(([name]) => name === "load")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(mock.calls.filter(([name]) => name === "load")).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    const error = await outcome;
    expect(mock.calls.filter(([name]) => name === "load")).toHaveLength(3);
    expect(error.message).toBe("Failed to load call object bundle.");
    expect(transport.state).toBe("error");
    // One call object for all attempts: Daily allows only one per page.
    expect(daily.created).toHaveLength(1);
  });

  test("a load that succeeds on the second attempt is fine", async () => {
    const transport = new DailyTransport(context().value);
    daily.next = (options) => {
      mock = new MockCallObject(options);
      mock.loadFailures = 1;
      return mock;
    };
    const loading = transport.load(signal());
    await vi.advanceTimersByTimeAsync(3000);
    await loading;
    expect(transport.state).toBe("loaded");
  });

  test("each attempt times out after 20 s", async () => {
    const transport = new DailyTransport(context().value);
    daily.next = (options) => {
      mock = new MockCallObject(options);
      mock.loadHangs = true;
      return mock;
    };
    const outcome = transport.load(signal()).then(
      () => new Error("loaded"),
      (error: Error) => error,
    );
    await vi.advanceTimersByTimeAsync(19_999);
    expect(mock.calls.filter(([name]) => name === "load")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 3000);
    expect(mock.calls.filter(([name]) => name === "load")).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000 + 3000 + 20_000);
    expect((await outcome).message).toBe("Failed to load call object bundle.");
  });

  test("joins with the URL, the token when there is one, and manual track subscription", async () => {
    const transport = new DailyTransport(
      context({ answer: { webCallUrl: "https://x.daily.co/r", transport: { callToken: "t" } } })
        .value,
    );
    await transport.join(signal());
    expect(mock.calls.find(([name]) => name === "join")).toEqual([
      "join",
      { url: "https://x.daily.co/r", token: "t", subscribeToTracksAutomatically: false },
    ]);
    const withoutToken = new DailyTransport(context().value);
    await withoutToken.join(signal());
    expect(mock.calls.find(([name]) => name === "join")?.[1]).not.toHaveProperty("token");
  });

  test("join is ignored while joining or joined", async () => {
    const transport = new DailyTransport(context().value);
    await transport.load(signal());
    const first = transport.join(signal());
    const second = transport.join(signal());
    await Promise.all([first, second]);
    await transport.join(signal());
    expect(mock.calls.filter(([name]) => name === "join")).toHaveLength(1);
    expect(transport.state).toBe("joined-meeting");
  });

  test("methods that need a joined call throw before the join", async () => {
    const transport = new DailyTransport(context().value);
    await transport.load(signal());
    expect(() => transport.sendAppMessage({ type: "end-call" })).toThrow(/needs a joined call/);
    expect(() => transport.startRecording()).toThrow(/needs a joined call/);
    await expect(transport.startRemoteAudioLevelObserver(100)).rejects.toThrow(
      /needs a joined call/,
    );
  });

  test("leave is a no-op when left or in error", async () => {
    const transport = new DailyTransport(context().value);
    await transport.join(signal());
    await transport.leave();
    await transport.leave();
    expect(mock.calls.filter(([name]) => name === "leave")).toHaveLength(1);

    const broken = new DailyTransport(context().value);
    await broken.join(signal());
    mock.fire("error", { errorMsg: "ejected" });
    expect(broken.state).toBe("error");
    await broken.leave();
    expect(mock.calls.filter(([name]) => name === "leave")).toHaveLength(0);
  });

  test("forwards Daily's events under the transport's names", async () => {
    const { value } = context();
    const transport = new DailyTransport(value);
    const emitted = recordTransportEvents(transport);
    await transport.join(signal());
    mock.fire("app-message", { data: "listening" });
    mock.fire("remote-participants-audio-level", { participantsAudioLevel: { a: 0.2 } });
    mock.fire("nonfatal-error", { type: "audio-processor-error" });
    mock.fire("left-meeting", {});
    expect(emitted).toEqual([
      ["app-message", "listening"],
      ["remote-participants-audio-level", { a: 0.2 }],
      ["nonfatal-error", { type: "audio-processor-error" }],
      ["left-meeting"],
    ]);
    expect(transport.state).toBe("left-meeting");
  });

  test("sends app messages as JSON and drives Daily's audio settings", async () => {
    const transport = new DailyTransport(context().value);
    await transport.join(signal());
    transport.sendAppMessage({ type: "end-call" });
    await transport.startRemoteAudioLevelObserver(100);
    await transport.setNoiseCancellation(true);
    await transport.setNoiseCancellation(false);
    transport.setLocalAudio(false);
    expect(transport.localAudio()).toBe(false);
    expect(mock.calls.slice(-5)).toEqual([
      ["sendAppMessage", '{"type":"end-call"}'],
      ["startRemoteParticipantsAudioLevelObserver", 100],
      ["updateInputSettings", { audio: { processor: { type: "noise-cancellation" } } }],
      ["updateInputSettings", { audio: { processor: { type: "none" } } }],
      ["setLocalAudio", false],
    ]);
  });

  test("subscribes to a remote participant's audio, and video only when recording or a video voice", async () => {
    const transport = new DailyTransport(context({ videoRecordingEnabled: true }).value);
    await transport.join(signal());
    mock.fire("participant-joined", { participant: { local: false, session_id: "p1" } });
    mock.fire("participant-joined", { participant: { local: true, session_id: "me" } });
    expect(mock.calls.filter(([name]) => name === "updateParticipant")).toEqual([
      ["updateParticipant", "p1", { setSubscribedTracks: { audio: true, video: true } }],
    ]);
  });
});

describe("WebCall over the daily transport", () => {
  test("a load failure fails the start with daily-call-object-creation-error", async () => {
    daily.next = (options) => {
      mock = new MockCallObject(options);
      mock.loadFailures = 3;
      return mock;
    };
    const api = createFakeWebCallApi();
    const call = new WebCall("key", "https://api.test", undefined, undefined, {
      fetch: api.fetch,
      isMobile: false,
    });
    const errors: unknown[] = [];
    call.on("error", (event) => errors.push(event));
    const started = call.start("asst_1");
    await vi.advanceTimersByTimeAsync(6000);
    expect(await started).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({
        type: "daily-call-object-creation-error",
        error: expect.objectContaining({ message: "Failed to load call object bundle." }),
      }),
    ]);
    expect(mock.calls.at(-1)).toEqual(["destroy"]);
  });

  test("a full call: start, listening, left-meeting", async () => {
    const api = createFakeWebCallApi();
    const call = new WebCall("key", "https://api.test", undefined, undefined, {
      fetch: api.fetch,
      isMobile: false,
    });
    const events: string[] = [];
    call.on("call-start", () => events.push("call-start"));
    call.on("call-end", () => events.push("call-end"));
    expect(await call.start("asst_1")).not.toBeNull();
    expect(call.getDailyCallObject()).toBe(mock);
    mock.fire("app-message", { data: "listening" });
    await call.stop();
    expect(events).toEqual(["call-start", "call-end"]);
    expect(mock.calls.slice(-2)).toEqual([["leave"], ["destroy"]]);
  });
});
