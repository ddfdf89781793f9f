import { ERROR_CATALOGUE, type TErrorCode } from "@ringline/api-client";

const MARKER = Symbol.for("@ringline/api.AppError");

/**
 * A failure the API answers on purpose, with a catalogue code. Anything else that reaches
 * the error handler is unexpected and answered as UNKNOWN_ERROR without internals.
 */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: TErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** Seconds until trying again can succeed (rate limits). */
  readonly retryAfter: number | undefined;
  readonly [MARKER] = true;

  constructor(
    code: TErrorCode,
    options: {
      message?: string;
      fieldErrors?: Record<string, string[]>;
      retryAfter?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message, { cause: options.cause });
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.fieldErrors = options.fieldErrors;
    this.retryAfter = options.retryAfter;
  }

  /** Whether the message was written for this failure rather than taken from the catalogue. */
  get hasOwnMessage(): boolean {
    return this.message !== ERROR_CATALOGUE[this.code].message;
  }

  static isInstance(value: unknown): value is AppError {
    return typeof value === "object" && value !== null && MARKER in value;
  }
}
