// The one interface every transport (daily, local, fake) implements, its typed event map,
// and the base class that holds the call-library rules so that all three obey them alike.

import type {
  DailyEventObjectNoPayload,
  DailyEventObjectRecordingError,
  DailyEventObjectRecordingStarted,
  DailyEventObjectRecordingStopped,
  DailyParticipant,
} from "@daily-co/daily-js";
import {
  type AccessLevel,
  type CallCameraError,
  type CallFatalError,
  type CallNonFatalError,
  callLibraryLimits,
  type NetworkConnectionEvent,
  type NetworkQualityEvent,
} from "./call-library.js";
import type { CallLibraryRequest } from "./call-library-request.js";
import { WebCallError } from "./errors.js";
import { TypedEmitter } from "./typed-emitter.js";

/**
 * Where a transport is, with the names of Daily's meeting states.
 *
 * @example
 * ```ts
 * import type { TransportState } from "@ringline/voice-client/web";
 *
 * const ready = (state: TransportState) => state === "joined-meeting";
 * ```
 */
export type TransportState =
  | "new"
  | "loading"
  | "loaded"
  | "joining-meeting"
  | "joined-meeting"
  | "left-meeting"
  | "error";

/**
 * What a transport reports to the call, as Daily's events name them; every transport
 * emits exactly these, with exactly these payloads.
 *
 * @example
 * ```ts
 * import type { TransportEvents } from "@ringline/voice-client/web";
 *
 * const onLevels: TransportEvents["remote-participants-audio-level"] = (levels) =>
 *   console.log(Object.values(levels));
 * ```
 */
export interface TransportEvents {
  /** An app message as it arrived: `"listening"`, a JSON string, or an object; parsed by the call. */
  "app-message": (data: unknown) => void;
  /** Audio level per remote participant (0–1), once per observer interval. */
  "remote-participants-audio-level": (levels: Record<string, number>) => void;
  "local-audio-level": (level: number) => void;
  "left-meeting": () => void;
  error: (error: CallFatalError) => void;
  "nonfatal-error": (error: CallNonFatalError) => void;
  "camera-error": (error: CallCameraError) => void;
  "network-quality-change": (event: NetworkQualityEvent) => void;
  "network-connection": (event: NetworkConnectionEvent) => void;
  "participant-updated": (participant: DailyParticipant) => void;
  "recording-started": (event: DailyEventObjectRecordingStarted) => void;
  "recording-stopped": (event: DailyEventObjectRecordingStopped) => void;
  "recording-stats": (event: DailyEventObjectNoPayload) => void;
  "recording-error": (event: DailyEventObjectRecordingError) => void;
  "recording-upload-completed": (event: DailyEventObjectNoPayload) => void;
  video: (track: MediaStreamTrack) => void;
  audio: (player: HTMLAudioElement) => void;
}

/**
 * The answer of `POST /call/web` as far as a transport needs it.
 *
 * @example
 * ```ts
 * const answer: WebCallAnswer = { id: "call-1", webCallUrl: "https://example.daily.co/room" };
 * ```
 */
export interface WebCallAnswer {
  id?: string;
  webCallUrl: string;
  artifactPlan?: { videoRecordingEnabled?: boolean | undefined } | undefined;
  assistant?: { voice?: { provider?: string | undefined } | undefined } | undefined;
  /** Transport details; a `callToken` here is a Daily meeting token. */
  transport?: unknown;
}

/**
 * The meeting token of an answer, if it carries one.
 *
 * @example
 * ```ts
 * callTokenOf({ webCallUrl: "https://x.daily.co/r", transport: { callToken: "t" } }); // "t"
 * ```
 */
export function callTokenOf(answer: WebCallAnswer): string | undefined {
  const token = (answer.transport as { callToken?: unknown } | null | undefined)?.callToken;
  return typeof token === "string" && token !== "" ? token : undefined;
}

/**
 * What a transport is created with: the platform's answer and the call options. Events go
 * out through the transport's own typed `emit` ({@link TransportEvents}).
 *
 * @example
 * ```ts
 * const factory: TransportFactory = (context: TransportContext) => new MyTransport(context);
 * ```
 */
export interface TransportContext {
  readonly answer: WebCallAnswer;
  readonly videoRecordingEnabled: boolean;
  /** The assistant shows video (a Tavus voice): subscribe to remote video too. */
  readonly videoEnabled: boolean;
  /** Microphone source; `false` for none. */
  readonly audioSource?: string | boolean | MediaStreamTrack | undefined;
  readonly startAudioOff?: boolean | undefined;
  /** Daily's `dailyConfig` subset accepted by the `WebCall` constructor. */
  readonly dailyConfig?: Record<string, unknown> | undefined;
  /** Playback volume to apply as soon as there is something to play. */
  readonly volume: number | null;
}

/**
 * Creates a transport for one call.
 *
 * @example
 * ```ts
 * import { WebCall } from "@ringline/voice-client/web";
 * import { FakeTransport } from "@ringline/voice-client/testing";
 *
 * const fake = new FakeTransport();
 * const call = new WebCall("public-key", undefined, undefined, undefined, { transport: fake.factory });
 * ```
 */
export type TransportFactory = (context: TransportContext) => WebCallTransport;

/**
 * The interface behind which `daily`, `local` and fake transports sit: an emitter of
 * {@link TransportEvents} plus the call library's operations.
 *
 * @example
 * ```ts
 * async function joinQuietly(transport: WebCallTransport, signal: AbortSignal) {
 *   transport.on("left-meeting", () => console.log("left"));
 *   await transport.load(signal);
 *   await transport.join(signal);
 *   transport.setLocalAudio(false);
 * }
 * ```
 */
export interface WebCallTransport
  extends Pick<TypedEmitter<TransportEvents>, "on" | "off" | "removeAllListeners"> {
  /** The meeting state. */
  readonly state: TransportState;
  /** How far this participant is let in. */
  readonly accessLevel: AccessLevel;
  /** Loads what the call needs (the call library, a socket class…). */
  load(signal: AbortSignal): Promise<void>;
  /** Joins the call; ignored while joining or joined. */
  join(signal: AbortSignal): Promise<void>;
  /** Leaves the call; a no-op when left or in error. */
  leave(): Promise<void>;
  /** Releases everything; the transport is not used again. */
  destroy(): Promise<void>;
  sendAppMessage(data: unknown): void;
  startRecording(options?: { type?: "cloud" | "raw-tracks" | "local" }): void;
  stopRecording(): void;
  startRemoteAudioLevelObserver(intervalMs: number): void | Promise<void>;
  setNoiseCancellation(enabled: boolean): Promise<void>;
  setLocalAudio(enabled: boolean): void;
  localAudio(): boolean;
  setOutputVolume(volume: number): void;
  setInputDevices(options: Record<string, unknown>): Promise<unknown>;
  setOutputDevice(options: { outputDeviceId: string }): Promise<unknown>;
  /** A call-library operation (dial-out, session data, send settings…), checked by its rules first. */
  callLibrary(request: CallLibraryRequest): Promise<unknown>;
  getLocalAudioLevel?(): number;
  startLocalAudioLevelObserver?(intervalMs?: number): Promise<void>;
  stopLocalAudioLevelObserver?(): void;
  isLocalAudioLevelObserverRunning?(): boolean;
  startScreenShare?(options: Record<string, unknown>): void;
  stopScreenShare?(): void;
  /** The underlying Daily call object, for the `daily` transport. */
  callObject?(): unknown;
  audioPlayer?(): HTMLAudioElement | null;
}

/** Daily's app-message size limit, in characters of JSON. */
export const APP_MESSAGE_LIMIT: number = callLibraryLimits.appMessageCharacters;

/**
 * The call-library rules, shared by every transport: join is ignored while joining or
 * joined; leave is a no-op when left or in error; methods that need a joined call (with
 * full access) throw otherwise; a failed load or join sets the `error` state; call-library
 * operations are checked against their rules before they run. Subclasses implement the
 * `do…` methods and report events with the typed `emit`.
 *
 * @example
 * ```ts
 * import { BaseTransport } from "@ringline/voice-client/web";
 *
 * class EchoTransport extends BaseTransport {
 *   protected async doLoad() {}
 *   protected async doJoin() {}
 *   protected async doLeave() {}
 *   protected doSend(data: unknown) {
 *     this.emit("app-message", data);
 *   }
 * }
 * ```
 */
export abstract class BaseTransport
  extends TypedEmitter<TransportEvents>
  implements WebCallTransport
{
  #state: TransportState = "new";
  #access: AccessLevel = "unknown";
  #audio: boolean;
  protected readonly context: TransportContext;

  constructor(context: TransportContext) {
    super();
    this.context = context;
    this.#audio = context.audioSource !== false && context.startAudioOff !== true;
  }

  /** The meeting state. */
  get state(): TransportState {
    return this.#state;
  }

  /** How far this participant is let in: `full` once joined, unless the library says otherwise. */
  get accessLevel(): AccessLevel {
    return this.#access;
  }

  protected abstract doLoad(signal: AbortSignal): Promise<void>;
  protected abstract doJoin(signal: AbortSignal): Promise<void>;
  protected abstract doLeave(): Promise<void>;
  protected abstract doSend(data: unknown): void;

  /** Runs a checked call-library operation; transports without one refuse it. */
  protected async doCallLibrary(request: CallLibraryRequest): Promise<unknown> {
    throw new WebCallError(
      "unsupported",
      `${request.method}() is not available on this transport.`,
    );
  }

  /** Loads once; a failure sets the `error` state. */
  async load(signal: AbortSignal): Promise<void> {
    if (this.#state !== "new") return;
    this.#state = "loading";
    try {
      await this.doLoad(signal);
      this.#state = "loaded";
    } catch (error) {
      this.#state = "error";
      throw error;
    }
  }

  /** Joins; ignored while joining or joined. */
  async join(signal: AbortSignal): Promise<void> {
    if (this.#state === "joining-meeting" || this.#state === "joined-meeting") return;
    if (this.#state === "new") await this.load(signal);
    if (this.#state !== "loaded") {
      throw new WebCallError("destroyed", `Cannot join a call that is ${this.#state}.`);
    }
    this.#state = "joining-meeting";
    try {
      await this.doJoin(signal);
      // A `left` that raced the join wins.
      if (this.#state === "joining-meeting") this.#state = "joined-meeting";
      if (this.#access === "unknown") this.setAccessLevel("full");
    } catch (error) {
      this.#state = "error";
      throw error;
    }
  }

  /** Leaves; a no-op when left or in error. */
  async leave(): Promise<void> {
    if (this.#state === "left-meeting" || this.#state === "error") return;
    if (this.#state === "joining-meeting" || this.#state === "joined-meeting") {
      await this.doLeave();
    }
    this.markLeft();
  }

  /** Leaves if needed and drops every resource. */
  async destroy(): Promise<void> {
    await this.leave();
  }

  /** Records that the meeting is over and reports `left-meeting` once. */
  protected markLeft(): void {
    if (this.#state === "left-meeting") return;
    const wasInCall = this.#state === "joined-meeting" || this.#state === "joining-meeting";
    this.#state = "left-meeting";
    this.#access = "unknown";
    if (wasInCall) this.emit("left-meeting");
  }

  /** Records the access level the library reports (Daily's `access-state-updated`). */
  protected setAccessLevel(level: AccessLevel): void {
    this.#access = level;
  }

  /** Enters the `error` state and reports the fatal error. */
  protected fail(error: CallFatalError): void {
    this.#state = "error";
    this.emit("error", error);
  }

  /** Throws unless the call is joined and this participant is let in (not in the lobby). */
  protected requireJoined(method: string): void {
    if (this.#state !== "joined-meeting") {
      throw new WebCallError(
        "not-joined",
        `${method}() needs a joined call; the call is ${this.#state}.`,
      );
    }
    if (this.#access === "lobby" || this.#access === "none") {
      throw new WebCallError(
        "not-joined",
        `${method}() needs full access to the call; this participant's access is ${this.#access}.`,
      );
    }
  }

  sendAppMessage(data: unknown): void {
    this.requireJoined("sendAppMessage");
    const size = typeof data === "string" ? data.length : JSON.stringify(data).length;
    if (size > APP_MESSAGE_LIMIT) {
      throw new WebCallError(
        "app-message-too-large",
        `App messages are limited to ${APP_MESSAGE_LIMIT} characters; this one has ${size}.`,
      );
    }
    this.doSend(data);
  }

  async callLibrary(request: CallLibraryRequest): Promise<unknown> {
    const { checkCallLibraryRequest } = await import("./call-library-rules.js");
    checkCallLibraryRequest(request);
    this.requireJoined(request.method);
    return this.doCallLibrary(request);
  }

  startRecording(options: { type?: "cloud" | "raw-tracks" | "local" } = {}): void {
    this.requireJoined("startRecording");
    const { type } = options;
    if (type !== undefined && type !== "cloud" && type !== "raw-tracks" && type !== "local") {
      throw new WebCallError(
        "validation-failed",
        `The recording type must be cloud, raw-tracks or local, not ${String(type)}.`,
      );
    }
  }

  stopRecording(): void {}

  startRemoteAudioLevelObserver(_intervalMs: number): void | Promise<void> {
    this.requireJoined("startRemoteParticipantsAudioLevelObserver");
  }

  async setNoiseCancellation(_enabled: boolean): Promise<void> {}

  setLocalAudio(enabled: boolean): void {
    this.#audio = enabled;
  }

  localAudio(): boolean {
    return this.#audio;
  }

  setOutputVolume(_volume: number): void {}

  async setInputDevices(_options: Record<string, unknown>): Promise<unknown> {
    return {};
  }

  async setOutputDevice(_options: { outputDeviceId: string }): Promise<unknown> {
    return {};
  }
}
