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
  return (
    <>
      <DemoSection headingLevel={1} />
      <Section
        id="more-demos"
        eyebrow="Next steps"
        title="See it on your own calls"
        lead={
          signedIn
            ? "Both demos are free and need no credit card."
            : "Both demos are free and need no credit card. The 7-day trial needs a card, and you are not charged until it ends."
        }
      >
        <ul className="card-grid card-grid--3">
          <li className="site-card">
            <span className="site-card-icon">
              <MessageIcon />
            </span>
            <h3>Get a live demo</h3>
            <p>
              Leave your details and a specialist calls you back to show the AI receptionist on a
              real estate business like yours, in 15 minutes.
            </p>
            <Button onClick={() => contact.open("demo")}>Book My Demo</Button>
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <CalendarIcon />
            </span>
            <h3>Schedule a walkthrough</h3>
            <p>
              Pick a day and time that suits you for a 15 to 30 minute tour of the dashboard, the
              voices and the set-up, with your questions answered.
            </p>
            <Button variant="secondary" onClick={contact.openSchedule}>
              Schedule a Demo
            </Button>
          </li>
          <li className="site-card">
            <span className="site-card-icon">
              <SparkIcon />
            </span>
            <h3>{signedIn ? "Go to your dashboard" : "Try it on your number"}</h3>
            <p>
              {signedIn
                ? "Your AI receptionist's settings, calls and recordings are in your dashboard."
                : "Start the 7-day free trial (credit card required, not charged for 7 days) and forward your calls: the next caller talks to your own AI receptionist."}
            </p>
            <LinkButton
              href={signedIn ? "/dashboard" : "/signup"}
              linkComponent={Link}
              variant="secondary"
              onClick={
                signedIn ? undefined : () => track("sign_up_started", { source: "demo_page" })
              }
            >
              {signedIn ? "View Dashboard" : "Start Free Trial"}
            </LinkButton>
          </li>
        </ul>
      </Section>
    </>
  );
}
