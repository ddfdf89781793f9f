import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@ringline/react-widgets";
import { lazy } from "react";
import { LazyIsland } from "../../../components/lazy-island.js";
import { Section } from "../../../components/section.js";
import { useContactDialog } from "../contact-context.js";
import "../../../styles/landing.css";

const LiveDemoWidget = lazy(() =>
  import("./demo-widgets.js").then((module) => ({ default: module.LiveDemoWidget })),
);
const RecordedDemoWidget = lazy(() =>
  import("./demo-widgets.js").then((module) => ({ default: module.RecordedDemoWidget })),
);

/**
 * The voice demo (#demo): talk to Ava live in the browser, or listen to a recorded call to
 * the same office; a person-led demo is a click away. On the landing page and on /demo.
 */
export function DemoSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const contact = useContactDialog();
  const { t } = useLingui();
  // The card's heading is one level below the section's.
  const CardHeading = headingLevel === 1 ? "h2" : "h3";
  return (
    <Section
      id="demo"
      eyebrow={t`Live demo`}
      title={t`Hear your AI receptionist answer a call`}
      lead={t`Talk to Ava, Harbor Point Realty's AI receptionist, right here in your browser (allow the microphone), or listen to a call she took this morning.`}
      tone="surface"
      headingLevel={headingLevel}
    >
      <div className="demo-grid">
        <div className="site-card demo-live">
          <CardHeading>
            <Trans>Talk to Ava live</Trans>
          </CardHeading>
          <p>
            <Trans>
              Ask about the three-bedroom on Maple Street, book a showing, or ask anything a buyer
              would. The call is free and ends when you say goodbye.
            </Trans>
          </p>
          <LazyIsland
            component={LiveDemoWidget}
            props={{}}
            minHeight="3.5rem"
            label={t`Loading the live demo`}
          />
        </div>
        <LazyIsland
          component={RecordedDemoWidget}
          props={{}}
          minHeight="16rem"
          label={t`Loading the recorded call`}
        />
      </div>
      <div className="demo-more">
        <p>
          <Trans>Prefer a guided tour with a person? It takes 15 to 30 minutes.</Trans>
        </p>
        <Button variant="secondary" onClick={contact.openSchedule}>
          <Trans>Schedule a Demo</Trans>
        </Button>
      </div>
    </Section>
  );
}
