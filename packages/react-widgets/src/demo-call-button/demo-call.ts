import type {
  WebCall,
  WebCallErrorEvent,
  WebCallOptions,
  WebCallTranscriptEntry,
} from "@ringline/voice-client/web";
import { type AudioFocus, getAudioFocus } from "../shared/audio-focus.js";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";

/**
 * The part of `WebCall` (`@ringline/voice-client/web`) the demo button uses; tests and
 * stories pass a `WebCall` with a `FakeTransport`.
 *
 * @example
 * ```ts
 * const createCall = async (): Promise<DemoCall> => new WebCall(publicKey, baseUrl);
 * ```
 */
export type DemoCall = Pick<
  WebCall,
  "start" | "stop" | "setMuted" | "getSnapshot" | "subscribe" | "on" | "off"
>;

/**
 * Why a demo could not start, one per alert the button shows.
 *
 * @example
 * ```ts
 * const alert: DemoCallAlert = "not-configured"; // 'AI agent not configured. Please contact support.'
 * ```
 */
export type DemoCallAlert =
  | "security-temporary"
  | "unavailable"
  | "not-configured"
  | "security-blocked"
  | "start-failed";

/**
 * The button's timings, in milliseconds.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(DEMO_CALL_TIMINGS.startTimeoutMs);
 * ```
 */
export const DEMO_CALL_TIMINGS = {
  /** Without `call-start` this long after the call was placed, the button goes back to idle. */
  startTimeoutMs: 10_000,
  /** On mobile, the volume tip shows this long before the call is placed. */
  mobileTipMs: 3000,
} as const;

/**
 * A snapshot of the demo call: `idle`; `tip` (mobile: the volume tip, call placed 3 s
 * later); `connecting` (placed, waiting for `call-start`); `in-call`.
 *
 * @example
 * ```ts
 * const active = state.status !== "idle"; // the button reads 'End Call' and is red
 * ```
 */
export interface DemoCallState {
  readonly status: "idle" | "tip" | "connecting" | "in-call";
  readonly alert: DemoCallAlert | undefined;
  /** The assistant's volume, 0–1. */
  readonly volume: number;
  readonly speaking: boolean;
  readonly muted: boolean;
  readonly transcript: readonly WebCallTranscriptEntry[];
}

/**
 * Options of {@link createDemoCallController}.
 *
 * @example
 * ```ts
 * createDemoCallController({ assistantId: "asst_123", createCall: () => new WebCall(key) });
 * ```
 */
export interface DemoCallControllerOptions {
  /** The assistant to call; without one the button says the agent is not configured. */
  assistantId: string | undefined;
  /** Makes the call object for one press; may throw when the service cannot be initialised. */
  createCall: () => DemoCall | Promise<DemoCall>;
  /** Whether to show the mobile tip first. */
  isMobile: () => boolean;
  /** The assistant answered (`call-start`). */
  onCallStart?: (() => void) | undefined;
  /** A call that had started ended; `durationMs` since `call-start`. */
  onCallEnd?: ((end: { durationMs: number }) => void) | undefined;
  /** A start was refused with an alert. */
  onRefused?: ((alert: DemoCallAlert) => void) | undefined;
  /**
   * One sound at a time: a call takes the page's audio (the recorded demo pauses), and
   * hangs up when something else starts playing. Default: the page's {@link getAudioFocus}.
   */
  audioFocus?: AudioFocus | undefined;
}

/**
 * The framework-free demo button: one press places the call (after the mobile tip),
 * the next ends it; a call that does not start within 10 s is dropped; refusals become
 * one of five alerts.
 *
 * @example
 * ```ts
 * const controller = createDemoCallController({ assistantId, createCall, isMobile: () => false });
 * controller.press(); // calling…
 * controller.press(); // hung up
 * ```
 */
export interface DemoCallController extends WidgetStore<DemoCallState> {
  /** Starts from idle; ends anything else. */
  press(): void;
  setMuted(muted: boolean): void;
  dismissAlert(): void;
  /** Ends the call and the timers (unmount). */
  dispose(): void;
}

const ANSWERED = /answered (\d{3})/;

/**
 * The alert for a failed start, from the call's `error` event. Statuses come from the
 * platform's answer to `POST /call/web`: 429 (too many demos from here) is a temporary
 * security block; 401 and 403 (key or origin refused) a lasting one; 404 an unknown
 * assistant; 5xx, no answer and a transport that would not load mean the service is
 * down; anything else could not start.
 *
 * @example
 * ```ts
 * alertForError({ type: "start-method-error", error: { message: "POST /call/web answered 429" }, timestamp: "" });
 * // "security-temporary"
 * ```
 */
export function alertForError(event: WebCallErrorEvent): DemoCallAlert {
  const { code, message } = event.error;
  const status = Number(ANSWERED.exec(message)?.[1] ?? Number.NaN);
  if (status === 429) return "security-temporary";
  if (status === 401 || status === 403) return "security-blocked";
  if (status === 404) return "not-configured";
  if (status >= 500) return "unavailable";
  if (code === "bundle-load-failed" || code === "connection-failed") return "unavailable";
  if (/failed to fetch|networkerror|load failed|network request failed/i.test(message)) {
    return "unavailable";
  }
  return "start-failed";
}

function isMobileUserAgent(): boolean {
  return (
    typeof navigator !== "undefined" &&
    /android|iphone|ipad|ipod|iemobile|blackberry|bada/i.test(navigator.userAgent)
  );
}

/**
 * Whether the browser is a phone or tablet, for the volume tip.
 *
 * @example
 * ```ts
 * createDemoCallController({ assistantId, createCall, isMobile: detectMobile });
 * ```
 */
export const detectMobile: () => boolean = isMobileUserAgent;

const IDLE: DemoCallState = {
  status: "idle",
  alert: undefined,
  volume: 0,
  speaking: false,
  muted: false,
  transcript: [],
};

/**
 * The default `createCall`: loads `@ringline/voice-client/web` when the first demo is
 * placed (so pages pay for it only then) and makes a `WebCall` for the real platform
 * (public key + assistant) or the emulator (an `http://127.0.0.1:…` base URL answering
 * `ws://` call URLs, which selects the `local` transport).
 *
 * @example
 * ```ts
 * const createCall = webCallFactory("pk_live_123", "https://api.vapi.ai");
 * ```
 */
export function webCallFactory(
  publicKey: string | undefined,
  baseUrl?: string | undefined,
  options?: WebCallOptions | undefined,
): () => Promise<DemoCall> {
  return async () => {
    if (!publicKey) throw new Error("No public key");
    const { WebCall } = await import("@ringline/voice-client/web");
    return new WebCall(publicKey, baseUrl, undefined, undefined, options ?? {});
  };
}

/**
 * Creates the controller of one demo button.
 *
 * @example
 * ```ts
 * const controller = createDemoCallController({
 *   assistantId: "asst_123",
 *   createCall: webCallFactory("pk_123"),
 *   isMobile: detectMobile,
 * });
 * ```
 */
export function createDemoCallController(options: DemoCallControllerOptions): DemoCallController {
  const store = createWidgetStore(IDLE);
  const setState = store.patch;
  let tipTimer: ReturnType<typeof setTimeout> | undefined;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let call: DemoCall | undefined;
  let detach: (() => void) | undefined;
  let startedAt: number | undefined;
  // Each press gets a number; events of an earlier call are ignored.
  let attempt = 0;
  const focus = options.audioFocus ?? getAudioFocus();
  // Another sound started (the recorded demo played): hang up, as pressing 'End Call' would.
  const holder = { stop: () => finish() };

  function clearTimers(): void {
    clearTimeout(tipTimer);
    clearTimeout(startTimer);
    tipTimer = undefined;
    startTimer = undefined;
  }

  /** Hangs up and goes back to idle, keeping `muted` and showing `alert` if given. */
  function finish(alert?: DemoCallAlert): void {
    clearTimers();
    focus.release(holder);
    attempt += 1;
    detach?.();
    detach = undefined;
    const ending = call;
    call = undefined;
    if (ending) void ending.stop().catch(() => {});
    if (startedAt !== undefined) {
      const durationMs = Date.now() - startedAt;
      startedAt = undefined;
      options.onCallEnd?.({ durationMs });
    }
    const { muted, transcript } = store.get();
    setState({ ...IDLE, muted, alert, transcript });
    if (alert) options.onRefused?.(alert);
  }

  async function place(current: number): Promise<void> {
    setState({ status: "connecting" });
    startTimer = setTimeout(() => finish("start-failed"), DEMO_CALL_TIMINGS.startTimeoutMs);
    let created: DemoCall;
    try {
      created = await options.createCall();
    } catch {
      if (current === attempt) finish("start-failed");
      return;
    }
    if (current !== attempt) return;
    call = created;
    const onSnapshot = () => {
      if (current !== attempt) return;
      const snapshot = created.getSnapshot();
      setState({
        volume: snapshot.volume,
        speaking: snapshot.speaking,
        muted: snapshot.muted,
        transcript: snapshot.transcript,
      });
    };
    const onCallStart = () => {
      if (current !== attempt) return;
      clearTimeout(startTimer);
      startTimer = undefined;
      startedAt = Date.now();
      setState({ status: "in-call" });
      options.onCallStart?.();
    };
    const onCallEnd = () => {
      if (current === attempt) finish();
    };
    const onError = (event: WebCallErrorEvent) => {
      if (current !== attempt) return;
      // Errors after the call started end it; before, they are why it did not start.
      finish(store.get().status === "in-call" ? undefined : alertForError(event));
    };
    const unsubscribe = created.subscribe(onSnapshot);
    created.on("call-start", onCallStart);
    created.on("call-end", onCallEnd);
    created.on("error", onError);
    detach = () => {
      unsubscribe();
      created.off("call-start", onCallStart);
      created.off("call-end", onCallEnd);
      created.off("error", onError);
    };
    created.setMuted(store.get().muted);
    try {
      await created.start(options.assistantId);
    } catch {
      if (current === attempt) finish("start-failed");
    }
  }

  return {
    ...store.readable,
    press() {
      if (store.get().status !== "idle") {
        finish();
        return;
      }
      attempt += 1;
      const current = attempt;
      if (!options.assistantId) {
        setState({ alert: "not-configured" });
        options.onRefused?.("not-configured");
        return;
      }
      setState({ alert: undefined, transcript: [], volume: 0, speaking: false });
      focus.claim(holder);
      if (options.isMobile()) {
        setState({ status: "tip" });
        tipTimer = setTimeout(() => void place(current), DEMO_CALL_TIMINGS.mobileTipMs);
        return;
      }
      void place(current);
    },
    setMuted(muted) {
      call?.setMuted(muted);
      if (!call) setState({ muted });
    },
    dismissAlert() {
      setState({ alert: undefined });
    },
    dispose() {
      if (store.get().status !== "idle" || call) finish();
      clearTimers();
    },
  };
}
