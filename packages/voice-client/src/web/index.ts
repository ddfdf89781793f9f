// Browser web calls. Transports and validation schemas load on demand, so importing this
// entry costs little until a call starts. The default export is `WebCall`, so that
// `import Vapi from "@ringline/voice-client/web"` replaces `import Vapi from "@vapi-ai/web"`.
import { WebCall } from "./web-call.js";

export {
  type AccessLevel,
  type CallCameraError,
  type CallFatalError,
  type CallFatalErrorType,
  type CallNonFatalError,
  type CameraErrorType,
  callLibraryLimits,
  type NetworkConnectionEvent,
  type NetworkQualityEvent,
} from "./call-library.js";
export { CallLibraryControls } from "./call-library-controls.js";
export type { CallLibraryRequest } from "./call-library-request.js";
export type {
  Call,
  CreateWebCallBody,
} from "./create-web-call.js";
export type {
  TDialOutOptions,
  TSendDtmfOptions,
  TSipCallTransferOptions,
} from "./dial-out-schemas.js";
export {
  serializeError,
  WebCallError,
  type WebCallErrorCode,
  type WebCallErrorOptions,
} from "./errors.js";
export {
  type AddMessageMessage,
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  type CallStartSuccessEvent,
  type ControlMessages,
  type EndCallMessage,
  type SayMessage,
  type SerializedError,
  type WebCallClientMessage,
  type WebCallErrorEvent,
  type WebCallErrorType,
  type WebCallEvents,
  type WebCallListeners,
  type WebCallMessage,
  type WebCallSnapshot,
  type WebCallStage,
  type WebCallTranscriptEntry,
  webCallStages,
} from "./events.js";
export type {
  LocalTransportOptions,
  WebSocketConstructor,
  WebSocketLike,
} from "./local-transport.js";
export type { TSendSettings, TVideoProcessor } from "./schemas.js";
export {
  APP_MESSAGE_LIMIT,
  BaseTransport,
  callTokenOf,
  type TransportContext,
  type TransportEvents,
  type TransportFactory,
  type TransportState,
  type WebCallAnswer,
  type WebCallTransport,
} from "./transport.js";
export { type EventMap, type ListenerMap, TypedEmitter } from "./typed-emitter.js";
export { type StartCallOptions, WebCall, type WebCallOptions } from "./web-call.js";
export { WebCallControls } from "./web-call-controls.js";

/**
 * `WebCall`, as `@vapi-ai/web` exports `Vapi`: the same constructor (public key, API base
 * URL, call-library config, call object), methods and events.
 *
 * @example
 * ```ts
 * import Vapi from "@ringline/voice-client/web";
 *
 * const vapi = new Vapi("your-public-key");
 * vapi.on("call-start", () => console.log("Call has started"));
 * await vapi.start("your-assistant-id");
 * ```
 */
export default WebCall;

/**
 * The validation schemas (zod), loaded on demand: the call library's option rules
 * (userData, session data, custom track names, audio level interval, encodings,
 * send-settings presets, maxQuality, grid layout, remote player volume, recording type,
 * background blur and image) and dial-out (`ZDialOutOptions`, `ZSendDtmfOptions`,
 * `ZSipCallTransferOptions`, `ZAppMessage`). The transports apply them to every
 * call-library operation; forms can use them directly.
 *
 * @example
 * ```ts
 * import { loadWebCallSchemas } from "@ringline/voice-client/web";
 *
 * const { ZDialOutOptions } = await loadWebCallSchemas();
 * // or, statically: import { ZDialOutOptions } from "@ringline/voice-client/schemas";
 * const result = ZDialOutOptions.safeParse({ phoneNumber: "+14155550100" });
 * if (!result.success) console.log(result.error.issues);
 * ```
 */
export function loadWebCallSchemas(): Promise<typeof import("./schemas.js")> {
  return import("./schemas.js");
}
