import * as z from "zod/mini";
import { isTimeZone, phoneNumber, requiredText } from "./fields.js";
import {
  AI_GOALS,
  BUSINESS_TYPES,
  DEFAULT_BUSINESS_HOURS,
  RECEPTIONIST_VOICES,
  SMS_TRIGGERS,
} from "./receptionist-options.js";

// The owner's settings of their AI receptionist: what onboarding asks (business, receptionist,
// website) and the AI Settings tab edits, with the same rules on both screens and the server.

/**
 * The hint the specification gives for a website address, used as the field's message and
 * the crawl failure's suggestion.
 *
 * @example
 * ```ts
 * fieldErrors.websitesToCrawl = [WEBSITE_URL_HINT];
 * ```
 */
export const WEBSITE_URL_HINT =
  "A website URL must start with http:// or https:// and be publicly reachable.";

type Ids<List extends ReadonlyArray<{ id: string }>> = { [Index in keyof List]: List[Index]["id"] };
const idsOf = <List extends ReadonlyArray<{ id: string }>>(list: List) =>
  list.map((item) => item.id) as unknown as Ids<List>;

/** Trimmed text of at most `max` characters. */
function plainText(max: number, label: string) {
  return z
    .string(`${label} must be text`)
    .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** Optional trimmed text of at most `max` characters, empty when left out. */
function text(max: number, label: string) {
  return z._default(plainText(max, label), "");
}

/**
 * A website address to crawl: http:// or https:// only, at most 2,048 characters. Whether it
 * is publicly reachable is checked by the server when it crawls.
 *
 * @example
 * ```ts
 * ZWebsiteUrl.safeParse("ftp://example.com").success; // false
 * ```
 */
export const ZWebsiteUrl = z.string(WEBSITE_URL_HINT).check(
  z.trim(),
  z.maxLength(2048, WEBSITE_URL_HINT),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, WEBSITE_URL_HINT),
);

function businessHours() {
  return requiredText(1, 200, "Business hours are required");
}

/**
 * Step 1's fields (the business), for schemas that add to them.
 *
 * @example
 * ```ts
 * const ZStep = z.object({ step: z.literal("business"), ...BUSINESS_SETTINGS_SHAPE });
 * ```
 */
export const BUSINESS_SETTINGS_SHAPE = {
  businessName: requiredText(
    1,
    200,
    "Business name is required",
    "Business name must be at most 200 characters",
  ),
  businessType: z.enum(idsOf(BUSINESS_TYPES), "Choose a business type"),
  businessDescription: text(5000, "Description"),
  targetAudience: text(2000, "Target audience"),
  keyServices: text(2000, "Key services"),
  primaryPhone: phoneNumber(),
  businessHours: z._default(businessHours(), DEFAULT_BUSINESS_HOURS),
  timeZone: z.string("Choose a time zone").check(z.refine(isTimeZone, "Choose a time zone")),
};

const ZAppointmentType = z.object({
  name: requiredText(1, 100, "Name the appointment type"),
  minutes: z
    .number("Give the length in minutes")
    .check(
      z.int("Give the length in whole minutes"),
      z.gte(5, "An appointment lasts at least 5 minutes"),
      z.lte(480, "An appointment lasts at most 480 minutes"),
    ),
});

const ZCommonQuestion = z.object({
  question: requiredText(1, 300, "Write the question"),
  answer: requiredText(1, 1000, "Write the answer"),
});

const ZCommonQuestionList = z.array(ZCommonQuestion).check(
  z.maxLength(20, "At most 20 questions"),
  z.refine(
    (list) => JSON.stringify(list).length <= 10_000,
    "Common questions must be at most 10,000 characters in all",
  ),
);

/**
 * Step 2's fields (the receptionist), for schemas that add to them.
 *
 * @example
 * ```ts
 * const ZStep = z.object({ step: z.literal("receptionist"), ...PERSONA_SETTINGS_SHAPE });
 * ```
 */
export const PERSONA_SETTINGS_SHAPE = {
  aiName: requiredText(1, 100, "Give your receptionist a name"),
  aiVoice: z.enum(idsOf(RECEPTIONIST_VOICES), "Choose a voice"),
  greetingMessage: requiredText(1, 1000, "Write the greeting callers hear"),
  aiTonePersonality: requiredText(1, 1000, "Describe the tone"),
  aiGoals: z
    .array(z.enum(idsOf(AI_GOALS), "Choose goals from the list"))
    .check(z.minLength(1, "Choose at least one goal")),
  customGoal: text(1000, "Your own goal"),
  leadQualificationQuestions: z._default(
    z
      .array(requiredText(1, 300, "Write the question"))
      .check(z.maxLength(15, "At most 15 questions")),
    [],
  ),
  appointmentTypes: z._default(
    z.array(ZAppointmentType).check(z.maxLength(10, "At most 10 appointment types")),
    [],
  ),
  escalationProcedures: text(5000, "Escalation procedures"),
  emergencyContact: text(200, "Emergency contact"),
  commonQuestions: z._default(ZCommonQuestionList, []),
  specialInstructions: text(5000, "Special instructions"),
  smsTrigger: z._default(z.nullable(z.enum(idsOf(SMS_TRIGGERS), "Choose when to text you")), null),
  customSmsTrigger: text(500, "Your SMS rule"),
  smsMessageContent: text(1600, "The text message"),
};

/**
 * Step 3's fields (the website), for schemas that add to them.
 *
 * @example
 * ```ts
 * const ZStep = z.object({ step: z.literal("website"), ...WEBSITE_SETTINGS_SHAPE });
 * ```
 */
/** The websites to crawl: at most five addresses. */
export const ZWebsiteList = z.array(ZWebsiteUrl).check(z.maxLength(5, "At most 5 websites"));

export const WEBSITE_SETTINGS_SHAPE = {
  websitesToCrawl: z._default(ZWebsiteList, []),
};

/**
 * What onboarding's website step may also save: what the crawl found on the site
 * (`crawl.found`), as the owner kept or edited it. Each is left as it is when not sent.
 *
 * @example
 * ```ts
 * const ZStep = z.object({ step: z.literal("website"), ...WEBSITE_FINDINGS_SHAPE });
 * ```
 */
export const WEBSITE_FINDINGS_SHAPE = {
  businessDescription: z.optional(plainText(5000, "Description")),
  keyServices: z.optional(plainText(2000, "Key services")),
  businessHours: z.optional(businessHours()),
  commonQuestions: z.optional(ZCommonQuestionList),
};

/**
 * A custom SMS rule must say what it is (`customSmsTrigger` when `smsTrigger` is `custom`), for
 * every schema that holds step 2's fields.
 *
 * @example
 * ```ts
 * const ZStep = z.object({ step: z.literal("receptionist"), ...PERSONA_SETTINGS_SHAPE }).check(customSmsRule);
 * ```
 */
export const customSmsRule = z.superRefine(
  (value: { smsTrigger: string | null; customSmsTrigger: string }, context) => {
    if (value.smsTrigger === "custom" && value.customSmsTrigger === "") {
      context.addIssue({
        code: "custom",
        message: "Describe when you want a text message",
        path: ["customSmsTrigger"],
        input: value.customSmsTrigger,
      });
    }
  },
);

/**
 * Step 1 of onboarding: the business.
 *
 * @example
 * ```ts
 * ZBusinessSettings.parse({ businessName: "Bayside Realty", businessType: "real_estate",
 *   primaryPhone: "+1 415 555 0100", timeZone: "America/Los_Angeles" }).businessHours;
 * // "9:00 AM - 5:00 PM Monday-Friday"
 * ```
 */
export const ZBusinessSettings = z.object(BUSINESS_SETTINGS_SHAPE);

/**
 * Step 2 of onboarding: the receptionist's name, voice, greeting, goals and instructions.
 *
 * @example
 * ```ts
 * ZPersonaSettings.safeParse({ aiName: "Ava", aiVoice: "sarah", greetingMessage: "Hi!",
 *   aiTonePersonality: "Warm", aiGoals: ["capture_leads"] }).success; // true
 * ```
 */
export const ZPersonaSettings = z.object(PERSONA_SETTINGS_SHAPE).check(customSmsRule);

/**
 * Step 3 of onboarding: the websites to crawl.
 *
 * @example
 * ```ts
 * ZWebsiteSettings.parse({ websitesToCrawl: ["https://bayside.example"] });
 * ```
 */
export const ZWebsiteSettings = z.object(WEBSITE_SETTINGS_SHAPE);

/**
 * Onboarding's website step: the websites, and what the owner kept of what the crawl found.
 *
 * @example
 * ```ts
 * ZWebsiteStepSettings.parse({ websitesToCrawl: [], businessHours: "Mon–Sat 9–6" });
 * ```
 */
export const ZWebsiteStepSettings = z.object({
  ...WEBSITE_SETTINGS_SHAPE,
  ...WEBSITE_FINDINGS_SHAPE,
});

/**
 * Every setting of the receptionist (steps 1 to 3), as AI Settings saves them.
 *
 * @example
 * ```ts
 * const settings: TReceptionistSettings = ZReceptionistSettings.parse(values);
 * ```
 */
export const ZReceptionistSettings = z
  .object({ ...BUSINESS_SETTINGS_SHAPE, ...PERSONA_SETTINGS_SHAPE, ...WEBSITE_SETTINGS_SHAPE })
  .check(customSmsRule);

/** Every setting of the receptionist, validated. */
export type TReceptionistSettings = z.output<typeof ZReceptionistSettings>;
/** Every setting of the receptionist, as sent (defaults may be left out). */
export type TReceptionistSettingsInput = z.input<typeof ZReceptionistSettings>;
/** Step 1's settings. */
export type TBusinessSettings = z.output<typeof ZBusinessSettings>;
/** Step 2's settings. */
export type TPersonaSettings = z.output<typeof ZPersonaSettings>;
/** Step 3's settings. */
export type TWebsiteSettings = z.output<typeof ZWebsiteSettings>;
/** An appointment type: its name and length. */
export type TAppointmentType = z.output<typeof ZAppointmentType>;
/** A common question with its answer. */
export type TCommonQuestion = z.output<typeof ZCommonQuestion>;

/**
 * The settings as stored, possibly unfinished (during onboarding): the same fields, no rules.
 *
 * @example
 * ```ts
 * const draft = ZReceptionistDraft.parse(answer.receptionist.settings);
 * ```
 */
export const ZReceptionistDraft = z.object({
  businessName: z.string(),
  businessType: z.string(),
  businessDescription: z.string(),
  targetAudience: z.string(),
  keyServices: z.string(),
  primaryPhone: z.string(),
  businessHours: z.string(),
  timeZone: z.string(),
  aiName: z.string(),
  aiVoice: z.string(),
  greetingMessage: z.string(),
  aiTonePersonality: z.string(),
  aiGoals: z.array(z.string()),
  customGoal: z.string(),
  leadQualificationQuestions: z.array(z.string()),
  appointmentTypes: z.array(z.object({ name: z.string(), minutes: z.number() })),
  escalationProcedures: z.string(),
  emergencyContact: z.string(),
  commonQuestions: z.array(z.object({ question: z.string(), answer: z.string() })),
  specialInstructions: z.string(),
  smsTrigger: z.nullable(z.string()),
  customSmsTrigger: z.string(),
  smsMessageContent: z.string(),
  websitesToCrawl: z.array(z.string()),
});

/** The settings as stored, possibly unfinished. */
export type TReceptionistDraft = z.output<typeof ZReceptionistDraft>;

/**
 * The names of every setting, in the order the screens show them.
 *
 * @example
 * ```ts
 * RECEPTIONIST_SETTING_NAMES.includes("greetingMessage"); // true
 * ```
 */
export const RECEPTIONIST_SETTING_NAMES = Object.keys(ZReceptionistDraft.shape) as ReadonlyArray<
  keyof TReceptionistDraft
>;
