import { DemoConversationPlayer, ErrorBoundary } from "@ringline/react-widgets";
import { VoiceDemo } from "../../voice/voice-demo.js";

// The demo section's widgets, a chunk of their own: loaded when the section comes near.

/** The live call button. */
export function LiveDemoWidget() {
  return (
    <ErrorBoundary level="component" component="voice-demo">
      <VoiceDemo />
    </ErrorBoundary>
  );
}

/** The recorded call to Harbor Point Realty (the same receptionist as the live demo). */
export function RecordedDemoWidget() {
  return (
    <ErrorBoundary level="component" component="demo-conversation">
      <DemoConversationPlayer />
    </ErrorBoundary>
  );
}
