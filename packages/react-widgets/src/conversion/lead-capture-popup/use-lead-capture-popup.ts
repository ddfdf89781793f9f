import { useCallback, useEffect, useRef, useState } from "react";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../../shared/analytics.js";
import { useIsomorphicLayoutEffect } from "../../shared/use-isomorphic-layout-effect.js";

/**
 * The analytics events of the lead-capture popup and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<LeadCapturePopupEvents> = (name, properties) => console.log(name, properties.cta);
 * ```
 */
export type LeadCapturePopupEvents = {
  cta_clicked: {
    cta: "get_started_now" | "view_dashboard" | "see_ai_in_action";
    source: "lead_capture_popup";
  };
};

/**
 * Options of {@link useLeadCapturePopup}.
 *
 * @example
 * ```ts
 * const options: UseLeadCapturePopupOptions = { open, onOpenChange: setOpen };
 * ```
 */
export interface UseLeadCapturePopupOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn?: boolean | undefined;
  /** The id of the page's demo section. Default `"demo"`. */
  demoSectionId?: string | undefined;
  onEvent?: AnalyticsHandler<LeadCapturePopupEvents> | undefined;
}

/**
 * What {@link useLeadCapturePopup} gives the markup.
 *
 * @example
 * ```tsx
 * <button type="button" onClick={popup.seeAiInAction}>See AI in Action</button>
 * ```
 */
export interface UseLeadCapturePopupResult {
  followCallToAction: () => void;
  /** Closes the popup, then scrolls to the demo section and moves focus there. */
  seeAiInAction: () => void;
}

function prefersReducedMotion(view: Window | null): boolean {
  return view?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Brings the demo section into view and gives it focus, so keyboard and screen-reader
 * users land where sighted users are taken. Smooth scrolling unless reduced motion is
 * asked for.
 *
 * @example
 * ```ts
 * revealSection(document, "demo");
 * ```
 */
export function revealSection(document: Document, id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const behavior = prefersReducedMotion(document.defaultView) ? "auto" : "smooth";
  if (typeof section.scrollIntoView === "function") {
    section.scrollIntoView({ behavior, block: "start" });
  }
  if (section.tabIndex < 0 && !section.hasAttribute("tabindex")) section.tabIndex = -1;
  section.focus({ preventScroll: true });
  return true;
}

/**
 * The popup's behaviour without markup: call-to-action analytics and 'See AI in Action',
 * which waits for the dialog to close (and give focus back) before moving to the demo.
 *
 * @example
 * ```tsx
 * const popup = useLeadCapturePopup({ open, onOpenChange });
 * ```
 */
export function useLeadCapturePopup(
  options: UseLeadCapturePopupOptions,
): UseLeadCapturePopupResult {
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const [revealPending, setRevealPending] = useState(false);

  // Runs after the dialog has closed and restored focus, so the demo keeps it.
  useEffect(() => {
    if (!revealPending || options.open) return;
    setRevealPending(false);
    revealSection(document, latest.current.demoSectionId ?? "demo");
  }, [revealPending, options.open]);

  const followCallToAction = useCallback(() => {
    emitAnalyticsEvent(latest.current.onEvent, "cta_clicked", {
      cta: latest.current.signedIn ? "view_dashboard" : "get_started_now",
      source: "lead_capture_popup",
    });
  }, []);

  const seeAiInAction = useCallback(() => {
    emitAnalyticsEvent(latest.current.onEvent, "cta_clicked", {
      cta: "see_ai_in_action",
      source: "lead_capture_popup",
    });
    setRevealPending(true);
    latest.current.onOpenChange(false);
  }, []);

  return { followCallToAction, seeAiInAction };
}
