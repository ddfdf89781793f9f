import { useRouteQuery } from "@ringline/api-client/react";
import { DemoCallButton, Skeleton } from "@ringline/react-widgets";
import { useVoiceDemo, useVoiceDemoController } from "./voice-demo-handle.js";

/**
 * The live voice demo: the call button of the page's one demo call (the header's Demo button
 * and the sticky bar start the same call), wired to whichever voice platform the API uses.
 */
export function VoiceDemo() {
  const config = useRouteQuery("getVoiceDemoConfig");
  const controller = useVoiceDemoController(useVoiceDemo());
  if (config.isError) {
    return (
      <p className="voice-demo-status" role="status">
        The live voice demo is unavailable right now. Listen to the recorded call instead.
      </p>
    );
  }
  if (config.isPending || !controller) {
    return (
      <div className="voice-demo-status" role="status" aria-label="Loading the voice demo…">
        <Skeleton width="16rem" height="3rem" />
      </div>
    );
  }
  // Without an assistant the button still shows: pressing it says the agent is not configured.
  return <DemoCallButton controller={controller} />;
}
