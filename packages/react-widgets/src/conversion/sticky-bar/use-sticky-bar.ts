import { useCallback, useEffect, useRef, useState } from "react";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../../shared/analytics.js";
import { useIsomorphicLayoutEffect } from "../../shared/use-isomorphic-layout-effect.js";

/**
 * The analytics events of the sticky bar and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<StickyBarEvents> = (name, properties) => console.log(name, properties);
 * ```
 */
export type StickyBarEvents = {
  /** 'Try Demo (free)' was pressed. */
  demo_started: { source: "sticky_bar" };
  /** 'End' was pressed. */
  demo_ended: { source: "sticky_bar" };
  /** 'Start Free Trial' or 'View Dashboard' was followed. */
  cta_clicked: { cta: "start_free_trial" | "view_dashboard"; source: "sticky_bar" };
  /** The bar was dismissed. */
  sticky_bar_dismissed: Record<string, never>;
};

/**
 * Options of {@link useStickyBar}.
 *
 * @example
 * ```ts
 * const options: UseStickyBarOptions = { onDismiss: () => coordinator.dismissStickyBar() };
 * ```
 */
export interface UseStickyBarOptions {
  onDismiss: () => void;
  signedIn?: boolean | undefined;
  /** Whether the voice demo runs; leave undefined to let the bar keep track itself. */
  demoActive?: boolean | undefined;
  onDemoStart?: (() => void) | undefined;
  onDemoEnd?: (() => void) | undefined;
  onEvent?: AnalyticsHandler<StickyBarEvents> | undefined;
}

/**
 * What {@link useStickyBar} gives the markup.
 *
 * @example
 * ```tsx
 * <button type="button" onClick={bar.toggleDemo}>{bar.demoActive ? "End" : "Try Demo (free)"}</button>
 * ```
 */
export interface UseStickyBarResult {
  demoActive: boolean;
  /** What the live region says after the demo started or ended; empty before. */
  demoAnnouncement: "started" | "ended" | undefined;
  toggleDemo: () => void;
  followCallToAction: () => void;
  dismiss: () => void;
  /** Attach to the bar: the page keeps focused elements from scrolling under it. */
  barRef: (element: HTMLElement | null) => void;
}

/**
 * The sticky bar's behaviour without markup: the demo toggle (controlled or not), the
 * analytics events, and a scroll padding on the page the height of the bar so keyboard
 * focus never ends up hidden under it (WCAG 2.4.11).
 *
 * @example
 * ```tsx
 * const bar = useStickyBar({ onDismiss: hide, onDemoStart: startCall, onDemoEnd: endCall });
 * return <section ref={bar.barRef}>…</section>;
 * ```
 */
export function useStickyBar(options: UseStickyBarOptions): UseStickyBarResult {
  const [ownDemoActive, setOwnDemoActive] = useState(false);
  const [demoAnnouncement, setDemoAnnouncement] = useState<"started" | "ended" | undefined>();
  const demoActive = options.demoActive ?? ownDemoActive;
  // Handlers read the props and the demo state of the latest render.
  const latest = useRef({ ...options, demoActive });
  useIsomorphicLayoutEffect(() => {
    latest.current = { ...options, demoActive };
  });
  const [bar, setBar] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!bar) return;
    const root = bar.ownerDocument.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const apply = () => {
      root.style.scrollPaddingBottom = `${bar.offsetHeight}px`;
    };
    apply();
    const View = bar.ownerDocument.defaultView?.ResizeObserver;
    const observer = View ? new View(apply) : undefined;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = previous;
    };
  }, [bar]);

  const toggleDemo = useCallback(() => {
    const { onDemoStart, onDemoEnd, onEvent, demoActive: active } = latest.current;
    if (active) {
      onDemoEnd?.();
      emitAnalyticsEvent(onEvent, "demo_ended", { source: "sticky_bar" });
      setDemoAnnouncement("ended");
    } else {
      onDemoStart?.();
      emitAnalyticsEvent(onEvent, "demo_started", { source: "sticky_bar" });
      setDemoAnnouncement("started");
    }
    setOwnDemoActive(!active);
  }, []);

  const followCallToAction = useCallback(() => {
    emitAnalyticsEvent(latest.current.onEvent, "cta_clicked", {
      cta: latest.current.signedIn ? "view_dashboard" : "start_free_trial",
      source: "sticky_bar",
    });
  }, []);

  const dismiss = useCallback(() => {
    emitAnalyticsEvent(latest.current.onEvent, "sticky_bar_dismissed", {});
    latest.current.onDismiss();
  }, []);

  return { demoActive, demoAnnouncement, toggleDemo, followCallToAction, dismiss, barRef: setBar };
}
