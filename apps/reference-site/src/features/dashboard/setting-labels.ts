import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The settings' names as the owner reads them (version history, change lists). */
export const SETTING_LABELS: Record<string, MessageDescriptor> = {
  businessName: msg`Business name`,
  businessType: msg`Business type`,
  businessDescription: msg`Description`,
  targetAudience: msg`Customers`,
  keyServices: msg`Key services`,
  primaryPhone: msg`Business phone`,
  businessHours: msg`Business hours`,
  timeZone: msg`Time zone`,
  aiName: msg`Name`,
  aiVoice: msg`Voice`,
  greetingMessage: msg`Greeting`,
  aiTonePersonality: msg`Tone`,
  aiGoals: msg`Goals`,
  customGoal: msg`Own goal`,
  leadQualificationQuestions: msg`Qualification questions`,
  appointmentTypes: msg`Appointment types`,
  escalationProcedures: msg`Escalation`,
  emergencyContact: msg`Emergency contact`,
  commonQuestions: msg`Common questions`,
  specialInstructions: msg`Special instructions`,
  smsTrigger: msg`Text alerts`,
  customSmsTrigger: msg`Text alert rule`,
  smsMessageContent: msg`Text message`,
  websitesToCrawl: msg`Websites`,
};
