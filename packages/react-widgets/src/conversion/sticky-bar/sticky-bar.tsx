import { useCallback, useEffect, useRef } from "react";
import type { AnalyticsHandler } from "../../shared/analytics.js";
import { baseStyles } from "../../shared/base-styles.js";
import { CloseIcon } from "../../shared/icons.js";
import type { Locale } from "../../shared/messages.js";
import { injectStyles } from "../../shared/styles.js";
import { stickyBarMessages } from "./sticky-bar.messages.js";
import { stickyBarStyles } from "./sticky-bar.styles.js";
import { type StickyBarEvents, useStickyBar } from "./use-sticky-bar.js";

const STICKY_BAR_STYLE_SHEETS = [baseStyles, stickyBarStyles];

/**
 * Props of {@link StickyBar}.
 *
 * @example
 * ```tsx
 * const props: StickyBarProps = { onDismiss: () => setShown(false) };
 * ```
 */
export interface StickyBarProps {
  /** Called by the dismiss button; the owner hides the bar. */
  onDismiss: () => void;
  /** Signed-in visitors get 'View Dashboard' instead of 'Start Free Trial'. */
  signedIn?: boolean | undefined;
  /** Whether the voice demo runs; leave undefined to let the bar keep track itself. */
  demoActive?: boolean | undefined;
  /** 'Try Demo (free)' was pressed: start the voice demo. */
  onDemoStart?: (() => void) | undefined;
  /** 'End' was pressed: end the voice demo. */
  onDemoEnd?: (() => void) | undefined;
  /** Default `"/signup"`. */
  signupHref?: string | undefined;
  /** Default `"/dashboard"`. */
  dashboardHref?: string | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<StickyBarEvents> | undefined;
  /**
   * A pop-up is open over the page: the bar is dimmed and `inert` (no focus, no clicks, hidden
   * from screen readers) until it closes; only dimmed if it holds the focus. Default false.
   */
  inert?: boolean | undefined;
}

/**
 * A bar fixed to the bottom of the window: 'Try Demo (free)' starts the voice demo (and
 * becomes 'End'), 'Start Free Trial' leads to /signup ('View Dashboard' to /dashboard when
 * signed in), and a dismiss button. `ConversionCoordinator` decides when it shows.
 *
 * @example
 * ```tsx
 * <StickyBar
 *   onDismiss={() => setShown(false)}
 *   onDemoStart={() => call.start()}
 *   onDemoEnd={() => call.stop()}
 * />
 * ```
 */
export function StickyBar({
  onDismiss,
  signedIn = false,
  demoActive,
  onDemoStart,
  onDemoEnd,
  signupHref = "/signup",
  dashboardHref = "/dashboard",
  locale,
  onEvent,
  inert = false,
}: StickyBarProps) {
  const bar = useStickyBar({ onDismiss, signedIn, demoActive, onDemoStart, onDemoEnd, onEvent });
  const texts = stickyBarMessages.forLocale(locale);
  const { barRef } = bar;
  const section = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      section.current = element;
      if (element) injectStyles(element, STICKY_BAR_STYLE_SHEETS);
      barRef(element);
    },
    [barRef],
  );
  // Set as attributes: React 18 and Preact do not know the `inert` property. A bar that holds
  // the visitor's focus is only dimmed: making it inert would take the focus away.
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const holdsFocus = element.contains(element.ownerDocument.activeElement);
    element.toggleAttribute("data-dimmed", inert);
    element.toggleAttribute("inert", inert && !holdsFocus);
  }, [inert]);

  return (
    <section ref={ref} className="rl-root rl-sticky-bar" aria-label={texts.label}>
      <p className="rl-sticky-bar__message">{texts.message}</p>
      <div className="rl-sticky-bar__actions">
        <button
          type="button"
          className="rl-button rl-button--secondary rl-sticky-bar__demo"
          data-active={bar.demoActive}
          onClick={bar.toggleDemo}
        >
          {bar.demoActive ? texts.endDemo : texts.tryDemo}
        </button>
        <a
          className="rl-button rl-button--primary"
          href={signedIn ? dashboardHref : signupHref}
          onClick={bar.followCallToAction}
        >
          {signedIn ? texts.viewDashboard : texts.startTrial}
        </a>
      </div>
      <button
        type="button"
        className="rl-icon-button rl-sticky-bar__dismiss"
        aria-label={texts.dismiss}
        onClick={bar.dismiss}
      >
        <CloseIcon />
      </button>
      <p className="rl-sticky-bar__status" role="status">
        {bar.demoAnnouncement === "started"
          ? texts.demoStarted
          : bar.demoAnnouncement === "ended"
            ? texts.demoEnded
            : ""}
      </p>
    </section>
  );
}
