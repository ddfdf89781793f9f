import { DemoConversationPlayer, ErrorBoundary } from "@ringline/react-widgets";
import { activeLocale } from "../../../shared/i18n/i18n.js";
import { VoiceDemo } from "../../voice/voice-demo.js";

// The demo section's widgets, a chunk of their own: loaded when the section comes near.

/** The live call button. */
export function LiveDemoWidget() {
  return (
    <ErrorBoundary level="component" component="voice-demo" locale={activeLocale()}>
      <VoiceDemo />
    </ErrorBoundary>
  );
}

/** The recorded call to Harbor Point Realty (the same receptionist as the live demo). */
export function RecordedDemoWidget() {
  return (
    <ErrorBoundary level="component" component="demo-conversation" locale={activeLocale()}>
      <DemoConversationPlayer locale={activeLocale()} />
    </ErrorBoundary>
  );
}
