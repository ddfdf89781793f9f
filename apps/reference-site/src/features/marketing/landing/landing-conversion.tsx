import { ConversionCoordinator, ErrorBoundary, revealSection } from "@ringline/react-widgets";
import { activeLocale } from "../../../shared/i18n/i18n.js";
import { useVoiceDemo, useVoiceDemoActive } from "../../voice/voice-demo-handle.js";
import { useSignupPathWithInterest } from "./plan-interest.js";

/**
 * The landing page's conversion prompts, loaded once the visitor interacts: the sticky bar
 * (its 'Try Demo (free)' starts the page's one demo call and shows it in the demo section) and
 * the 'Don't Miss Out!' popup, by the coordinator's rules. Never for customers: the landing
 * page does not mount it for them. Their sign-up links carry the plan the visitor chose on
 * the page (the ROI calculator's plan, the pricing table's billing period). `startedAt` is
 * when the landing page was shown: the time prompt opens 10 s after it, however late this
 * code arrived.
 */
export function LandingConversion({ startedAt }: { startedAt: number }) {
  const voiceDemo = useVoiceDemo();
  const demoActive = useVoiceDemoActive(voiceDemo);
  const signupHref = useSignupPathWithInterest();
  const startOrEnd = () => {
    revealSection(document, "demo");
    void voiceDemo.toggle();
  };
  return (
    <ErrorBoundary level="component" component="conversion" locale={activeLocale()}>
      <ConversionCoordinator
        signedIn={false}
        signupHref={signupHref}
        demoActive={demoActive}
        onDemoStart={startOrEnd}
        onDemoEnd={() => void voiceDemo.toggle()}
        startedAt={startedAt}
        locale={activeLocale()}
      />
    </ErrorBoundary>
  );
}
