import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createVoicePlatformClient } from "@ringline/voice-client";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, noDatabase } from "../test/app.js";
import { DEMO_ASSISTANT, startVoicePlatform } from "./voice-platform.js";

describe("startVoicePlatform", () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "ringline-voice-"));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  const embedded = (dataDir: string) =>
    startVoicePlatform({
      privateKey: undefined,
      publicKey: undefined,
      baseUrl: undefined,
      demoAssistantId: undefined,
      emulatorDataDir: dataDir,
    });

  it("starts the emulator with one demo assistant, kept across restarts", async () => {
    const dataDir = path.join(scratch, "emulator");
    const first = await embedded(dataDir);
    let firstAssistant: string | undefined;
    try {
      expect(first.kind).toBe("emulator");
      expect(first.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      firstAssistant = first.demoAssistantId;
      const client = createVoicePlatformClient({ token: first.privateKey, baseUrl: first.baseUrl });
      const assistant = await client.assistant.get(String(first.demoAssistantId));
      expect(assistant.firstMessage).toBe(DEMO_ASSISTANT.firstMessage);
    } finally {
      await first.close();
    }

    const second = await embedded(dataDir);
    try {
      expect(second.demoAssistantId).toBe(firstAssistant);
      const client = createVoicePlatformClient({
        token: second.privateKey,
        baseUrl: second.baseUrl,
      });
      const demos = (await client.assistant.list({ limit: 100 })).filter(
        (assistant) => assistant.name === DEMO_ASSISTANT.name,
      );
      expect(demos).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("uses the hosted platform, and no emulator, when a private key is configured", async () => {
    const hosted = await startVoicePlatform({
      privateKey: "private-key",
      publicKey: "public-key",
      baseUrl: undefined,
      demoAssistantId: "asst_1",
      emulatorDataDir: path.join(scratch, "unused"),
    });
    expect(hosted).toMatchObject({
      kind: "hosted",
      baseUrl: "https://api.vapi.ai",
      publicKey: "public-key",
      demoAssistantId: "asst_1",
    });
    await hosted.close();
  });

  it("tells the site how to start the voice demo, with the public key only", async () => {
    const platform = await embedded(path.join(scratch, "config"));
    try {
      const app = createTestApp(noDatabase, { voice: platform });
      const response = await request(app).get("/api/voice/demo-config").expect(200);
      expect(response.body).toEqual({
        available: true,
        publicKey: platform.publicKey,
        assistantId: platform.demoAssistantId,
        baseUrl: platform.baseUrl,
        transport: "local",
      });
      expect(JSON.stringify(response.body)).not.toContain(platform.privateKey);
    } finally {
      await platform.close();
    }
  });
});
