import { DemoCallButton } from "@ringline/react-widgets";
import { useVoiceDemoConfig } from "./use-voice-demo-config.js";

/** The live voice demo: the call button wired to whichever voice platform the API uses. */
export function VoiceDemo() {
  const state = useVoiceDemoConfig();
  if (state.status === "loading") {
    return (
      <p className="voice-demo-status" role="status">
        Loading the voice demo…
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <p className="voice-demo-status" role="status">
        The live voice demo is unavailable right now. Listen to the recorded call below instead.
      </p>
    );
  }
  const { config } = state;
  return (
    <DemoCallButton
      publicKey={config.publicKey}
      assistantId={config.assistantId ?? undefined}
      baseUrl={config.baseUrl}
      callOptions={{ transport: config.transport }}
    />
  );
}
