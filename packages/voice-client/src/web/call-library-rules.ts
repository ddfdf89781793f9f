// The call-library rules (spec 5.2, 5.3) as the transports apply them: every operation is
// checked here before it reaches the library, so a bad value fails the same way on the
// daily, local and fake transports. Loaded on demand with the schemas.

import * as z from "zod/mini";
import type { CallLibraryRequest } from "./call-library-request.js";
import { WebCallError } from "./errors.js";
import {
  ZCustomTrackName,
  ZDialOutOptions,
  ZSendDtmfOptions,
  ZSendSettings,
  ZSessionData,
  ZSessionDataMergeStrategy,
  ZSipCallTransferOptions,
  ZUserData,
  ZVideoProcessor,
} from "./schemas.js";

const ZSessionId = z.string().check(z.minLength(1));

interface Checkable {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] };
  };
}

function check(schema: Checkable, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const issues = (result.error?.issues ?? [])
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ` : "") + issue.message)
    .join("; ");
  throw new WebCallError("validation-failed", `${what} is not valid: ${issues}`);
}

/**
 * Throws a `validation-failed` {@link WebCallError} when a request breaks a call-library
 * rule (userData size, session-data size, track names, send settings and encodings, video
 * processors, dial-out, DTMF, transfers).
 *
 * @example
 * ```ts
 * checkCallLibraryRequest({ method: "sendDTMF", options: { sessionId: "s", tones: "1234#" } });
 * ```
 */
export function checkCallLibraryRequest(request: CallLibraryRequest): void {
  for (const [schema, value, what] of rulesOf(request)) check(schema, value, what);
}

function rulesOf(request: CallLibraryRequest): [Checkable, unknown, string][] {
  switch (request.method) {
    case "startDialOut":
      return [[ZDialOutOptions, request.options, "The dial-out"]];
    case "stopDialOut":
      return [[ZSessionId, request.sessionId, "The dial-out session id"]];
    case "sendDTMF":
      return [[ZSendDtmfOptions, request.options, "The DTMF request"]];
    case "sipCallTransfer":
      return [[ZSipCallTransferOptions, request.options, "The transfer"]];
    case "setUserData":
      return [[ZUserData, request.data, "userData"]];
    case "setMeetingSessionData":
      return [
        [ZSessionDataMergeStrategy, request.mergeStrategy, "The merge strategy"],
        [ZSessionData, request.data, "The session data"],
      ];
    case "updateSendSettings":
      return [[ZSendSettings, request.settings, "The send settings"]];
    case "setVideoProcessor":
      return [[ZVideoProcessor, request.processor, "The video processor"]];
    case "startCustomTrack":
      return [[ZCustomTrackName, request.trackName, "The track name"]];
  }
}
