import { toFatalError } from "../web/call-library-errors.js";
import type { CallLibraryRequest } from "../web/call-library-request.js";
import {
  BaseTransport,
  type CallFatalErrorType,
  type CameraErrorType,
  type TransportContext,
  type TransportEvents,
  type TransportFactory,
  type TransportState,
} from "../web/index.js";

/**
 * The transport operations a {@link FakeTransport} can be told to fail or to delay.
 *
 * @example
 * ```ts
 * const operation: FakeTransportOperation = "join";
 * ```
 */
export type FakeTransportOperation =
  | "load"
  | "join"
  | "startRecording"
  | "startRemoteAudioLevelObserver"
  | "setNoiseCancellation";

/**
 * Options of {@link FakeTransport}.
 *
 * @example
 * ```ts
 * const fake = new FakeTransport({ fail: { join: new Error("room is full") }, delayMs: { join: 50 } });
 * ```
 */
export interface FakeTransportOptions {
  /** Operations that throw (or reject) with the given error. */
  fail?: Partial<Record<FakeTransportOperation, Error>>;
  /** Operations that take this long (a `setTimeout`, so fake timers control it). */
  delayMs?: Partial<Record<"load" | "join" | "setNoiseCancellation", number>>;
}

class FakeCallTransport extends BaseTransport {
  constructor(
    context: TransportContext,
    private readonly owner: FakeTransport,
    private readonly options: FakeTransportOptions,
  ) {
    super(context);
  }

  async #step(operation: "load" | "join" | "setNoiseCancellation", signal?: AbortSignal) {
    const delay = this.options.delayMs?.[operation];
    if (delay !== undefined) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delay);
        signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
    }
    const error = this.options.fail?.[operation];
    if (error) throw error;
  }

  protected async doLoad(signal: AbortSignal): Promise<void> {
    this.owner.log.push("load");
    await this.#step("load", signal);
  }

  protected async doJoin(signal: AbortSignal): Promise<void> {
    this.owner.log.push("join");
    await this.#step("join", signal);
  }

  protected async doLeave(): Promise<void> {
    this.owner.log.push("leave");
  }

  protected doSend(data: unknown): void {
    this.owner.sent.push(data);
  }

  protected override async doCallLibrary(request: CallLibraryRequest): Promise<unknown> {
    this.owner.log.push(`callLibrary:${request.method}`);
    this.owner.requests.push(request);
    return request.method === "startDialOut" ? { session: { sessionId: "dial-out-1" } } : {};
  }

  override async destroy(): Promise<void> {
    await super.destroy();
    this.owner.log.push("destroy");
  }

  override startRecording(options: { type?: "cloud" | "raw-tracks" | "local" } = {}): void {
    super.startRecording(options);
    this.owner.log.push(options.type ? `startRecording:${options.type}` : "startRecording");
    const error = this.options.fail?.startRecording;
    if (error) throw error;
  }

  override stopRecording(): void {
    this.owner.log.push("stopRecording");
  }

  override startRemoteAudioLevelObserver(intervalMs: number): void {
    super.startRemoteAudioLevelObserver(intervalMs);
    this.owner.log.push(`startRemoteAudioLevelObserver:${intervalMs}`);
    const error = this.options.fail?.startRemoteAudioLevelObserver;
    if (error) throw error;
  }

  override async setNoiseCancellation(enabled: boolean): Promise<void> {
    this.owner.log.push(`setNoiseCancellation:${enabled}`);
    if (enabled) await this.#step("setNoiseCancellation");
  }

  override setLocalAudio(enabled: boolean): void {
    super.setLocalAudio(enabled);
    this.owner.log.push(`setLocalAudio:${enabled}`);
  }

  override setOutputVolume(volume: number): void {
    this.owner.log.push(`setOutputVolume:${volume}`);
  }

  async startLocalAudioLevelObserver(intervalMs?: number): Promise<void> {
    this.owner.log.push(`startLocalAudioLevelObserver:${intervalMs}`);
  }

  /** Lets the fake report `left-meeting` as the platform hanging up would. */
  hangUp(): void {
    this.markLeft();
  }

  /** Lets the fake enter the error state as a fatal library error would. */
  crash(error: unknown, type: CallFatalErrorType): void {
    this.fail(toFatalError(error, type));
  }

  /** Lets the fake report what the library would, with the payload it would carry. */
  report<K extends keyof TransportEvents>(event: K, ...args: Parameters<TransportEvents[K]>): void {
    this.emit(event, ...args);
  }

  /** Lets the fake put the participant in the lobby, or let it in. */
  admit(level: "none" | "lobby" | "full"): void {
    this.setAccessLevel(level);
  }
}

/**
 * A transport for tests: no network, no audio. Hand its {@link FakeTransport.factory} to a
 * `WebCall`, then play the platform's part (`listening()`, `message()`, `audioLevel()`,
 * `hangUp()` …) and read what the call did (`log`, `sent`).
 *
 * @example
 * ```ts
 * import { WebCall } from "@ringline/voice-client/web";
 * import { FakeTransport, createFakeWebCallApi } from "@ringline/voice-client/testing";
 *
 * const fake = new FakeTransport();
 * const api = createFakeWebCallApi();
 * const call = new WebCall("key", "https://api.test", undefined, undefined, {
 *   transport: fake.factory,
 *   fetch: api.fetch,
 *   isMobile: false,
 * });
 * await call.start("asst_1");
 * fake.listening(); // the call emits "call-start"
 * fake.message({ type: "transcript", role: "assistant", transcriptType: "final", transcript: "Hi" });
 * fake.hangUp(); // the call emits "call-end"
 * ```
 */
export class FakeTransport {
  /** Every transport operation the call performed, in order (`"join"`, `"setLocalAudio:false"` …). */
  readonly log: string[] = [];
  /** Every app message the call sent, as objects. */
  readonly sent: unknown[] = [];
  /** Every call-library operation the call asked for, after its rules were checked. */
  readonly requests: CallLibraryRequest[] = [];
  /** The context of the latest call (the platform's answer, options). */
  context: TransportContext | null = null;
  #current: FakeCallTransport | null = null;
  readonly #options: FakeTransportOptions;

  constructor(options: FakeTransportOptions = {}) {
    this.#options = options;
  }

  /**
   * The factory to pass as `transport` in the `WebCall` options.
   *
   * @example
   * ```ts
   * new WebCall("key", undefined, undefined, undefined, { transport: fake.factory });
   * ```
   */
  readonly factory: TransportFactory = (context) => {
    this.context = context;
    this.log.push("create");
    this.#current = new FakeCallTransport(context, this, this.#options);
    return this.#current;
  };

  /**
   * The meeting state of the latest call's transport (`new` before any).
   *
   * @example
   * ```ts
   * expect(fake.state).toBe("joined-meeting");
   * ```
   */
  get state(): TransportState {
    return this.#current?.state ?? "new";
  }

  #emit = <K extends keyof TransportEvents>(event: K, ...args: Parameters<TransportEvents[K]>) => {
    this.#current?.report(event, ...args);
  };

  /**
   * Delivers a raw app message, as Daily would (`"listening"`, a JSON string, an object).
   *
   * @example
   * ```ts
   * fake.appMessage(JSON.stringify({ type: "status-update", status: "in-progress" }));
   * ```
   */
  appMessage(data: unknown): void {
    this.#emit("app-message", data);
  }

  /**
   * The assistant is ready: the call emits `call-start`.
   *
   * @example
   * ```ts
   * fake.listening();
   * ```
   */
  listening(): void {
    this.appMessage("listening");
  }

  /**
   * Delivers a platform message (sent as a JSON string, as the platform does).
   *
   * @example
   * ```ts
   * fake.message({ type: "status-update", status: "ended", endedReason: "assistant-ended-call" });
   * ```
   */
  message(message: Record<string, unknown>): void {
    this.appMessage(JSON.stringify(message));
  }

  /**
   * Reports remote audio levels: one number (the assistant), or one per participant.
   *
   * @example
   * ```ts
   * fake.audioLevel(0.09); // volume-level 0.6, speech-start
   * fake.audioLevel({ assistant: 0.005, other: 0.004 });
   * ```
   */
  audioLevel(level: number | Record<string, number>): void {
    this.#emit(
      "remote-participants-audio-level",
      typeof level === "number" ? { assistant: level } : level,
    );
  }

  /**
   * Reports the microphone's level (0–1), as the local audio level observer would.
   *
   * @example
   * ```ts
   * fake.localAudioLevel(0.2); // the call emits "local-volume-level" 0.2
   * ```
   */
  localAudioLevel(level: number): void {
    this.#emit("local-audio-level", level);
  }

  /**
   * Reports a non-fatal library error, e.g. `audio-processor-error`.
   *
   * @example
   * ```ts
   * fake.nonfatalError("audio-processor-error");
   * ```
   */
  nonfatalError(type: string, details: { errorMsg?: string; details?: unknown } = {}): void {
    this.#emit("nonfatal-error", { ...details, type });
  }

  /**
   * The recording started (Daily's `recording-started`).
   *
   * @example
   * ```ts
   * fake.recordingStarted();
   * ```
   */
  recordingStarted(): void {
    this.#emit("recording-started", { action: "recording-started", callClientId: "fake" });
  }

  /**
   * A camera or microphone failure of one of the call library's types.
   *
   * @example
   * ```ts
   * fake.cameraError("mic-in-use"); // the call emits "camera-error"
   * ```
   */
  cameraError(type: CameraErrorType, message: string = type): void {
    this.#emit("camera-error", {
      errorMsg: { errorMsg: message, audioOk: false },
      error: { type, msg: message },
    });
  }

  /**
   * The participant's access level as the call library would set it (`lobby` while
   * waiting to be admitted): calls need `full` access.
   *
   * @example
   * ```ts
   * fake.accessLevel("lobby");
   * call.send({ type: "end-call" }); // throws: not let in
   * ```
   */
  accessLevel(level: "none" | "lobby" | "full"): void {
    this.#current?.admit(level);
  }

  /**
   * The platform ends the call: the transport leaves and reports `left-meeting`.
   *
   * @example
   * ```ts
   * fake.hangUp();
   * ```
   */
  hangUp(): void {
    this.#current?.hangUp();
  }

  /**
   * A fatal library error: the transport enters `error` and reports it, with one of the
   * call library's fatal types (`connection-error` unless given).
   *
   * @example
   * ```ts
   * fake.crash(new Error("connection lost"));
   * fake.crash("Meeting is full", "meeting-full");
   * ```
   */
  crash(error: unknown, type: CallFatalErrorType = "connection-error"): void {
    this.#current?.crash(error, type);
  }
}
