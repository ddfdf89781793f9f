import { Button, LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { CheckIcon, PhoneIcon } from "../../../components/icons.js";
import { track } from "../../analytics/analytics.js";
import { useContactDialog } from "../contact-context.js";
import { usePlans, type Visitor } from "../visitor.js";
import { HERO } from "./landing-content.js";

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "Plans from $39/month": the cheapest plan of plan_configurations, once the API answers. */
function StartingPrice() {
  const plans = usePlans();
  const cheapest = plans.data?.reduce(
    (lowest, plan) => Math.min(lowest, plan.monthlyPrice),
    Number.POSITIVE_INFINITY,
  );
  const trialDays = plans.data?.[0]?.trialDays;
  return (
    <p className="hero-price" aria-live="polite">
      {cheapest !== undefined && Number.isFinite(cheapest)
        ? `Plans from ${money.format(cheapest)}/month${trialDays ? ` · ${trialDays}-day free trial` : ""}`
        : "\u00a0"}
    </p>
  );
}

/** A phone's screen with the call Ringline just took: the page's picture, drawn in HTML. */
function CallCard() {
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="call-card">
        <p className="call-card-status">
          <PhoneIcon /> Incoming call · 9:42 PM
        </p>
        <p className="call-card-caller">Sam Patel</p>
        <p className="call-card-line call-card-line--ai">
          “Thank you for calling Harbor Point Realty, this is Ava. How can I help you today?”
        </p>
        <p className="call-card-line">“Is the three-bedroom on Maple Street still available?”</p>
        <div className="call-card-lead">
          <p className="call-card-lead-title">
            <CheckIcon /> Showing booked
          </p>
          <p>Sat 10:00 AM · 42 Maple Street · Pre-approved buyer</p>
        </div>
      </div>
    </div>
  );
}

/** The landing page's first screen: the promise, the trial, the claims. */
export function HeroSection({ visitor }: { visitor: Visitor }) {
  const contact = useContactDialog();
  const signedIn = visitor.status === "customer";
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">{HERO.eyebrow}</p>
          <h1 id="hero-title">{HERO.title}</h1>
          <p className="hero-lead">{HERO.lead}</p>
          <ul className="hero-badges">
            {HERO.badges.map((badge) => (
              <li key={badge}>
                <CheckIcon />
                {badge}
              </li>
            ))}
          </ul>
          <div className="hero-actions">
            <LinkButton
              href={signedIn ? "/dashboard" : "/signup"}
              linkComponent={Link}
              size="lg"
              onClick={signedIn ? undefined : () => track("sign_up_started", { source: "hero" })}
            >
              {signedIn ? HERO.ctaSignedIn : HERO.cta}
            </LinkButton>
            <Button variant="secondary" size="lg" onClick={() => contact.open("demo")}>
              Get a Live Demo
            </Button>
          </div>
          {signedIn ? null : <p className="hero-note">{HERO.note}</p>}
          <StartingPrice />
          <dl className="hero-claims">
            {HERO.claims.map((claim) => (
              <div key={claim.label}>
                <dt>{claim.label}</dt>
                <dd>{claim.figure}</dd>
              </div>
            ))}
          </dl>
          <p className="hero-claims-note">{HERO.claimsNote}</p>
        </div>
        <CallCard />
      </div>
    </section>
  );
}
