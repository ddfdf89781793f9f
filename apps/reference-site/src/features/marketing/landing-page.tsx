import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { Deferred } from "../../components/deferred.js";
import { FinalCta, PricingSection, RoiSection } from "./landing/closing-sections.js";
import { DemoSection } from "./landing/demo-section.js";
import { FeaturesSection, TrustBadges } from "./landing/features-section.js";
import { HeroSection } from "./landing/hero-section.js";
import {
  CaseStudiesSection,
  GuaranteeSection,
  IntegrationsSection,
  TestimonialsSection,
} from "./landing/proof-sections.js";
import { SectionNavigator } from "./landing/section-navigator.js";
import { useAfterInteraction } from "./use-after-interaction.js";
import { useVisitor } from "./visitor.js";
import "../../styles/landing.css";

const LandingConversion = lazy(() =>
  import("./landing/landing-conversion.js").then((module) => ({
    default: module.LandingConversion,
  })),
);

/** The conversion prompts load on the first interaction, or after this long without one. */
const CONVERSION_LOAD_TIMEOUT_MS = 5000;

/**
 * The landing page, in the spec's sections: hero, trust badges, features, the live demo, the
 * ROI calculator, pricing, the guarantee, case studies, testimonials, integrations and the
 * final call to action; the side navigator on large screens; the sticky bar and the lead
 * popup for visitors who are not signed in. The sections below the first screen render one
 * task each after it (a short first render), and their widgets load as they come near.
 */
export function LandingPage() {
  const visitor = useVisitor();
  const [shownAt] = useState(() => Date.now());
  const interacted = useAfterInteraction(CONVERSION_LOAD_TIMEOUT_MS);
  // Opened at an anchor (/#pricing): every section at once, so the browser can scroll to it.
  const atAnchor = useLocation().hash !== "";
  const below = [
    <FeaturesSection key="features" />,
    <DemoSection key="demo" />,
    <RoiSection key="roi" />,
    <PricingSection key="pricing" visitor={visitor} />,
    <GuaranteeSection key="guarantee" />,
    <CaseStudiesSection key="case-studies" />,
    <TestimonialsSection key="testimonials" />,
    <IntegrationsSection key="integrations" />,
    <FinalCta key="cta" visitor={visitor} />,
  ];
  return (
    <>
      <SectionNavigator />
      <HeroSection visitor={visitor} />
      <TrustBadges />
      {below.map((section, index) => (
        <Deferred key={section.key} order={index + 1} immediate={atAnchor}>
          {section}
        </Deferred>
      ))}
      {interacted && visitor.status === "anonymous" ? (
        <Suspense fallback={null}>
          <LandingConversion startedAt={shownAt} />
        </Suspense>
      ) : null}
    </>
  );
}
