// The call library's fatal and camera error types at run time, and how the transports turn
// what the library or the browser reports into them (spec 8). Loaded with the transports.

import type { DailyEventObjectCameraError, DailyEventObjectFatalError } from "@daily-co/daily-js";
import type {
  CallCameraError,
  CallFatalError,
  CallFatalErrorType,
  CameraErrorType,
} from "./call-library.js";

/**
 * The fatal error types of the call library: after one of these the call is over.
 *
 * @example
 * ```ts
 * import { callFatalErrorTypes } from "@ringline/voice-client/schemas";
 *
 * callFatalErrorTypes.includes("meeting-full"); // true
 * ```
 */
export const callFatalErrorTypes = [
  "connection-error",
  "ejected",
  "exp-room",
  "exp-token",
  "meeting-full",
  "nbf-room",
  "nbf-token",
  "not-allowed",
  "no-room",
  "end-of-life",
] as const satisfies readonly CallFatalErrorType[];

/**
 * The camera and microphone error types of the call library.
 *
 * @example
 * ```ts
 * import { cameraErrorTypes } from "@ringline/voice-client/schemas";
 *
 * cameraErrorTypes.includes("mic-in-use"); // true
 * ```
 */
export const cameraErrorTypes = [
  "cam-in-use",
  "mic-in-use",
  "cam-mic-in-use",
  "not-found",
  "permissions",
  "constraints",
  "undefined-mediadevices",
  "unknown",
] as const satisfies readonly CameraErrorType[];

// Compile-time proof that each list names every type of its union.
type Unlisted =
  | Exclude<CallFatalErrorType, (typeof callFatalErrorTypes)[number]>
  | Exclude<CameraErrorType, (typeof cameraErrorTypes)[number]>;
const complete: [Unlisted] extends [never] ? true : Unlisted = true;
void complete;

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/**
 * A fatal error from whatever the library or a transport reported: the message, and the
 * fatal type only when it is one the call library defines.
 *
 * @example
 * ```ts
 * toFatalError(new Error("ice failed"), "connection-error").error?.type; // "connection-error"
 * ```
 */
export function toFatalError(value: unknown, fallbackType?: CallFatalErrorType): CallFatalError {
  const record = (typeof value === "object" && value !== null ? value : {}) as Partial<
    Omit<DailyEventObjectFatalError, "error"> & { message: string; error: unknown }
  >;
  const errorMsg =
    typeof record.errorMsg === "string"
      ? record.errorMsg
      : typeof record.message === "string"
        ? record.message
        : String(value);
  const { error: detail, ...rest } = record as { error?: unknown };
  const named = detail as { type?: unknown; msg?: unknown; details?: unknown } | undefined;
  const type = isOneOf(callFatalErrorTypes, named?.type) ? named?.type : fallbackType;
  const fatal: CallFatalError = { ...rest, errorMsg };
  if (type) {
    fatal.error = { type, msg: typeof named?.msg === "string" ? named.msg : errorMsg };
    if (named?.details !== undefined) fatal.error.details = named.details;
  }
  return fatal;
}

/**
 * The camera error for a failed `getUserMedia`, typed as the call library types it.
 *
 * @example
 * ```ts
 * toCameraError(new DOMException("denied", "NotAllowedError"), "audio").error.type; // "permissions"
 * ```
 */
export function toCameraError(error: unknown, media: "audio" | "video"): CallCameraError {
  const name = (error as { name?: unknown } | null)?.name;
  const msg = error instanceof Error ? error.message : String(error);
  const byName: Record<string, CameraErrorType> = {
    NotAllowedError: "permissions",
    SecurityError: "permissions",
    NotFoundError: "not-found",
    OverconstrainedError: "constraints",
    NotReadableError: media === "audio" ? "mic-in-use" : "cam-in-use",
    TypeError: "undefined-mediadevices",
  };
  const type = (typeof name === "string" ? byName[name] : undefined) ?? "unknown";
  const ok = media === "audio" ? { audioOk: false } : { videoOk: false };
  return { errorMsg: { errorMsg: msg, ...ok }, error: { type, msg } };
}

/**
 * Whether a camera error payload names a type the call library defines.
 *
 * @example
 * ```ts
 * isCameraErrorType("cam-mic-in-use"); // true
 * ```
 */
export function isCameraErrorType(value: unknown): value is CameraErrorType {
  return isOneOf(cameraErrorTypes, value);
}

/**
 * A Daily camera-error event as a {@link CallCameraError}; an unknown type becomes `unknown`.
 *
 * @example
 * ```ts
 * call.on("camera-error", (event) => emit("camera-error", fromDailyCameraError(event)));
 * ```
 */
export function fromDailyCameraError(event: DailyEventObjectCameraError): CallCameraError {
  const { errorMsg, error } = event;
  const type = isCameraErrorType(error?.type) ? error.type : "unknown";
  return { ...event, errorMsg, error: { ...error, type, msg: error?.msg ?? errorMsg.errorMsg } };
}
