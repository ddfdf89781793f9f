import { errorMarker, hasErrorMarker, markError } from "../shared/error-marker.js";

const ERROR_MARKER = errorMarker("server-message-error");
const SCHEMA_MARKER = errorMarker("server-message-schema-error");
const VERIFICATION_MARKER = errorMarker("server-message-verification-error");

/**
 * The codes of the server entry's errors: a message that is not what the platform sends
 * (`VAPI_SERVER_MESSAGE_INVALID`, answer 400) and a request that did not prove it came
 * from the platform (`VAPI_SERVER_MESSAGE_UNVERIFIED`, answer 401).
 *
 * @example
 * ```ts
 * import type { ServerMessageErrorCode } from "@ringline/voice-client/server";
 *
 * const code: ServerMessageErrorCode = "VAPI_SERVER_MESSAGE_UNVERIFIED";
 * ```
 */
export type ServerMessageErrorCode =
  | "VAPI_SERVER_MESSAGE_INVALID"
  | "VAPI_SERVER_MESSAGE_UNVERIFIED";

/**
 * The base of the server entry's errors. Neither kind is retryable: the same request
 * fails the same way. `status` is the HTTP status to answer the platform with.
 *
 * @example
 * ```ts
 * import { ServerMessageError } from "@ringline/voice-client/server";
 *
 * try {
 *   await verifyServerMessage(request, { hmac: { secret } });
 *   const { message } = parseServerMessage(request.body);
 * } catch (error) {
 *   if (ServerMessageError.isInstance(error)) response.status(error.status).end();
 *   else throw error;
 * }
 * ```
 */
export class ServerMessageError extends Error {
  override readonly name: string = "ServerMessageError";
  /** What went wrong, as a literal. */
  readonly code: ServerMessageErrorCode;
  /** The HTTP status to answer with: 400 for a malformed message, 401 for an unverified one. */
  readonly status: 400 | 401;
  /** Always false: the same request fails the same way again. */
  readonly isRetryable = false;

  constructor(options: {
    code: ServerMessageErrorCode;
    message: string;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.status = options.code === "VAPI_SERVER_MESSAGE_INVALID" ? 400 : 401;
    markError(this, ERROR_MARKER);
  }

  /**
   * Whether a value is an error of the server entry, from any copy of the package.
   *
   * @example
   * ```ts
   * if (ServerMessageError.isInstance(error)) console.log(error.code, error.status);
   * ```
   */
  static isInstance(value: unknown): value is ServerMessageError {
    return hasErrorMarker(value, ERROR_MARKER);
  }
}

/**
 * One problem found in a server message: where (`path`, from the top of the body) and what.
 *
 * @example
 * ```ts
 * import type { ServerMessageIssue } from "@ringline/voice-client/server";
 *
 * const issue: ServerMessageIssue = {
 *   path: ["message", "toolCallList"],
 *   message: "expected array, received undefined",
 * };
 * ```
 */
export interface ServerMessageIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * The body is not a server message this package knows: not JSON, no `message.type`, an
 * unknown type, or a field the product relies on is missing or of the wrong kind. Kept apart
 * from {@link ServerMessageVerificationError}: the sender may be genuine, the content is not
 * usable.
 *
 * @example
 * ```ts
 * import { parseServerMessage, ServerMessageSchemaError } from "@ringline/voice-client/server";
 *
 * try {
 *   parseServerMessage({ message: { type: "tool-calls" } });
 * } catch (error) {
 *   if (ServerMessageSchemaError.isInstance(error)) {
 *     console.log(error.issues); // [{ path: ["message", "toolWithToolCallList"], … }, …]
 *   }
 * }
 * ```
 */
export class ServerMessageSchemaError extends ServerMessageError {
  declare readonly code: "VAPI_SERVER_MESSAGE_INVALID";
  declare readonly status: 400;
  override readonly name: string = "ServerMessageSchemaError";
  /** Every problem found, in the order found. */
  readonly issues: readonly ServerMessageIssue[];

  constructor(options: { issues: readonly ServerMessageIssue[]; cause?: unknown }) {
    const summary = options.issues
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
      .join("; ");
    super({
      code: "VAPI_SERVER_MESSAGE_INVALID",
      message: `not a valid server message: ${summary}`,
      cause: options.cause,
    });
    this.issues = options.issues;
    markError(this, SCHEMA_MARKER);
  }

  /**
   * Whether a value is a schema error of the server entry, from any copy of the package.
   *
   * @example
   * ```ts
   * if (ServerMessageSchemaError.isInstance(error)) console.log(error.issues);
   * ```
   */
  static override isInstance(value: unknown): value is ServerMessageSchemaError {
    return hasErrorMarker(value, SCHEMA_MARKER);
  }
}

/**
 * Why a request failed verification.
 *
 * - `missing-secret`, `secret-mismatch`: the legacy `X-Vapi-Secret` (or `X-Vapi-Signature`) header.
 * - `missing-token`, `token-mismatch`: a Bearer credential's header.
 * - `missing-signature`, `missing-timestamp`, `malformed-timestamp`, `missing-message-id`: HMAC
 *   headers absent or unreadable.
 * - `stale-timestamp`, `future-timestamp`: the timestamp is outside the tolerance.
 * - `signature-mismatch`: wrong secret, wrong algorithm, or the body or timestamp was changed.
 * - `replayed`: this exact signed request was accepted before.
 *
 * @example
 * ```ts
 * import type { ServerMessageVerificationFailure } from "@ringline/voice-client/server";
 *
 * const reason: ServerMessageVerificationFailure = "stale-timestamp";
 * ```
 */
export type ServerMessageVerificationFailure =
  | "missing-secret"
  | "secret-mismatch"
  | "missing-token"
  | "token-mismatch"
  | "missing-signature"
  | "missing-timestamp"
  | "malformed-timestamp"
  | "missing-message-id"
  | "stale-timestamp"
  | "future-timestamp"
  | "signature-mismatch"
  | "replayed";

const FAILURE_MESSAGES: Record<ServerMessageVerificationFailure, string> = {
  "missing-secret": "the X-Vapi-Secret header (or X-Vapi-Signature) is missing",
  "secret-mismatch": "the X-Vapi-Secret header (or X-Vapi-Signature) does not match",
  "missing-token": "the Bearer token's header is missing",
  "token-mismatch": "the Bearer token does not match",
  "missing-signature": "the signature header is missing",
  "missing-timestamp": "the timestamp header is missing",
  "malformed-timestamp": "the timestamp header is not a whole number of seconds or milliseconds",
  "missing-message-id": "the message-id header the signature covers is missing",
  "stale-timestamp": "the timestamp is older than the tolerance allows",
  "future-timestamp": "the timestamp is further in the future than the tolerance allows",
  "signature-mismatch": "the signature does not match the body and timestamp",
  replayed: "this signed request was already accepted once",
};

/**
 * The request did not prove that it came from the platform. Answer 401 and do not act on it.
 *
 * @example
 * ```ts
 * import { ServerMessageVerificationError, verifyServerMessage } from "@ringline/voice-client/server";
 *
 * try {
 *   await verifyServerMessage({ headers, body }, { hmac: { secret } });
 * } catch (error) {
 *   if (ServerMessageVerificationError.isInstance(error)) console.log(error.reason); // "replayed"
 * }
 * ```
 */
export class ServerMessageVerificationError extends ServerMessageError {
  declare readonly code: "VAPI_SERVER_MESSAGE_UNVERIFIED";
  declare readonly status: 401;
  override readonly name: string = "ServerMessageVerificationError";
  /** Why verification failed. */
  readonly reason: ServerMessageVerificationFailure;

  constructor(reason: ServerMessageVerificationFailure) {
    super({
      code: "VAPI_SERVER_MESSAGE_UNVERIFIED",
      message: `server message not verified: ${FAILURE_MESSAGES[reason]}`,
    });
    this.reason = reason;
    markError(this, VERIFICATION_MARKER);
  }

  /**
   * Whether a value is a verification error of the server entry, from any copy of the package.
   *
   * @example
   * ```ts
   * if (ServerMessageVerificationError.isInstance(error)) console.log(error.reason);
   * ```
   */
  static override isInstance(value: unknown): value is ServerMessageVerificationError {
    return hasErrorMarker(value, VERIFICATION_MARKER);
  }
}
