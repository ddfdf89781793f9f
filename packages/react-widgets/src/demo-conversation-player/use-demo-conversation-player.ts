import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import {
  type ConversationPlayer,
  type ConversationPlayerOptions,
  type ConversationPlayerState,
  createConversationPlayer,
} from "./conversation-player.js";

/**
 * The analytics events of the demo conversation player and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<DemoConversationPlayerEvents> = (name, properties) =>
 *   console.log(name, properties.source);
 * ```
 */
export type DemoConversationPlayerEvents = {
  /** Playback started from the first line, by the visitor or by autoplay. */
  demo_started: { source: "conversation_player"; autoplay: boolean };
  /** The last line finished. */
  demo_completed: { source: "conversation_player" };
};

/**
 * Options of {@link useDemoConversationPlayer}.
 *
 * @example
 * ```ts
 * const options: UseDemoConversationPlayerOptions = { baseUrl: "/audio/demo" };
 * ```
 */
export interface UseDemoConversationPlayerOptions {
  /** The folder holding `metadata.json` and the audio files. Default `"/audio/demo"`. */
  baseUrl?: string | undefined;
  /** Replaces `fetch` for the metadata (tests, stories). */
  fetch?: ConversationPlayerOptions["fetch"];
  /** Replaces `new Audio()` (tests, stories). */
  createAudio?: ConversationPlayerOptions["createAudio"];
  /** Default true: play once, 500 ms after half of the player scrolled into view. */
  autoplay?: boolean | undefined;
  onEvent?: AnalyticsHandler<DemoConversationPlayerEvents> | undefined;
}

/**
 * What {@link useDemoConversationPlayer} gives the markup.
 *
 * @example
 * ```tsx
 * const player = useDemoConversationPlayer({});
 * <section ref={player.rootRef}>…</section>
 * ```
 */
export interface UseDemoConversationPlayerResult {
  state: ConversationPlayerState;
  player: ConversationPlayer;
  /** Attach to the player's outer element: autoplay watches it come into view. */
  rootRef: (element: Element | null) => void;
}

/**
 * The demo conversation player for React: creates the player, loads the metadata on
 * mount, watches the element come into view for the one autoplay, and reports the
 * analytics events.
 *
 * @example
 * ```tsx
 * function MiniPlayer() {
 *   const { state, player, rootRef } = useDemoConversationPlayer({ autoplay: false });
 *   return (
 *     <div ref={rootRef}>
 *       <button type="button" onClick={state.playing ? player.pause : player.play}>
 *         {state.playing ? "Pause" : "Play"}
 *       </button>
 *     </div>
 *   );
 * }
 * ```
 */
export function useDemoConversationPlayer(
  options: UseDemoConversationPlayerOptions,
): UseDemoConversationPlayerResult {
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const [player] = useState(() =>
    createConversationPlayer({
      baseUrl: options.baseUrl,
      fetch: (url) => (latest.current.fetch ?? ((target: string) => globalThis.fetch(target)))(url),
      createAudio: options.createAudio,
      onStart: ({ autoplay }) =>
        emitAnalyticsEvent(latest.current.onEvent, "demo_started", {
          source: "conversation_player",
          autoplay,
        }),
      onComplete: () =>
        emitAnalyticsEvent(latest.current.onEvent, "demo_completed", {
          source: "conversation_player",
        }),
    }),
  );
  const state = useStore(player);
  const [root, setRoot] = useState<Element | null>(null);

  useEffect(() => {
    void player.load();
    return () => player.dispose();
  }, [player]);

  const autoplay = options.autoplay ?? true;
  useEffect(() => {
    const Observer = root?.ownerDocument.defaultView?.IntersectionObserver;
    if (!root || !autoplay || !Observer) return;
    const observer = new Observer(
      (entries) => {
        for (const entry of entries) player.setVisible(entry.intersectionRatio >= 0.5);
      },
      { threshold: 0.5 },
    );
    observer.observe(root);
    return () => {
      observer.disconnect();
      player.setVisible(false);
    };
  }, [player, root, autoplay]);

  return { state, player, rootRef: setRoot };
}
