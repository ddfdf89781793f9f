import { useCallback, useRef, useSyncExternalStore } from "react";
import { WebCall, type WebCallOptions, type WebCallSnapshot } from "../web/index.js";

/**
 * Options of {@link useWebCall}: an existing call, or what to build one from.
 *
 * @example
 * ```ts
 * const options: UseWebCallOptions = { publicKey: "your-public-key", assistant: "asst_123" };
 * ```
 */
export interface UseWebCallOptions {
  /** Use this call instead of building one. */
  call?: WebCall;
  /** The public key, to build a call. */
  publicKey?: string;
  /** The platform's address, to build a call. */
  baseUrl?: string;
  /** Transport choice and test seams, to build a call. */
  options?: WebCallOptions;
  /** What `start()` starts when called without arguments: an assistant id or definition. */
  assistant?: Parameters<WebCall["start"]>[0];
  /** Overrides for `start()` without arguments. */
  assistantOverrides?: Parameters<WebCall["start"]>[1];
}

/**
 * What {@link useWebCall} answers: the call's state, and actions bound to it.
 *
 * @example
 * ```ts
 * const { status, volume, speaking, transcript, muted, start, stop, toggleMute } = useWebCall(options);
 * ```
 */
export interface UseWebCallResult extends WebCallSnapshot {
  /** The call itself, for events and the rest of its methods. */
  readonly call: WebCall;
  /** Starts a call (with the hook's `assistant` when called without arguments). */
  start: (...args: Parameters<WebCall["start"]>) => ReturnType<WebCall["start"]>;
  /** Hangs up. */
  stop: () => Promise<void>;
  /** Mutes or unmutes the microphone. */
  setMuted: (muted: boolean) => void;
  /** Flips the mute. */
  toggleMute: () => void;
}

/**
 * Drives a web call from React: status, stage, volume, speaking, transcript and mute come
 * from the call's snapshot through `useSyncExternalStore`, so components re-render only when
 * the call's state changes.
 *
 * @example
 * ```tsx
 * import { useWebCall } from "@ringline/voice-client/react";
 *
 * function CallButton() {
 *   const { status, speaking, muted, start, stop, toggleMute } = useWebCall({
 *     publicKey: "your-public-key",
 *     assistant: "asst_123",
 *   });
 *   const live = status === "starting" || status === "connected" || status === "active";
 *   return (
 *     <>
 *       <button onClick={() => (live ? stop() : start())}>{live ? "Hang up" : "Call"}</button>
 *       {live && <button onClick={toggleMute}>{muted ? "Unmute" : "Mute"}</button>}
 *       {speaking && <span>Assistant speaking…</span>}
 *     </>
 *   );
 * }
 * ```
 */
export function useWebCall(options: UseWebCallOptions): UseWebCallResult {
  const owned = useRef<WebCall | null>(null);
  if (!options.call && !owned.current) {
    owned.current = new WebCall(
      options.publicKey ?? "",
      options.baseUrl,
      undefined,
      undefined,
      options.options,
    );
  }
  const call = (options.call ?? owned.current) as WebCall;
  const snapshot = useSyncExternalStore(call.subscribe, call.getSnapshot, call.getSnapshot);
  const latest = useRef(options);
  latest.current = options;

  const start = useCallback(
    (...args: Parameters<WebCall["start"]>) =>
      args.length > 0
        ? call.start(...args)
        : call.start(latest.current.assistant, latest.current.assistantOverrides),
    [call],
  );
  const stop = useCallback(() => call.stop(), [call]);
  const setMuted = useCallback((muted: boolean) => call.setMuted(muted), [call]);
  const toggleMute = useCallback(() => call.setMuted(!call.getSnapshot().muted), [call]);
  return { ...snapshot, call, start, stop, setMuted, toggleMute };
}
