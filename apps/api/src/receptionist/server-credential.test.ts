import { createVoicePlatformClient } from "@ringline/voice-client";
import { startVoiceEmulator, type VoiceEmulator } from "@ringline/voice-emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createServerCredential,
  SERVER_CREDENTIAL_NAME,
  serverCredentialPlan,
} from "./server-credential.js";

// The webhook credential the receptionists' server messages carry: made once on the platform
// with the plan the settings choose, and brought to a changed plan in place.

const RETRY = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };

describe("the server-message credential on the platform", () => {
  let emulator: VoiceEmulator;
  beforeAll(async () => {
    emulator = await startVoiceEmulator({ validateAnswers: true });
  });
  afterAll(() => emulator?.close());

  it("is created with the chosen plan, then updated in place when the plan changes", async () => {
    const client = createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url });
    const hmac = serverCredentialPlan(
      { type: "hmac", algorithm: "sha512", signatureEncoding: "base64", includeTimestamp: false },
      "derived-secret",
    );
    const id = await createServerCredential(() => client, hmac, RETRY).id();
    expect(await client.credential.get(id)).toMatchObject({
      provider: "webhook",
      name: SERVER_CREDENTIAL_NAME,
      authenticationPlan: {
        type: "hmac",
        secretKey: "derived-secret",
        algorithm: "sha512",
        signatureEncoding: "base64",
        includeTimestamp: false,
      },
    });

    // Another process started with a Bearer credential: the same credential, a new plan.
    const bearer = serverCredentialPlan(
      { type: "bearer", headerName: "x-api-key" },
      "derived-secret",
    );
    expect(bearer).toEqual({ type: "bearer", headerName: "x-api-key", token: "derived-secret" });
    expect(await createServerCredential(() => client, bearer, RETRY).id()).toBe(id);
    expect(await client.credential.get(id)).toMatchObject({
      authenticationPlan: { type: "bearer", token: "derived-secret", headerName: "x-api-key" },
    });
    const named = ((await client.credential.list()) as { name?: string }[]).filter(
      (credential) => credential.name === SERVER_CREDENTIAL_NAME,
    );
    expect(named).toHaveLength(1);
  });
});
