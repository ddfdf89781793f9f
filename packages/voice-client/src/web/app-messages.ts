// What the platform sends over the call (spec 3.2, 4.2): `"listening"`, then messages as
// JSON text (or objects, on the local transport); and how transcripts build the snapshot's
// conversation.

import type { WebCallMessage, WebCallTranscriptEntry } from "./events.js";

/**
 * An app message as the call reads it: the assistant is listening, a platform message, or
 * nothing usable (not JSON, not an object).
 *
 * @example
 * ```ts
 * readAppMessage("listening"); // "listening"
 * readAppMessage('{"type":"status-update","status":"ended"}'); // { type: "status-update", … }
 * readAppMessage("not json"); // null
 * ```
 */
export function readAppMessage(data: unknown): "listening" | WebCallMessage | null {
  if (data === "listening") return "listening";
  let message = data;
  if (typeof data === "string") {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  // Any object is passed on, as `@vapi-ai/web` does: new message types must reach listeners.
  return typeof message === "object" && message !== null ? (message as WebCallMessage) : null;
}

/**
 * Whether a message is the platform's "the call ended" status update.
 *
 * @example
 * ```ts
 * isEndedStatus({ type: "status-update", status: "ended" }); // true
 * ```
 */
export function isEndedStatus(message: WebCallMessage): boolean {
  return message.type === "status-update" && message.status === "ended";
}

/**
 * The conversation with a transcript message added: a partial line is revised in place
 * until its final version arrives; other messages leave it as it is.
 *
 * @example
 * ```ts
 * const next = appendTranscript([], { type: "transcript", role: "user", transcriptType: "final", transcript: "Hi" });
 * // [{ role: "user", text: "Hi", final: true }]
 * ```
 */
export function appendTranscript(
  transcript: readonly WebCallTranscriptEntry[],
  message: WebCallMessage,
): readonly WebCallTranscriptEntry[] {
  if (message.type !== "transcript") return transcript;
  const {
    role,
    transcript: text,
    transcriptType,
  } = message as Extract<WebCallMessage, { type: "transcript" }>;
  if ((role !== "user" && role !== "assistant") || typeof text !== "string") return transcript;
  const entry: WebCallTranscriptEntry = { role, text, final: transcriptType === "final" };
  let last = -1;
  for (let index = transcript.length - 1; index >= 0; index--) {
    if (transcript[index]?.role === role) {
      last = index;
      break;
    }
  }
  return last >= 0 && transcript[last]?.final === false
    ? transcript.map((line, index) => (index === last ? entry : line))
    : [...transcript, entry];
}
