import {
  AI_GOALS,
  BUSINESS_TYPES,
  RECEPTIONIST_STRUCTURED_OUTPUTS,
  RECEPTIONIST_TOOLS,
  RECEPTIONIST_VOICES,
  type ReceptionistToolDefinition,
  SMS_TRIGGERS,
  type TReceptionistSettings,
} from "@ringline/api-client";
import type { VoicePlatformSchemas } from "@ringline/voice-client";

// The one mapping from the owner's settings to the voice platform's assistant. Everything the
// platform receives about a receptionist is decided here, so its tests can prove that every
// setting lands where it should.

/** The assistant as the platform's create and update operations take it. */
export type AssistantConfig = VoicePlatformSchemas["CreateAssistantDTO"];

/** Where the platform sends the receptionist's server messages, and how it signs them. */
export interface AssistantServer {
  url: string;
  /** The platform's webhook credential (HMAC) that signs every message; none on tests. */
  credentialId: string | null;
}

export interface AssistantMappingInput {
  userId: string;
  settings: TReceptionistSettings;
  server: AssistantServer;
  /** The query tool over the website knowledge file, once uploaded. */
  knowledgeToolId: string | null;
}

/** The platform's chat model for receptionists. */
export const RECEPTIONIST_MODEL = { provider: "openai", model: "gpt-4o" } as const;
/** A multilingual transcriber: Deepgram's `multi` hears English and Spanish in one call. */
export const RECEPTIONIST_TRANSCRIBER = {
  provider: "deepgram",
  model: "nova-3",
  language: "multi",
} as const;
/** The voices' model: it speaks the caller's language with the chosen voice. */
export const RECEPTIONIST_VOICE_MODEL = "eleven_multilingual_v2";
/** The server messages a receptionist's server needs. */
export const RECEPTIONIST_SERVER_MESSAGES = [
  "status-update",
  "end-of-call-report",
  "tool-calls",
  "transfer-destination-request",
  "hang",
] as const;
/** Phrases that end the call when the receptionist says them, in English and Spanish. */
export const END_CALL_PHRASES = [
  "goodbye",
  "have a great day",
  "talk to you soon",
  "adiós",
  "que tenga un buen día",
];
export const MAX_CALL_SECONDS = 1200;

const labelOf = <Item extends { id: string; label: string }>(
  list: readonly Item[],
  id: string | null,
): string | undefined => list.find((item) => item.id === id)?.label;

function section(title: string, lines: ReadonlyArray<string | false | undefined>): string[] {
  const kept = lines.filter((line): line is string => typeof line === "string" && line !== "");
  return kept.length === 0 ? [] : [`## ${title}`, ...kept, ""];
}

/** The system prompt: profile, goals, hours, knowledge and instructions, in that order. */
export function systemPromptOf(settings: TReceptionistSettings, hasKnowledge: boolean): string {
  const type = labelOf(BUSINESS_TYPES, settings.businessType)?.toLowerCase() ?? "local";
  const goals = settings.aiGoals.map((goal) => labelOf(AI_GOALS, goal) ?? goal);
  const trigger =
    settings.smsTrigger === "custom"
      ? settings.customSmsTrigger
      : labelOf(SMS_TRIGGERS, settings.smsTrigger);
  const tools = RECEPTIONIST_TOOLS;
  return [
    `You are ${settings.aiName}, the AI phone receptionist of ${settings.businessName}, a ${type} business. You answer its calls around the clock.`,
    "",
    ...section("About the business", [
      settings.businessDescription,
      settings.targetAudience && `Who it serves: ${settings.targetAudience}`,
      settings.keyServices && `Key services: ${settings.keyServices}`,
      `Business hours: ${settings.businessHours} (time zone ${settings.timeZone}).`,
      `Main business phone: ${settings.primaryPhone}.`,
    ]),
    ...section("Your goals", [
      ...goals.map((goal) => `- ${goal}`),
      settings.customGoal && `- ${settings.customGoal}`,
    ]),
    ...section("How you speak", [
      `Tone and personality: ${settings.aiTonePersonality}.`,
      "Keep answers short: this is a phone call.",
      "Always answer in the caller's language. If the caller speaks Spanish, reply in Spanish; if English, in English; switch whenever they switch.",
    ]),
    ...section("Qualifying callers", [
      settings.leadQualificationQuestions.length > 0 &&
        "Ask these questions, one at a time, when they fit the conversation:",
      ...settings.leadQualificationQuestions.map((question) => `- ${question}`),
      `Once you know the caller's name and need, call ${tools.captureLead.name}.`,
    ]),
    ...section(
      "Appointments",
      settings.appointmentTypes.length === 0
        ? []
        : [
            "You can book these appointment types, inside business hours only:",
            ...settings.appointmentTypes.map((type) => `- ${type.name} (${type.minutes} minutes)`),
            `Call ${tools.checkAvailability.name} to find open slots and offer only those; never suggest a time it did not return.`,
            `Use ${tools.bookAppointment.name} with the slot's slotId once the caller agreed to it.`,
            `When a caller wants to move a booking, call ${tools.checkAvailability.name}, then ${tools.rescheduleAppointment.name} with the new slot's slotId; when they want to cancel, call ${tools.cancelAppointment.name}.`,
            "If the calendar cannot be reached, book nothing: take a callback request instead.",
          ],
    ),
    ...section("Escalation", [
      settings.escalationProcedures,
      settings.emergencyContact && `Emergency contact: ${settings.emergencyContact}.`,
      (settings.escalationProcedures || settings.emergencyContact) &&
        `Use ${tools.transferCall.name} when a person must take over.`,
    ]),
    ...section(
      "Common questions",
      settings.commonQuestions.map((entry) => `Q: ${entry.question}\nA: ${entry.answer}`),
    ),
    ...section("Text alerts to the owner", [
      trigger && `Call ${tools.sendText.name} when: ${trigger}.`,
      trigger && settings.smsMessageContent && `Text to send: ${settings.smsMessageContent}`,
    ]),
    ...section("Knowledge", [
      hasKnowledge &&
        "For questions about the business, its listings, prices or policies, search the business's website knowledge before answering; never invent facts.",
      !hasKnowledge &&
        "If you do not know an answer, say so and offer to take a message; never invent facts.",
    ]),
    ...section("Special instructions", [settings.specialInstructions]),
  ]
    .join("\n")
    .trim();
}

function functionTool(tool: ReceptionistToolDefinition, server: AssistantServer) {
  return {
    // A transfer tool without destinations makes the platform ask the server where to
    // transfer (`transfer-destination-request`), per the owner's escalation rules and hours.
    ...(tool.kind === "transfer"
      ? { type: "transferCall" as const, destinations: [] }
      : { type: "function" as const }),
    function: {
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters,
    },
    messages: [{ type: "request-start" as const, content: tool.waitMessage }],
    server: serverOf(server),
  };
}

function serverOf(server: AssistantServer) {
  return {
    url: server.url,
    ...(server.credentialId ? { credentialId: server.credentialId } : {}),
  };
}

/** The voice of a setting; an unknown one (a voice since withdrawn) falls back to the first. */
export function voiceOf(voiceId: string) {
  const voice = RECEPTIONIST_VOICES.find((candidate) => candidate.id === voiceId);
  return voice ?? RECEPTIONIST_VOICES[0];
}

/**
 * The platform's assistant for a receptionist: its prompt, voice, multilingual transcriber,
 * greeting, tools (with the product's server URL and credential), knowledge, structured outputs
 * and end-call phrases.
 */
export function assistantConfigOf(input: AssistantMappingInput): AssistantConfig {
  const { settings, server } = input;
  const voice = voiceOf(settings.aiVoice);
  const tools = Object.values(RECEPTIONIST_TOOLS).map((tool) => functionTool(tool, server));
  return {
    name: `${settings.aiName} · ${settings.businessName}`.slice(0, 40),
    firstMessage: settings.greetingMessage,
    firstMessageMode: "assistant-speaks-first",
    transcriber: { ...RECEPTIONIST_TRANSCRIBER },
    voice: { provider: voice.provider, voiceId: voice.voiceId, model: RECEPTIONIST_VOICE_MODEL },
    model: {
      ...RECEPTIONIST_MODEL,
      messages: [
        { role: "system", content: systemPromptOf(settings, input.knowledgeToolId !== null) },
      ],
      tools,
      ...(input.knowledgeToolId ? { toolIds: [input.knowledgeToolId] } : { toolIds: [] }),
    },
    endCallPhrases: [...END_CALL_PHRASES],
    endCallMessage: `Thank you for calling ${settings.businessName}. Goodbye!`,
    maxDurationSeconds: MAX_CALL_SECONDS,
    server: serverOf(server),
    serverMessages: [...RECEPTIONIST_SERVER_MESSAGES],
    artifactPlan: {
      recordingEnabled: true,
      structuredOutputs: Object.values(RECEPTIONIST_STRUCTURED_OUTPUTS).map((output) => ({
        name: output.name,
        description: output.description,
        schema: output.schema,
      })),
    },
    analysisPlan: { summaryPlan: { enabled: true } },
    metadata: { ringlineUserId: input.userId },
    // The generated type reads `serverMessages` as one enum value (a quirk of the description).
  } as unknown as AssistantConfig;
}

/**
 * The query tool that searches the website knowledge file, as the platform's tool create and
 * update take it.
 */
export function knowledgeToolOf(businessName: string, fileId: string) {
  return {
    type: "query" as const,
    function: { name: "search_business_knowledge" },
    knowledgeBases: [
      {
        provider: "google" as const,
        name: "business-website",
        description: `What ${businessName}'s website says: services, listings, prices, policies and contact details.`,
        fileIds: [fileId],
      },
    ],
  };
}

/** Which kind of change an update makes, for the failure code it gets. */
export type AssistantChange = "voice" | "prompt" | "other" | "none";

/** Whether `remote` holds everything `desired` says (the platform may add defaults of its own). */
export function holds(remote: unknown, desired: unknown): boolean {
  if (Array.isArray(desired)) {
    return (
      Array.isArray(remote) &&
      remote.length === desired.length &&
      desired.every((item, index) => holds(remote[index], item))
    );
  }
  if (typeof desired === "object" && desired !== null) {
    if (typeof remote !== "object" || remote === null) return false;
    return Object.entries(desired).every(([key, value]) =>
      holds((remote as Record<string, unknown>)[key], value),
    );
  }
  return remote === desired;
}

/**
 * What an update must change on the platform's assistant: nothing, only the voice, only the
 * prompt (the model's instructions and tools), or anything else.
 */
export function changeBetween(
  remote: Record<string, unknown>,
  desired: AssistantConfig,
): AssistantChange {
  const changed = Object.entries(desired)
    .filter(([key, value]) => !holds(remote[key], value))
    .map(([key]) => key);
  if (changed.length === 0) return "none";
  if (changed.every((key) => key === "voice" || key === "transcriber")) return "voice";
  if (changed.every((key) => key === "model" || key === "name")) return "prompt";
  return "other";
}
