import type { ConversationMetadata, PlayerAudio } from "./conversation-player.js";

/**
 * A stand-in for `HTMLAudioElement` used by the stories and tests: "plays" each file for
 * a fixed time with a timer, so playback runs the same in Storybook, in jsdom and under
 * fake timers.
 *
 * @example
 * ```ts
 * const audio = new FakePlayerAudio({ lineMs: 1500 });
 * createConversationPlayer({ createAudio: () => audio });
 * ```
 */
export class FakePlayerAudio implements PlayerAudio {
  src = "";
  currentTime = 0;
  /** Every `src` played, in order. */
  readonly played: string[] = [];
  readonly #listeners = { ended: new Set<() => void>(), error: new Set<() => void>() };
  readonly #lineMs: number;
  readonly #fail: "error-event" | "reject" | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #startedAt = 0;
  #elapsed = 0;
  #playingSrc = "";

  constructor(options: { lineMs?: number; fail?: "error-event" | "reject" } = {}) {
    this.#lineMs = options.lineMs ?? 1500;
    this.#fail = options.fail;
  }

  play(): Promise<void> {
    if (this.#fail === "reject") {
      return Promise.reject(
        Object.assign(new Error("The element has no supported sources."), {
          name: "NotSupportedError",
        }),
      );
    }
    if (this.#fail === "error-event") {
      queueMicrotask(() => this.#emit("error"));
      return Promise.resolve();
    }
    if (this.src !== this.#playingSrc) {
      this.#playingSrc = this.src;
      this.#elapsed = 0;
      this.played.push(this.src);
    }
    clearTimeout(this.#timer);
    this.#startedAt = Date.now();
    this.#timer = setTimeout(() => {
      this.#playingSrc = "";
      this.#emit("ended");
    }, this.#lineMs - this.#elapsed);
    return Promise.resolve();
  }

  pause(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#elapsed += Date.now() - this.#startedAt;
  }

  addEventListener(type: "ended" | "error", listener: () => void): void {
    this.#listeners[type].add(listener);
  }

  removeEventListener(type: "ended" | "error", listener: () => void): void {
    this.#listeners[type].delete(listener);
  }

  #emit(type: "ended" | "error"): void {
    for (const listener of this.#listeners[type]) listener();
  }
}

/**
 * A short version of the shipped demo conversation, for stories and tests.
 *
 * @example
 * ```ts
 * const fetch = metadataFetch(SAMPLE_CONVERSATION);
 * ```
 */
export const SAMPLE_CONVERSATION: ConversationMetadata = {
  totalDuration: 23.63,
  lines: [
    {
      speaker: "ai",
      text: "Thank you for calling Harbor Point Realty, this is Ava. How can I help you today?",
      filename: "01-ai.mp3",
      duration: 5.9,
    },
    {
      speaker: "user",
      text: "Hi, I saw the three-bedroom listing on Maple Street. Is it still available?",
      filename: "02-user.mp3",
      duration: 5.65,
    },
    {
      speaker: "ai",
      text: "Yes, 42 Maple Street is still available. Would you like to see it this Saturday?",
      filename: "03-ai.mp3",
      duration: 6.4,
    },
    {
      speaker: "user",
      text: "Ten o'clock on Saturday would be great.",
      filename: "04-user.mp3",
      duration: 5.68,
    },
  ],
};

/**
 * A `fetch` for the player that answers the metadata, fails, or never answers.
 *
 * @example
 * ```ts
 * metadataFetch(SAMPLE_CONVERSATION); // answers 200 with the sample
 * metadataFetch({ status: 404 }); // answers 404
 * ```
 */
export function metadataFetch(
  answer: ConversationMetadata | { status: number } | { reject: string } | "never",
): (url: string) => Promise<Pick<Response, "ok" | "json">> {
  return async () => {
    if (answer === "never") return new Promise(() => {});
    if ("reject" in answer) throw new TypeError(answer.reject);
    if ("status" in answer) return { ok: false, json: async () => ({}) };
    return { ok: true, json: async () => structuredClone(answer) };
  };
}
