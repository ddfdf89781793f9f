import { type AudioFocus, getAudioFocus } from "../shared/audio-focus.js";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";

/**
 * Who speaks a line of the demo conversation.
 *
 * @example
 * ```ts
 * const speaker: ConversationSpeaker = "ai";
 * ```
 */
export type ConversationSpeaker = "ai" | "user";

/**
 * One line of the demo conversation, as `metadata.json` lists it.
 *
 * @example
 * ```ts
 * const line: ConversationLine = { speaker: "ai", text: "Thank you for calling…", filename: "01-ai.mp3", duration: 5.9 };
 * ```
 */
export interface ConversationLine {
  speaker: ConversationSpeaker;
  text: string;
  /** Relative to the metadata's folder. */
  filename: string;
  /** Seconds. */
  duration: number;
}

/**
 * The demo conversation's `metadata.json`.
 *
 * @example
 * ```json
 * { "totalDuration": 59.13, "lines": [{ "speaker": "ai", "text": "…", "filename": "01-ai.mp3", "duration": 5.9 }] }
 * ```
 */
export interface ConversationMetadata {
  /** Seconds. */
  totalDuration: number;
  lines: ConversationLine[];
}

/**
 * The error texts of the player, in English; the widget shows them translated.
 *
 * @example
 * ```ts
 * if (state.error?.message === PLAYER_ERRORS.audio) retry();
 * ```
 */
export const PLAYER_ERRORS = {
  metadata: "Failed to load conversation metadata",
  audio: "Failed to load audio",
} as const;

/**
 * Timings of the player, in milliseconds.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(PLAYER_TIMINGS.autoplayDelayMs);
 * ```
 */
export const PLAYER_TIMINGS = {
  /** Autoplay waits this long after half of the player scrolled into view. */
  autoplayDelayMs: 500,
  /** Restart replays after this pause. */
  restartDelayMs: 100,
} as const;

/**
 * A snapshot of the player.
 *
 * - `loading`: the metadata is on its way;
 * - `ready`: loaded; `playing`, `currentIndex` and `ended` say where playback is;
 * - `error`: `error.kind` is `conversation` (the metadata could not be loaded; the
 *   message says why) or `audio` (a line's file could not be played).
 *
 * @example
 * ```ts
 * const { status, currentIndex } = player.getSnapshot();
 * ```
 */
export interface ConversationPlayerState {
  readonly status: "loading" | "ready" | "error";
  readonly metadata: ConversationMetadata | undefined;
  readonly error: { readonly kind: "conversation" | "audio"; readonly message: string } | undefined;
  /** The line playing or paused; -1 before the first. */
  readonly currentIndex: number;
  readonly playing: boolean;
  /** True once the last line finished; playback stops there. */
  readonly ended: boolean;
}

/**
 * The part of `HTMLAudioElement` the player uses, so tests and stories can fake it.
 *
 * @example
 * ```ts
 * const createAudio = (): PlayerAudio => new Audio();
 * ```
 */
export interface PlayerAudio {
  src: string;
  currentTime: number;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: "ended" | "error", listener: () => void): void;
  removeEventListener(type: "ended" | "error", listener: () => void): void;
}

/**
 * Options of {@link createConversationPlayer}.
 *
 * @example
 * ```ts
 * createConversationPlayer({ baseUrl: "https://cdn.example.com/audio/demo" });
 * ```
 */
export interface ConversationPlayerOptions {
  /** The folder holding `metadata.json` and the audio files. Default `"/audio/demo"`. */
  baseUrl?: string | undefined;
  /** Default: the global `fetch`. */
  fetch?: ((url: string) => Promise<Pick<Response, "ok" | "json">>) | undefined;
  /** Default: `new Audio()`. */
  createAudio?: (() => PlayerAudio) | undefined;
  /** Called when playback starts from the first line. */
  onStart?: ((start: { autoplay: boolean }) => void) | undefined;
  /** Called when the last line finished. */
  onComplete?: (() => void) | undefined;
  /**
   * One sound at a time: playing takes the page's audio (a live demo call hangs up), and
   * autoplay waits while something else plays. Default: the page's {@link getAudioFocus}.
   */
  audioFocus?: AudioFocus | undefined;
}

/**
 * The framework-free demo conversation player: loads the metadata, plays the lines' audio
 * one after another, pauses, restarts and autoplays once when shown.
 *
 * @example
 * ```ts
 * const player = createConversationPlayer();
 * player.subscribe(() => console.log(player.getSnapshot()));
 * await player.load();
 * player.play();
 * ```
 */
export interface ConversationPlayer extends WidgetStore<ConversationPlayerState> {
  /** Fetches `metadata.json`; resolves once loaded or failed. */
  load(): Promise<void>;
  /** Plays from where it paused, from the start when ended. */
  play(): void;
  pause(): void;
  /** Back to the start, then plays again after 100 ms. */
  restart(): void;
  /** Half of the player is in view (`true`) or not any more (`false`). */
  setVisible(visible: boolean): void;
  /** Stops playback and timers; `load()` starts it up again. */
  dispose(): void;
}

function isLine(value: unknown): value is ConversationLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    (line.speaker === "ai" || line.speaker === "user") &&
    typeof line.text === "string" &&
    typeof line.filename === "string" &&
    typeof line.duration === "number"
  );
}

/**
 * Checks a parsed `metadata.json`; undefined when it is not one.
 *
 * @example
 * ```ts
 * const metadata = parseConversationMetadata(await response.json());
 * ```
 */
export function parseConversationMetadata(value: unknown): ConversationMetadata | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { totalDuration, lines } = value as Record<string, unknown>;
  if (typeof totalDuration !== "number" || !Array.isArray(lines) || lines.length === 0) {
    return undefined;
  }
  return lines.every(isLine) ? { totalDuration, lines } : undefined;
}

const INITIAL: ConversationPlayerState = {
  status: "loading",
  metadata: undefined,
  error: undefined,
  currentIndex: -1,
  playing: false,
  ended: false,
};

/**
 * Creates a conversation player.
 *
 * @example
 * ```ts
 * const player = createConversationPlayer({ baseUrl: "/audio/demo" });
 * void player.load();
 * ```
 */
export function createConversationPlayer(
  options: ConversationPlayerOptions = {},
): ConversationPlayer {
  const baseUrl = (options.baseUrl ?? "/audio/demo").replace(/\/+$/, "");
  const store = createWidgetStore(INITIAL);
  const setState = store.patch;
  let audio: PlayerAudio | undefined;
  let autoplayTimer: ReturnType<typeof setTimeout> | undefined;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let visible = false;
  let autoplayDue = false;
  let autoplayed = false;
  let disposed = false;
  const focus = options.audioFocus ?? getAudioFocus();
  // Another sound started (a live call): pause, as the visitor's pause button would.
  const holder = { stop: () => pause() };

  function pause(): void {
    clearTimeout(restartTimer);
    focus.release(holder);
    if (!store.get().playing) return;
    audio?.pause();
    setState({ playing: false });
  }

  function onEnded(): void {
    const { metadata, currentIndex } = store.get();
    const lines = metadata?.lines ?? [];
    const next = currentIndex + 1;
    if (next >= lines.length) {
      focus.release(holder);
      setState({ playing: false, ended: true });
      options.onComplete?.();
      return;
    }
    setState({ currentIndex: next });
    playCurrent(true);
  }

  function onError(): void {
    focus.release(holder);
    setState({
      status: "error",
      playing: false,
      error: { kind: "audio", message: PLAYER_ERRORS.audio },
    });
  }

  function audioElement(): PlayerAudio {
    if (!audio) {
      audio = options.createAudio?.() ?? new Audio();
      audio.addEventListener("ended", onEnded);
      audio.addEventListener("error", onError);
    }
    return audio;
  }

  /** Plays the current line, from its start when `fromStart`, else where it paused. */
  function playCurrent(fromStart: boolean): void {
    const { metadata, currentIndex } = store.get();
    const line = metadata?.lines[currentIndex];
    if (!line) return;
    const element = audioElement();
    if (fromStart) element.src = `${baseUrl}/${line.filename}`;
    element.play().catch((error: unknown) => {
      // A browser refusing to autoplay sound is not a broken file: wait for the visitor.
      const refused = error instanceof Error && error.name === "NotAllowedError";
      if (refused) {
        focus.release(holder);
        setState({ playing: false });
      } else if (!(error instanceof Error && error.name === "AbortError")) onError();
    });
  }

  function play(autoplay = false): void {
    const state = store.get();
    if (state.status !== "ready" || state.playing || disposed) return;
    clearTimeout(restartTimer);
    // Once the visitor has played it, autoplay has nothing left to do.
    autoplayed = true;
    focus.claim(holder);
    const fromTheTop = state.ended || state.currentIndex < 0;
    setState({ playing: true, ended: false, currentIndex: fromTheTop ? 0 : state.currentIndex });
    if (fromTheTop) options.onStart?.({ autoplay });
    playCurrent(fromTheTop);
  }

  function autoplay(): void {
    autoplayDue = false;
    if (autoplayed || !visible) return;
    if (store.get().status !== "ready") {
      // Seen before the metadata arrived: play as soon as it does.
      autoplayDue = true;
      return;
    }
    autoplayed = true;
    // Never over a live call: the visitor can still press play.
    if (focus.isHeldByOther(holder)) return;
    if (store.get().currentIndex < 0) play(true);
  }

  return {
    ...store.readable,
    async load() {
      disposed = false;
      setState({ ...INITIAL });
      try {
        const doFetch = options.fetch ?? ((url: string) => globalThis.fetch(url));
        const response = await doFetch(`${baseUrl}/metadata.json`);
        if (!response.ok) throw new Error(PLAYER_ERRORS.metadata);
        const metadata = parseConversationMetadata(await response.json());
        if (!metadata) throw new Error(PLAYER_ERRORS.metadata);
        if (disposed) return;
        setState({ status: "ready", metadata });
        if (autoplayDue) autoplay();
      } catch (error) {
        if (disposed) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: "error", error: { kind: "conversation", message } });
      }
    },
    play: () => play(false),
    pause,
    restart() {
      if (store.get().status !== "ready") return;
      audio?.pause();
      if (audio) audio.currentTime = 0;
      clearTimeout(restartTimer);
      setState({ playing: false, ended: false, currentIndex: -1 });
      restartTimer = setTimeout(() => play(false), PLAYER_TIMINGS.restartDelayMs);
    },
    setVisible(isVisible) {
      visible = isVisible;
      if (!isVisible) {
        clearTimeout(autoplayTimer);
        autoplayTimer = undefined;
        autoplayDue = false;
        return;
      }
      if (autoplayed || autoplayTimer !== undefined) return;
      autoplayTimer = setTimeout(() => {
        autoplayTimer = undefined;
        autoplay();
      }, PLAYER_TIMINGS.autoplayDelayMs);
    },
    dispose() {
      disposed = true;
      clearTimeout(autoplayTimer);
      clearTimeout(restartTimer);
      audio?.pause();
      focus.release(holder);
      audio?.removeEventListener("ended", onEnded);
      audio?.removeEventListener("error", onError);
      // A later load() (React's development remount) gets a fresh, listening element.
      audio = undefined;
      setState({ playing: false });
    },
  };
}
