import { isUniqueViolation } from "../../auth/user.repository.js";
import { queueSms } from "../../outbox/outbox.js";
import { queueWebhookEvent } from "../../webhooks/webhook-events.js";
import type { CallOwner } from "../call-owner.js";
import { e164 } from "../call-owner.js";
import { appointmentBookedEvent } from "../notifications/webhook-events.js";
import {
  type BookedInterval,
  isSlotId,
  kindIndexFor,
  openSlotById,
  openSlots,
  type SlotRules,
  searchWindow,
} from "../schedule/slots.js";
import { spokenTime } from "../schedule/time-zones.js";
import { upsertLead } from "./capture-lead.js";
import {
  argumentText,
  type ToolAnswer,
  type ToolArguments,
  type ToolContext,
} from "./tool-context.js";

// check_availability and book_appointment. Open slots come from the owner's business hours,
// appointment types and time zone, minus what is booked; booking takes a slot id that
// check_availability gave (re-checked now), and the database's unique slot key makes sure two
// calls never hold the same slot: the second one is told it was just taken.

export function rulesOf(owner: CallOwner): SlotRules {
  return {
    hours: owner.hours,
    timeZone: owner.timeZone,
    kinds: owner.settings.appointmentTypes,
  };
}

/** The unique key of a held slot: one appointment per owner and start. */
export function slotKeyOf(customerId: string, startsAt: number): string {
  return `${customerId}/${new Date(startsAt).toISOString()}`;
}

async function bookedIntervals(context: ToolContext, rules: SlotRules): Promise<BookedInterval[]> {
  const window = searchWindow(rules, context.now());
  const rows = await context.db.prisma.appointment.findMany({
    where: {
      customerId: context.owner.customerId,
      slotKey: { not: null },
      startsAt: { gte: new Date(window.start - 24 * 3600_000), lt: new Date(window.end) },
    },
    select: { startsAt: true, endsAt: true },
  });
  return rows.map((row) => ({
    start: row.startsAt.getTime(),
    end: (row.endsAt ?? new Date(row.startsAt.getTime() + 30 * 60_000)).getTime(),
  }));
}

export async function checkAvailability(
  context: ToolContext,
  args: ToolArguments,
): Promise<ToolAnswer> {
  const rules = rulesOf(context.owner);
  const kindIndex = kindIndexFor(rules, argumentText(args, "appointmentType") ?? undefined);
  const date = argumentText(args, "date", 10);
  const slots = openSlots({
    rules,
    booked: await bookedIntervals(context, rules),
    now: context.now(),
    kindIndex,
    from: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
  });
  if (slots.length === 0) {
    return JSON.stringify({
      slots: [],
      message: "I'm sorry, there are no open times in the next two weeks.",
      instructions: "Offer to take a message so the team can call back.",
    });
  }
  const labels = slots.map((slot) => slot.label);
  return JSON.stringify({
    appointmentType: slots[0]?.kind.name,
    slots: slots.map((slot) => ({
      slotId: slot.slotId,
      startsAt: new Date(slot.startsAt).toISOString(),
      label: slot.label,
    })),
    // What the assistant may say, and what it must do: offer these only, book by slotId.
    message: `I have ${labels.slice(0, -1).join(", ")}${labels.length > 1 ? ", or " : ""}${labels.at(-1)}. Which works best for you?`,
    instructions:
      "Offer only these times. When the caller chooses one, call book_appointment with its slotId.",
  });
}

export async function bookAppointment(
  context: ToolContext,
  args: ToolArguments,
): Promise<ToolAnswer> {
  const { owner, db } = context;
  const prisma = db.prisma;
  const existing = await prisma.appointment.findUnique({
    where: { toolCallId: context.toolCallId },
  });
  if (existing) return confirmation(existing.startsAt.getTime(), existing.title, owner);
  const slotId = argumentText(args, "slotId", 40);
  if (!slotId || !isSlotId(slotId)) {
    return "I need one of the slots from check_availability. Please check availability first and offer only those times.";
  }
  const rules = rulesOf(owner);
  const slot = openSlotById({
    rules,
    booked: await bookedIntervals(context, rules),
    now: context.now(),
    slotId,
  });
  if (!slot) {
    return "That time is not available (it may have just been taken). Please check availability again and offer another time.";
  }
  const lead = await upsertLead(context, {
    name: args.name,
    phone: args.phone,
    reason: args.notes ?? `${slot.kind.name} booked by phone`,
  });
  const callerPhone = e164(argumentText(args, "phone", 40)) ?? context.callerPhone;
  const name = argumentText(args, "name", 200) ?? lead.name;
  let appointmentId: string;
  try {
    const created = await prisma.appointment.create({
      data: {
        customerId: owner.customerId,
        leadId: lead.id,
        title: `${slot.kind.name}${name ? ` with ${name}` : ""}`.slice(0, 200),
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
        notes: argumentText(args, "notes", 5000),
        slotKey: slotKeyOf(owner.customerId, slot.startsAt),
        callId: context.callId,
        toolCallId: context.toolCallId,
        callerName: name,
        callerPhone: callerPhone?.slice(0, 30) ?? null,
      },
    });
    appointmentId = created.id;
    const event = appointmentBookedEvent(created, owner.timeZone);
    if ((await queueWebhookEvent(prisma, event)) > 0) context.nudgeWebhooks();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const same = await prisma.appointment.findUnique({ where: { toolCallId: context.toolCallId } });
    if (same) return confirmation(same.startsAt.getTime(), same.title, owner);
    return "I'm sorry, that slot was just booked by someone else. Please check availability again and offer another time.";
  }
  const when = spokenTime(slot.startsAt, owner.timeZone);
  const business = owner.settings.businessName || "us";
  const queued = await Promise.all([
    owner.smsOptIn && owner.phone
      ? queueSms(prisma, {
          customerId: owner.customerId,
          kind: "owner-appointment",
          to: owner.phone,
          body: `Ringline: ${slot.kind.name} booked for ${when} with ${name ?? "a caller"}${callerPhone ? ` (${callerPhone})` : ""}.`,
          dedupeKey: `owner-appointment:${appointmentId}`,
        })
      : false,
    callerPhone
      ? queueSms(prisma, {
          customerId: owner.customerId,
          kind: "caller-confirmation",
          to: callerPhone,
          body: `Your ${slot.kind.name.toLowerCase()} with ${business} is booked for ${when}. Reply or call ${owner.aiPhoneNumber ?? "us"} to change it.`,
          dedupeKey: `caller-confirmation:${appointmentId}`,
        })
      : false,
  ]);
  if (queued.some(Boolean)) context.nudgeOutbox();
  return `${confirmation(slot.startsAt, slot.kind.name, owner)}${callerPhone ? " A confirmation text is on its way." : ""}`;
}

function confirmation(startsAt: number, title: string, owner: CallOwner): string {
  return `Booked: ${title} on ${spokenTime(startsAt, owner.timeZone)}.`;
}
