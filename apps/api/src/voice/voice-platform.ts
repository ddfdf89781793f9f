import path from "node:path";
import { createVoicePlatformClient, type VoicePlatformSchemas } from "@ringline/voice-client";
import { startVoiceEmulator, type VoiceEmulator } from "@ringline/voice-emulator";

/** Where the voice AI runs: the hosted platform, or the embedded emulator by default. */
export interface VoicePlatform {
  readonly kind: "hosted" | "emulator";
  /** REST base URL, also what browsers call for web calls. */
  readonly baseUrl: string;
  readonly privateKey: string;
  /** The key browsers may hold: it can only start web calls. */
  readonly publicKey: string;
  /** The assistant the site's voice demo calls; unset when none is configured. */
  readonly demoAssistantId: string | undefined;
  close(): Promise<void>;
}

export interface VoicePlatformConfig {
  /** Hosted platform: `VAPI_PRIVATE_KEY` set switches from the emulator to it. */
  privateKey: string | undefined;
  publicKey: string | undefined;
  baseUrl: string | undefined;
  demoAssistantId: string | undefined;
  /** The embedded emulator keeps its state here (beside the PGlite data). */
  emulatorDataDir: string;
  log?: ((line: string) => void) | undefined;
}

/**
 * The demo receptionist created in the emulator so the site's voice demo works offline: Ava at
 * Harbor Point Realty, the receptionist of the site's recorded demo call
 * (`apps/reference-site/public/audio/demo/`), so that a visitor hears one story.
 */
export const DEMO_ASSISTANT: VoicePlatformSchemas["CreateAssistantDTO"] = {
  name: "Harbor Point Realty demo receptionist",
  firstMessage: "Thank you for calling Harbor Point Realty, this is Ava. How can I help you today?",
  model: {
    provider: "openai",
    model: "gpt-4o-mini",
    messages: [
      {
        role: "system",
        content: [
          "You are Ava, the friendly AI receptionist of Harbor Point Realty, a real-estate agency.",
          "Qualify the caller: ask whether they are buying or selling, their area and budget, and offer to book a showing.",
          "The three-bedroom listing at 42 Maple Street is still available, listed at $485,000, with two baths and a renovated kitchen.",
          "Showings at 42 Maple Street are open this Saturday at ten or eleven with Jordan, the listing agent.",
          "Jordan texts every caller the showing details after the call.",
        ].join(" "),
      },
    ],
  },
};

async function ensureDemoAssistant(emulator: VoiceEmulator): Promise<string> {
  const client = createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url });
  const existing = await client.assistant.list({ limit: 100 });
  const found = existing.find((assistant) => assistant.name === DEMO_ASSISTANT.name);
  if (found) return found.id;
  const created = await client.assistant.create(DEMO_ASSISTANT);
  return created.id;
}

/**
 * Connects to the hosted voice platform when keys are configured; otherwise starts the
 * voice emulator in-process on a free loopback port, with a demo assistant, so that the
 * product (and its voice demo) runs with no account and no network.
 */
export async function startVoicePlatform(config: VoicePlatformConfig): Promise<VoicePlatform> {
  if (config.privateKey) {
    return {
      kind: "hosted",
      baseUrl: config.baseUrl ?? "https://api.vapi.ai",
      privateKey: config.privateKey,
      publicKey: config.publicKey ?? "",
      demoAssistantId: config.demoAssistantId,
      close: async () => {},
    };
  }
  const emulator = await startVoiceEmulator({
    port: 0,
    host: "127.0.0.1",
    dataDir: path.resolve(config.emulatorDataDir),
  });
  try {
    const demoAssistantId = config.demoAssistantId ?? (await ensureDemoAssistant(emulator));
    config.log?.(`voice platform: embedded emulator at ${emulator.url}`);
    return {
      kind: "emulator",
      baseUrl: emulator.url,
      privateKey: emulator.privateKey,
      publicKey: emulator.publicKey,
      demoAssistantId,
      close: () => emulator.close(),
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}
