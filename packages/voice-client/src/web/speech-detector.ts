// Speech and level detection from the remote audio levels (spec 4.2, 9): `volume-level`
// on every sample, `speech-start` once the assistant is loud, `speech-end` a second after
// the last loud sample, and a trailing `speech-end` when the call ends mid-speech.

/** Summed remote level above which the assistant counts as speaking. */
export const SPEAKING_THRESHOLD = 0.01;
/** Summed level that shows as full volume. */
export const FULL_VOLUME_LEVEL = 0.15;
/** Quiet time after which speech has ended. */
export const SPEECH_END_DELAY_MS = 1000;

/**
 * What a {@link SpeechDetector} reports to.
 *
 * @example
 * ```ts
 * const listener: SpeechListener = { volume: console.log, speechStart() {}, speechEnd() {} };
 * ```
 */
export interface SpeechListener {
  volume(volume: number): void;
  speechStart(): void;
  speechEnd(): void;
}

/**
 * Turns remote audio levels into volume and speech events.
 *
 * @example
 * ```ts
 * const detector = new SpeechDetector(listener);
 * detector.levels({ assistant: 0.09 }); // volume 0.6, speech start
 * detector.end(); // speech end now, if still speaking
 * ```
 */
export class SpeechDetector {
  readonly #listener: SpeechListener;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(listener: SpeechListener) {
    this.#listener = listener;
  }

  /** Whether the assistant is speaking now. */
  get speaking(): boolean {
    return this.#timer !== null;
  }

  /** One sample: the level of each remote participant, 0–1. */
  levels(levels: Record<string, number>): void {
    let sum = 0;
    for (const level of Object.values(levels)) sum += level;
    this.#listener.volume(Math.min(1, sum / FULL_VOLUME_LEVEL));
    if (sum <= SPEAKING_THRESHOLD) return;
    if (this.#timer) clearTimeout(this.#timer);
    else this.#listener.speechStart();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#listener.speechEnd();
    }, SPEECH_END_DELAY_MS);
  }

  /** The call ended: a speech in progress ends now rather than never. */
  end(): void {
    if (!this.#timer) return;
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#listener.speechEnd();
  }
}
