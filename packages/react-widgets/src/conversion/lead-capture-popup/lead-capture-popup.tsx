import { Dialog } from "../../dialog/dialog.js";
import type { AnalyticsHandler } from "../../shared/analytics.js";
import { baseStyles } from "../../shared/base-styles.js";
import { SuccessIcon } from "../../shared/icons.js";
import type { Locale } from "../../shared/messages.js";
import { useInjectedStyles } from "../../shared/use-injected-styles.js";
import { leadCapturePopupMessages } from "./lead-capture-popup.messages.js";
import { leadCapturePopupStyles } from "./lead-capture-popup.styles.js";
import { type LeadCapturePopupEvents, useLeadCapturePopup } from "./use-lead-capture-popup.js";

const LEAD_CAPTURE_POPUP_STYLE_SHEETS = [baseStyles, leadCapturePopupStyles];
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
}: LeadCapturePopupProps) {
  const popup = useLeadCapturePopup({ open, onOpenChange, signedIn, demoSectionId, onEvent });
  const styleRef = useInjectedStyles(LEAD_CAPTURE_POPUP_STYLE_SHEETS);
  const texts = leadCapturePopupMessages.forLocale(locale);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      locale={locale}
      container={container}
    >
      <div ref={styleRef} className="rl-lead-popup">
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
    </Dialog>
  );
}
