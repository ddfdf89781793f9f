// The errors `./web` throws. Kept apart from the REST client's `VoicePlatformError` so
// that `./web` does not carry the HTTP error catalogue; same habits (literal `code`,
// `isRetryable`, the package's one `Symbol.for` marker mechanism).

import { errorMarker, hasErrorMarker, markError } from "../shared/error-marker.js";
import type { SerializedError } from "./events.js";

const MARKER = errorMarker("web-call-error");

/**
 * The codes of {@link WebCallError}.
 *
 * @example
 * ```ts
 * import type { WebCallErrorCode } from "@ringline/voice-client/web";
 *
 * const code: WebCallErrorCode = "not-joined";
 * ```
 */
export type WebCallErrorCode =
  | "validation-failed"
  | "web-call-creation-failed"
  | "bundle-load-failed"
  | "not-joined"
  | "destroyed"
  | "app-message-too-large"
  | "unsupported"
  | "connection-failed"
  | "aborted"
  | "start-failed";

const retryable: readonly WebCallErrorCode[] = [
  "web-call-creation-failed",
  "bundle-load-failed",
  "connection-failed",
];

/**
 * What a {@link WebCallError} is built from besides its code and message.
 *
 * @example
 * ```ts
 * const options: WebCallErrorOptions = { status: 429, body: { message: "Too many calls" } };
 * ```
 */
export interface WebCallErrorOptions {
  cause?: unknown;
  /** The HTTP status of the platform's answer. */
  status?: number | undefined;
  /** The platform's answer: parsed JSON, or text. */
  body?: unknown;
  /** What the error is about: for `start-failed`, the `error` event nobody listened to. */
  context?: unknown;
}

/**
 * An error thrown by a web call or its transport.
 *
 * @example
 * ```ts
 * import { WebCallError } from "@ringline/voice-client/web";
 *
 * try {
 *   call.send({ type: "end-call" });
 * } catch (error) {
 *   if (WebCallError.isInstance(error) && error.code === "not-joined") console.log("too early");
 * }
 * ```
 */
export class WebCallError extends Error {
  override readonly name: string = "WebCallError";
  /** What went wrong. */
  readonly code: WebCallErrorCode;
  /** Whether trying again may succeed. */
  readonly isRetryable: boolean;
  /** The HTTP status, for `web-call-creation-failed` with an answer. */
  readonly status: number | undefined;
  /** The platform's answer, for `web-call-creation-failed` with an answer. */
  readonly body: unknown;
  /** For `start-failed`: the `error` event that had no listener, as Node's `EventEmitter` names it. */
  readonly context: unknown;

  constructor(code: WebCallErrorCode, message: string, options: WebCallErrorOptions = {}) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.isRetryable = retryable.includes(code);
    this.status = options.status;
    this.body = options.body;
    this.context = options.context;
    markError(this, MARKER);
  }

  /**
   * Whether a value is a {@link WebCallError}, from any copy of this package.
   *
   * @example
   * ```ts
   * if (WebCallError.isInstance(error)) console.log(error.code);
   * ```
   */
  static isInstance(value: unknown): value is WebCallError {
    return hasErrorMarker(value, MARKER);
  }

  /**
   * The plain form (what `JSON.stringify` and the `error` event carry): name, code,
   * message, `isRetryable`, and the HTTP `status` and `body` when there was an answer.
   *
   * @example
   * ```ts
   * JSON.stringify(new WebCallError("web-call-creation-failed", "POST /call/web answered 429", { status: 429 }));
   * ```
   */
  toJSON(): SerializedError {
    return serializeError(this);
  }
}

// The fields worth keeping beyond message, name and stack (Daily's `errorMsg` among them).
const EXTRA_FIELDS = ["code", "isRetryable", "status", "body", "reason", "details", "errorMsg"];

/**
 * An error (or anything thrown or reported) as a plain object that survives
 * `JSON.stringify` and `postMessage`, as `@vapi-ai/web` serialises errors; a
 * {@link WebCallError} keeps its `code`, `status` and `body`.
 *
 * @example
 * ```ts
 * serializeError(new WebCallError("web-call-creation-failed", "POST /call/web answered 400", { status: 400 }));
 * // { message: "POST /call/web answered 400", name: "WebCallError", code: "web-call-creation-failed", status: 400, … }
 * ```
 */
export function serializeError(error: unknown): SerializedError {
  if (error === null || error === undefined) {
    return { message: "Unknown error (null or undefined)" };
  }
  if (error instanceof Error) {
    const serialized: SerializedError = { message: error.message, name: error.name };
    if (error.stack) serialized.stack = error.stack;
    const record = error as unknown as Record<string, unknown>;
    for (const field of EXTRA_FIELDS) {
      if (record[field] !== undefined) serialized[field] = record[field];
    }
    if (error.cause !== undefined) serialized.cause = String(error.cause);
    return serialized;
  }
  if (typeof error === "string") return { message: error };
  if (typeof error === "object") {
    const record = error as Record<string, unknown>;
    const message = [
      record.message,
      record.errorMsg,
      (record.errorMsg as { errorMsg?: unknown } | undefined)?.errorMsg,
      (record.error as { msg?: unknown } | undefined)?.msg,
      record.error,
    ].find((candidate) => typeof candidate === "string");
    return { ...record, message: (message as string | undefined) ?? JSON.stringify(error) };
  }
  return { message: String(error) };
}
