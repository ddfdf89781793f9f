// The options of `WebCall` and of one start, beyond what `@vapi-ai/web` takes.

import type { LocalTransportOptions } from "./local-transport.js";
import type { TransportFactory } from "./transport.js";

/**
 * Options of {@link WebCall} beyond those of `@vapi-ai/web`'s `Vapi` constructor.
 *
 * @example
 * ```ts
 * const options: WebCallOptions = { transport: "local", isMobile: false };
 * const call = new WebCall("public-key", "http://127.0.0.1:4010", undefined, undefined, options);
 * ```
 */
export interface WebCallOptions {
  /**
   * Which transport carries the call: `auto` (default) picks `local` for a `ws://` or
   * `wss://` `webCallUrl` and `daily` otherwise; or a factory (`FakeTransport#factory`).
   */
  transport?: "auto" | "daily" | "local" | TransportFactory;
  /** The `fetch` used for `POST /call/web`. */
  fetch?: typeof fetch;
  /** Whether to treat the browser as mobile (default: from the user agent). */
  isMobile?: boolean;
  /** Options of the `local` transport. */
  local?: LocalTransportOptions;
}

/**
 * Options of one start, as `@vapi-ai/web` takes them, plus a cancelling signal.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * await call.start("asst_123", undefined, undefined, undefined, undefined, {
 *   roomDeleteOnUserLeaveEnabled: false,
 *   signal: controller.signal,
 * });
 * ```
 */
export interface StartCallOptions {
  /** Delete the room when the user leaves (default true); `false` allows `reconnect`. */
  roomDeleteOnUserLeaveEnabled?: boolean;
  /** Cancels the start; `stop()` does too. */
  signal?: AbortSignal;
}

/**
 * Whether the user agent is a phone or tablet (the mobile-permissions wait applies).
 *
 * @example
 * ```ts
 * const isMobile = isMobileUserAgent();
 * ```
 */
export function isMobileUserAgent(): boolean {
  return (
    typeof navigator !== "undefined" &&
    /android|iphone|ipad|ipod|iemobile|blackberry|bada/i.test(navigator.userAgent)
  );
}
