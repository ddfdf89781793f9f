import { useRouteQuery } from "@ringline/api-client/react";
import { DemoCallButton, Skeleton } from "@ringline/react-widgets";

/** The live voice demo: the call button wired to whichever voice platform the API uses. */
export function VoiceDemo() {
  const config = useRouteQuery("getVoiceDemoConfig");
  if (config.isPending) {
    return (
      <div className="voice-demo-status" role="status" aria-label="Loading the voice demo…">
        <Skeleton width="16rem" height="3rem" />
      </div>
    );
  }
  // Without an assistant the button still shows: pressing it says the agent is not configured.
  if (config.isError) {
    return (
      <p className="voice-demo-status" role="status">
        The live voice demo is unavailable right now. Listen to the recorded call below instead.
      </p>
    );
  }
  const { publicKey, assistantId, baseUrl, transport } = config.data;
  return (
    <DemoCallButton
      publicKey={publicKey}
      assistantId={assistantId ?? undefined}
      baseUrl={baseUrl}
      callOptions={{ transport }}
    />
  );
}
