import type { TReceptionistDraft } from "@ringline/api-client";
import type { ServerMessageCommonFields } from "@ringline/voice-client/server";
import type { Database } from "../db/database.js";
import type { SettingsRepository } from "../receptionist/settings.repository.js";
import { parseBusinessHours, type WeeklyHours } from "./schedule/business-hours.js";
import { safeTimeZone } from "./schedule/time-zones.js";

// Whose call a server message is about. Never the body's word for it (metadata, a customer id):
// the platform's own ids of the assistant and the phone number, which the product recorded when
// it created them, say which owner's receptionist took the call.

/** The owner of a call, with what the call engine needs to know about them. */
export interface CallOwner {
  userId: string;
  customerId: string;
  email: string;
  firstName: string;
  /**
   * Where the owner gets texts and transferred calls: their own phone (users.phone), else the
   * main business phone of the settings; null when neither is a phone number.
   */
  phone: string | null;
  subscriptionStatus: string;
  trialEndDate: Date | null;
  emailCallTranscripts: boolean;
  smsOptIn: boolean;
  aiPhoneNumber: string | null;
  assistantId: string | null;
  settings: TReceptionistDraft;
  hours: WeeklyHours;
  timeZone: string;
  /** Minutes kept free around busy times and bookings, and the notice a booking needs. */
  scheduling: { bufferMinutes: number; noticeMinutes: number };
}

/** The platform's identifiers a message carries. */
export interface CallIdentifiers {
  assistantId: string | null;
  phoneNumberId: string | null;
  phoneNumber: string | null;
}

/** The assistant and number ids of a message: its call's, else the message's own objects. */
export function identifiersOf(message: ServerMessageCommonFields): CallIdentifiers {
  return {
    assistantId: message.call?.assistantId || message.assistant?.id || null,
    phoneNumberId: message.call?.phoneNumberId || message.phoneNumber?.id || null,
    phoneNumber: message.phoneNumber?.number || null,
  };
}

/** Digits in E.164 for a number written any way (North American numbers without +1 too). */
export function e164(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  if (value.trim().startsWith("+") && digits.length >= 8 && digits.length <= 15)
    return `+${digits}`;
  return null;
}

/** The first phone number written in a text ("Dana Broker +1 415 555 0199"). */
export function phoneIn(textValue: string | null | undefined): string | null {
  const match = /\+?\d[\d ().-]{8,}\d/.exec(textValue ?? "");
  return match ? e164(match[0]) : null;
}

const CACHE_MS = 5_000;
/** How long a call's owner is remembered by the call's id: longer than any call lasts. */
const CALL_LIFE_MS = 2 * 3600_000;
/** Calls remembered at most (the oldest forgotten first). */
const CALLS_REMEMBERED = 20_000;

/**
 * Finds the owner of a call from the platform's ids (assistant first, then the number's id,
 * then the number itself), with a few seconds' cache: a call's tool calls come in bursts. Whose
 * call it is, once found, is remembered by the call's id for the call's life, so later messages
 * of the call only read the owner's current settings (themselves cached a few seconds).
 */
export function createCallOwners(options: {
  db: Database;
  settings: SettingsRepository;
  now: () => number;
}) {
  const prisma = () => options.db.prisma;
  const cache = new Map<string, { at: number; owner: Promise<CallOwner | null> }>();
  const callUsers = new Map<string, { at: number; userId: string }>();

  function rememberCall(callId: string, userId: string): void {
    callUsers.delete(callId);
    callUsers.set(callId, { at: options.now(), userId });
    if (callUsers.size > CALLS_REMEMBERED) {
      callUsers.delete(callUsers.keys().next().value as string);
    }
  }

  function userOfCall(callId: string | undefined): string | null {
    if (!callId) return null;
    const known = callUsers.get(callId);
    if (!known) return null;
    if (options.now() - known.at < CALL_LIFE_MS) return known.userId;
    callUsers.delete(callId);
    return null;
  }

  async function userIdOf(ids: CallIdentifiers): Promise<string | null> {
    if (ids.assistantId) {
      const row = await prisma().receptionist.findUnique({
        where: { assistantId: ids.assistantId },
        select: { userId: true },
      });
      if (row) return row.userId;
    }
    if (ids.phoneNumberId) {
      const row = await prisma().receptionist.findUnique({
        where: { phoneNumberId: ids.phoneNumberId },
        select: { userId: true },
      });
      if (row) return row.userId;
    }
    if (ids.phoneNumber) {
      const phone = await prisma().customerPhone.findUnique({
        where: { phoneNumber: ids.phoneNumber },
        select: { isActive: true, customer: { select: { userId: true } } },
      });
      if (phone?.isActive && phone.customer.userId) return phone.customer.userId;
    }
    return null;
  }

  async function load(userId: string): Promise<CallOwner | null> {
    const [record, user, receptionist] = await Promise.all([
      options.settings.read(userId),
      prisma().user.findUnique({
        where: { id: userId },
        select: {
          email: true,
          firstName: true,
          phone: true,
          subscriptionStatus: true,
          trialEndDate: true,
          emailCallTranscripts: true,
          aiPhoneNumber: true,
          customer: {
            select: {
              id: true,
              smsOptIn: true,
              bookingBufferMinutes: true,
              bookingNoticeMinutes: true,
            },
          },
        },
      }),
      prisma().receptionist.findUnique({ where: { userId }, select: { assistantId: true } }),
    ]);
    if (!record || !user) return null;
    const customerId = user.customer?.id ?? (await options.settings.ensureCustomer(userId));
    return {
      userId,
      customerId,
      email: user.email,
      firstName: user.firstName,
      phone: e164(user.phone) ?? e164(record.settings.primaryPhone),
      subscriptionStatus: user.subscriptionStatus,
      trialEndDate: user.trialEndDate,
      emailCallTranscripts: user.emailCallTranscripts,
      smsOptIn: user.customer?.smsOptIn ?? true,
      aiPhoneNumber: user.aiPhoneNumber,
      assistantId: receptionist?.assistantId ?? null,
      settings: record.settings,
      hours: parseBusinessHours(record.settings.businessHours),
      timeZone: safeTimeZone(record.settings.timeZone),
      scheduling: {
        bufferMinutes: user.customer?.bookingBufferMinutes ?? 0,
        noticeMinutes: user.customer?.bookingNoticeMinutes ?? 60,
      },
    };
  }

  function cached(key: string, make: () => Promise<CallOwner | null>) {
    const now = options.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.owner;
    const owner = make();
    cache.set(key, { at: now, owner });
    // A miss is not kept: the number may be recorded a moment later.
    owner.then(
      (found) => {
        if (found === null) cache.delete(key);
      },
      () => cache.delete(key),
    );
    if (cache.size > 5_000) cache.delete(cache.keys().next().value as string);
    return owner;
  }

  return {
    /** The owner of the call a message is about, or null for a call of no known receptionist. */
    ofMessage(message: ServerMessageCommonFields): Promise<CallOwner | null> {
      const callId = message.call?.id || undefined;
      const known = userOfCall(callId);
      if (known) return cached(`user|${known}`, () => load(known));
      const ids = identifiersOf(message);
      const key = `${ids.assistantId}|${ids.phoneNumberId}|${ids.phoneNumber}`;
      const owner = cached(key, async () => {
        const userId = await userIdOf(ids);
        return userId ? load(userId) : null;
      });
      if (callId) {
        void owner.then(
          (found) => {
            if (found) rememberCall(callId, found.userId);
          },
          () => undefined,
        );
      }
      return owner;
    },
    /** The owner by customer record (for stored messages). */
    ofCustomer(customerId: string): Promise<CallOwner | null> {
      return cached(`customer|${customerId}`, async () => {
        const customer = await prisma().customer.findUnique({
          where: { id: customerId },
          select: { userId: true },
        });
        return customer?.userId ? load(customer.userId) : null;
      });
    },
    ofUser: load,
  };
}

export type CallOwners = ReturnType<typeof createCallOwners>;

/** Whether the owner's receptionist may answer: a trial or a subscription in good standing. */
export function isInService(owner: Pick<CallOwner, "subscriptionStatus">): boolean {
  return ["active", "trialing", "past_due"].includes(owner.subscriptionStatus);
}
