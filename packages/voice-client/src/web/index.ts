// Browser web calls. Transports and validation schemas load on demand, so importing this
// entry costs little until a call starts.
export type {
  Call,
  CreateWebCallBody,
} from "./create-web-call.js";
export { WebCallError, type WebCallErrorCode } from "./errors.js";
export {
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  type CallStartSuccessEvent,
  type SerializedError,
  type WebCallClientMessage,
  type WebCallErrorEvent,
  type WebCallErrorType,
  type WebCallEvents,
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
export type {
  TDialOutOptions,
  TSendDtmfOptions,
  TSendSettings,
  TSipCallTransferOptions,
  TVideoProcessor,
} from "./schemas.js";
export {
  APP_MESSAGE_LIMIT,
  BaseTransport,
  type TransportContext,
  type TransportEmit,
  type TransportEvents,
  type TransportFactory,
  type TransportState,
  type WebCallAnswer,
  type WebCallTransport,
} from "./transport.js";
export { type EventMap, TypedEmitter } from "./typed-emitter.js";
export { type StartCallOptions, WebCall, type WebCallOptions } from "./web-call.js";

/**
 * The validation schemas (zod), loaded on demand: the call library's option rules
 * (userData, custom track names, audio level interval, encodings, send-settings presets,
 * maxQuality, remote player volume, recording type, background blur and image) and
 * dial-out (`ZDialOutOptions`, `ZSendDtmfOptions`, `ZSipCallTransferOptions`, `ZAppMessage`).
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
