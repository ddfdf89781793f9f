import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import {
  CalendarIcon,
  ClockIcon,
  GlobeIcon,
  ListIcon,
  MessageIcon,
  MicIcon,
  ShieldIcon,
} from "../../../components/icons.js";
import { ResponsiveImage } from "../../../components/responsive-image.js";
import { Section } from "../../../components/section.js";
import { FEATURES, TRUST_BADGES } from "./landing-content.js";

const ICONS: Record<(typeof FEATURES)[number]["icon"], ComponentType> = {
  clock: ClockIcon,
  list: ListIcon,
  calendar: CalendarIcon,
  message: MessageIcon,
  mic: MicIcon,
  globe: GlobeIcon,
};

/** The badges under the hero: compliance, scale, money-back, support. */
export function TrustBadges() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <section className="trust-badges" aria-label={t`Why businesses trust Ringline`}>
      <ul>
        {TRUST_BADGES.map((badge) => (
          <li key={badge.title.id}>
            <ShieldIcon />
            <span>
              <strong>{_(badge.title)}</strong>
              <span>{_(badge.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the receptionist does (#features), with a look at the dashboard. */
export function FeaturesSection() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <Section
      id="features"
      eyebrow={t`Features`}
      title={t`Everything a great front desk does, on every call`}
      lead={t`Forward your business line to Ringline and your AI receptionist takes it from there.`}
    >
      <ul className="card-grid card-grid--3">
        {FEATURES.map((feature) => {
          const Icon = ICONS[feature.icon];
          return (
            <li key={feature.icon} className="site-card">
              <span className="site-card-icon">
                <Icon />
              </span>
              <h3>{_(feature.title)}</h3>
              <p>{_(feature.text)}</p>
            </li>
          );
        })}
      </ul>
      <figure className="feature-figure">
        <ResponsiveImage
          name="dashboard"
          alt={t`The Ringline dashboard's call log: each call with its caller, a summary, the lead's score and the booked appointment`}
          width={1280}
          height={800}
          sizes="(min-width: 72rem) 68rem, 94vw"
        />
        <figcaption>
          <Trans>Every call in one place: the caller, what they wanted, and what was booked.</Trans>
        </figcaption>
      </figure>
    </Section>
  );
}
