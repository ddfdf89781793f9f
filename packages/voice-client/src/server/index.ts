// Server messages: what the platform posts to your server URL, how to verify and read it,
// and how to answer.

export {
  ServerMessageError,
  type ServerMessageErrorCode,
  type ServerMessageIssue,
  ServerMessageSchemaError,
  ServerMessageVerificationError,
  type ServerMessageVerificationFailure,
} from "./errors.js";
export type {
  ServerMessageByType,
  ServerMessageResponseByType,
} from "./generated/server-messages.js";
export {
  isKnownServerMessage,
  parseServerMessage,
  readToolCallArguments,
  serverMessageTypes,
} from "./parse.js";
export {
  type AssistantRequestReply,
  createAssistantRequestResponse,
  createToolCallsResponse,
  type ToolCallOutcome,
  type ToolCallsResponse,
} from "./responses.js";
export {
  type SignedServerMessage,
  type SignServerMessageOptions,
  signServerMessage,
} from "./sign.js";
export type {
  ServerMessage,
  ServerMessageCommonFields,
  ServerMessageConversationLine,
  ServerMessageEnvelope,
  ServerMessageExtraFields,
  ServerMessageOfType,
  ServerMessageResponseOfType,
  ServerMessageSchemas,
  ServerMessageType,
  ServerMessageTypeWithResponse,
  UnknownServerMessage,
  UnknownServerMessageEnvelope,
  UnknownServerMessageType,
} from "./types.js";
export {
  createMemoryReplayCache,
  type MemoryReplayCacheOptions,
  type ServerMessageAuthenticationPlan,
  type ServerMessageBearerOptions,
  type ServerMessageHeaders,
  type ServerMessageHmacAlgorithm,
  type ServerMessageHmacOptions,
  type ServerMessageReplayCache,
  type ServerMessageRequest,
  type ServerMessageVerification,
  type VerifyServerMessageOptions,
  verifyOptionsFromPlan,
  verifyServerMessage,
} from "./verify.js";
