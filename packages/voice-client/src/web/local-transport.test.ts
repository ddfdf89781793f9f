// `ws` is not resolvable from this package, so the socket is a fake class injected through
// the transport's `webSocket` option; it speaks the frames of local-protocol.md.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createFakeWebCallApi, recordTransportEvents } from "../testing/index.js";
import { LOCAL_FRAME_SAMPLES, LocalTransport, type WebSocketLike } from "./local-transport.js";
// The start path's chunk, loaded up front like the transport above, so that the fake clock
// alone decides when each stage runs.
import "./call-runtime.js";
import type { TransportContext } from "./transport.js";
import { WebCall } from "./web-call.js";

class FakeSocket implements WebSocketLike {
  static last: FakeSocket | null = null;
  binaryType = "blob";
  readyState = 0;
  sent: unknown[] = [];
  closed: { code?: number | undefined; reason?: string | undefined } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string | ArrayBufferLike | ArrayBufferView) {
    this.sent.push(typeof data === "string" ? JSON.parse(data) : data);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  // The server's side.
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverSendsAudio(samples: Int16Array) {
    this.onmessage?.({ data: samples.buffer });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function frame(value: number): Int16Array {
  return new Int16Array(LOCAL_FRAME_SAMPLES).fill(value);
}

function context(overrides: Partial<TransportContext> = {}) {
  const value: TransportContext = {
    answer: { id: "c_1", webCallUrl: "ws://127.0.0.1:4010/__emulator/web-call/c_1?token=t" },
    videoRecordingEnabled: false,
    videoEnabled: false,
    volume: null,
    ...overrides,
  };
  return { value };
}

async function joined(overrides: Partial<TransportContext> = {}) {
  const { value } = context(overrides);
  const transport = new LocalTransport(value, { webSocket: FakeSocket, microphone: false });
  const emitted = recordTransportEvents(transport);
  const joining = transport.join(new AbortController().signal);
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeSocket.last as FakeSocket;
  socket.open();
  socket.serverSends({ type: "joined", callId: "c_1" });
  await joining;
  return { transport, socket, emitted };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.last = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("LocalTransport", () => {
  test("opens the webCallUrl as given and joins on the joined frame", async () => {
    const { transport, socket } = await joined();
    expect(socket.url).toBe("ws://127.0.0.1:4010/__emulator/web-call/c_1?token=t");
    expect(socket.binaryType).toBe("arraybuffer");
    expect(transport.state).toBe("joined-meeting");
  });

  test("an error frame before joined fails the join", async () => {
    const transport = new LocalTransport(context().value, {
      webSocket: FakeSocket,
      microphone: false,
    });
    const joining = transport.join(new AbortController().signal).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.last?.serverSends({ type: "error", message: "bad token" });
    expect(((await joining) as Error).message).toBe("bad token");
    expect(transport.state).toBe("error");
  });

  test("a close before joined fails the join with the code", async () => {
    const transport = new LocalTransport(context().value, {
      webSocket: FakeSocket,
      microphone: false,
    });
    const joining = transport.join(new AbortController().signal).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.last?.serverCloses(4001);
    expect(((await joining) as Error).message).toMatch(/4001/);
  });

  test("app-message frames reach the call as the platform's data", async () => {
    const { socket, emitted } = await joined();
    socket.serverSends({ type: "app-message", data: "listening" });
    socket.serverSends({ type: "app-message", data: { type: "transcript", transcript: "Hi" } });
    socket.serverSends({ type: "something-new" });
    expect(emitted).toEqual([
      ["app-message", "listening"],
      ["app-message", { type: "transcript", transcript: "Hi" }],
    ]);
  });

  test("sends control messages as app-message frames, mute as a mute frame, leave on leaving", async () => {
    const { transport, socket, emitted } = await joined();
    transport.sendAppMessage({ type: "say", message: "Hi" });
    transport.setLocalAudio(false);
    transport.setLocalAudio(false);
    transport.setLocalAudio(true);
    await transport.leave();
    expect(socket.sent).toEqual([
      { type: "app-message", data: { type: "say", message: "Hi" } },
      { type: "mute", muted: true },
      { type: "mute", muted: false },
      { type: "leave" },
    ]);
    expect(socket.closed).toEqual({ code: 1000, reason: "left" });
    expect(emitted.at(-1)).toEqual(["left-meeting"]);
  });

  test("a call that starts muted reports it right after joined", async () => {
    const { socket } = await joined({ startAudioOff: true });
    expect(socket.sent).toEqual([{ type: "mute", muted: true }]);
  });

  test("the level is the RMS of the samples of each 100 ms window", async () => {
    const { transport, socket, emitted } = await joined();
    transport.startRemoteAudioLevelObserver(100);
    socket.serverSendsAudio(frame(3277)); // ≈ 0.1 of full scale
    socket.serverSendsAudio(frame(-3277));
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(100);
    const levels = emitted.filter(([event]) => event === "remote-participants-audio-level");
    expect(levels).toHaveLength(2);
    expect((levels[0]?.[1] as { assistant: number } | undefined)?.assistant).toBeCloseTo(0.1, 3);
    expect(levels[1]?.[1]).toEqual({ assistant: 0 });
  });

  test("audio frames of the wrong size are dropped", async () => {
    const { transport, socket, emitted } = await joined();
    transport.startRemoteAudioLevelObserver(100);
    socket.serverSendsAudio(new Int16Array(100).fill(20000));
    await vi.advanceTimersByTimeAsync(100);
    expect(emitted.at(-1)).toEqual(["remote-participants-audio-level", { assistant: 0 }]);
  });

  test("left from the server, or a lost socket, ends the call once", async () => {
    const first = await joined();
    first.socket.serverSends({ type: "left", reason: "assistant-ended-call" });
    first.socket.serverCloses(1000);
    expect(first.emitted.filter(([event]) => event === "left-meeting")).toHaveLength(1);

    const second = await joined();
    second.socket.serverCloses(1006);
    expect(second.emitted.filter(([event]) => event === "left-meeting")).toHaveLength(1);
    expect(second.transport.state).toBe("left-meeting");
  });

  test("a fatal error frame puts the transport in error; a non-fatal one is reported", async () => {
    const { transport, socket, emitted } = await joined();
    socket.serverSends({ type: "error", message: "slow", fatal: false });
    expect(transport.state).toBe("joined-meeting");
    expect(emitted.at(-1)).toEqual([
      "nonfatal-error",
      { type: "emulator-error", errorMsg: "slow" },
    ]);
    socket.serverSends({ type: "error", message: "gone", fatal: true });
    expect(transport.state).toBe("error");
  });

  test("the socket closing after a fatal error still ends the call, once", async () => {
    const { socket, emitted } = await joined();
    socket.serverSends({ type: "error", message: "gone", fatal: true });
    socket.serverCloses(4400);
    expect(emitted.map(([event]) => event)).toEqual(["error", "left-meeting"]);
  });

  test("an error frame marked non-fatal before joined does not fail the join", async () => {
    const { value } = context();
    const transport = new LocalTransport(value, { webSocket: FakeSocket, microphone: false });
    const emitted = recordTransportEvents(transport);
    const joining = transport.join(new AbortController().signal);
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.last as FakeSocket;
    socket.serverSends({ type: "error", message: "slow start", fatal: false });
    socket.serverSends({ type: "joined", callId: "c_1" });
    await joining;
    expect(transport.state).toBe("joined-meeting");
    expect(emitted).toEqual([
      ["nonfatal-error", { type: "emulator-error", errorMsg: "slow start" }],
    ]);
  });
});

describe("WebCall over the local transport", () => {
  test("auto picks local for a ws:// webCallUrl; speech follows the RMS of the assistant's audio", async () => {
    const api = createFakeWebCallApi({
      webCallUrl: (id) => `ws://127.0.0.1:4010/__emulator/web-call/${id}?token=t`,
    });
    const call = new WebCall("key", "http://127.0.0.1:4010", undefined, undefined, {
      fetch: api.fetch,
      isMobile: false,
      local: { webSocket: FakeSocket, microphone: false },
    });
    const events: string[] = [];
    for (const name of ["call-start", "speech-start", "speech-end", "call-end"] as const) {
      call.on(name, () => events.push(name));
    }
    const started = call.start("asst_local");
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.last as FakeSocket;
    socket.open();
    socket.serverSends({ type: "joined", callId: "call-1" });
    expect(await started).not.toBeNull();
    socket.serverSends({ type: "app-message", data: "listening" });
    for (let index = 0; index < 5; index++) socket.serverSendsAudio(frame(8000));
    await vi.advanceTimersByTimeAsync(100);
    expect(events).toEqual(["call-start", "speech-start"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual(["call-start", "speech-start", "speech-end"]);
    socket.serverSends({
      type: "app-message",
      data: { type: "status-update", status: "ended", endedReason: "silence-timed-out" },
    });
    socket.serverSends({ type: "left", reason: "silence-timed-out" });
    expect(events.at(-1)).toBe("call-end");
  });
});

describe("LocalTransport and the call library's error types", () => {
  test("a microphone the browser refuses is a camera-error of type permissions", async () => {
    vi.stubGlobal("navigator", {
      mediaDevices: {
        getUserMedia: () =>
          Promise.reject(Object.assign(new Error("denied"), { name: "NotAllowedError" })),
      },
    });
    try {
      const { value } = context();
      const transport = new LocalTransport(value, { webSocket: FakeSocket });
      const emitted = recordTransportEvents(transport);
      const joining = transport.join(new AbortController().signal);
      await vi.advanceTimersByTimeAsync(0);
      FakeSocket.last?.serverSends({ type: "joined", callId: "c_1" });
      await joining;
      await vi.advanceTimersByTimeAsync(0);
      expect(emitted).toEqual([
        [
          "camera-error",
          {
            errorMsg: { errorMsg: "denied", audioOk: false },
            error: { type: "permissions", msg: "denied" },
          },
        ],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("a fatal error frame is a connection-error", async () => {
    const { socket, emitted } = await joined();
    socket.serverSends({ type: "error", message: "gone", fatal: true });
    expect(emitted).toEqual([
      ["error", { errorMsg: "gone", error: { type: "connection-error", msg: "gone" } }],
    ]);
  });
});
