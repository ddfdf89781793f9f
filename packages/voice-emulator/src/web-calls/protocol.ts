// The server side of the local transport's protocol
// (packages/voice-client/src/web/local-protocol.md): POST /call/web answers a `webCallUrl`
// with a single-use token; the client opens one WebSocket there and the emulator runs the
// assistant over it: `joined`, the "listening" app-message, the first message spoken as PCM
// frames plus transcript and speech-update app-messages, answers to the client's
// add-message, say and control messages, and the end (status-update ended, `left`, close).
// The server side (server messages, end-of-call report, the stored call) is the call
// simulator's, reached through `WebCallPlatform`.
//
// This file holds the protocol's constants and that boundary; web-call-hub.ts accepts the
// connections, web-call-session.ts runs one call, voice.ts streams the assistant's audio.

import type { Json } from "../json.js";
import type { Responder, ResponderMessage, ResponderTool } from "../responder.js";
import type { EmulatorRecord } from "../store.js";

export const WEB_CALL_PATH = "/__emulator/web-call/";

/** Samples per second of the PCM on the wire, both ways. */
export const SAMPLE_RATE = 16_000;
/** One frame: 20 ms, 320 samples, 640 bytes. */
export const FRAME_MS = 20;
export const FRAME_SAMPLES = 320;
export const FRAME_BYTES = FRAME_SAMPLES * 2;

export const CLOSE_NORMAL = 1000;
export const CLOSE_BAD_TOKEN = 4001;
export const CLOSE_UNKNOWN_CALL = 4004;
export const CLOSE_PROTOCOL_VIOLATION = 4400;

/** A call's platform side, as the call simulator runs it for a web call. */
export interface PlatformCall {
  /** The assistant the call runs; undefined when none was found (see `endedReason`). */
  readonly assistant: Json | undefined;
  readonly responder: Responder | undefined;
  readonly endedReason: string | undefined;
  /** The conversation so far, for the responder. */
  readonly history: readonly ResponderMessage[];
  elapsedSeconds(): number;
  /** Queues a server message for the call's server URL (delivered in order). */
  notify(type: string, fields: Json): void;
  /**
   * Adds a line to the conversation (spoken from `spokenFrom` seconds until now, or typed),
   * sends conversation-update to the server and answers its fields for the client.
   */
  addMessage(role: "assistant" | "user" | "system", text: string, spokenFrom?: number): Json;
  /** Sends tool-calls to the tool's server; the result, or undefined when none came. */
  callTool(tool: ResponderTool, args: Json): Promise<unknown>;
  /** Ends the call once: stores it, sends status-update ended and the end-of-call report. */
  end(endedReason: string): Promise<EmulatorRecord>;
}

export interface WebCallPlatform {
  open(call: EmulatorRecord): Promise<PlatformCall>;
  log: (line: string) => void;
}
