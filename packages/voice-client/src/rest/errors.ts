import { errorMarker, hasErrorMarker, markError } from "../shared/error-marker.js";

/**
 * The error catalogue of the REST client. Each code names the HTTP statuses that produce
 * it (the first one is the code's own status), whether trying again may help, and a
 * default message for when the platform's answer carries none.
 *
 * @example
 * ```ts
 * import { voicePlatformErrorCodes } from "@ringline/voice-client";
 *
 * voicePlatformErrorCodes.VAPI_RATE_LIMIT_EXCEEDED.statuses[0]; // 429
 * voicePlatformErrorCodes.VAPI_RATE_LIMIT_EXCEEDED.retryable; // true
 * ```
 */
export const voicePlatformErrorCodes = {
  VAPI_BAD_REQUEST: { statuses: [400], retryable: false, message: "The request was not valid." },
  VAPI_UNAUTHORIZED: {
    statuses: [401],
    retryable: false,
    message: "The API token is missing or not valid.",
  },
  VAPI_FORBIDDEN: { statuses: [403], retryable: false, message: "The API token may not do this." },
  VAPI_NOT_FOUND: { statuses: [404], retryable: false, message: "The resource does not exist." },
  VAPI_AGENT_NOT_FOUND: {
    statuses: [404],
    retryable: false,
    message: "The assistant does not exist.",
  },
  VAPI_CONFLICT: {
    statuses: [409],
    retryable: false,
    message: "The request conflicts with the resource's state.",
  },
  VAPI_VALIDATION_ERROR: {
    statuses: [422],
    retryable: false,
    message: "The request's content was not valid.",
  },
  VAPI_RATE_LIMIT_EXCEEDED: { statuses: [429], retryable: true, message: "Too many requests." },
  VAPI_SERVER_ERROR: {
    statuses: [500],
    retryable: true,
    message: "The platform failed to answer.",
  },
  VAPI_SERVICE_UNAVAILABLE: {
    statuses: [503, 502],
    retryable: true,
    message: "The platform is unavailable.",
  },
  VAPI_TIMEOUT: { statuses: [504, 408], retryable: true, message: "The request took too long." },
  VAPI_REQUEST_FAILED: { statuses: [], retryable: false, message: "The request failed." },
  VAPI_NETWORK_ERROR: {
    statuses: [],
    retryable: true,
    message: "The platform could not be reached.",
  },
  VAPI_SCHEMA_ERROR: {
    statuses: [],
    retryable: false,
    message: "A value did not have the expected shape.",
  },
} as const satisfies Record<
  string,
  { statuses: readonly number[]; retryable: boolean; message: string }
>;

/**
 * Every code in {@link voicePlatformErrorCodes}.
 *
 * @example
 * ```ts
 * import type { VoicePlatformErrorCode } from "@ringline/voice-client";
 *
 * const code: VoicePlatformErrorCode = "VAPI_AGENT_NOT_FOUND";
 * ```
 */
export type VoicePlatformErrorCode = keyof typeof voicePlatformErrorCodes;

/**
 * The codes an HTTP answer can carry.
 *
 * @example
 * ```ts
 * import type { VoicePlatformHttpErrorCode } from "@ringline/voice-client";
 *
 * const code: VoicePlatformHttpErrorCode = "VAPI_SERVICE_UNAVAILABLE";
 * ```
 */
export type VoicePlatformHttpErrorCode = Exclude<
  VoicePlatformErrorCode,
  "VAPI_NETWORK_ERROR" | "VAPI_SCHEMA_ERROR"
>;

/**
 * Maps an HTTP status to its catalogue code. A 404 on an assistant path is
 * `VAPI_AGENT_NOT_FOUND`; statuses the catalogue does not name fall back to
 * `VAPI_SERVER_ERROR` (5xx) or `VAPI_REQUEST_FAILED`.
 *
 * @example
 * ```ts
 * import { voicePlatformErrorCodeFor } from "@ringline/voice-client";
 *
 * voicePlatformErrorCodeFor(404, "/assistant/123"); // "VAPI_AGENT_NOT_FOUND"
 * voicePlatformErrorCodeFor(502); // "VAPI_SERVICE_UNAVAILABLE"
 * ```
 */
export function voicePlatformErrorCodeFor(status: number, path = ""): VoicePlatformHttpErrorCode {
  if (status === 404 && /^\/(v2\/)?assistant(\/|$)/.test(path)) return "VAPI_AGENT_NOT_FOUND";
  for (const code of Object.keys(voicePlatformErrorCodes) as VoicePlatformHttpErrorCode[]) {
    if ((voicePlatformErrorCodes[code].statuses as readonly number[]).includes(status)) return code;
  }
  return status >= 500 ? "VAPI_SERVER_ERROR" : "VAPI_REQUEST_FAILED";
}

const ERROR_MARKER = errorMarker("error");
const TIMEOUT_MARKER = errorMarker("timeout-error");
const NETWORK_MARKER = errorMarker("network-error");
const SCHEMA_MARKER = errorMarker("schema-error");

/**
 * What a {@link VoicePlatformError} is built from.
 *
 * @example
 * ```ts
 * import { VoicePlatformError, type VoicePlatformErrorOptions } from "@ringline/voice-client";
 *
 * const options: VoicePlatformErrorOptions = { code: "VAPI_NOT_FOUND", status: 404, method: "GET", path: "/call/1" };
 * const error = new VoicePlatformError(options);
 * ```
 */
export interface VoicePlatformErrorOptions {
  code: VoicePlatformErrorCode;
  message?: string | undefined;
  status?: number | undefined;
  body?: unknown;
  method?: string | undefined;
  path?: string | undefined;
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

/**
 * The base of every error the client throws. Thrown as is for a non-ok answer, with the
 * status, the parsed error body and the catalogue code; the subclasses cover the failures
 * that have no answer (time limit, network) or an answer of the wrong shape.
 *
 * @example
 * ```ts
 * import { VoicePlatformError } from "@ringline/voice-client";
 *
 * try {
 *   await client.assistant.get("missing");
 * } catch (error) {
 *   if (VoicePlatformError.isInstance(error) && error.code === "VAPI_AGENT_NOT_FOUND") {
 *     console.log(error.status, error.body); // 404 { message: "…" }
 *   }
 * }
 * ```
 */
export class VoicePlatformError extends Error {
  override readonly name: string = "VoicePlatformError";
  /** The catalogue code. */
  readonly code: VoicePlatformErrorCode;
  /** The HTTP status, when an answer came. */
  readonly status: number | undefined;
  /** The answer's body: parsed JSON, or text when it was not JSON. */
  readonly body: unknown;
  /** Whether the same request may succeed later. */
  readonly isRetryable: boolean;
  /** The request's method. */
  readonly method: string | undefined;
  /** The request's path, parameters filled in, without the query. */
  readonly path: string | undefined;
  /** How long the platform asked to wait (`Retry-After`), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(options: VoicePlatformErrorOptions) {
    super(
      options.message ?? voicePlatformErrorCodes[options.code].message,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = options.code;
    this.status = options.status;
    this.body = options.body;
    this.isRetryable = voicePlatformErrorCodes[options.code].retryable;
    this.method = options.method;
    this.path = options.path;
    this.retryAfterMs = options.retryAfterMs;
    markError(this, ERROR_MARKER);
  }

  /**
   * Whether a value is an error of this package, from any copy of it.
   *
   * @example
   * ```ts
   * if (VoicePlatformError.isInstance(error)) console.log(error.code);
   * ```
   */
  static isInstance(value: unknown): value is VoicePlatformError {
    return hasErrorMarker(value, ERROR_MARKER);
  }
}

/**
 * An attempt ran past its time limit (`timeoutMs`). Not retried by the client.
 *
 * @example
 * ```ts
 * import { VoicePlatformTimeoutError } from "@ringline/voice-client";
 *
 * try {
 *   await client.call.list(undefined, { timeoutMs: 2_000 });
 * } catch (error) {
 *   if (VoicePlatformTimeoutError.isInstance(error)) console.log(error.timeoutMs); // 2000
 * }
 * ```
 */
export class VoicePlatformTimeoutError extends VoicePlatformError {
  declare readonly code: "VAPI_TIMEOUT";
  override readonly name: string = "VoicePlatformTimeoutError";
  /** The time limit that ran out, in milliseconds. */
  readonly timeoutMs: number;

  constructor(options: {
    timeoutMs: number;
    method?: string | undefined;
    path?: string | undefined;
  }) {
    super({
      code: "VAPI_TIMEOUT",
      message: `${options.method} ${options.path} took longer than ${options.timeoutMs} ms`,
      method: options.method,
      path: options.path,
    });
    this.timeoutMs = options.timeoutMs;
    markError(this, TIMEOUT_MARKER);
  }

  /**
   * Whether a value is a time-limit error of this package, from any copy of it.
   *
   * @example
   * ```ts
   * if (VoicePlatformTimeoutError.isInstance(error)) console.log(error.timeoutMs);
   * ```
   */
  static override isInstance(value: unknown): value is VoicePlatformTimeoutError {
    return hasErrorMarker(value, TIMEOUT_MARKER);
  }
}

/**
 * No answer came: the connection failed or was dropped. The original error is the `cause`.
 *
 * @example
 * ```ts
 * import { VoicePlatformNetworkError } from "@ringline/voice-client";
 *
 * try {
 *   await client.assistant.list();
 * } catch (error) {
 *   if (VoicePlatformNetworkError.isInstance(error)) console.log(error.cause);
 * }
 * ```
 */
export class VoicePlatformNetworkError extends VoicePlatformError {
  declare readonly code: "VAPI_NETWORK_ERROR";
  override readonly name: string = "VoicePlatformNetworkError";

  constructor(options: { cause: unknown; method?: string | undefined; path?: string | undefined }) {
    super({
      code: "VAPI_NETWORK_ERROR",
      message: `${options.method} ${options.path} got no answer: ${String((options.cause as Error | undefined)?.message ?? options.cause)}`,
      method: options.method,
      path: options.path,
      cause: options.cause,
    });
    markError(this, NETWORK_MARKER);
  }

  /**
   * Whether a value is a network error of this package, from any copy of it.
   *
   * @example
   * ```ts
   * if (VoicePlatformNetworkError.isInstance(error)) console.log(error.cause);
   * ```
   */
  static override isInstance(value: unknown): value is VoicePlatformNetworkError {
    return hasErrorMarker(value, NETWORK_MARKER);
  }
}

/**
 * A value did not have the shape the client needs: a path parameter was missing before
 * sending (`direction: "request"`), or a successful answer claimed JSON but was not
 * (`direction: "response"`). Kept apart from HTTP errors: nothing was wrong on the wire.
 *
 * @example
 * ```ts
 * import { VoicePlatformSchemaError } from "@ringline/voice-client";
 *
 * try {
 *   await client.assistant.get("");
 * } catch (error) {
 *   if (VoicePlatformSchemaError.isInstance(error)) console.log(error.direction); // "request"
 * }
 * ```
 */
export class VoicePlatformSchemaError extends VoicePlatformError {
  declare readonly code: "VAPI_SCHEMA_ERROR";
  override readonly name: string = "VoicePlatformSchemaError";
  /** Whether the request's input or the platform's answer was at fault. */
  readonly direction: "request" | "response";

  constructor(options: {
    direction: "request" | "response";
    message: string;
    body?: unknown;
    status?: number | undefined;
    method?: string | undefined;
    path?: string | undefined;
    cause?: unknown;
  }) {
    super({ ...options, code: "VAPI_SCHEMA_ERROR" });
    this.direction = options.direction;
    markError(this, SCHEMA_MARKER);
  }

  /**
   * Whether a value is a schema error of this package, from any copy of it.
   *
   * @example
   * ```ts
   * if (VoicePlatformSchemaError.isInstance(error)) console.log(error.direction);
   * ```
   */
  static override isInstance(value: unknown): value is VoicePlatformSchemaError {
    return hasErrorMarker(value, SCHEMA_MARKER);
  }
}
