// The call library's vocabulary and limits (spec 3.2, 5.2, 8, 9), shared by the transports
// and the call. What runs only once a call starts (error typing in
// `call-library-errors.ts`, the rules in `call-library-rules.ts`) loads on demand.

import type {
  DailyEventObjectNetworkConnectionEvent,
  DailyEventObjectNetworkQualityEvent,
} from "@daily-co/daily-js";

/**
 * The limits of the call library, by name.
 *
 * @example
 * ```ts
 * import { callLibraryLimits } from "@ringline/voice-client/web";
 *
 * callLibraryLimits.sessionDataBytes; // 102400
 * ```
 */
export const callLibraryLimits = {
  /** An app message, in characters of JSON. */
  appMessageCharacters: 4096,
  /** A participant's `userData`, in characters of JSON. */
  userDataCharacters: 4096,
  /** The meeting's session data, in bytes of UTF-8 JSON. */
  sessionDataBytes: 102_400,
  /** A custom track's name. */
  trackNameCharacters: 50,
  /** The shortest audio level observer interval. */
  audioLevelIntervalMs: 100,
  /** Video tiles on one grid page. */
  gridTilesPerPage: 49,
} as const;

/**
 * How far a participant is let into a call: `unknown` until the library says, `none`,
 * `lobby` (waiting to be admitted) or `full`.
 *
 * @example
 * ```ts
 * import type { AccessLevel } from "@ringline/voice-client/web";
 *
 * const inCall = (level: AccessLevel) => level === "full";
 * ```
 */
export type AccessLevel = "unknown" | "none" | "lobby" | "full";

/**
 * The fatal error types of the call library: after one of these the call is over
 * (`callFatalErrorTypes` in `./schemas` lists them).
 *
 * @example
 * ```ts
 * const type: CallFatalErrorType = "exp-token";
 * ```
 */
export type CallFatalErrorType =
  | "connection-error"
  | "ejected"
  | "exp-room"
  | "exp-token"
  | "meeting-full"
  | "nbf-room"
  | "nbf-token"
  | "not-allowed"
  | "no-room"
  | "end-of-life";

/**
 * The camera and microphone error types of the call library (`cameraErrorTypes` in
 * `./schemas` lists them).
 *
 * @example
 * ```ts
 * const type: CameraErrorType = "permissions";
 * ```
 */
export type CameraErrorType =
  | "cam-in-use"
  | "mic-in-use"
  | "cam-mic-in-use"
  | "not-found"
  | "permissions"
  | "constraints"
  | "undefined-mediadevices"
  | "unknown";

/**
 * A fatal error of a transport, in the call library's words (`errorMsg`, and `error.type`
 * when the library names one of {@link callFatalErrorTypes}).
 *
 * @example
 * ```ts
 * const fatal: CallFatalError = { errorMsg: "Meeting is full", error: { type: "meeting-full", msg: "Meeting is full" } };
 * ```
 */
export interface CallFatalError {
  errorMsg: string;
  error?: { type: CallFatalErrorType; msg: string; details?: unknown };
}

/**
 * A camera or microphone failure, in the call library's words.
 *
 * @example
 * ```ts
 * const failure: CallCameraError = {
 *   errorMsg: { errorMsg: "Permission denied", audioOk: false },
 *   error: { type: "permissions", msg: "Permission denied" },
 * };
 * ```
 */
export interface CallCameraError {
  errorMsg: { errorMsg: string; audioOk?: boolean; videoOk?: boolean };
  error: { type: CameraErrorType; msg: string };
}

/**
 * A non-fatal error of a transport (`audio-processor-error`,
 * `local-audio-level-observer-error`, …): the call goes on.
 *
 * @example
 * ```ts
 * const warning: CallNonFatalError = { type: "audio-processor-error", errorMsg: "Krisp failed" };
 * ```
 */
export interface CallNonFatalError {
  type: string;
  errorMsg?: string;
  details?: unknown;
}

/**
 * Network quality as the call library reports it.
 *
 * @example
 * ```ts
 * const onQuality = (event: NetworkQualityEvent) => console.log(event.threshold);
 * ```
 */
export type NetworkQualityEvent = DailyEventObjectNetworkQualityEvent;

/**
 * A signalling or media connection change, as the call library reports it.
 *
 * @example
 * ```ts
 * const onConnection = (event: NetworkConnectionEvent) => console.log(event.event);
 * ```
 */
export type NetworkConnectionEvent = DailyEventObjectNetworkConnectionEvent;
