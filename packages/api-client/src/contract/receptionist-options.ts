// The choices the receptionist's settings draw from: business types, goals, tones, SMS rules,
// voices and time zones, with the specification's default business hours.

/**
 * The default business hours, as the specification gives them.
 *
 * @example
 * ```ts
 * DEFAULT_BUSINESS_HOURS; // "9:00 AM - 5:00 PM Monday-Friday"
 * ```
 */
export const DEFAULT_BUSINESS_HOURS = "9:00 AM - 5:00 PM Monday-Friday";

/**
 * The kinds of business the product serves, real estate first.
 *
 * @example
 * ```ts
 * BUSINESS_TYPES[0]; // { id: "real_estate", label: "Real estate" }
 * ```
 */
export const BUSINESS_TYPES = [
  { id: "real_estate", label: "Real estate" },
  { id: "dental", label: "Dental" },
  { id: "hvac", label: "HVAC" },
  { id: "auto_sales", label: "Auto sales" },
  { id: "exteriors", label: "Exteriors" },
  { id: "other", label: "Other" },
] as const;

/**
 * What the receptionist can aim for on a call (`users.aiGoals`).
 *
 * @example
 * ```ts
 * AI_GOALS.map((goal) => goal.id); // ["capture_leads", "qualify_leads", …]
 * ```
 */
export const AI_GOALS = [
  { id: "capture_leads", label: "Capture every caller's details" },
  { id: "qualify_leads", label: "Qualify leads with my questions" },
  { id: "book_appointments", label: "Book appointments" },
  { id: "answer_questions", label: "Answer common questions" },
  { id: "take_messages", label: "Take messages" },
  { id: "escalate_urgent", label: "Send urgent calls to me" },
] as const;

/**
 * Suggested tones for the receptionist (`users.aiTonePersonality` takes any text).
 *
 * @example
 * ```ts
 * AI_TONES[0]; // "Friendly and professional"
 * ```
 */
export const AI_TONES = [
  "Friendly and professional",
  "Warm and reassuring",
  "Upbeat and energetic",
  "Calm and concise",
  "Formal and polished",
] as const;

/**
 * When the owner gets a text message about a call (`users.smsTrigger`).
 *
 * @example
 * ```ts
 * SMS_TRIGGERS.find((trigger) => trigger.id === "custom")?.label; // "Something else (describe it)"
 * ```
 */
export const SMS_TRIGGERS = [
  { id: "new_lead", label: "A new lead is captured" },
  { id: "appointment_booked", label: "An appointment is booked" },
  { id: "urgent_call", label: "A caller needs urgent help" },
  { id: "every_call", label: "After every call" },
  { id: "custom", label: "Something else (describe it)" },
] as const;

/**
 * The voices an owner can choose from. Each is a multilingual voice of the platform's voice
 * provider, so the receptionist can answer in the caller's language.
 *
 * @example
 * ```ts
 * RECEPTIONIST_VOICES.find((voice) => voice.id === "sarah")?.voiceId; // "EXAVITQu4vr4xnSDxMaL"
 * ```
 */
export const RECEPTIONIST_VOICES = [
  {
    id: "sarah",
    name: "Sarah",
    description: "Warm and clear, American",
    gender: "female",
    provider: "11labs",
    voiceId: "EXAVITQu4vr4xnSDxMaL",
  },
  {
    id: "rachel",
    name: "Rachel",
    description: "Calm and professional, American",
    gender: "female",
    provider: "11labs",
    voiceId: "21m00Tcm4TlvDq8ikWAM",
  },
  {
    id: "domi",
    name: "Domi",
    description: "Upbeat and confident, American",
    gender: "female",
    provider: "11labs",
    voiceId: "AZnzlk1XvdvUeBnXmlld",
  },
  {
    id: "josh",
    name: "Josh",
    description: "Friendly and relaxed, American",
    gender: "male",
    provider: "11labs",
    voiceId: "TxGEqnHWrfWFTfGW9XjX",
  },
  {
    id: "adam",
    name: "Adam",
    description: "Deep and reassuring, American",
    gender: "male",
    provider: "11labs",
    voiceId: "pNInz6obpgDQGcFmaJgB",
  },
  {
    id: "antoni",
    name: "Antoni",
    description: "Polished and even, American",
    gender: "male",
    provider: "11labs",
    voiceId: "ErXwobaYiN019PkySvjV",
  },
] as const;

/** One voice of {@link RECEPTIONIST_VOICES}. */
export type TReceptionistVoice = (typeof RECEPTIONIST_VOICES)[number];

/**
 * The time zones offered first (any IANA zone is accepted).
 *
 * @example
 * ```ts
 * RECEPTIONIST_TIME_ZONES[0]; // "America/New_York"
 * ```
 */
export const RECEPTIONIST_TIME_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
] as const;
