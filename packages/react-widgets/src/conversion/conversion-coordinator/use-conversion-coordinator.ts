import { useCallback, useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../../shared/analytics.js";
import { useIsomorphicLayoutEffect } from "../../shared/use-isomorphic-layout-effect.js";
import {
  type ConversionCoordinator,
  type ConversionState,
  type ConversionStorage,
  connectConversionCoordinator,
  createConversionCoordinator,
  dialogOnPage,
  type PromptType,
  visitorBusyOnPage,
} from "./conversion-store.js";

/**
 * The analytics events of the coordinator itself and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<ConversionCoordinatorEvents> = (name, properties) =>
 *   console.log(name, properties);
 * ```
 */
export type ConversionCoordinatorEvents = {
  /** A lead-capture prompt opened. */
  conversion_prompt_shown: { prompt: PromptType };
  /** The visitor closed it; that prompt type will not open again for 30 minutes. */
  conversion_prompt_dismissed: { prompt: PromptType };
};

/**
 * Options of {@link useConversionCoordinator}.
 *
 * @example
 * ```ts
 * const options: UseConversionCoordinatorOptions = { signedIn: false };
 * ```
 */
export interface UseConversionCoordinatorOptions {
  signedIn?: boolean | undefined;
  /** Default `localStorage`. */
  storage?: ConversionStorage | undefined;
  onEvent?: AnalyticsHandler<ConversionCoordinatorEvents> | undefined;
  /** Replaces the window the triggers listen to (tests, iframes). */
  view?: Window | undefined;
  /** When the visit began (ms since the epoch); the time prompt opens 10 s after it. */
  startedAt?: number | undefined;
  /** Whether a voice demo call is live: no prompt opens during one. */
  demoActive?: boolean | undefined;
}

/**
 * What {@link useConversionCoordinator} gives the markup.
 *
 * @example
 * ```tsx
 * const { state, closePrompt } = useConversionCoordinator({ signedIn });
 * ```
 */
export interface UseConversionCoordinatorResult {
  state: ConversionState;
  coordinator: ConversionCoordinator;
  closePrompt: () => void;
  dismissStickyBar: () => void;
}

/**
 * Runs the conversion rules on the current page: creates the coordinator, feeds it the
 * window's scroll and pointer and the time trigger while mounted, and reports the
 * prompt events.
 *
 * @example
 * ```tsx
 * function Prompts() {
 *   const { state, closePrompt } = useConversionCoordinator({ signedIn: false });
 *   return state.activePrompt ? <button type="button" onClick={closePrompt}>Close</button> : null;
 * }
 * ```
 */
export function useConversionCoordinator(
  options: UseConversionCoordinatorOptions,
): UseConversionCoordinatorResult {
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const [coordinator] = useState(() =>
    createConversionCoordinator({
      signedIn: options.signedIn,
      storage: options.storage,
      startedAt: options.startedAt,
      otherDialogOpen: () => {
        const view = latest.current.view ?? (typeof window === "undefined" ? undefined : window);
        return view !== undefined && dialogOnPage(view.document);
      },
      visitorBusy: () => {
        if (latest.current.demoActive) return true;
        const view = latest.current.view ?? (typeof window === "undefined" ? undefined : window);
        return view !== undefined && visitorBusyOnPage(view.document);
      },
      onPromptShown: (prompt) =>
        emitAnalyticsEvent(latest.current.onEvent, "conversion_prompt_shown", { prompt }),
    }),
  );
  const state = useStore(coordinator);

  useEffect(() => {
    coordinator.setSignedIn(options.signedIn ?? false);
  }, [coordinator, options.signedIn]);

  const view = options.view;
  useEffect(() => {
    const target = view ?? (typeof window === "undefined" ? undefined : window);
    if (!target) return;
    return connectConversionCoordinator(coordinator, target);
  }, [coordinator, view]);

  const closePrompt = useCallback(() => {
    const prompt = coordinator.getSnapshot().activePrompt;
    coordinator.closePrompt();
    if (prompt !== undefined) {
      emitAnalyticsEvent(latest.current.onEvent, "conversion_prompt_dismissed", { prompt });
    }
  }, [coordinator]);

  return { state, coordinator, closePrompt, dismissStickyBar: coordinator.dismissStickyBar };
}
