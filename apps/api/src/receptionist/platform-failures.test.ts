import type { VoiceEmulatorFault } from "@ringline/voice-emulator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, type SignedUp, settle, signUp, type TestApp } from "../test/app.js";
import { openTestPGlite } from "../test/databases.js";
import {
  type EmulatedPlatform,
  html,
  type Loose,
  OWNER_SETTINGS,
  receptionistApp,
  saveSteps,
  serveSite,
  startEmulatedPlatform,
} from "./test-support.js";

describe("platform failures, as the emulator injects them", () => {
  let db: Database;
  let voice: EmulatedPlatform;
  let app: TestApp;
  let site: Awaited<ReturnType<typeof serveSite>>;

  beforeAll(async () => {
    [db, voice] = await Promise.all([openTestPGlite(), startEmulatedPlatform()]);
    site = await serveSite({ "/": html("Bayside", ["We sell homes."]) });
    app = receptionistApp(db, voice.platform);
  });
  afterEach(() => voice.emulator.faults.clear());
  afterAll(async () => {
    await Promise.all([db?.close(), voice?.emulator.close(), site?.close()]);
  });

  const fault = (spec: VoiceEmulatorFault) => voice.emulator.faults.add(spec);
  const provision = (owner: SignedUp, body: object = { kind: "provision", areaCode: "212" }) =>
    owner.agent.post("/api/receptionist/number").set("x-csrf-token", owner.csrf).send(body);
  const assistantsOf = async (owner: SignedUp) =>
    ((await voice.vapi.assistant.list({ limit: 1000 })) as Loose[]).filter(
      (assistant) => assistant.metadata?.ringlineUserId === owner.userId,
    );
  const receptionistOf = async (owner: SignedUp) =>
    (await owner.agent.get("/api/receptionist").expect(200)).body.receptionist;

  async function ownerWithSteps() {
    const owner = await signUp(app);
    await saveSteps(owner.agent, owner.csrf);
    return owner;
  }

  async function liveOwner() {
    const owner = await ownerWithSteps();
    const answer = await provision(owner).expect(200);
    return { owner, receptionist: answer.body.receptionist };
  }

  /** Saves settings that differ in `change`; the answer comes before the sync. */
  async function saveAndSync(owner: SignedUp, change: object) {
    await owner.agent
      .put("/api/receptionist")
      .set("x-csrf-token", owner.csrf)
      .send({ ...OWNER_SETTINGS, ...change })
      .expect(200);
    await settle(app);
    return receptionistOf(owner);
  }

  it("VAPI_AGENT_CREATION_FAILED: no number is made, and a retry resumes with one assistant", async () => {
    const owner = await ownerWithSteps();
    const numbersBefore = ((await voice.vapi.phoneNumber.list()) as Loose[]).length;
    fault({ method: "POST", path: "/assistant", status: 500 });
    const refused = await provision(owner).expect(502);
    expect(refused.body.error.errorCode).toBe("VAPI_AGENT_CREATION_FAILED");
    expect(((await voice.vapi.phoneNumber.list()) as Loose[]).length).toBe(numbersBefore);
    expect((await receptionistOf(owner)).sync).toMatchObject({
      state: "failed",
      step: "assistant",
      errorCode: "VAPI_AGENT_CREATION_FAILED",
    });

    voice.emulator.faults.clear();
    const resumed = await provision(owner).expect(200);
    expect(resumed.body.receptionist.sync.state).toBe("synced");
    expect(await assistantsOf(owner)).toHaveLength(1);
  });

  it("retries a platform that is briefly unavailable, with backoff", async () => {
    const owner = await ownerWithSteps();
    fault({ method: "POST", path: "/assistant", status: 503, times: 2 });
    await provision(owner).expect(200);
    expect(await assistantsOf(owner)).toHaveLength(1);
  });

  it("never repeats a create whose answer was lost (no second assistant), and resumes", async () => {
    const owner = await ownerWithSteps();
    fault({ method: "POST", path: "/assistant", drop: true, times: 1 });
    const refused = await provision(owner).expect(502);
    expect(refused.body.error.errorCode).toBe("VAPI_AGENT_CREATION_FAILED");
    await provision(owner).expect(200);
    expect(await assistantsOf(owner)).toHaveLength(1);
  });

  it("AI_CONFIG_UPDATE_FAILED: the website knowledge cannot be uploaded", async () => {
    const owner = await signUp(app);
    await saveSteps(owner.agent, owner.csrf, { ...OWNER_SETTINGS, websitesToCrawl: [site.url] });
    await owner.agent
      .post("/api/receptionist/website/crawls")
      .set("x-csrf-token", owner.csrf)
      .expect(202);
    await settle(app);
    fault({ method: "POST", path: "/file", status: 500 });
    const refused = await provision(owner).expect(502);
    expect(refused.body.error.errorCode).toBe("AI_CONFIG_UPDATE_FAILED");
    expect((await receptionistOf(owner)).sync.step).toBe("knowledge");
  });

  it.each([
    ["VAPI_PROMPT_UPDATE_FAILED", { specialInstructions: "Always mention open houses." }],
    ["VAPI_VOICE_CONFIG_FAILED", { aiVoice: "josh" }],
    ["VAPI_AGENT_UPDATE_FAILED", { greetingMessage: "Bayside Realty, Ava speaking." }],
  ])(
    "%s: the previous assistant keeps answering, and a retry applies the change",
    async (code, change) => {
      const { owner, receptionist } = await liveOwner();
      fault({ method: "PATCH", path: "/assistant/{id}", status: 500 });
      const failed = await saveAndSync(owner, change);
      expect(failed.sync).toMatchObject({ state: "failed", step: "assistant", errorCode: code });
      const still = (await voice.vapi.assistant.get(receptionist.assistantId)) as Loose;
      expect(still.firstMessage).toBe(OWNER_SETTINGS.greetingMessage);

      voice.emulator.faults.clear();
      await owner.agent.post("/api/receptionist/sync").set("x-csrf-token", owner.csrf).expect(200);
      await settle(app);
      expect((await receptionistOf(owner)).sync).toMatchObject({
        state: "synced",
        errorCode: null,
      });
    },
  );

  it("VAPI_RATE_LIMIT_EXCEEDED: the platform stays busy past the retries", async () => {
    const { owner } = await liveOwner();
    fault({ method: "PATCH", path: "/assistant/{id}", status: 429, retryAfterSeconds: 0 });
    const failed = await saveAndSync(owner, { greetingMessage: "Hello!" });
    expect(failed.sync.errorCode).toBe("VAPI_RATE_LIMIT_EXCEEDED");
  });

  it("VAPI_PHONE_PROVISION_FAILED: the assistant is kept and the number can be asked again", async () => {
    const owner = await ownerWithSteps();
    fault({ method: "POST", path: "/phone-number", status: 500 });
    const refused = await provision(owner).expect(502);
    expect(refused.body.error.errorCode).toBe("VAPI_PHONE_PROVISION_FAILED");
    const state = await receptionistOf(owner);
    expect(state).toMatchObject({ phone: null, sync: { state: "synced" } });
    voice.emulator.faults.clear();
    const retried = await provision(owner).expect(200);
    expect(retried.body.receptionist.assistantId).toBe(state.assistantId);
    expect(retried.body.receptionist.phone.number).toMatch(/^\+1212/);
  });

  it("VAPI_PHONE_IMPORT_FAILED: a Twilio number the platform refuses", async () => {
    const owner = await ownerWithSteps();
    fault({ method: "POST", path: "/phone-number/import/twilio", status: 400 });
    const refused = await provision(owner, {
      kind: "import-twilio",
      number: "+14155550177",
      accountSid: `AC${"0".repeat(32)}`,
      authToken: "twilio-token-123",
    }).expect(502);
    expect(refused.body.error.errorCode).toBe("VAPI_PHONE_IMPORT_FAILED");
  });

  it("imports an existing Twilio number pointing at the assistant", async () => {
    const owner = await ownerWithSteps();
    const imported = await provision(owner, {
      kind: "import-twilio",
      number: "+14155550178",
      accountSid: `AC${"1".repeat(32)}`,
      authToken: "twilio-token-123",
    }).expect(200);
    expect(imported.body.receptionist.phone).toEqual({ number: "+14155550178", areaCode: "415" });
  });

  it("PHONE_PROVISIONING_FAILED: an assistant gone from the platform is remade and the number follows it", async () => {
    const { owner, receptionist } = await liveOwner();
    await voice.vapi.assistant.delete(receptionist.assistantId);
    fault({ method: "PATCH", path: "/phone-number/{id}", status: 500 });
    const failed = await saveAndSync(owner, { greetingMessage: "We are back!" });
    expect(failed.sync).toMatchObject({
      state: "failed",
      step: "number",
      errorCode: "PHONE_PROVISIONING_FAILED",
    });

    voice.emulator.faults.clear();
    await owner.agent.post("/api/receptionist/sync").set("x-csrf-token", owner.csrf).expect(200);
    await settle(app);
    const repaired = await receptionistOf(owner);
    expect(repaired.assistantId).not.toBe(receptionist.assistantId);
    const number = ((await voice.vapi.phoneNumber.list()) as Loose[]).find(
      (entry) => entry.number === repaired.phone.number,
    );
    expect(number?.assistantId).toBe(repaired.assistantId);
    const assistant = (await voice.vapi.assistant.get(repaired.assistantId)) as Loose;
    expect(assistant.firstMessage).toBe("We are back!");
  });

  it("AI_VOICE_PREVIEW_FAILED: the voice library does not answer", async () => {
    const owner = await signUp(app);
    fault({ method: "GET", path: "/voice-library/{provider}", status: 500 });
    const refused = await owner.agent.get("/api/receptionist/voices/rachel/preview").expect(502);
    expect(refused.body.error.errorCode).toBe("AI_VOICE_PREVIEW_FAILED");
    voice.emulator.faults.clear();
    const preview = await owner.agent.get("/api/receptionist/voices/rachel/preview").expect(200);
    expect(preview.body.mimeType).toBe("audio/wav");
    expect(Buffer.from(preview.body.audioBase64, "base64").subarray(0, 4).toString()).toBe("RIFF");
  });

  it("AI_SERVICE_UNAVAILABLE: no voice platform is configured", async () => {
    const bare = createTestApp(db);
    const owner = await signUp(bare);
    await saveSteps(owner.agent, owner.csrf);
    const refused = await provision(owner).expect(503);
    expect(refused.body.error.errorCode).toBe("AI_SERVICE_UNAVAILABLE");
  });
});
