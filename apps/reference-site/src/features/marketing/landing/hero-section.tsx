import { plural } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { intlLocaleOf } from "@ringline/api-client/core";
import { Button, LinkButton } from "@ringline/react-widgets";
import { Link } from "react-router";
import { CheckIcon, PhoneIcon } from "../../../components/icons.js";
import { activeLocale } from "../../../shared/i18n/i18n.js";
import { track } from "../../analytics/analytics.js";
import { useContactDialog } from "../contact-context.js";
import { usePlans, type Visitor } from "../visitor.js";
import { HERO, landingText } from "./landing-content.js";

/** "Plans from $39/month": the cheapest plan of plan_configurations, once the API answers. */
function StartingPrice() {
  const plans = usePlans();
  const { t } = useLingui();
  const cheapest = plans.data?.reduce(
    (lowest, plan) => Math.min(lowest, plan.monthlyPrice),
    Number.POSITIVE_INFINITY,
  );
  const trialDays = plans.data?.[0]?.trialDays;
  let text = "\u00a0";
  if (cheapest !== undefined && Number.isFinite(cheapest)) {
    const price = new Intl.NumberFormat(intlLocaleOf(activeLocale()), {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }).format(cheapest);
    text = trialDays
      ? t`Plans from ${price}/month · ${plural(trialDays, { one: "#-day free trial", other: "#-day free trial" })}`
      : t`Plans from ${price}/month`;
  }
  return (
    <p className="hero-price" aria-live="polite">
      {text}
    </p>
  );
}

/** A phone's screen with the call Ringline just took: the page's picture, drawn in HTML. */
function CallCard() {
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="call-card">
        <p className="call-card-status">
          <PhoneIcon /> <Trans>Incoming call · 9:42 PM</Trans>
        </p>
        <p className="call-card-caller">Sam Patel</p>
        <p className="call-card-line call-card-line--ai">
          <Trans>
            “Thank you for calling Harbor Point Realty, this is Ava. How can I help you today?”
          </Trans>
        </p>
        <p className="call-card-line">
          <Trans>“Is the three-bedroom on Maple Street still available?”</Trans>
        </p>
        <div className="call-card-lead">
          <p className="call-card-lead-title">
            <CheckIcon /> <Trans>Showing booked</Trans>
          </p>
          <p>
            <Trans>Sat 10:00 AM · 42 Maple Street · Pre-approved buyer</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}

/** The landing page's first screen: the promise, the trial, the claims. */
export function HeroSection({ visitor }: { visitor: Visitor }) {
  const contact = useContactDialog();
  const { _ } = useLinguiRuntime();
  const signedIn = visitor.status === "customer";
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">{_(HERO.eyebrow)}</p>
          <h1 id="hero-title">{_(HERO.title)}</h1>
          <p className="hero-lead">{_(HERO.lead)}</p>
          <ul className="hero-badges">
            {HERO.badges.map((badge) => (
              <li key={badge.id}>
                <CheckIcon />
                {_(badge)}
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
              {_(signedIn ? HERO.ctaSignedIn : HERO.cta)}
            </LinkButton>
            <Button variant="secondary" size="lg" onClick={() => contact.open("demo")}>
              <Trans>Get a Live Demo</Trans>
            </Button>
          </div>
          {signedIn ? null : <p className="hero-note">{_(HERO.note)}</p>}
          <StartingPrice />
          <dl className="hero-claims">
            {HERO.claims.map((claim) => (
              <div key={claim.label.id}>
                <dt>{_(claim.label)}</dt>
                <dd>{landingText(_, claim.figure)}</dd>
              </div>
            ))}
          </dl>
          <p className="hero-claims-note">{_(HERO.claimsNote)}</p>
        </div>
        <CallCard />
      </div>
    </section>
  );
}
