// The call-library operations a call can ask its transport for, beyond joining and
// talking: each is checked against the library's rules (`call-library-rules.ts`) first.

import type {
  TDialOutOptions,
  TSendDtmfOptions,
  TSipCallTransferOptions,
} from "./dial-out-schemas.js";
import type { TSendSettings, TVideoProcessor } from "./schemas.js";

/**
 * One call-library operation, by the call library's method name.
 *
 * @example
 * ```ts
 * const request: CallLibraryRequest = { method: "sendDTMF", options: { sessionId: "s", tones: "42#" } };
 * await transport.callLibrary(request);
 * ```
 */
export type CallLibraryRequest =
  | { method: "startDialOut"; options: TDialOutOptions }
  | { method: "stopDialOut"; sessionId: string }
  | { method: "sendDTMF"; options: TSendDtmfOptions }
  | { method: "sipCallTransfer"; options: TSipCallTransferOptions }
  | { method: "setUserData"; data: unknown }
  | { method: "setMeetingSessionData"; data: unknown; mergeStrategy: "replace" | "shallow-merge" }
  | { method: "updateSendSettings"; settings: TSendSettings }
  | { method: "setVideoProcessor"; processor: TVideoProcessor }
  | { method: "startCustomTrack"; track: MediaStreamTrack; trackName: string };
