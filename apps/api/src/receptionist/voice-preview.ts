import {
  RECEPTIONIST_VOICES,
  type TReceptionistVoice,
  type TVoicePreviewResponse,
} from "@ringline/api-client";
import type { VoicePlatformClient } from "@ringline/voice-client";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";
import { type RetryPolicy, withRetries } from "./platform-errors.js";

// Voice previews come from the platform's voice library (each voice's `previewUrl`). The
// embedded emulator's library starts empty and it cannot speak, so for it the product adds
// its voices with a synthesised stand-in recording, as the emulator's own calls sound.

interface LibraryVoice {
  providerId?: string;
  previewUrl?: string;
}

const MAX_PREVIEW_BYTES = 2_000_000;

/** A short WAV of a voiced tone in syllables: the emulator's stand-in for a voice. */
export function synthesizedPreview(voice: TReceptionistVoice): Buffer {
  const rate = 8000;
  const seconds = 2.4;
  const samples = Math.floor(rate * seconds);
  const pitch = voice.gender === "female" ? 210 : 120;
  const seed = [...voice.id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 7;
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++) {
    const t = index / rate;
    const syllable = Math.abs(Math.sin(Math.PI * (3.5 + seed / 10) * t));
    const edge = Math.min(1, t / 0.05, (seconds - t) / 0.05);
    const wave =
      Math.sin(2 * Math.PI * pitch * t) +
      0.4 * Math.sin(4 * Math.PI * pitch * t) +
      0.2 * Math.sin(6 * Math.PI * pitch * t);
    data.writeInt16LE(Math.round(wave * syllable * edge * 6000), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export interface VoicePreviewOptions {
  client: () => VoicePlatformClient;
  kind: "hosted" | "emulator";
  retry: RetryPolicy;
  logger: Logger;
  fetch?: typeof globalThis.fetch | undefined;
}

export function createVoicePreviews(options: VoicePreviewOptions) {
  const cache = new Map<string, TVoicePreviewResponse>();
  let seeded: Promise<void> | undefined;

  async function seedEmulator(platform: VoicePlatformClient): Promise<void> {
    const library = (await platform.voiceLibrary.listByProvider("11labs")) as LibraryVoice[];
    for (const voice of RECEPTIONIST_VOICES) {
      if (library.some((entry) => entry.providerId === voice.voiceId && entry.previewUrl)) continue;
      const file = new File([synthesizedPreview(voice)], `${voice.id}-preview.wav`, {
        type: "audio/wav",
      });
      const uploaded = (await platform.file.create({ file } as never)) as { url?: string };
      await platform.provider.addVoices("11labs", {
        ownerId: "ringline",
        voiceId: voice.voiceId,
        name: voice.name,
        previewUrl: uploaded.url,
        gender: voice.gender,
      } as never);
    }
  }

  async function load(voice: TReceptionistVoice): Promise<TVoicePreviewResponse> {
    const platform = options.client();
    if (options.kind === "emulator") {
      seeded ??= seedEmulator(platform).catch((error: unknown) => {
        seeded = undefined;
        throw error;
      });
      await seeded;
    }
    const library = (await withRetries(
      () => platform.voiceLibrary.listByProvider(voice.provider),
      options.retry,
    )) as LibraryVoice[];
    const previewUrl = library.find((entry) => entry.providerId === voice.voiceId)?.previewUrl;
    if (!previewUrl) throw new Error(`no preview for ${voice.id}`);
    const response = await (options.fetch ?? globalThis.fetch)(previewUrl, {
      signal: AbortSignal.timeout(10_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok || bytes.length === 0 || bytes.length > MAX_PREVIEW_BYTES) {
      throw new Error(`preview of ${voice.id} answered ${response.status}, ${bytes.length} bytes`);
    }
    return {
      success: true,
      voiceId: voice.id,
      mimeType: response.headers.get("content-type")?.split(";")[0] || "audio/mpeg",
      audioBase64: bytes.toString("base64"),
    };
  }

  return {
    /** A voice's preview recording; AI_VOICE_PREVIEW_FAILED when it cannot be had. */
    async preview(voiceId: string): Promise<TVoicePreviewResponse> {
      const voice = RECEPTIONIST_VOICES.find((candidate) => candidate.id === voiceId);
      if (!voice) throw new AppError("API_NOT_FOUND", { message: "There is no such voice." });
      const cached = cache.get(voice.id);
      if (cached) return cached;
      try {
        const preview = await load(voice);
        cache.set(voice.id, preview);
        return preview;
      } catch (error) {
        if (AppError.isInstance(error) && error.code === "AI_SERVICE_UNAVAILABLE") throw error;
        options.logger.warn({ err: error, voiceId }, "voice preview failed");
        throw new AppError("AI_VOICE_PREVIEW_FAILED", { cause: error });
      }
    },
  };
}
