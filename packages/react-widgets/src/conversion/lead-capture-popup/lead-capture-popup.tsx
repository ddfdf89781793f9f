import { type ReactNode, useEffect, useId } from "react";
import { createPortal } from "react-dom";
import { Dialog } from "../../dialog/dialog.js";
import { dialogMessages } from "../../dialog/dialog.messages.js";
import type { AnalyticsHandler } from "../../shared/analytics.js";
import { baseStyles } from "../../shared/base-styles.js";
import { CloseIcon, SuccessIcon } from "../../shared/icons.js";
import type { Locale } from "../../shared/messages.js";
import { useInjectedStyles } from "../../shared/use-injected-styles.js";
import { useIsClient } from "../../shared/use-is-client.js";
import { visuallyHiddenStyles } from "../../shared/visually-hidden.js";
import { leadCapturePopupMessages } from "./lead-capture-popup.messages.js";
import { leadCapturePopupStyles } from "./lead-capture-popup.styles.js";
import { type LeadCapturePopupEvents, useLeadCapturePopup } from "./use-lead-capture-popup.js";

const LEAD_CAPTURE_POPUP_STYLE_SHEETS = [baseStyles, visuallyHiddenStyles, leadCapturePopupStyles];
const BENEFITS = ["benefitAnswer", "benefitQualify", "benefitSetup"] as const;

/**
 * Props of {@link LeadCapturePopup}.
 *
 * @example
 * ```tsx
 * const props: LeadCapturePopupProps = { open: true, onOpenChange: setOpen };
 * ```
 */
export interface LeadCapturePopupProps {
  open: boolean;
  /** Called with `false` on Escape, the backdrop, the close button and 'See AI in Action'. */
  onOpenChange: (open: boolean) => void;
  /** Signed-in visitors get 'View Dashboard' instead of 'Get Started Now'. */
  signedIn?: boolean | undefined;
  /** Default `"/signup"`. */
  signupHref?: string | undefined;
  /** Default `"/dashboard"`. */
  dashboardHref?: string | undefined;
  /** The id of the page's demo section, for 'See AI in Action'. Default `"demo"`. */
  demoSectionId?: string | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<LeadCapturePopupEvents> | undefined;
  /** Where the dialog is rendered (default `document.body`); pass a shadow root to embed. */
  container?: Element | DocumentFragment | null | undefined;
  /**
   * Whether the visitor opened it (a button): then it is a modal dialog that takes the focus
   * and gives it back. Default false: opened by a trigger, it is a small sheet at the bottom of
   * the window that leaves the focus where the visitor is and is announced politely.
   */
  openedByVisitor?: boolean | undefined;
}

/**
 * The 'Don't Miss Out!' dialog: three benefits, 'Get Started Now' (to /signup, or 'View
 * Dashboard' when signed in) and 'See AI in Action', which closes it and takes the
 * visitor to the demo section. `ConversionCoordinator` decides when it opens.
 *
 * @example
 * ```tsx
 * <LeadCapturePopup open={open} onOpenChange={setOpen} demoSectionId="live-demo" />
 * ```
 */
export function LeadCapturePopup({
  open,
  onOpenChange,
  signedIn = false,
  signupHref = "/signup",
  dashboardHref = "/dashboard",
  demoSectionId,
  locale,
  onEvent,
  container,
  openedByVisitor = false,
}: LeadCapturePopupProps) {
  const popup = useLeadCapturePopup({ open, onOpenChange, signedIn, demoSectionId, onEvent });
  const styleRef = useInjectedStyles(LEAD_CAPTURE_POPUP_STYLE_SHEETS);
  const texts = leadCapturePopupMessages.forLocale(locale);

  const content = (
    <div ref={openedByVisitor ? styleRef : undefined} className="rl-lead-popup">
      <ul className="rl-lead-popup__benefits" aria-label={texts.benefitsLabel}>
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="rl-lead-popup__benefit">
            <SuccessIcon />
            <span>{texts[benefit]}</span>
          </li>
        ))}
      </ul>
      <div className="rl-lead-popup__actions">
        <a
          className="rl-button rl-button--primary"
          href={signedIn ? dashboardHref : signupHref}
          onClick={popup.followCallToAction}
        >
          {signedIn ? texts.viewDashboard : texts.getStarted}
        </a>
        <button
          type="button"
          className="rl-button rl-button--secondary"
          onClick={popup.seeAiInAction}
        >
          {texts.seeAi}
        </button>
      </div>
    </div>
  );

  if (openedByVisitor) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={texts.title}
        description={texts.description}
        locale={locale}
        container={container}
      >
        {content}
      </Dialog>
    );
  }
  return (
    <PromptSheet
      open={open}
      onClose={() => onOpenChange(false)}
      title={texts.title}
      description={texts.description}
      locale={locale}
      container={container}
      styleRef={styleRef}
    >
      {content}
    </PromptSheet>
  );
}

/**
 * The popup opened by a trigger: a non-modal dialog at the bottom of the window (a compact
 * sheet on phones, a card in the corner on wider screens). It never takes the focus; a polite
 * live region says it appeared, Escape or its close button closes it, and the page stays usable.
 */
function PromptSheet({
  open,
  onClose,
  title,
  description,
  locale,
  container,
  styleRef,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  locale: Locale | undefined;
  container: Element | DocumentFragment | null | undefined;
  styleRef: (element: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const isClient = useIsClient();
  const titleId = useId();
  const descriptionId = useId();
  const close = dialogMessages.forLocale(locale).close;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);
  if (!isClient) return null;
  return createPortal(
    <div ref={styleRef} className="rl-root rl-lead-sheet-root">
      <p className="rl-visually-hidden" role="status">
        {open ? `${title} ${description}` : ""}
      </p>
      {open ? (
        <div
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="rl-lead-sheet"
          data-prompt-sheet=""
        >
          <h2 id={titleId} className="rl-lead-sheet__title">
            {title}
          </h2>
          <p id={descriptionId} className="rl-lead-sheet__description">
            {description}
          </p>
          {children}
          <button
            type="button"
            className="rl-icon-button rl-lead-sheet__close"
            aria-label={close}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>,
    container ?? document.body,
  );
}
