import type {
  AI_GOALS,
  AI_TONES,
  BUSINESS_TYPES,
  RECEPTIONIST_VOICES,
  SMS_TRIGGERS,
} from "./receptionist-options.js";

// One starting point per kind of business: the goals, questions, appointment types, greeting,
// common questions and text alert a receptionist of that trade usually needs. Onboarding fills
// the owner's empty fields from it (never what they typed) and marks them as suggestions; the
// receptionist reads the saved settings, so client and server share this one source.

type BusinessTypeId = (typeof BUSINESS_TYPES)[number]["id"];
type GoalId = (typeof AI_GOALS)[number]["id"];
type SmsTriggerId = (typeof SMS_TRIGGERS)[number]["id"];

/** A trade's suggested receptionist settings. `{business}` in texts stands for the business name. */
export interface IndustryTemplate {
  readonly aiGoals: readonly GoalId[];
  readonly greetingMessage: string;
  readonly leadQualificationQuestions: readonly string[];
  readonly appointmentTypes: ReadonlyArray<{ readonly name: string; readonly minutes: number }>;
  readonly commonQuestions: ReadonlyArray<{ readonly question: string; readonly answer: string }>;
  readonly smsTrigger: SmsTriggerId;
  readonly smsMessageContent: string;
}

/**
 * The suggested settings per business type, real estate first.
 *
 * @example
 * ```ts
 * INDUSTRY_TEMPLATES.real_estate.appointmentTypes[0]; // { name: "Showing", minutes: 30 }
 * ```
 */
export const INDUSTRY_TEMPLATES: Readonly<Record<BusinessTypeId, IndustryTemplate>> = {
  real_estate: {
    aiGoals: ["capture_leads", "qualify_leads", "book_appointments"],
    greetingMessage:
      "Thanks for calling {business}. Are you looking to buy, sell, or ask about one of our listings?",
    leadQualificationQuestions: [
      "Are you looking to buy, sell, or both?",
      "Which area or neighborhood are you interested in?",
      "What price range are you considering?",
      "Are you pre-approved for a mortgage?",
      "When are you hoping to move?",
    ],
    appointmentTypes: [
      { name: "Showing", minutes: 30 },
      { name: "Listing consultation", minutes: 60 },
      { name: "Buyer consultation", minutes: 45 },
    ],
    commonQuestions: [
      {
        question: "Is this property still available?",
        answer: "I'll check with the agent and have them confirm today.",
      },
      {
        question: "Can I schedule a showing?",
        answer: "Yes. I can book a time that suits you right now.",
      },
      {
        question: "What is my home worth?",
        answer: "Our agent can prepare a free market analysis. May I take your address?",
      },
    ],
    smsTrigger: "new_lead",
    smsMessageContent: "New lead from your receptionist: check Call Logs for their details.",
  },
  dental: {
    aiGoals: ["book_appointments", "answer_questions", "escalate_urgent"],
    greetingMessage: "Thank you for calling {business}. How can I help you with your smile today?",
    leadQualificationQuestions: [
      "Are you a new or an existing patient?",
      "What is the reason for your visit?",
      "Do you have dental insurance? Which provider?",
      "Are you in pain right now?",
    ],
    appointmentTypes: [
      { name: "Cleaning and check-up", minutes: 60 },
      { name: "New patient exam", minutes: 60 },
      { name: "Emergency visit", minutes: 30 },
    ],
    commonQuestions: [
      {
        question: "Do you take my insurance?",
        answer: "We work with most major plans. I'll note yours so the office can confirm.",
      },
      {
        question: "Are you accepting new patients?",
        answer: "Yes, and I can book your first exam now.",
      },
    ],
    smsTrigger: "urgent_call",
    smsMessageContent: "A patient needs urgent help: check Call Logs and call them back.",
  },
  hvac: {
    aiGoals: ["capture_leads", "book_appointments", "escalate_urgent"],
    greetingMessage:
      "Thanks for calling {business}. Is your heating or cooling giving you trouble today?",
    leadQualificationQuestions: [
      "Is this about heating, cooling, or something else?",
      "Is the system not working at all right now?",
      "What is the address of the property?",
      "About how old is the system?",
    ],
    appointmentTypes: [
      { name: "Repair visit", minutes: 90 },
      { name: "Maintenance tune-up", minutes: 60 },
      { name: "Replacement estimate", minutes: 60 },
    ],
    commonQuestions: [
      {
        question: "Do you offer emergency service?",
        answer: "Yes. I'll alert our on-call technician right away.",
      },
      {
        question: "Do you charge for estimates?",
        answer: "Replacement estimates are free; repair visits have a diagnostic fee.",
      },
    ],
    smsTrigger: "urgent_call",
    smsMessageContent: "Urgent service call: check Call Logs and call the customer back.",
  },
  auto_sales: {
    aiGoals: ["capture_leads", "qualify_leads", "book_appointments"],
    greetingMessage:
      "Thanks for calling {business}. Are you calling about a vehicle, a trade-in, or service?",
    leadQualificationQuestions: [
      "Which vehicle are you interested in?",
      "Are you looking for new or used?",
      "Do you have a vehicle to trade in?",
      "Will you be financing, leasing, or paying cash?",
    ],
    appointmentTypes: [
      { name: "Test drive", minutes: 30 },
      { name: "Trade-in appraisal", minutes: 30 },
      { name: "Financing consultation", minutes: 45 },
    ],
    commonQuestions: [
      {
        question: "Is this vehicle still available?",
        answer: "I'll have a sales associate confirm and call you back shortly.",
      },
      {
        question: "Do you offer financing?",
        answer: "Yes, we work with several lenders. I can book a time to go over options.",
      },
    ],
    smsTrigger: "new_lead",
    smsMessageContent: "New buyer lead: check Call Logs for the vehicle they asked about.",
  },
  exteriors: {
    aiGoals: ["capture_leads", "qualify_leads", "book_appointments"],
    greetingMessage:
      "Thanks for calling {business}. Are you looking for a quote on roofing, siding, or windows?",
    leadQualificationQuestions: [
      "Which project is it: roofing, siding, windows, or gutters?",
      "Is this for storm damage or an insurance claim?",
      "What is the address of the property?",
      "When would you like the work done?",
    ],
    appointmentTypes: [
      { name: "Free estimate", minutes: 60 },
      { name: "Storm damage inspection", minutes: 45 },
    ],
    commonQuestions: [
      {
        question: "Are your estimates free?",
        answer: "Yes. I can book an estimate at your property now.",
      },
      {
        question: "Do you work with insurance claims?",
        answer: "Yes, we help homeowners through the claim from inspection to repair.",
      },
    ],
    smsTrigger: "new_lead",
    smsMessageContent: "New estimate request: check Call Logs for the project details.",
  },
  other: {
    aiGoals: ["capture_leads", "answer_questions", "take_messages"],
    greetingMessage: "Thank you for calling {business}. How can I help you today?",
    leadQualificationQuestions: [
      "What can we help you with?",
      "What is the best number to reach you?",
      "When would be a good time to call you back?",
    ],
    appointmentTypes: [{ name: "Consultation", minutes: 30 }],
    commonQuestions: [
      {
        question: "What are your hours?",
        answer: "I can give you our hours and take a message for after hours.",
      },
    ],
    smsTrigger: "new_lead",
    smsMessageContent: "New caller for your business: check Call Logs for their details.",
  },
};

/**
 * The receptionist every template starts with: a name, a voice and a tone an owner may keep
 * (onboarding's first pass asks nothing the template can answer).
 */
export const DEFAULT_PERSONA = {
  aiName: "Riley",
  aiVoice: "sarah",
  aiTonePersonality: "Friendly and professional",
} as const satisfies {
  aiName: string;
  aiVoice: (typeof RECEPTIONIST_VOICES)[number]["id"];
  aiTonePersonality: (typeof AI_TONES)[number];
};

/** The settings a template can fill. */
export const TEMPLATE_FIELDS = [
  "aiName",
  "aiVoice",
  "aiTonePersonality",
  "aiGoals",
  "greetingMessage",
  "leadQualificationQuestions",
  "appointmentTypes",
  "commonQuestions",
  "smsTrigger",
  "smsMessageContent",
] as const;

export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** The part of the settings draft a template reads and fills. */
export interface TemplateTarget {
  businessType: string;
  businessName: string;
  aiName: string;
  aiVoice: string;
  aiTonePersonality: string;
  aiGoals: string[];
  greetingMessage: string;
  leadQualificationQuestions: string[];
  appointmentTypes: Array<{ name: string; minutes: number }>;
  commonQuestions: Array<{ question: string; answer: string }>;
  smsTrigger: string | null;
  smsMessageContent: string;
}

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || (typeof value === "string" && !value.trim());
}

/**
 * Fills the empty template fields of a draft from its business type's template; what the owner
 * typed stays. Returns the new draft and the fields that were filled (to mark as suggestions).
 *
 * @example
 * ```ts
 * const { draft, filled } = fillFromTemplate({ ...settings, businessType: "real_estate" });
 * filled; // ["aiGoals", "greetingMessage", …] — only the fields that were empty
 * ```
 */
export function fillFromTemplate<Draft extends TemplateTarget>(
  draft: Draft,
): { draft: Draft; filled: TemplateField[] } {
  const template = INDUSTRY_TEMPLATES[draft.businessType as BusinessTypeId];
  if (!template) return { draft, filled: [] };
  const business = draft.businessName.trim() || "us";
  const suggested: Record<TemplateField, unknown> = {
    ...DEFAULT_PERSONA,
    aiGoals: [...template.aiGoals],
    greetingMessage: template.greetingMessage.replaceAll("{business}", business),
    leadQualificationQuestions: [...template.leadQualificationQuestions],
    appointmentTypes: template.appointmentTypes.map((type) => ({ ...type })),
    commonQuestions: template.commonQuestions.map((entry) => ({ ...entry })),
    smsTrigger: template.smsTrigger,
    smsMessageContent: template.smsMessageContent,
  };
  const filled = TEMPLATE_FIELDS.filter((field) => isEmpty(draft[field]));
  const additions = Object.fromEntries(filled.map((field) => [field, suggested[field]]));
  return { draft: { ...draft, ...additions }, filled };
}
