import {
  actionOf,
  codeForStatus,
  ERROR_CATALOGUE,
  isErrorCode,
  severityOf,
  statusMessageOf,
  type TErrorAction,
  type TErrorSeverity,
} from "../contract/errors.js";
import { ApiError } from "./api-error.js";

/**
 * Everything a user interface needs to explain a failure.
 *
 * @example
 * ```ts
 * const { title, message, supportReference }: ResolvedError = resolveError(error);
 * ```
 */
export interface ResolvedError {
  code: string;
  status: number;
  title: string;
  message: string;
  suggestion: string;
  severity: TErrorSeverity;
  action: TErrorAction;
  retryable: boolean;
  /** The `ERR-…` reference to quote to support; empty when no answer arrived. */
  supportReference: string;
  fieldErrors: Record<string, string[]>;
}

function fromCatalogue(code: string, status: number): ResolvedError {
  const known = isErrorCode(code) ? code : "UNKNOWN_ERROR";
  const entry = ERROR_CATALOGUE[known];
  return {
    code,
    status,
    title: entry.title,
    message: entry.message,
    suggestion: entry.suggestion,
    severity: severityOf(code),
    action: actionOf(code, entry.retryable),
    retryable: entry.retryable,
    supportReference: "",
    fieldErrors: {},
  };
}

/**
 * Turns anything thrown by an API call into words and an action by the catalogue: the
 * server's envelope when there is one; for an answer without an envelope, the code and
 * words of its HTTP status; a network failure as API_NETWORK_ERROR; anything else as
 * UNKNOWN_ERROR.
 *
 * @example
 * ```ts
 * try {
 *   await api.login(values);
 * } catch (error) {
 *   const { title, message, action } = resolveError(error);
 *   toast(title, message);
 *   if (action.type === "redirect") navigate(action.to);
 * }
 * ```
 */
export function resolveError(error: unknown): ResolvedError {
  if (!ApiError.isInstance(error)) return fromCatalogue("UNKNOWN_ERROR", 0);
  const body = error.body;
  if (error.fromEnvelope) {
    return {
      code: body.errorCode,
      status: error.status,
      title: body.title,
      message: body.message,
      suggestion: body.suggestion,
      severity: severityOf(body.errorCode),
      action: body.action,
      retryable: body.retryable,
      supportReference: body.supportReference,
      fieldErrors: body.fieldErrors ?? {},
    };
  }
  if (error.status === 0) return { ...fromCatalogue(error.code, 0), message: body.message };
  const code = error.code === "UNKNOWN_ERROR" ? codeForStatus(error.status) : error.code;
  const words = statusMessageOf(error.status);
  return { ...fromCatalogue(code, error.status), title: words.title, message: words.message };
}
