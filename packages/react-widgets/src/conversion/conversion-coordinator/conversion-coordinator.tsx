import { useEffect, useState } from "react";
import type { AnalyticsEvents, AnalyticsHandler } from "../../shared/analytics.js";
import type { Locale } from "../../shared/messages.js";
import { LeadCapturePopup } from "../lead-capture-popup/lead-capture-popup.js";
import type { LeadCapturePopupEvents } from "../lead-capture-popup/use-lead-capture-popup.js";
import { StickyBar } from "../sticky-bar/sticky-bar.js";
import type { StickyBarEvents } from "../sticky-bar/use-sticky-bar.js";
import type { ConversionStorage } from "./conversion-store.js";
import {
  type ConversionCoordinatorEvents,
  useConversionCoordinator,
} from "./use-conversion-coordinator.js";

/**
 * Every analytics event the coordinator, the sticky bar and the popup report.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<ConversionEvents> = (name, properties) => track(name, properties);
 * ```
 */
export type ConversionEvents = ConversionCoordinatorEvents &
  StickyBarEvents &
  Omit<LeadCapturePopupEvents, "cta_clicked"> & {
    cta_clicked: StickyBarEvents["cta_clicked"] | LeadCapturePopupEvents["cta_clicked"];
  };

/** Whether a modal dialog (a form, the chat on a phone) is on the page, kept up to date. */
function useDialogOnPage(watching: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watching || typeof MutationObserver === "undefined") return;
    // Modal dialogs only: a non-modal one (a live call's panel) leaves the page, and the bar's
    // 'End' button, usable.
    const check = () => setOpen(document.querySelector('[aria-modal="true"]') !== null);
    check();
    // Dialogs come and go as portals and attribute changes; no timers, no frames.
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["role", "open"],
    });
    return () => observer.disconnect();
  }, [watching]);
  return watching && open;
}

/**
 * Props of {@link ConversionCoordinator}.
 *
 * @example
 * ```tsx
 * const props: ConversionCoordinatorProps = { signedIn: false, demoSectionId: "demo" };
 * ```
 */
export interface ConversionCoordinatorProps {
  /** Signed-in visitors never see the prompt or the sticky bar. */
  signedIn?: boolean | undefined;
  /** Whether the voice demo runs (for the sticky bar's toggle); undefined lets it track itself. */
  demoActive?: boolean | undefined;
  onDemoStart?: (() => void) | undefined;
  onDemoEnd?: (() => void) | undefined;
  /** Default `"/signup"`. */
  signupHref?: string | undefined;
  /** Default `"/dashboard"`. */
  dashboardHref?: string | undefined;
  /** The id of the page's demo section. Default `"demo"`. */
  demoSectionId?: string | undefined;
  /** Where dismissals are kept (default `localStorage`). */
  storage?: ConversionStorage | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<ConversionEvents> | undefined;
  /** Where the popup is rendered (default `document.body`). */
  container?: Element | DocumentFragment | null | undefined;
  /**
   * When the visit to the page began (ms since the epoch, e.g. `performance.timeOrigin`):
   * the time prompt opens 10 s after it, even if the coordinator was loaded later.
   * Default: when it mounts.
   */
  startedAt?: number | undefined;
}

/**
 * Shows the conversion prompts of a marketing page by the product's rules: the
 * 'Don't Miss Out!' popup after 10 s, on scrolling past 70 % of the page, or on exit
 * intent after half of it, one at a time, 5 s apart, each type only until closed, and never
 * during a live demo call, checkout or a form being filled in; the
 * sticky bar once scrolled past 80 % of the viewport until dismissed. Never for
 * signed-in visitors. Dismissals are kept in `localStorage` for 30 minutes.
 *
 * @example
 * ```tsx
 * import { ConversionCoordinator } from "@ringline/react-widgets";
 *
 * <ConversionCoordinator
 *   signedIn={Boolean(session)}
 *   demoActive={call.active}
 *   onDemoStart={call.start}
 *   onDemoEnd={call.stop}
 *   onEvent={(name, properties) => posthog.capture(name, properties)}
 * />
 * ```
 */
export function ConversionCoordinator({
  signedIn = false,
  demoActive,
  onDemoStart,
  onDemoEnd,
  signupHref,
  dashboardHref,
  demoSectionId,
  storage,
  locale,
  onEvent,
  container,
  startedAt,
}: ConversionCoordinatorProps) {
  // One handler takes every conversion event, so it also takes each part's subset.
  const forwardEvent = onEvent as AnalyticsHandler<AnalyticsEvents> | undefined;
  const { state, closePrompt, dismissStickyBar } = useConversionCoordinator({
    signedIn,
    storage,
    startedAt,
    demoActive,
    onEvent: forwardEvent,
  });

  const popupOpen = state.activePrompt !== undefined;
  const otherDialogOpen = useDialogOnPage(state.stickyBarVisible);

  return (
    <>
      {state.stickyBarVisible ? (
        <StickyBar
          inert={popupOpen || otherDialogOpen}
          onDismiss={dismissStickyBar}
          signedIn={signedIn}
          demoActive={demoActive}
          onDemoStart={onDemoStart}
          onDemoEnd={onDemoEnd}
          signupHref={signupHref}
          dashboardHref={dashboardHref}
          locale={locale}
          onEvent={forwardEvent}
        />
      ) : null}
      <LeadCapturePopup
        open={state.activePrompt !== undefined}
        onOpenChange={(open) => {
          if (!open) closePrompt();
        }}
        signedIn={signedIn}
        signupHref={signupHref}
        dashboardHref={dashboardHref}
        demoSectionId={demoSectionId}
        locale={locale}
        onEvent={forwardEvent}
        container={container}
      />
    </>
  );
}
