import { Trans, useLingui } from "@lingui/react/macro";
import { ErrorBoundary, ForwardingGuide } from "@ringline/react-widgets";
import { Link } from "react-router";
import { Section } from "../../components/section.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { useTrackView } from "../analytics/analytics.js";

/**
 * /call-forwarding-guide: the carrier guide as a page, with a field for the visitor's Ringline
 * number (the codes fill in as it is typed), how to test, and what to do when it does not
 * work. Sends `call_forwarding_guide_viewed`.
 */
export function ForwardingGuidePage() {
  useTrackView("call_forwarding_guide_viewed");
  const { t } = useLingui();
  const locale = activeLocale();
  return (
    <>
      <Section
        id="forwarding"
        eyebrow={t`Set-up guide`}
        title={t`Call forwarding guide`}
        lead={t`Forwarding sends your business calls to your AI receptionist while you keep your number. It takes one code and a minute, dialed from the phone whose calls you want answered.`}
        headingLevel={1}
      >
        <ErrorBoundary level="component" component="forwarding-guide" locale={locale}>
          {/* Its dial links report phone_number_clicked themselves. */}
          <ForwardingGuide locale={locale} />
        </ErrorBoundary>
      </Section>
      <Section id="forwarding-test" title={t`Test it in two minutes`} tone="surface">
        <ol className="numbered-steps">
          <li>
            <Trans>
              <strong>Dial the code</strong> from the business phone and wait for the confirmation
              tone or message, then hang up.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Call your business number from another phone.</strong> For "all calls", your
              receptionist answers at once; for "when unanswered", let it ring.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Check your dashboard.</strong> The test call appears under Call Logs with its
              recording and transcript within a minute.
            </Trans>
          </li>
        </ol>
        <p className="section-footnote">
          <Trans>
            Which code should you use? Most agents forward <em>when busy</em> and{" "}
            <em>when unanswered</em>, so they still take the calls they can.{" "}
            <Link to="/blog/conditional-call-forwarding">
              Read how conditional forwarding works
            </Link>
            , or <Link to="/support">ask support</Link> to set it up with you.
          </Trans>
        </p>
      </Section>
    </>
  );
}
