import { Trans, useLingui } from "@lingui/react/macro";
import { Button, LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { CalendarIcon, MessageIcon, SparkIcon } from "../../components/icons.js";
import { Section } from "../../components/section.js";
import { track } from "../analytics/analytics.js";
import { useContactDialog } from "./contact-context.js";
import { DemoSection } from "./landing/demo-section.js";
import { useVisitor } from "./visitor.js";

/**
 * /demo: the voice demo and the recorded call first, then the ways to see more: a live demo
 * with our team (the contact dialog), a scheduled walkthrough (the three-step scheduler), or
 * the trial itself.
 */
export function DemoPage() {
  const contact = useContactDialog();
  const visitor = useVisitor();
  const signedIn = visitor.status === "customer";
  const { t } = useLingui();
  return (
    <>
      <DemoSection headingLevel={1} />
      <Section
        id="more-demos"
        eyebrow={t`Next steps`}
        title={t`See it on your own calls`}
        lead={
          signedIn
            ? t`Both demos are free and need no credit card.`
            : t`Both demos are free and need no credit card. The 7-day trial needs a card, and you are not charged until it ends.`
        }
      >
        <ul className="card-grid card-grid--3">
          <li className="site-card">
            <span className="site-card-icon">
              <MessageIcon />
            </span>
            <h3>
              <Trans>Get a live demo</Trans>
            </h3>
            <p>
              <Trans>
                Leave your details and a specialist calls you back to show the AI receptionist on a
                real estate business like yours, in 15 minutes.
              </Trans>
            </p>
            <Button onClick={() => contact.open("demo")}>
              <Trans>Book My Demo</Trans>
            </Button>
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <CalendarIcon />
            </span>
            <h3>
              <Trans>Schedule a walkthrough</Trans>
            </h3>
            <p>
              <Trans>
                Pick a day and time that suits you for a 15 to 30 minute tour of the dashboard, the
                voices and the set-up, with your questions answered.
              </Trans>
            </p>
            <Button variant="secondary" onClick={contact.openSchedule}>
              <Trans>Schedule a Demo</Trans>
            </Button>
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <SparkIcon />
            </span>
            <h3>{signedIn ? t`Go to your dashboard` : t`Try it on your number`}</h3>
            <p>
              {signedIn
                ? t`Your AI receptionist's settings, calls and recordings are in your dashboard.`
                : t`Start the 7-day free trial (credit card required, not charged for 7 days) and forward your calls: the next caller talks to your own AI receptionist.`}
            </p>
            <LinkButton
              href={signedIn ? "/dashboard" : "/signup"}
              linkComponent={Link}
              variant="secondary"
              onClick={
                signedIn ? undefined : () => track("sign_up_started", { source: "demo_page" })
              }
            >
              {signedIn ? t`View Dashboard` : t`Start Free Trial`}
            </LinkButton>
          </li>
        </ul>
      </Section>
    </>
  );
}
