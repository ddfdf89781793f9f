import {
  RECEPTIONIST_STRUCTURED_OUTPUTS,
  RECEPTIONIST_TOOLS,
  type TReceptionistSettings,
  ZReceptionistSettings,
} from "@ringline/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AssistantConfig,
  assistantConfigOf,
  changeBetween,
  END_CALL_PHRASES,
  holds,
  RECEPTIONIST_TRANSCRIBER,
  RECEPTIONIST_VOICE_MODEL,
} from "./assistant-mapping.js";
import {
  type EmulatedPlatform,
  type Loose,
  OWNER_SETTINGS,
  startEmulatedPlatform,
} from "./test-support.js";

const SETTINGS: TReceptionistSettings = ZReceptionistSettings.parse(OWNER_SETTINGS);
const SERVER = {
  url: "https://app.ringline.test/api/voice/server-messages",
  credentialId: "cred_1",
};

const mapped = (
  settings: TReceptionistSettings = SETTINGS,
  knowledgeToolId: string | null = "tool_kb",
) => assistantConfigOf({ userId: "user-1", settings, server: SERVER, knowledgeToolId }) as Loose;
const promptOf = (config: Loose): string => config.model.messages[0].content;

describe("the assistant mapping", () => {
  it("puts the business profile, hours and time zone in the system prompt", () => {
    const prompt = promptOf(mapped());
    expect(prompt).toContain(
      "You are Ava, the AI phone receptionist of Bayside Realty, a real estate business",
    );
    for (const text of [
      OWNER_SETTINGS.businessDescription,
      `Who it serves: ${OWNER_SETTINGS.targetAudience}`,
      `Key services: ${OWNER_SETTINGS.keyServices}`,
      "Business hours: 9:00 AM - 5:00 PM Monday-Friday (time zone America/Los_Angeles).",
      "Main business phone: +1 415 555 0100.",
    ]) {
      expect(prompt).toContain(text);
    }
  });

  it("puts the goals, tone, questions, appointments, escalation, FAQ, SMS rule and instructions in the prompt", () => {
    const prompt = promptOf(mapped());
    for (const text of [
      "- Capture every caller's details",
      "- Book appointments",
      "- Mention our free valuation",
      "Tone and personality: Warm and reassuring.",
      "- Are you buying or selling?",
      "- What is your budget?",
      "- Property showing (30 minutes)",
      "Transfer angry sellers to the broker.",
      "Emergency contact: Dana Broker +1 415 555 0199.",
      "Q: Do you charge buyers?\nA: No, buyers pay nothing.",
      "Call send_text when: A new lead is captured.",
      "Text to send: New lead: {name}",
      "Never quote commission rates.",
    ]) {
      expect(prompt).toContain(text);
    }
  });

  it("tells the receptionist to answer in the caller's language and hears English and Spanish", () => {
    const config = mapped();
    expect(promptOf(config)).toContain("If the caller speaks Spanish, reply in Spanish");
    expect(config.transcriber).toEqual(RECEPTIONIST_TRANSCRIBER);
    expect(config.transcriber.language).toBe("multi");
    expect(config.voice).toEqual({
      provider: "11labs",
      voiceId: "EXAVITQu4vr4xnSDxMaL",
      model: RECEPTIONIST_VOICE_MODEL,
    });
  });

  it("speaks the greeting first and hangs up on goodbyes in both languages", () => {
    const config = mapped();
    expect(config.firstMessage).toBe(OWNER_SETTINGS.greetingMessage);
    expect(config.firstMessageMode).toBe("assistant-speaks-first");
    expect(config.endCallPhrases).toEqual(END_CALL_PHRASES);
    expect(config.endCallPhrases).toContain("adiós");
    expect(config.endCallMessage).toBe("Thank you for calling Bayside Realty. Goodbye!");
  });

  it("attaches every tool with the product's server URL and credential, and the structured outputs", () => {
    const config = mapped();
    expect(config.server).toEqual({ url: SERVER.url, credentialId: "cred_1" });
    expect(config.model.tools).toEqual(
      Object.values(RECEPTIONIST_TOOLS).map((tool) => ({
        ...(tool.kind === "transfer"
          ? { type: "transferCall", destinations: [] }
          : { type: "function" }),
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
        messages: [{ type: "request-start", content: tool.waitMessage }],
        server: { url: SERVER.url, credentialId: "cred_1" },
      })),
    );
    expect(config.artifactPlan.structuredOutputs).toEqual([
      {
        name: RECEPTIONIST_STRUCTURED_OUTPUTS.callOutcome.name,
        description: RECEPTIONIST_STRUCTURED_OUTPUTS.callOutcome.description,
        schema: RECEPTIONIST_STRUCTURED_OUTPUTS.callOutcome.schema,
      },
    ]);
    expect(config.metadata).toEqual({ ringlineUserId: "user-1" });
  });

  it("attaches the website knowledge through its query tool, and says so in the prompt", () => {
    expect(mapped().model.toolIds).toEqual(["tool_kb"]);
    expect(promptOf(mapped())).toContain("search the business's website knowledge");
    const without = mapped(SETTINGS, null);
    expect(without.model.toolIds).toEqual([]);
    expect(promptOf(without)).toContain("never invent facts");
    expect(promptOf(without)).not.toContain("website knowledge");
  });

  it("leaves out sections the owner left empty", () => {
    const bare = ZReceptionistSettings.parse({
      ...OWNER_SETTINGS,
      leadQualificationQuestions: [],
      appointmentTypes: [],
      escalationProcedures: "",
      emergencyContact: "",
      commonQuestions: [],
      smsTrigger: null,
      specialInstructions: "",
    });
    const prompt = promptOf(mapped(bare));
    for (const heading of [
      "## Appointments",
      "## Escalation",
      "## Common questions",
      "## Text alerts",
      "## Special instructions",
    ]) {
      expect(prompt).not.toContain(heading);
    }
  });

  it("keeps the assistant's name within the platform's 40 characters", () => {
    const long = { ...SETTINGS, businessName: "The Very Long Named Realty Group of the Bay" };
    expect(mapped(long).name.length).toBeLessThanOrEqual(40);
  });

  it("tells a voice-only, a prompt-only and any other change apart", () => {
    const before = mapped();
    const withDefaults = { ...before, voice: { ...before.voice, chunkPlan: { enabled: true } } };
    expect(changeBetween(withDefaults, before as AssistantConfig)).toBe("none");
    expect(changeBetween(before, mapped({ ...SETTINGS, aiVoice: "josh" }) as AssistantConfig)).toBe(
      "voice",
    );
    expect(
      changeBetween(
        before,
        mapped({ ...SETTINGS, specialInstructions: "Be brief." }) as AssistantConfig,
      ),
    ).toBe("prompt");
    expect(
      changeBetween(
        before,
        mapped({ ...SETTINGS, greetingMessage: "Hi there!" }) as AssistantConfig,
      ),
    ).toBe("other");
    expect(holds([1, 2], [1])).toBe(false);
  });

  describe("on the platform", () => {
    let voice: EmulatedPlatform;
    beforeAll(async () => {
      voice = await startEmulatedPlatform();
    });
    afterAll(async () => {
      await voice?.emulator.close();
    });

    it("is an assistant the platform accepts as described, and keeps as sent", async () => {
      const file = (await voice.vapi.file.create({
        file: new File(["We are open Saturdays."], "kb.txt", { type: "text/plain" }),
      } as never)) as { id: string };
      const tool = (await voice.vapi.tool.create({
        type: "query",
        knowledgeBases: [
          { provider: "google", name: "kb", description: "site", fileIds: [file.id] },
        ],
      } as never)) as { id: string };
      const config = assistantConfigOf({
        userId: "user-1",
        settings: SETTINGS,
        server: SERVER,
        knowledgeToolId: tool.id,
      });
      const created = (await voice.vapi.assistant.create(config)) as Loose;
      expect(changeBetween(created, config)).toBe("none");
    });
  });
});
