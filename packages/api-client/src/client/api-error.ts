import type { TErrorBody, TErrorEnvelope } from "../contract/envelope.js";
import { actionOf, ERROR_CATALOGUE, isErrorCode, type TErrorCode } from "../contract/errors.js";

const MARKER = Symbol.for("@ringline/api-client.ApiError");

/**
 * Every failure of the product API client: an answer in the error envelope, an answer that
 * is not one, or no answer at all. `code` is always a catalogue code or the server's code.
 *
 * @example
 * ```ts
 * try {
 *   await api.submitContact(values);
 * } catch (error) {
 *   if (ApiError.isInstance(error) && error.code === "API_VALIDATION_ERROR") {
 *     showErrors(error.fieldErrors);
 *   }
 * }
 * ```
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The catalogue code (or the server's, when it names one this client does not know). */
  readonly code: TErrorCode | (string & {});
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The server's error body, or one built from the catalogue. */
  readonly body: TErrorBody;
  /** Whether the server answered with the error envelope (false: built by the client). */
  readonly fromEnvelope: boolean;
  readonly [MARKER] = true;

  constructor(
    status: number,
    body: TErrorBody,
    options?: { cause?: unknown; fromEnvelope?: boolean },
  ) {
    super(body.message, options);
    this.status = status;
    this.body = body;
    this.code = body.errorCode;
    this.fromEnvelope = options?.fromEnvelope ?? false;
  }

  /** Whether trying the same request again may succeed. */
  get isRetryable(): boolean {
    return this.body.retryable;
  }

  /** Per-field messages of a validation error (empty otherwise). */
  get fieldErrors(): Record<string, string[]> {
    return this.body.fieldErrors ?? {};
  }

  /**
   * True for an `ApiError` from any copy of this package.
   *
   * @example
   * ```ts
   * if (ApiError.isInstance(error)) console.log(error.code);
   * ```
   */
  static isInstance(value: unknown): value is ApiError {
    return typeof value === "object" && value !== null && MARKER in value;
  }

  /**
   * Builds an error from a received envelope.
   *
   * @example
   * ```ts
   * ApiError.fromEnvelope(422, envelope).fieldErrors;
   * ```
   */
  static fromEnvelope(status: number, envelope: TErrorEnvelope): ApiError {
    return new ApiError(status, envelope.error, { fromEnvelope: true });
  }

  /**
   * Builds an error from a catalogue code, for failures the server did not describe.
   *
   * @example
   * ```ts
   * ApiError.fromCode("API_NETWORK_ERROR", 0).isRetryable; // true
   * ```
   */
  static fromCode(code: TErrorCode, status: number, cause?: unknown, message?: string): ApiError {
    const entry = ERROR_CATALOGUE[isErrorCode(code) ? code : "UNKNOWN_ERROR"];
    return new ApiError(
      status,
      {
        title: entry.title,
        message: message ?? entry.message,
        suggestion: entry.suggestion,
        errorCode: code,
        supportReference: "",
        retryable: entry.retryable,
        action: actionOf(code, entry.retryable),
      },
      { cause },
    );
  }
}
