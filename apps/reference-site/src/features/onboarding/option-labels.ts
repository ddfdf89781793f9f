import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  AI_GOALS,
  AI_TONES,
  BUSINESS_TYPES,
  RECEPTIONIST_VOICES,
  SMS_TRIGGERS,
} from "@ringline/api-client";

// The contract's choices (business types, goals, tones, text alerts, voices) as the owner reads
// them, each a message of the page's language: the ids (and a tone's stored text) stay as the
// contract has them.

type IdOf<List extends ReadonlyArray<{ id: string }>> = List[number]["id"];

export const BUSINESS_TYPE_LABELS: Record<IdOf<typeof BUSINESS_TYPES>, MessageDescriptor> = {
  real_estate: msg`Real estate`,
  dental: msg`Dental`,
  hvac: msg`HVAC`,
  auto_sales: msg`Auto sales`,
  exteriors: msg`Exteriors`,
  other: msg`Other`,
};

export const GOAL_LABELS: Record<IdOf<typeof AI_GOALS>, MessageDescriptor> = {
  capture_leads: msg`Capture every caller's details`,
  qualify_leads: msg`Qualify leads with my questions`,
  book_appointments: msg`Book appointments`,
  answer_questions: msg`Answer common questions`,
  take_messages: msg`Take messages`,
  escalate_urgent: msg`Send urgent calls to me`,
};

/** The suggested tones by their stored text (an owner's own tone shows as they wrote it). */
export const TONE_LABELS: Record<(typeof AI_TONES)[number], MessageDescriptor> = {
  "Friendly and professional": msg`Friendly and professional`,
  "Warm and reassuring": msg`Warm and reassuring`,
  "Upbeat and energetic": msg`Upbeat and energetic`,
  "Calm and concise": msg`Calm and concise`,
  "Formal and polished": msg`Formal and polished`,
};

export const SMS_TRIGGER_LABELS: Record<IdOf<typeof SMS_TRIGGERS>, MessageDescriptor> = {
  new_lead: msg`A new lead is captured`,
  appointment_booked: msg`An appointment is booked`,
  urgent_call: msg`A caller needs urgent help`,
  every_call: msg`After every call`,
  custom: msg`Something else (describe it)`,
};

export const VOICE_DESCRIPTIONS: Record<IdOf<typeof RECEPTIONIST_VOICES>, MessageDescriptor> = {
  sarah: msg`Warm and clear, American`,
  rachel: msg`Calm and professional, American`,
  domi: msg`Upbeat and confident, American`,
  josh: msg`Friendly and relaxed, American`,
  adam: msg`Deep and reassuring, American`,
  antoni: msg`Polished and even, American`,
};

/** A tone's label: a suggested tone's message, or the owner's own words. */
export function toneLabel(tone: string, translate: (message: MessageDescriptor) => string): string {
  const known = TONE_LABELS[tone as keyof typeof TONE_LABELS];
  return known ? translate(known) : tone;
}
