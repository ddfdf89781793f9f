import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, LinkButton } from "@ringline/react-widgets";
import { lazy } from "react";
import { Link } from "react-router";
import { LazyIsland } from "../../../components/lazy-island.js";
import { Section } from "../../../components/section.js";
import { track } from "../../analytics/analytics.js";
import { useContactDialog } from "../contact-context.js";
import type { Visitor } from "../visitor.js";
import { HERO } from "./landing-content.js";

const RoiWidget = lazy(() =>
  import("./plan-widgets.js").then((module) => ({ default: module.RoiWidget })),
);
const PricingWidget = lazy(() =>
  import("./plan-widgets.js").then((module) => ({ default: module.PricingWidget })),
);

/** The ROI calculator (#roi). */
export function RoiSection() {
  const { t } = useLingui();
  return (
    <Section id="roi" label={t`ROI calculator`}>
      <LazyIsland
        component={RoiWidget}
        props={{}}
        minHeight="36rem"
        label={t`Loading the calculator`}
      />
      <p className="section-footnote">
        <Trans>
          Priced with our plans below; the $99 setup fee is counted in the first year. Every missed
          call is answered and takes about 3 minutes.
        </Trans>
      </p>
    </Section>
  );
}

/** The plans (#pricing), monthly or annual. */
export function PricingSection({ visitor }: { visitor: Visitor }) {
  const { t } = useLingui();
  return (
    <Section id="pricing" label={t`Pricing`} tone="surface">
      <LazyIsland
        component={PricingWidget}
        props={{ signedIn: visitor.status === "customer" }}
        minHeight="36rem"
        label={t`Loading the plans`}
      />
    </Section>
  );
}

/** The last word (#cta): start the trial, or talk to us about the setup. */
export function FinalCta({ visitor }: { visitor: Visitor }) {
  const contact = useContactDialog();
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const signedIn = visitor.status === "customer";
  return (
    <Section
      id="cta"
      title={t`Never send a lead to voicemail again`}
      lead={t`Forward your number today and your AI receptionist answers the next call. Setup takes 5 minutes, and we waive the $99 setup fee when you book your setup call with us.`}
      tone="brand"
    >
      <div className="cta-actions">
        <LinkButton
          href={signedIn ? "/dashboard" : "/signup"}
          linkComponent={Link}
          size="lg"
          onClick={signedIn ? undefined : () => track("sign_up_started", { source: "final_cta" })}
        >
          {_(signedIn ? HERO.ctaSignedIn : HERO.cta)}
        </LinkButton>
        <Button variant="secondary" size="lg" onClick={() => contact.open("consultation")}>
          <Trans>Talk to Us About Setup</Trans>
        </Button>
      </div>
      {signedIn ? null : <p className="cta-note">{_(HERO.note)}</p>}
    </Section>
  );
}
