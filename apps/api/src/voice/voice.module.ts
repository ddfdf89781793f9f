import type { FeatureModule } from "../http/route-table.js";
import type { VoicePlatform } from "./voice-platform.js";

declare module "../core/module.js" {
  interface AppSettings {
    /** The voice platform (hosted or the embedded emulator); the site's voice demo talks to it. */
    voice?: VoicePlatform | undefined;
  }
}

/**
 * What the browser must reach for web calls: the platform's REST origin and, for the emulator,
 * its WebSocket; for the hosted platform, the call library's bundle and its media servers.
 */
function contentSourcesOf(voice: VoicePlatform | undefined): {
  connect: string[];
  script: string[];
} {
  if (!voice) return { connect: [], script: [] };
  const origin = new URL(voice.baseUrl).origin;
  if (voice.kind === "emulator") {
    return { connect: [origin, origin.replace(/^http/, "ws")], script: [] };
  }
  return {
    connect: [origin, "https://*.daily.co", "wss://*.daily.co"],
    script: ["https://c.daily.co"],
  };
}

/**
 * The voice platform as the site sees it: where the voice demo calls. Only the public key
 * leaves the server; it can start web calls and nothing else.
 */
export const voiceModule: FeatureModule = {
  name: "voice",
  setup({ settings }) {
    const platform = settings.voice;
    return {
      contentSources: contentSourcesOf(platform),
      routes: {
        getVoiceDemoConfig: () =>
          platform
            ? {
                available: Boolean(platform.publicKey && platform.demoAssistantId),
                publicKey: platform.publicKey,
                assistantId: platform.demoAssistantId ?? null,
                baseUrl: platform.baseUrl,
                transport: platform.kind === "emulator" ? ("local" as const) : ("daily" as const),
              }
            : {
                available: false,
                publicKey: "",
                assistantId: null,
                baseUrl: "",
                transport: "daily" as const,
              },
      },
    };
  },
};
