import { useCallback, useId } from "react";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import { injectStyles } from "../shared/styles.js";
import type { ConversationPlayerOptions } from "./conversation-player.js";
import { demoConversationPlayerMessages } from "./demo-conversation-player.messages.js";
import { demoConversationPlayerStyles } from "./demo-conversation-player.styles.js";
import {
  type DemoConversationPlayerEvents,
  useDemoConversationPlayer,
} from "./use-demo-conversation-player.js";

const PLAYER_STYLE_SHEETS = [baseStyles, demoConversationPlayerStyles];

/**
 * Props of {@link DemoConversationPlayer}.
 *
 * @example
 * ```tsx
 * const props: DemoConversationPlayerProps = { baseUrl: "/audio/demo", locale: "es" };
 * ```
 */
export interface DemoConversationPlayerProps {
  /** The folder holding `metadata.json` and the audio files. Default `"/audio/demo"`. */
  baseUrl?: string | undefined;
  /** Default true: play once, 500 ms after half of the player scrolled into view. */
  autoplay?: boolean | undefined;
  /** Replaces `fetch` for the metadata (tests, stories). */
  fetch?: ConversationPlayerOptions["fetch"];
  /** Replaces `new Audio()` (tests, stories). */
  createAudio?: ConversationPlayerOptions["createAudio"];
  /** Default `"en"`. The conversation itself is in English. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<DemoConversationPlayerEvents> | undefined;
}

/**
 * Plays the recorded demo conversation: loads `/audio/demo/metadata.json`, plays each
 * line's audio in turn and shows each line as it is spoken, with play, pause and restart,
 * the full transcript on request, and one autoplay 500 ms after half of it scrolled into
 * view. Generate the audio with `packages/react-widgets/scripts/generate-demo-audio.sh`.
 *
 * @example
 * ```tsx
 * import { DemoConversationPlayer } from "@ringline/react-widgets";
 *
 * <section id="demo">
 *   <DemoConversationPlayer onEvent={(name, properties) => track(name, properties)} />
 * </section>
 * ```
 */
export function DemoConversationPlayer({
  baseUrl,
  autoplay,
  fetch,
  createAudio,
  locale,
  onEvent,
}: DemoConversationPlayerProps) {
  const { state, player, rootRef } = useDemoConversationPlayer({
    baseUrl,
    autoplay,
    fetch,
    createAudio,
    onEvent,
  });
  const texts = demoConversationPlayerMessages.forLocale(locale);
  const titleId = useId();
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (element) injectStyles(element, PLAYER_STYLE_SHEETS);
      rootRef(element);
    },
    [rootRef],
  );
  const lines = state.metadata?.lines ?? [];
  const shown = lines.slice(0, state.currentIndex + 1);
  const speakerOf = (speaker: "ai" | "user") => (speaker === "ai" ? texts.ai : texts.user);

  let status = "";
  if (state.status === "loading") status = texts.loading;
  else if (state.playing) status = texts.playing;
  else if (state.ended) status = texts.finished;
  else if (state.currentIndex >= 0) status = texts.paused;

  let error: string | undefined;
  if (state.error?.kind === "audio") error = texts.audioError;
  else if (state.error) {
    error = formatMessage(texts.conversationError, {
      message: demoConversationPlayerMessages.translate(state.error.message, locale),
    });
  }

  return (
    <section ref={ref} className="rl-root rl-player" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="rl-player__title">
          {texts.title}
        </h2>
        <p className="rl-player__description">{texts.description}</p>
      </div>
      <div role="alert">{error ? <p className="rl-player__error">{error}</p> : null}</div>
      {state.status === "ready" ? (
        <div className="rl-player__controls">
          <button
            type="button"
            className="rl-button rl-button--primary"
            onClick={state.playing ? player.pause : player.play}
          >
            {state.playing ? texts.pause : texts.play}
          </button>
          <button type="button" className="rl-button rl-button--secondary" onClick={player.restart}>
            {texts.restart}
          </button>
          {state.currentIndex >= 0 ? (
            <p className="rl-player__progress">
              {formatMessage(texts.progress, {
                current: state.currentIndex + 1,
                total: lines.length,
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="rl-player__status" role="status">
        {status}
      </p>
      {state.status === "ready" && shown.length === 0 ? (
        <p className="rl-player__hint">{texts.pressPlay}</p>
      ) : null}
      {shown.length > 0 ? (
        <ol className="rl-player__lines" aria-labelledby={titleId}>
          {shown.map((line, index) => (
            <li
              // Lines never reorder; the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="rl-player__line"
              data-speaker={line.speaker}
              aria-current={index === state.currentIndex && !state.ended ? "true" : undefined}
            >
              <span className="rl-player__speaker">{speakerOf(line.speaker)}</span>
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {lines.length > 0 ? (
        <details className="rl-player__transcript">
          <summary>{texts.fullTranscript}</summary>
          <ol>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the transcript never reorders
              <li key={index}>
                <strong>{speakerOf(line.speaker)}:</strong> {line.text}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
