import { Trans, useLingui } from "@lingui/react/macro";
import { useRouteQuery } from "@ringline/api-client/react";
import { DemoCallButton, Skeleton } from "@ringline/react-widgets";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { useVoiceDemo, useVoiceDemoController } from "./voice-demo-handle.js";

/**
 * The live voice demo: the call button of the page's one demo call (the header's Demo button
 * and the sticky bar start the same call), wired to whichever voice platform the API uses.
 */
export function VoiceDemo() {
  const config = useRouteQuery("getVoiceDemoConfig");
  const controller = useVoiceDemoController(useVoiceDemo());
  const { t } = useLingui();
  if (config.isError) {
    return (
      <p className="voice-demo-status" role="status">
        <Trans>
          The live voice demo is unavailable right now. Listen to the recorded call instead.
        </Trans>
      </p>
    );
  }
  if (config.isPending || !controller) {
    return (
      <div className="voice-demo-status" role="status" aria-label={t`Loading the voice demo…`}>
        <Skeleton width="16rem" height="3rem" />
      </div>
    );
  }
  // Without an assistant the button still shows: pressing it says the agent is not configured.
  return <DemoCallButton controller={controller} locale={activeLocale()} />;
}
