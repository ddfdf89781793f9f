import { Router } from "express";
import type { VoicePlatform } from "./voice-platform.js";

/**
 * `GET /api/voice/demo-config`: what the site's voice demo button needs. Only the public key
 * leaves the server; it can start web calls and nothing else.
 */
export function createVoiceRouter(platform: VoicePlatform): Router {
  const router = Router();
  router.get("/voice/demo-config", (_request, response) => {
    response.set("cache-control", "no-store").json({
      available: Boolean(platform.publicKey && platform.demoAssistantId),
      publicKey: platform.publicKey,
      assistantId: platform.demoAssistantId ?? null,
      baseUrl: platform.baseUrl,
      transport: platform.kind === "emulator" ? "local" : "daily",
    });
  });
  return router;
}
