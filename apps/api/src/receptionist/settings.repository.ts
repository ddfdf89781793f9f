import { randomBytes } from "node:crypto";
import type {
  TAppointmentType,
  TCommonQuestion,
  TReceptionistDraft,
  TReceptionistSettings,
} from "@ringline/api-client";
import { DEFAULT_BUSINESS_HOURS } from "@ringline/api-client";
import { isUniqueViolation } from "../auth/user.repository.js";
import type { Database } from "../db/database.js";

// The receptionist's settings live in the specification's columns: `users` (business profile
// and AI configuration) and `onboarding_data` (phone, hours, appointment types, escalation,
// common questions), the latter keyed by the customer record, made here when there is none.

const APPOINTMENT = /^(.*) \((\d+) min\)$/;

/** `Property showing (30 min)`: readable in the database and read back exactly. */
export function appointmentTypeText(type: TAppointmentType): string {
  return `${type.name} (${type.minutes} min)`;
}

export function parseAppointmentType(text: string): TAppointmentType {
  const match = APPOINTMENT.exec(text);
  return match
    ? { name: match[1] ?? text, minutes: Number(match[2]) }
    : { name: text, minutes: 30 };
}

function parseCommonQuestions(text: string | null): TCommonQuestion[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter(
          (item): item is TCommonQuestion =>
            typeof item?.question === "string" && typeof item?.answer === "string",
        )
      : [];
  } catch {
    // Written by hand before this product wrote it: keep it as one answer.
    return [{ question: "General information", answer: text }];
  }
}

const userColumns = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  businessName: true,
  businessType: true,
  businessDescription: true,
  targetAudience: true,
  keyServices: true,
  specialInstructions: true,
  leadQualificationQuestions: true,
  greetingMessage: true,
  aiName: true,
  aiVoice: true,
  aiGoals: true,
  customGoal: true,
  aiTonePersonality: true,
  websitesToCrawl: true,
  smsTrigger: true,
  customSmsTrigger: true,
  smsMessageContent: true,
  aiStatus: true,
  aiPhoneNumber: true,
  onboardingStatus: true,
  walkthroughCompleted: true,
  phone: true,
  customer: { select: { id: true, onboarding: true } },
} as const;

export interface OwnerRecord {
  userId: string;
  email: string;
  name: string;
  customerId: string | null;
  aiStatus: string;
  aiPhoneNumber: string | null;
  onboardingStatus: string;
  walkthroughCompleted: boolean;
  settings: TReceptionistDraft;
}

export function createSettingsRepository(db: Database) {
  const prisma = () => db.prisma;

  async function read(userId: string): Promise<OwnerRecord | null> {
    const user = await prisma().user.findUnique({ where: { id: userId }, select: userColumns });
    if (!user) return null;
    const onboarding = user.customer?.onboarding ?? null;
    return {
      userId: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      customerId: user.customer?.id ?? null,
      aiStatus: user.aiStatus,
      aiPhoneNumber: user.aiPhoneNumber,
      onboardingStatus: user.onboardingStatus,
      walkthroughCompleted: user.walkthroughCompleted,
      settings: {
        businessName: user.businessName ?? onboarding?.businessName ?? "",
        businessType: user.businessType ?? onboarding?.businessType ?? "",
        businessDescription: user.businessDescription ?? "",
        targetAudience: user.targetAudience ?? "",
        keyServices: user.keyServices ?? "",
        primaryPhone: onboarding?.primaryPhone ?? user.phone ?? "",
        businessHours: onboarding?.businessHours ?? DEFAULT_BUSINESS_HOURS,
        timeZone: onboarding?.timeZone ?? "",
        aiName: user.aiName ?? onboarding?.aiName ?? "",
        aiVoice: user.aiVoice ?? onboarding?.aiVoice ?? "",
        greetingMessage: user.greetingMessage ?? onboarding?.greetingMessage ?? "",
        aiTonePersonality: user.aiTonePersonality ?? "",
        aiGoals: user.aiGoals.length > 0 ? user.aiGoals : (onboarding?.aiGoals ?? []),
        customGoal: user.customGoal ?? "",
        leadQualificationQuestions: (user.leadQualificationQuestions ?? "")
          .split("\n")
          .filter((line) => line.trim() !== ""),
        appointmentTypes: (onboarding?.appointmentTypes ?? []).map(parseAppointmentType),
        escalationProcedures: onboarding?.escalationProcedures ?? "",
        emergencyContact: onboarding?.emergencyContact ?? "",
        commonQuestions: parseCommonQuestions(onboarding?.commonQuestions ?? null),
        specialInstructions: user.specialInstructions ?? "",
        smsTrigger: user.smsTrigger,
        customSmsTrigger: user.customSmsTrigger ?? "",
        smsMessageContent: user.smsMessageContent ?? "",
        websitesToCrawl: user.websitesToCrawl,
      },
    };
  }

  /**
   * The customer record of a user, made when there is none yet (onboarding data and phone
   * numbers belong to it): linked by user id, or by e-mail for a record made without one.
   */
  async function ensureCustomer(userId: string): Promise<string> {
    const user = await prisma().user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, firstName: true, lastName: true, customer: { select: { id: true } } },
    });
    if (user.customer) return user.customer.id;
    const unlinked = await prisma().customer.findFirst({
      where: { email: user.email, userId: null },
      select: { id: true },
    });
    if (unlinked) {
      await prisma().customer.update({ where: { id: unlinked.id }, data: { userId } });
      return unlinked.id;
    }
    const base =
      user.email
        .split("@")[0]
        ?.replace(/[^a-zA-Z0-9._-]/g, "")
        .slice(0, 40) || "owner";
    try {
      const created = await prisma().customer.create({
        data: {
          userId,
          email: user.email,
          username: `${base}-${randomBytes(4).toString("hex")}`,
          firstName: user.firstName,
          lastName: user.lastName,
        },
        select: { id: true },
      });
      return created.id;
    } catch (error) {
      // Made at the same moment by another request (or by checkout): use that one.
      if (!isUniqueViolation(error)) throw error;
      const existing = await prisma().customer.findUniqueOrThrow({ where: { userId } });
      return existing.id;
    }
  }

  /** Writes settings (any subset of the fields) to their columns. */
  async function write(userId: string, settings: Partial<TReceptionistSettings>): Promise<void> {
    const customerId = await ensureCustomer(userId);
    const has = <Key extends keyof TReceptionistSettings>(key: Key) => key in settings;
    const nullIfEmpty = (value: string | undefined) => (value === "" ? null : value);
    const userData = {
      ...(has("businessName") ? { businessName: settings.businessName } : {}),
      ...(has("businessType") ? { businessType: settings.businessType } : {}),
      ...(has("businessDescription")
        ? { businessDescription: nullIfEmpty(settings.businessDescription) }
        : {}),
      ...(has("targetAudience") ? { targetAudience: nullIfEmpty(settings.targetAudience) } : {}),
      ...(has("keyServices") ? { keyServices: nullIfEmpty(settings.keyServices) } : {}),
      ...(has("specialInstructions")
        ? { specialInstructions: nullIfEmpty(settings.specialInstructions) }
        : {}),
      ...(has("leadQualificationQuestions")
        ? {
            leadQualificationQuestions: nullIfEmpty(
              settings.leadQualificationQuestions?.join("\n"),
            ),
          }
        : {}),
      ...(has("greetingMessage") ? { greetingMessage: settings.greetingMessage } : {}),
      ...(has("aiName") ? { aiName: settings.aiName } : {}),
      ...(has("aiVoice") ? { aiVoice: settings.aiVoice } : {}),
      ...(has("aiGoals") ? { aiGoals: settings.aiGoals } : {}),
      ...(has("customGoal") ? { customGoal: nullIfEmpty(settings.customGoal) } : {}),
      ...(has("aiTonePersonality") ? { aiTonePersonality: settings.aiTonePersonality } : {}),
      ...(has("websitesToCrawl") ? { websitesToCrawl: settings.websitesToCrawl } : {}),
      ...(has("smsTrigger") ? { smsTrigger: settings.smsTrigger } : {}),
      ...(has("customSmsTrigger")
        ? { customSmsTrigger: nullIfEmpty(settings.customSmsTrigger) }
        : {}),
      ...(has("smsMessageContent")
        ? { smsMessageContent: nullIfEmpty(settings.smsMessageContent) }
        : {}),
    };
    const onboardingData = {
      ...(has("businessName") ? { businessName: settings.businessName } : {}),
      ...(has("businessType") ? { businessType: settings.businessType } : {}),
      ...(has("primaryPhone") ? { primaryPhone: settings.primaryPhone } : {}),
      ...(has("businessHours") ? { businessHours: settings.businessHours } : {}),
      ...(has("timeZone") ? { timeZone: settings.timeZone } : {}),
      ...(has("aiName") ? { aiName: settings.aiName } : {}),
      ...(has("aiVoice") ? { aiVoice: settings.aiVoice } : {}),
      ...(has("greetingMessage") ? { greetingMessage: settings.greetingMessage } : {}),
      ...(has("aiGoals") ? { aiGoals: settings.aiGoals } : {}),
      ...(has("appointmentTypes")
        ? { appointmentTypes: settings.appointmentTypes?.map(appointmentTypeText) }
        : {}),
      ...(has("escalationProcedures")
        ? { escalationProcedures: nullIfEmpty(settings.escalationProcedures) }
        : {}),
      ...(has("emergencyContact")
        ? { emergencyContact: nullIfEmpty(settings.emergencyContact) }
        : {}),
      ...(has("commonQuestions")
        ? {
            commonQuestions:
              settings.commonQuestions?.length === 0
                ? null
                : JSON.stringify(settings.commonQuestions),
          }
        : {}),
      ...(has("websitesToCrawl") ? { websiteUrl: settings.websitesToCrawl?.[0] ?? null } : {}),
    };
    await prisma().$transaction(async (transaction) => {
      await transaction.user.update({ where: { id: userId }, data: userData });
      const existing = await transaction.onboardingData.findUnique({ where: { customerId } });
      if (existing) {
        await transaction.onboardingData.update({ where: { customerId }, data: onboardingData });
      } else {
        // The record's required columns come from step 1; later steps before it fill blanks.
        const current = await transaction.user.findUniqueOrThrow({
          where: { id: userId },
          select: { businessName: true, businessType: true, phone: true },
        });
        await transaction.onboardingData.create({
          data: {
            customerId,
            businessName: current.businessName ?? "",
            businessType: current.businessType ?? "",
            primaryPhone: current.phone ?? "",
            ...onboardingData,
          },
        });
      }
    });
  }

  return { read, write, ensureCustomer };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
