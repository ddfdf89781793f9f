export {
  type ApiClient,
  type ApiClientOptions,
  CSRF_TOKEN_TTL_MS,
  createApiClient,
} from "./client/api-client.js";
export { ApiError } from "./client/api-error.js";
export {
  CONTACT_REQUEST_TYPES,
  type TContactRequest,
  type TContactRequestInput,
  type TContactResponse,
  ZContactRequest,
  ZContactResponse,
} from "./contract/contact.js";
export { CSRF_HEADER, type TCsrfTokenResponse, ZCsrfTokenResponse } from "./contract/csrf.js";
export {
  type CreateErrorEnvelopeOptions,
  createErrorEnvelope,
  envelopeSeverity,
  fieldErrorsOf,
  type TErrorBody,
  type TErrorEnvelope,
  ZErrorBody,
  ZErrorEnvelope,
} from "./contract/envelope.js";
export {
  actionOf,
  createSupportReference,
  ERROR_CATALOGUE,
  isErrorCode,
  severityOf,
  type TErrorAction,
  type TErrorCode,
  type TErrorSeverity,
} from "./contract/errors.js";
