export { createVoicePlatformClient, type VoicePlatformClientOptions } from "./client.js";
export {
  VoicePlatformError,
  type VoicePlatformErrorCode,
  type VoicePlatformErrorOptions,
  type VoicePlatformHttpErrorCode,
  VoicePlatformNetworkError,
  VoicePlatformSchemaError,
  VoicePlatformTimeoutError,
  voicePlatformErrorCodeFor,
  voicePlatformErrorCodes,
} from "./errors.js";
export { type VoicePlatformOperationTable, voicePlatformOperations } from "./operations.js";
export type {
  VoicePlatformClient,
  VoicePlatformMethod,
  VoicePlatformQuery,
  VoicePlatformRequestBody,
  VoicePlatformRequestOptions,
  VoicePlatformResponse,
  VoicePlatformSchemas,
} from "./types.js";
export type { VoicePlatformLoose } from "./undescribed-operations.js";
