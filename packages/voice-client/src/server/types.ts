import type {
  components,
  ServerMessageByType,
  ServerMessageResponseByType,
} from "./generated/server-messages.js";

/**
 * The schemas particular to server messages (no REST operation reaches them), by name, as
 * generated from the description. `VoicePlatformSchemas` of the main entry has every schema,
 * these included.
 *
 * @example
 * ```ts
 * import type { ServerMessageSchemas } from "@ringline/voice-client/server";
 *
 * type Contact = ServerMessageSchemas["CampaignContact"];
 * ```
 */
export type ServerMessageSchemas = components["schemas"];

/**
 * Every `type` a server message can have, as the platform's description lists them.
 *
 * @example
 * ```ts
 * import type { ServerMessageType } from "@ringline/voice-client/server";
 *
 * const type: ServerMessageType = "end-of-call-report";
 * ```
 */
export type ServerMessageType = keyof ServerMessageByType;

/**
 * The message of one `type`. `type` is always present: {@link parseServerMessage} checks it
 * (the description leaves it optional on `tool-calls`).
 *
 * @example
 * ```ts
 * import type { ServerMessageOfType } from "@ringline/voice-client/server";
 *
 * function onReport(report: ServerMessageOfType<"end-of-call-report">) {
 *   console.log(report.endedReason, report.artifact.transcript);
 * }
 * ```
 */
export type ServerMessageOfType<T extends ServerMessageType> = ServerMessageByType[T] & {
  type: T;
} & ServerMessageCommonFields &
  (T extends keyof ServerMessageExtraFields ? ServerMessageExtraFields[T] : unknown);

/**
 * A line of the conversation as messages carry it (`artifact.messages`): the speaker's `role`
 * (`bot`, `user`, `system`, `tool_calls`, `tool_call_result`), what was said, when, and a tool
 * call line's calls. {@link parseServerMessage} checks these fields' types when present.
 *
 * @example
 * ```ts
 * import type { ServerMessageConversationLine } from "@ringline/voice-client/server";
 *
 * const said = (line: ServerMessageConversationLine) => (line.role === "user" ? line.message : undefined);
 * ```
 */
export interface ServerMessageConversationLine {
  role: string;
  message?: string | null;
  secondsFromStart?: number | null;
  toolCalls?: { function?: { name?: string | null; arguments?: unknown } | null }[] | null;
}

/**
 * What every server message may carry beside its own fields, with the types
 * {@link parseServerMessage} checks when they are present: the call (its id, assistant, number
 * and caller), the caller, the phone number (with the `id` that the description's create DTOs
 * lack and payloads carry), the assistant, and the conversation so far. A reader that works on
 * any message, known or not, takes this.
 *
 * @example
 * ```ts
 * import type { ServerMessageCommonFields } from "@ringline/voice-client/server";
 *
 * const callerOf = (message: ServerMessageCommonFields) =>
 *   message.customer?.number ?? message.call?.customer?.number;
 * ```
 */
export interface ServerMessageCommonFields {
  type: string;
  timestamp?: number;
  call?: {
    id: string;
    assistantId?: string | null;
    phoneNumberId?: string | null;
    customer?: { number?: string | null } | null;
    startedAt?: string | null;
    endedAt?: string | null;
    cost?: number | null;
  } | null;
  customer?: { number?: string | null } | null;
  phoneNumber?: { id?: string | null; number?: string | null } | null;
  assistant?: { id?: string | null } | null;
  artifact?: { messages?: ServerMessageConversationLine[] | null } | null;
}

/**
 * Fields the platform's published examples and payloads carry that its description leaves out,
 * checked when present: the end-of-call report's length and the older top-level copies of its
 * artifact (`summary`, `transcript`, `recordingUrl`, `messages`).
 *
 * @example
 * ```ts
 * import type { ServerMessageExtraFields } from "@ringline/voice-client/server";
 *
 * type ReportExtras = ServerMessageExtraFields["end-of-call-report"];
 * ```
 */
export interface ServerMessageExtraFields {
  "end-of-call-report": {
    durationSeconds?: number | null;
    durationMs?: number | null;
    summary?: string | null;
    transcript?: string | null;
    recordingUrl?: string | null;
    messages?: ServerMessageConversationLine[] | null;
  };
}

/**
 * Any server message, discriminated by `type`: a `switch (message.type)` narrows it.
 *
 * @example
 * ```ts
 * import type { ServerMessage } from "@ringline/voice-client/server";
 *
 * function handle(message: ServerMessage) {
 *   switch (message.type) {
 *     case "tool-calls":
 *       return message.toolCallList.map((toolCall) => toolCall.function.name);
 *     case "status-update":
 *       return message.status;
 *   }
 * }
 * ```
 */
export type ServerMessage = { [T in ServerMessageType]: ServerMessageOfType<T> }[ServerMessageType];

/**
 * The body the platform posts to your server URL: `{ message }`.
 *
 * @example
 * ```ts
 * import { parseServerMessage, type ServerMessageEnvelope } from "@ringline/voice-client/server";
 *
 * const envelope: ServerMessageEnvelope = parseServerMessage(body);
 * console.log(envelope.message.type);
 * ```
 */
export interface ServerMessageEnvelope {
  message: ServerMessage;
}

/**
 * The message types that expect an answer in the HTTP response body.
 *
 * @example
 * ```ts
 * import type { ServerMessageTypeWithResponse } from "@ringline/voice-client/server";
 *
 * const type: ServerMessageTypeWithResponse = "tool-calls";
 * ```
 */
export type ServerMessageTypeWithResponse = keyof ServerMessageResponseByType;

/**
 * The answer a message type expects, sent as the HTTP response body as is (not wrapped in
 * the description's `{ messageResponse }`).
 *
 * @example
 * ```ts
 * import type { ServerMessageResponseOfType } from "@ringline/voice-client/server";
 *
 * const answer: ServerMessageResponseOfType<"transfer-destination-request"> = {
 *   destination: { type: "number", number: "+14155550100" },
 * };
 * ```
 */
export type ServerMessageResponseOfType<T extends ServerMessageTypeWithResponse> =
  ServerMessageResponseByType[T];

/**
 * A server message `type` this package does not know: the platform adds types. Branded so
 * that a `switch` on the known types still narrows.
 *
 * @example
 * ```ts
 * import type { UnknownServerMessageType } from "@ringline/voice-client/server";
 * const type = "call.new-thing" as UnknownServerMessageType;
 * ```
 */
export type UnknownServerMessageType = string & { readonly __unknownServerMessageType: true };

/**
 * A message of a type this package does not know, its common fields checked.
 *
 * @example
 * ```ts
 * import type { UnknownServerMessage } from "@ringline/voice-client/server";
 * const keep = (message: UnknownServerMessage) => [message.type, message.call?.id];
 * ```
 */
export interface UnknownServerMessage extends ServerMessageCommonFields {
  type: UnknownServerMessageType;
  [key: string]: unknown;
}

/**
 * The envelope of an {@link UnknownServerMessage}.
 *
 * @example
 * ```ts
 * import type { UnknownServerMessageEnvelope } from "@ringline/voice-client/server";
 * const typeOf = (envelope: UnknownServerMessageEnvelope) => envelope.message.type;
 * ```
 */
export interface UnknownServerMessageEnvelope {
  message: UnknownServerMessage;
}
