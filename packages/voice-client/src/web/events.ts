// The event map of `WebCall` and the shapes it carries. Names and payloads follow
// `@vapi-ai/web` 2.7 so listeners written for `Vapi` keep working: `WebCallEvents` types
// what the call emits, `WebCallListeners` what `on()` accepts (as loose as `Vapi`'s).

import type {
  DailyEventObjectNoPayload,
  DailyEventObjectRecordingError,
  DailyEventObjectRecordingStarted,
  DailyEventObjectRecordingStopped,
  DailyParticipant,
} from "@daily-co/daily-js";
import type { NetworkConnectionEvent, NetworkQualityEvent } from "./call-library.js";

/**
 * The named stages of a call start, in the order they run.
 *
 * @example
 * ```ts
 * import { webCallStages } from "@ringline/voice-client/web";
 *
 * webCallStages.indexOf("daily-call-join"); // 4
 * ```
 */
export const webCallStages = [
  "validation",
  "web-call-creation",
  "daily-call-object-creation",
  "mobile-permissions",
  "daily-call-join",
  "video-recording-setup",
  "audio-observer-setup",
  "audio-processing-setup",
] as const;

/**
 * One stage of a call start.
 *
 * @example
 * ```ts
 * import type { WebCallStage } from "@ringline/voice-client/web";
 *
 * const stage: WebCallStage = "web-call-creation";
 * ```
 */
export type WebCallStage = (typeof webCallStages)[number];

/**
 * The `type` of an `error` event: one per stage that can fail, plus the generic
 * `start-method-error`, and the errors that happen during a call.
 *
 * @example
 * ```ts
 * import type { WebCallErrorType } from "@ringline/voice-client/web";
 *
 * const type: WebCallErrorType = "daily-call-join-error";
 * ```
 */
export type WebCallErrorType =
  | "validation-error"
  | "daily-call-object-creation-error"
  | "daily-call-join-error"
  | "video-recording-setup-error"
  | "audio-observer-setup-error"
  | "audio-processing-setup-error"
  | "start-method-error"
  | "daily-error"
  | "camera-error"
  | "audio-processor-recovery-error"
  | "audio-start-failed";

/**
 * An error turned into a plain object, so it survives `JSON.stringify` and `postMessage`.
 *
 * @example
 * ```ts
 * call.on("error", (event) => console.log(event.error.message));
 * ```
 */
export interface SerializedError {
  message: string;
  name?: string;
  stack?: string;
  code?: string | number;
  [key: string]: unknown;
}

/**
 * The payload of the `error` event.
 *
 * @example
 * ```ts
 * call.on("error", (event: WebCallErrorEvent) => {
 *   if (event.type === "validation-error") showForm(event.error.message);
 * });
 * ```
 */
export interface WebCallErrorEvent {
  type: WebCallErrorType;
  stage?: string;
  /** The error; for a refused `POST /call/web`, with the answer's `status` and `body`. */
  error: SerializedError;
  timestamp: string;
  /** For a failed start: how long it ran, in milliseconds. */
  totalDuration?: number;
  /** For a failed start: what it was asked to start, and where. */
  // biome-ignore lint/suspicious/noExplicitAny: the same loose bag `Vapi` declares.
  context?: Record<string, any>;
  [key: string]: unknown;
}

/**
 * The payload of `call-start-progress`: a stage started, completed or failed. `duration`
 * (milliseconds) is present on `completed` and `failed`.
 *
 * @example
 * ```ts
 * call.on("call-start-progress", (event) => {
 *   if (event.status !== "started") console.log(event.stage, event.status, event.duration);
 * });
 * ```
 */
export interface CallStartProgressEvent {
  stage: string;
  status: "started" | "completed" | "failed";
  duration?: number;
  timestamp: string;
  // biome-ignore lint/suspicious/noExplicitAny: the same loose bag `Vapi` declares.
  metadata?: Record<string, any>;
}

/**
 * The payload of `call-start-success`.
 *
 * @example
 * ```ts
 * call.on("call-start-success", ({ callId, totalDuration }) => log(callId, totalDuration));
 * ```
 */
export interface CallStartSuccessEvent {
  totalDuration: number;
  callId?: string;
  timestamp: string;
}

/**
 * The payload of `call-start-failed`.
 *
 * @example
 * ```ts
 * call.on("call-start-failed", ({ stage, error }) => report(stage, error));
 * ```
 */
export interface CallStartFailedEvent {
  stage: string;
  totalDuration: number;
  error: string;
  errorStack?: string;
  timestamp: string;
  // biome-ignore lint/suspicious/noExplicitAny: the same loose bag `Vapi` declares.
  context: Record<string, any>;
}

/**
 * A message from the platform (the `message` event): transcripts, speech and status
 * updates, conversation updates, model output, tool calls, … Narrow on `type`.
 *
 * @example
 * ```ts
 * call.on("message", (message) => {
 *   if (message.type === "transcript" && message.transcriptType === "final") {
 *     console.log(message.role, message.transcript);
 *   }
 * });
 * ```
 */
export type WebCallMessage =
  | {
      type: "transcript";
      role: "user" | "assistant";
      transcriptType: "partial" | "final";
      transcript: string;
      [key: string]: unknown;
    }
  | {
      type: "status-update";
      status: "scheduled" | "queued" | "ringing" | "in-progress" | "forwarding" | "ended";
      endedReason?: string;
      [key: string]: unknown;
    }
  | {
      type: "speech-update";
      status: "started" | "stopped";
      role: "user" | "assistant";
      [key: string]: unknown;
    }
  | { type: "conversation-update"; messages?: unknown[]; [key: string]: unknown }
  | { type: "model-output"; output: unknown; [key: string]: unknown }
  | { type: string; [key: string]: unknown };

/**
 * A Live Call Control message for {@link WebCall.send}, as `@vapi-ai/web` sends it.
 *
 * @example
 * ```ts
 * call.send({ type: "add-message", message: { role: "system", content: "The user is on mobile." } });
 * call.send({ type: "control", control: "mute-assistant" });
 * ```
 */
export type WebCallClientMessage =
  | AddMessageMessage
  | ControlMessages
  | SayMessage
  | EndCallMessage;

/**
 * Adds a message to the conversation (`send`), as `@vapi-ai/web` names it.
 *
 * @example
 * ```ts
 * const add: AddMessageMessage = { type: "add-message", message: { role: "system", content: "Be brief." } };
 * ```
 */
export interface AddMessageMessage {
  type: "add-message";
  message: { role: string; content?: unknown; [key: string]: unknown };
  triggerResponseEnabled?: boolean;
}

/**
 * Mutes or unmutes the assistant, or has it say its first message (`send`).
 *
 * @example
 * ```ts
 * const mute: ControlMessages = { type: "control", control: "mute-assistant" };
 * ```
 */
export interface ControlMessages {
  type: "control";
  control: "mute-assistant" | "unmute-assistant" | "say-first-message";
  videoRecordingStartDelaySeconds?: number;
}

/**
 * Has the assistant say something (`send`, or `say()`).
 *
 * @example
 * ```ts
 * const say: SayMessage = { type: "say", message: "One moment, please.", endCallAfterSpoken: false };
 * ```
 */
export interface SayMessage {
  type: "say";
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
}

/**
 * Ends the call from the platform's side (`send`, or `end()`).
 *
 * @example
 * ```ts
 * const end: EndCallMessage = { type: "end-call" };
 * ```
 */
export interface EndCallMessage {
  type: "end-call";
}

/**
 * What the UI shows: one immutable object, replaced (never mutated) on every change, for
 * `useSyncExternalStore` and friends.
 *
 * @example
 * ```ts
 * const { status, stage, volume, speaking, muted, transcript } = call.getSnapshot();
 * ```
 */
export interface WebCallSnapshot {
  /**
   * `idle` before the first start; `starting` while the stages run; `connected` once they
   * succeeded; `active` once the assistant listens (`call-start`); `ended` after
   * `call-end`; `failed` when the start failed.
   */
  readonly status: "idle" | "starting" | "connected" | "active" | "ended" | "failed";
  /** The stage running now (while `starting`), or that failed (when `failed`). */
  readonly stage: WebCallStage | null;
  /** The call's id, once the platform answered. */
  readonly callId: string | null;
  /** The assistant's volume, 0–1, as in `volume-level`. */
  readonly volume: number;
  /** Whether the assistant is speaking (between `speech-start` and `speech-end`). */
  readonly speaking: boolean;
  /** Whether the microphone is muted. */
  readonly muted: boolean;
  /** The conversation so far; the last entry of a role may still be partial. */
  readonly transcript: readonly WebCallTranscriptEntry[];
  /** The last error, if any, until the next start. */
  readonly error: WebCallErrorEvent | null;
}

/**
 * One line of {@link WebCallSnapshot.transcript}.
 *
 * @example
 * ```ts
 * const lines = call.getSnapshot().transcript.map((entry) => `${entry.role}: ${entry.text}`);
 * ```
 */
export interface WebCallTranscriptEntry {
  readonly role: "user" | "assistant";
  readonly text: string;
  /** False while the platform may still revise the words. */
  readonly final: boolean;
}

/**
 * Every event of {@link WebCall}: the events of `@vapi-ai/web`'s `Vapi`, with the same
 * names and payloads, plus `state-change` (the snapshot changed).
 *
 * @example
 * ```ts
 * import type { WebCallEvents } from "@ringline/voice-client/web";
 *
 * const onVolume: WebCallEvents["volume-level"] = (volume) => meter.set(volume);
 * ```
 */
export interface WebCallEvents {
  "call-start": () => void;
  "call-end": () => void;
  "volume-level": (volume: number) => void;
  "local-volume-level": (volume: number) => void;
  "local-audio-level-observer-error": (error: SerializedError) => void;
  "speech-start": () => void;
  "speech-end": () => void;
  message: (message: WebCallMessage) => void;
  video: (track: MediaStreamTrack) => void;
  audio: (player: HTMLAudioElement) => void;
  error: (error: WebCallErrorEvent) => void;
  "camera-error": (error: WebCallErrorEvent) => void;
  "network-quality-change": (event: NetworkQualityEvent) => void;
  "network-connection": (event: NetworkConnectionEvent) => void;
  "daily-participant-updated": (participant: DailyParticipant) => void;
  "call-start-progress": (event: CallStartProgressEvent) => void;
  "call-start-success": (event: CallStartSuccessEvent) => void;
  "call-start-failed": (event: CallStartFailedEvent) => void;
  "recording-started": (event: DailyEventObjectRecordingStarted) => void;
  "recording-stopped": (event: DailyEventObjectRecordingStopped) => void;
  "recording-stats": (event: DailyEventObjectNoPayload) => void;
  "recording-error": (event: DailyEventObjectRecordingError) => void;
  "recording-upload-completed": (event: DailyEventObjectNoPayload) => void;
  "state-change": (snapshot: WebCallSnapshot) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: `Vapi` takes any listener for these events.
type LooseListener = (payload: any) => void;

/**
 * The listeners `on()` and friends accept: those of {@link WebCallEvents}, except that the
 * events `@vapi-ai/web` types loosely (`message`, `error`, `camera-error`,
 * `local-audio-level-observer-error`, `network-quality-change`, `network-connection`)
 * accept any one-argument listener, as `Vapi` does; annotate the parameter with
 * {@link WebCallMessage} or {@link WebCallErrorEvent} for the shapes.
 *
 * @example
 * ```ts
 * call.on("message", (message: WebCallMessage) => {
 *   if (message.type === "transcript") console.log(message.transcript);
 * });
 * ```
 */
export type WebCallListeners = {
  [K in keyof WebCallEvents]: K extends
    | "message"
    | "error"
    | "camera-error"
    | "local-audio-level-observer-error"
    | "network-quality-change"
    | "network-connection"
    ? LooseListener
    : WebCallEvents[K];
};
