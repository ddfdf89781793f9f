/**
 * Something on the page that makes sound: the recorded demo conversation, a live demo call.
 *
 * @example
 * ```ts
 * const holder: AudioFocusHolder = { stop: () => player.pause() };
 * ```
 */
export interface AudioFocusHolder {
  /** Another holder started: stop (pause the recording, hang up the call). */
  stop(): void;
}

/**
 * One sound at a time on a page: whoever starts playing claims the audio, and whoever held it
 * is told to stop. Sound that starts by itself (autoplay) asks first and stays quiet while
 * another holder plays. Shared by every widget on the page, the embed's included.
 *
 * @example
 * ```ts
 * const focus = getAudioFocus();
 * focus.claim(recording); // the live call, if one was on, hangs up
 * focus.release(recording); // paused or ended
 * ```
 */
export interface AudioFocus {
  /** `holder` starts making sound; the previous holder, if another, is told to stop. */
  claim(holder: AudioFocusHolder): void;
  /** `holder` is quiet again (paused, ended, hung up); does nothing if it did not hold it. */
  release(holder: AudioFocusHolder): void;
  /** Whether a holder other than `holder` is making sound. */
  isHeldByOther(holder: AudioFocusHolder): boolean;
}

/**
 * A new audio focus, for one page (tests make their own).
 *
 * @example
 * ```ts
 * const focus = createAudioFocus();
 * createConversationPlayer({ audioFocus: focus });
 * ```
 */
export function createAudioFocus(): AudioFocus {
  let current: AudioFocusHolder | undefined;
  return {
    claim(holder) {
      const previous = current;
      current = holder;
      if (previous && previous !== holder) previous.stop();
    },
    release(holder) {
      if (current === holder) current = undefined;
    },
    isHeldByOther(holder) {
      return current !== undefined && current !== holder;
    },
  };
}

// Two copies of this package on one page (the site's bundle and an embed) still share one.
const GLOBAL_KEY = Symbol.for("ringline.audio-focus");

/**
 * The page's audio focus, shared by every Ringline widget on it.
 *
 * @example
 * ```ts
 * getAudioFocus().isHeldByOther(recording); // a live call is on
 * ```
 */
export function getAudioFocus(): AudioFocus {
  const scope = globalThis as { [GLOBAL_KEY]?: AudioFocus };
  scope[GLOBAL_KEY] ??= createAudioFocus();
  return scope[GLOBAL_KEY];
}
