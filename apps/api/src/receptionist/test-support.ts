// Test helpers of the receptionist and onboarding suites: a voice emulator as the platform,
// a small website served on loopback, and an owner walked through onboarding's steps.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TReceptionistSettingsInput } from "@ringline/api-client";
import { createVoicePlatformClient } from "@ringline/voice-client";
import { startVoiceEmulator, type VoiceEmulator } from "@ringline/voice-emulator";
import type TestAgent from "supertest/lib/agent.js";
import type { Database } from "../db/database.js";
import { createTestApp, type TestApp } from "../test/app.js";
import type { VoicePlatform } from "../voice/voice-platform.js";

/** A platform answer, read loosely: the tests check its fields by path. */
// biome-ignore lint/suspicious/noExplicitAny: the platform's answers are deep unions; tests read them by path.
export type Loose = Record<string, any>;

/** Platform retries without waiting. */
export const FAST_RETRY = { attempts: 3, baseDelayMs: 1, maxDelayMs: 5 };

export interface EmulatedPlatform {
  emulator: VoiceEmulator;
  platform: VoicePlatform;
  vapi: ReturnType<typeof createVoicePlatformClient>;
}

/** An in-memory emulator that checks its own answers, as the product's voice platform. */
export async function startEmulatedPlatform(): Promise<EmulatedPlatform> {
  const emulator = await startVoiceEmulator({
    port: 0,
    host: "127.0.0.1",
    validateAnswers: true,
    deliveryMaxRetries: 0,
  });
  const platform: VoicePlatform = {
    kind: "emulator",
    baseUrl: emulator.url,
    privateKey: emulator.privateKey,
    publicKey: emulator.publicKey,
    demoAssistantId: undefined,
    close: () => emulator.close(),
  };
  return {
    emulator,
    platform,
    vapi: createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url }),
  };
}

/** The app over `db` with the emulator as its platform and a crawler allowed on loopback. */
export function receptionistApp(db: Database, platform: VoicePlatform): TestApp {
  return createTestApp(db, {
    voice: platform,
    receptionist: {
      allowPrivateNetworks: true,
      retry: FAST_RETRY,
      crawlLimits: { totalTimeMs: 10_000 },
    },
  });
}

export type SitePage = { body: string; type?: string; status?: number };

/** A website on loopback: path → page; unknown paths answer 404. Counts requests per path. */
export async function serveSite(pages: Record<string, SitePage | string>) {
  const hits = new Map<string, number>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const entry = pages[path];
    const page = typeof entry === "string" ? { body: entry } : entry;
    if (!page) {
      response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
      return;
    }
    response
      .writeHead(page.status ?? 200, { "content-type": page.type ?? "text/html; charset=utf-8" })
      .end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    pages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A page of HTML with a title, paragraphs and links. */
export function html(title: string, paragraphs: string[], links: string[] = []): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>
<nav>${links.map((link) => `<a href="${link}">${link}</a>`).join(" ")}</nav>
<main><h1>${title}</h1>${paragraphs.map((text) => `<p>${text}</p>`).join("\n")}</main>
</body></html>`;
}

/** Complete settings of a real-estate owner. */
export const OWNER_SETTINGS = {
  businessName: "Bayside Realty",
  businessType: "real_estate",
  businessDescription: "A family brokerage selling homes around the bay since 1998.",
  targetAudience: "First-time buyers and families moving to the bay area",
  keyServices: "Home sales, listings, valuations",
  primaryPhone: "+1 415 555 0100",
  businessHours: "9:00 AM - 5:00 PM Monday-Friday",
  timeZone: "America/Los_Angeles",
  aiName: "Ava",
  aiVoice: "sarah",
  greetingMessage: "Thanks for calling Bayside Realty, this is Ava. How can I help?",
  aiTonePersonality: "Warm and reassuring",
  aiGoals: ["capture_leads", "book_appointments"],
  customGoal: "Mention our free valuation",
  leadQualificationQuestions: ["Are you buying or selling?", "What is your budget?"],
  appointmentTypes: [{ name: "Property showing", minutes: 30 }],
  escalationProcedures: "Transfer angry sellers to the broker.",
  emergencyContact: "Dana Broker +1 415 555 0199",
  commonQuestions: [{ question: "Do you charge buyers?", answer: "No, buyers pay nothing." }],
  specialInstructions: "Never quote commission rates.",
  smsTrigger: "new_lead",
  customSmsTrigger: "",
  smsMessageContent: "New lead: {name}",
  websitesToCrawl: [] as string[],
} satisfies TReceptionistSettingsInput;

const BUSINESS_FIELDS = [
  "businessName",
  "businessType",
  "businessDescription",
  "targetAudience",
  "keyServices",
  "primaryPhone",
  "businessHours",
  "timeZone",
] as const;

/** The receptionist step's fields of `settings` (neither the business's nor the websites). */
export function personaOf(settings: TReceptionistSettingsInput = OWNER_SETTINGS) {
  const { websitesToCrawl: _websites, ...rest } = settings;
  return Object.fromEntries(
    Object.entries(rest).filter(([key]) => !(BUSINESS_FIELDS as readonly string[]).includes(key)),
  );
}

/** Saves onboarding's three settings steps through the API. */
export async function saveSteps(
  agent: TestAgent,
  csrf: string,
  settings: TReceptionistSettingsInput = OWNER_SETTINGS,
): Promise<void> {
  const business = Object.fromEntries(BUSINESS_FIELDS.map((key) => [key, settings[key]]));
  const { websitesToCrawl } = settings;
  const persona = personaOf(settings);
  await agent
    .put("/api/onboarding/steps/business")
    .set("x-csrf-token", csrf)
    .send(business)
    .expect(200);
  await agent
    .put("/api/onboarding/steps/receptionist")
    .set("x-csrf-token", csrf)
    .send(persona)
    .expect(200);
  await agent
    .put("/api/onboarding/steps/website")
    .set("x-csrf-token", csrf)
    .send({ websitesToCrawl: websitesToCrawl ?? [] })
    .expect(200);
}
