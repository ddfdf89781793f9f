// The one interface every transport (daily, local, fake) implements, and the base class
// that holds the call-library rules so that all three obey them alike.

import type {
  DailyEventObjectNoPayload,
  DailyEventObjectRecordingError,
  DailyEventObjectRecordingStarted,
  DailyEventObjectRecordingStopped,
  DailyParticipant,
} from "@daily-co/daily-js";
import { WebCallError } from "./errors.js";

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
 * What a transport reports to the call, as Daily's events name them.
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
  /** An app message as it arrived: `"listening"`, a JSON string, or an object. */
  "app-message": (data: unknown) => void;
  /** Audio level per remote participant (0–1), once per observer interval. */
  "remote-participants-audio-level": (levels: Record<string, number>) => void;
  "local-audio-level": (level: number) => void;
  "left-meeting": () => void;
  error: (error: unknown) => void;
  "nonfatal-error": (error: { type: string; [key: string]: unknown }) => void;
  "camera-error": (error: unknown) => void;
  "network-quality-change": (event: unknown) => void;
  "network-connection": (event: unknown) => void;
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
 * Sends a transport event to the call.
 *
 * @example
 * ```ts
 * context.emit("app-message", "listening");
 * ```
 */
export type TransportEmit = <K extends keyof TransportEvents>(
  event: K,
  ...args: Parameters<TransportEvents[K]>
) => void;

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

/** The meeting token of an answer, if it carries one. */
export function callTokenOf(answer: WebCallAnswer): string | undefined {
  const token = (answer.transport as { callToken?: unknown } | null | undefined)?.callToken;
  return typeof token === "string" && token !== "" ? token : undefined;
}

/**
 * What a transport is created with: the platform's answer, the call options, and where
 * to send its events.
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
  readonly emit: TransportEmit;
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
 * The interface behind which `daily`, `local` and fake transports sit.
 *
 * @example
 * ```ts
 * async function joinQuietly(transport: WebCallTransport, signal: AbortSignal) {
 *   await transport.load(signal);
 *   await transport.join(signal);
 *   transport.setLocalAudio(false);
 * }
 * ```
 */
export interface WebCallTransport {
  /** The meeting state. */
  readonly state: TransportState;
  /** Loads what the call needs (the call library, a socket class…). */
  load(signal: AbortSignal): Promise<void>;
  /** Joins the call; ignored while joining or joined. */
  join(signal: AbortSignal): Promise<void>;
  /** Leaves the call; a no-op when left or in error. */
  leave(): Promise<void>;
  /** Releases everything; the transport is not used again. */
  destroy(): Promise<void>;
  sendAppMessage(data: unknown): void;
  startRecording(): void;
  stopRecording(): void;
  startRemoteAudioLevelObserver(intervalMs: number): void | Promise<void>;
  setNoiseCancellation(enabled: boolean): Promise<void>;
  setLocalAudio(enabled: boolean): void;
  localAudio(): boolean;
  setOutputVolume(volume: number): void;
  setInputDevices(options: Record<string, unknown>): Promise<unknown>;
  setOutputDevice(options: { outputDeviceId: string }): Promise<unknown>;
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
export const APP_MESSAGE_LIMIT = 4096;

/**
 * The call-library rules, shared by every transport: join is ignored while joining or
 * joined; leave is a no-op when left or in error; methods that need a joined call throw;
 * a failed load or join sets the `error` state. Subclasses implement the `do…` methods.
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
 *     this.context.emit("app-message", data);
 *   }
 * }
 * ```
 */
export abstract class BaseTransport implements WebCallTransport {
  #state: TransportState = "new";
  #audio: boolean;
  protected readonly context: TransportContext;

  constructor(context: TransportContext) {
    this.context = context;
    this.#audio = context.audioSource !== false && context.startAudioOff !== true;
  }

  /** The meeting state. */
  get state(): TransportState {
    return this.#state;
  }

  protected abstract doLoad(signal: AbortSignal): Promise<void>;
  protected abstract doJoin(signal: AbortSignal): Promise<void>;
  protected abstract doLeave(): Promise<void>;
  protected abstract doSend(data: unknown): void;

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
    if (wasInCall) this.context.emit("left-meeting");
  }

  /** Enters the `error` state and reports the error. */
  protected fail(error: unknown): void {
    this.#state = "error";
    this.context.emit("error", error);
  }

  /** Throws unless the call is joined. */
  protected requireJoined(method: string): void {
    if (this.#state !== "joined-meeting") {
      throw new WebCallError(
        "not-joined",
        `${method}() needs a joined call; the call is ${this.#state}.`,
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

  startRecording(): void {
    this.requireJoined("startRecording");
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
