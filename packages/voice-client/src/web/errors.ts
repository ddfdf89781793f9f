// The errors `./web` throws. Kept apart from the REST client's `VoicePlatformError` so
// that `./web` does not carry the HTTP error catalogue; same habits (literal `code`,
// `isRetryable`, a `Symbol.for` marker that survives two copies of the package).

const MARKER = Symbol.for("@ringline/voice-client/web-call-error");

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
  | "aborted";

const retryable: readonly WebCallErrorCode[] = [
  "web-call-creation-failed",
  "bundle-load-failed",
  "connection-failed",
];

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

  constructor(
    code: WebCallErrorCode,
    message: string,
    options: { cause?: unknown; status?: number | undefined } = {},
  ) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.isRetryable = retryable.includes(code);
    this.status = options.status;
    Object.defineProperty(this, MARKER, { value: true });
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
    return (
      typeof value === "object" &&
      value !== null &&
      (value as Record<symbol, unknown>)[MARKER] === true
    );
  }
}
