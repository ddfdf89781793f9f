// The `local` transport: one WebSocket to `packages/voice-emulator`, audio as 16 kHz PCM.
// The wire protocol is `local-protocol.md` beside this file.

import { toCameraError, toFatalError } from "./call-library-errors.js";
import { WebCallError } from "./errors.js";
import { BaseTransport, type TransportContext } from "./transport.js";

/** Samples per second of the PCM on the wire. */
export const LOCAL_SAMPLE_RATE = 16_000;
/** Samples in one 20 ms frame. */
export const LOCAL_FRAME_SAMPLES = 320;
/** Most playback queued ahead of the clock, in seconds. */
const MAX_BUFFERED_SECONDS = 0.1;

/**
 * The parts of the WebSocket API the local transport uses (a browser `WebSocket`, or any
 * class shaped like it, e.g. in tests).
 *
 * @example
 * ```ts
 * const options: LocalTransportOptions = { webSocket: WebSocket as unknown as WebSocketConstructor };
 * ```
 */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/**
 * One socket, as {@link WebSocketConstructor} creates it.
 *
 * @example
 * ```ts
 * const socket: WebSocketLike = new WebSocket("ws://127.0.0.1:4010/__emulator/web-call/c_1?token=t");
 * ```
 */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  send(data: string | ArrayBufferLike | ArrayBufferView): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/**
 * Options of the `local` transport.
 *
 * @example
 * ```ts
 * const call = new WebCall("key", "http://127.0.0.1:4010", undefined, undefined, {
 *   transport: "local",
 *   local: { microphone: false },
 * });
 * ```
 */
export interface LocalTransportOptions {
  /** The WebSocket class; the global `WebSocket` by default. */
  webSocket?: WebSocketConstructor;
  /** Creates the audio context for playback; none (silent) when it answers null. */
  audioContext?: () => AudioContext | null;
  /** Send the microphone (default true when the browser has one). */
  microphone?: boolean;
}

type ServerFrame =
  | { type: "joined"; callId: string }
  | { type: "app-message"; data: unknown }
  | { type: "recording-started"; startTime?: number }
  | { type: "recording-stopped" }
  | { type: "left"; reason: string }
  | { type: "error"; message: string; fatal?: boolean };

const OPEN = 1;
/** Stands in for Daily's call-client id on the events this transport makes. */
const CALL_CLIENT_ID = "local";

/**
 * Carries a call to the local voice emulator over one WebSocket (protocol: see
 * `local-protocol.md` in the package). The assistant's voice arrives as PCM and is played
 * through Web Audio; its level is measured from the samples (RMS per observer interval).
 *
 * @example
 * ```ts
 * import { WebCall } from "@ringline/voice-client/web";
 *
 * // The emulator answers POST /call/web with a ws:// URL, which `auto` sends here.
 * const call = new WebCall("any-key", "http://127.0.0.1:4010");
 * await call.start("asst_local");
 * ```
 */
export class LocalTransport extends BaseTransport {
  readonly #options: LocalTransportOptions;
  #socket: WebSocketLike | null = null;
  #socketClass: WebSocketConstructor | null = null;
  #sumOfSquares = 0;
  #sampleCount = 0;
  #levelTimer: ReturnType<typeof setInterval> | null = null;
  #audio: AudioContext | null = null;
  #gain: GainNode | null = null;
  #playhead = 0;
  #playableSent = false;
  #stopMicrophone: (() => void) | null = null;

  constructor(context: TransportContext, options: LocalTransportOptions = {}) {
    super(context);
    this.#options = options;
  }

  protected async doLoad(): Promise<void> {
    const socketClass =
      this.#options.webSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!socketClass) {
      throw new WebCallError("unsupported", "This environment has no WebSocket.");
    }
    this.#socketClass = socketClass;
  }

  protected doJoin(signal: AbortSignal): Promise<void> {
    const socketClass = this.#socketClass as WebSocketConstructor;
    return new Promise((resolve, reject) => {
      const socket = new socketClass(this.context.answer.webCallUrl);
      this.#socket = socket;
      socket.binaryType = "arraybuffer";
      let joined = false;
      const onAbort = () => {
        socket.close(1000, "aborted");
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      const settle = (error?: Error) => {
        signal.removeEventListener("abort", onAbort);
        if (error) reject(error);
        else resolve();
      };
      socket.onmessage = (event) => {
        if (typeof event.data !== "string") {
          this.#onAudio(event.data);
          return;
        }
        let frame: ServerFrame;
        try {
          frame = JSON.parse(event.data) as ServerFrame;
        } catch {
          return;
        }
        if (frame.type === "joined") {
          joined = true;
          settle();
          if (!this.localAudio()) this.#sendFrame({ type: "mute", muted: true });
          void this.#startMicrophone();
        } else if (frame.type === "error" && !joined && frame.fatal !== false) {
          settle(new WebCallError("connection-failed", frame.message));
        } else {
          this.#onFrame(frame);
        }
      };
      socket.onclose = (event) => {
        if (!joined) {
          settle(
            new WebCallError("connection-failed", `The emulator closed the call (${event.code}).`),
          );
          return;
        }
        this.#endCall();
      };
      socket.onerror = () => {
        // A close event always follows; it decides what happened.
      };
    });
  }

  #onFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case "app-message":
        this.emit("app-message", frame.data);
        return;
      case "recording-started":
        this.emit("recording-started", {
          action: "recording-started",
          callClientId: CALL_CLIENT_ID,
          ...(frame.startTime === undefined ? {} : { startTime: frame.startTime }),
        });
        return;
      case "recording-stopped":
        this.emit("recording-stopped", {
          action: "recording-stopped",
          callClientId: CALL_CLIENT_ID,
        });
        return;
      case "left":
        this.#endCall();
        return;
      case "error":
        if (frame.fatal) this.fail(toFatalError(frame.message, "connection-error"));
        else this.emit("nonfatal-error", { type: "emulator-error", errorMsg: frame.message });
        return;
    }
  }

  // The call ends here once, whatever ended it (local-protocol.md §4); after a fatal error
  // the transport is in `error`, where `markLeft` reports nothing, so it is reported here.
  #endCall(): void {
    const failed = this.state === "error";
    this.#release();
    this.markLeft();
    if (failed) this.emit("left-meeting");
  }

  #onAudio(data: unknown): void {
    if (!(data instanceof ArrayBuffer) || data.byteLength !== LOCAL_FRAME_SAMPLES * 2) return;
    const view = new DataView(data);
    const samples = new Float32Array(LOCAL_FRAME_SAMPLES);
    for (let index = 0; index < LOCAL_FRAME_SAMPLES; index++) {
      const sample = view.getInt16(index * 2, true);
      this.#sumOfSquares += sample * sample;
      samples[index] = sample / 32768;
    }
    this.#sampleCount += LOCAL_FRAME_SAMPLES;
    this.#play(samples);
  }

  #play(samples: Float32Array): void {
    if (!this.#audio) {
      const create =
        this.#options.audioContext ??
        (() =>
          typeof AudioContext === "undefined"
            ? null
            : new AudioContext({ sampleRate: LOCAL_SAMPLE_RATE }));
      this.#audio = create();
      if (!this.#audio) return;
      this.#gain = this.#audio.createGain();
      this.#gain.gain.value = this.context.volume ?? 1;
      this.#gain.connect(this.#audio.destination);
    }
    const audio = this.#audio;
    const buffer = audio.createBuffer(1, samples.length, LOCAL_SAMPLE_RATE);
    buffer.getChannelData(0).set(samples);
    const source = audio.createBufferSource();
    source.buffer = buffer;
    source.connect(this.#gain as GainNode);
    // Frames play back to back; after a gap (or too much lag) playback restarts at "now".
    const now = audio.currentTime;
    if (this.#playhead < now || this.#playhead > now + MAX_BUFFERED_SECONDS) this.#playhead = now;
    source.start(this.#playhead);
    this.#playhead += samples.length / LOCAL_SAMPLE_RATE;
    if (!this.#playableSent) {
      this.#playableSent = true;
      this.#sendFrame({ type: "app-message", data: "playable" });
    }
  }

  async #startMicrophone(): Promise<void> {
    if (this.#options.microphone === false || this.context.audioSource === false) return;
    if (typeof navigator === "undefined" || !navigator.mediaDevices) return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const context = new AudioContext({ sampleRate: LOCAL_SAMPLE_RATE });
      const source = context.createMediaStreamSource(stream);
      // ScriptProcessor is old but needs no separate worklet file in the bundle.
      const processor = context.createScriptProcessor(1024, 1, 1);
      let pending: number[] = [];
      processor.onaudioprocess = (event) => {
        if (!this.localAudio() || this.#socket?.readyState !== OPEN) return;
        for (const value of event.inputBuffer.getChannelData(0)) {
          pending.push(Math.max(-32768, Math.min(32767, Math.round(value * 32768))));
        }
        while (pending.length >= LOCAL_FRAME_SAMPLES) {
          this.#socket.send(Int16Array.from(pending.slice(0, LOCAL_FRAME_SAMPLES)).buffer);
          pending = pending.slice(LOCAL_FRAME_SAMPLES);
        }
      };
      source.connect(processor).connect(context.destination);
      this.#stopMicrophone = () => {
        for (const track of stream.getTracks()) track.stop();
        void context.close();
      };
    } catch (error) {
      // Reported as the call library reports it: a typed camera (microphone) error.
      this.emit("camera-error", toCameraError(error, "audio"));
    }
  }

  #sendFrame(frame: Record<string, unknown>): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(frame));
  }

  protected doSend(data: unknown): void {
    this.#sendFrame({ type: "app-message", data });
  }

  protected async doLeave(): Promise<void> {
    this.#sendFrame({ type: "leave" });
    this.#socket?.close(1000, "left");
    this.#release();
  }

  #release(): void {
    if (this.#levelTimer) clearInterval(this.#levelTimer);
    this.#levelTimer = null;
    this.#stopMicrophone?.();
    this.#stopMicrophone = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onmessage = null;
      socket.onclose = null;
    }
    void this.#audio?.close?.();
    this.#audio = null;
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    this.#release();
  }

  override startRecording(): void {
    super.startRecording();
    this.#sendFrame({ type: "start-recording" });
  }

  override startRemoteAudioLevelObserver(intervalMs: number): void {
    super.startRemoteAudioLevelObserver(intervalMs);
    if (this.#levelTimer) clearInterval(this.#levelTimer);
    this.#levelTimer = setInterval(() => {
      const level =
        this.#sampleCount === 0 ? 0 : Math.sqrt(this.#sumOfSquares / this.#sampleCount) / 32768;
      this.#sumOfSquares = 0;
      this.#sampleCount = 0;
      this.emit("remote-participants-audio-level", { assistant: level });
    }, intervalMs);
  }

  override setLocalAudio(enabled: boolean): void {
    const changed = enabled !== this.localAudio();
    super.setLocalAudio(enabled);
    if (changed) this.#sendFrame({ type: "mute", muted: !enabled });
  }

  override setOutputVolume(volume: number): void {
    if (this.#gain) this.#gain.gain.value = volume;
  }
}
