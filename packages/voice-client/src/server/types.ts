import type {
  components,
  ServerMessageByType,
  ServerMessageResponseByType,
} from "./generated/server-messages.js";

/**
 * The schemas particular to server messages, by name, as generated from the description
 * (those shared with the REST API are in `VoicePlatformSchemas` of the main entry).
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
};

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
export interface UnknownServerMessage {
  type: UnknownServerMessageType;
  timestamp?: number;
  call?: { id: string; [key: string]: unknown };
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
