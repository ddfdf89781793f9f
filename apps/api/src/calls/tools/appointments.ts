import { RECEPTIONIST_TOOLS } from "@ringline/api-client";
import { isUniqueViolation } from "../../auth/user.repository.js";
import type { Appointment } from "../../generated/prisma/client.js";
import { CalendarUnreachable } from "../../integrations/calendars/calendars.js";
import { queueEmail, queueSms } from "../../outbox/outbox.js";
import { queueWebhookEvent } from "../../webhooks/webhook-events.js";
import type { CallOwner } from "../call-owner.js";
import { e164 } from "../call-owner.js";
import { calendarTroubleEmail } from "../notifications/call-emails.js";
import {
  appointmentBookedEvent,
  appointmentChangedEvent,
} from "../notifications/webhook-events.js";
import {
  type BookedInterval,
  isSlotId,
  kindIndexFor,
  openSlotById,
  openSlots,
  type Slot,
  type SlotRules,
  searchWindow,
} from "../schedule/slots.js";
import { spokenTime } from "../schedule/time-zones.js";
import { queueCrmSync, upsertLead } from "./capture-lead.js";
import {
  argumentText,
  type ToolAnswer,
  type ToolArguments,
  type ToolContext,
} from "./tool-context.js";

// check_availability, book_appointment, reschedule_appointment and cancel_appointment. Open
// slots come from the owner's business hours, appointment types and time zone, minus what is
// booked in Ringline and busy in every connected calendar (widened by the owner's buffer, after
// their minimum notice); booking takes a slot id that check_availability gave (re-checked now,
// against the calendars too), and the database's unique slot key makes sure two calls never
// hold the same slot: the second one gets a fresh offer. The booking is then written to the
// owner's chosen calendar. A calendar that cannot be read books nothing: the owner is told and
// the assistant takes a callback request.

export function rulesOf(owner: CallOwner): SlotRules {
  return {
    hours: owner.hours,
    timeZone: owner.timeZone,
    kinds: owner.settings.appointmentTypes,
    noticeMinutes: owner.scheduling.noticeMinutes,
  };
}

/** The unique key of a held slot: one appointment per owner and start. */
export function slotKeyOf(customerId: string, startsAt: number): string {
  return `${customerId}/${new Date(startsAt).toISOString()}`;
}

async function bookedIntervals(
  context: ToolContext,
  rules: SlotRules,
  except?: string,
): Promise<BookedInterval[]> {
  const window = searchWindow(rules, context.now());
  const rows = await context.db.prisma.appointment.findMany({
    where: {
      customerId: context.owner.customerId,
      slotKey: { not: null },
      startsAt: { gte: new Date(window.start - 24 * 3600_000), lt: new Date(window.end) },
      ...(except ? { NOT: { id: except } } : {}),
    },
    select: { startsAt: true, endsAt: true },
  });
  return rows.map((row) => ({
    start: row.startsAt.getTime(),
    end: (row.endsAt ?? new Date(row.startsAt.getTime() + 30 * 60_000)).getTime(),
  }));
}

/**
 * Everything that takes a slot: Ringline's own bookings and the busy times of every connected
 * calendar (`fresh`: not from the short cache, for a booking's re-check), each widened by the
 * owner's buffer. Throws CalendarUnreachable when a connected calendar cannot be read.
 */
async function takenIntervals(
  context: ToolContext,
  rules: SlotRules,
  read: { fresh?: boolean; except?: string | undefined } = {},
): Promise<BookedInterval[]> {
  const window = searchWindow(rules, context.now());
  const [own, theirs] = await Promise.all([
    bookedIntervals(context, rules, read.except),
    context.calendars.busy(
      context.owner.customerId,
      { start: window.start - 24 * 3600_000, end: window.end },
      { fresh: read.fresh },
    ),
  ]);
  const buffer = context.owner.scheduling.bufferMinutes * 60_000;
  return [...own, ...theirs].map((interval) => ({
    start: interval.start - buffer,
    end: interval.end + buffer,
  }));
}

/** The open slots as the assistant reads them: ids to book by, labels to say. */
function offer(slots: readonly Slot[], lead?: string): ToolAnswer {
  if (slots.length === 0) {
    return JSON.stringify({
      slots: [],
      message: `${lead ? `${lead} ` : ""}I'm sorry, there are no open times in the next two weeks.`,
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
    message: `${lead ? `${lead} ` : ""}I have ${labels.slice(0, -1).join(", ")}${labels.length > 1 ? ", or " : ""}${labels.at(-1)}. Which works best for you?`,
    instructions:
      "Offer only these times. When the caller chooses one, call book_appointment with its slotId.",
  });
}

/**
 * A connected calendar could not be read: nothing is offered or booked (a time might be
 * taken); the owner is told by text and e-mail, once per call, and the assistant takes a
 * callback request.
 */
async function calendarDown(context: ToolContext, error: CalendarUnreachable): Promise<ToolAnswer> {
  const { owner } = context;
  const dedupeKey = `calendar-unreachable:${context.callId ?? context.toolCallId}`;
  const calendars = error.providers.join(" and ");
  const link = `${context.publicUrl}/dashboard/integrations`;
  const queued = await Promise.all([
    owner.smsOptIn && owner.phone
      ? queueSms(context.db.prisma, {
          customerId: owner.customerId,
          kind: "owner-calendar-unreachable",
          to: owner.phone,
          body: `Ringline: ${context.callerPhone ?? "a caller"} wanted to book, but ${calendars} could not be reached. Please call them back. ${link}`,
          dedupeKey,
        })
      : false,
    queueEmail(context.db.prisma, {
      type: "calendar-unreachable",
      to: owner.email,
      ...calendarTroubleEmail({
        firstName: owner.firstName,
        calendars,
        callerPhone: context.callerPhone,
        what: "unreachable",
        when: null,
        link,
      }),
      userId: owner.userId,
      customerId: owner.customerId,
      dedupeKey,
    }),
  ]);
  if (queued.some(Boolean)) context.nudgeOutbox();
  return JSON.stringify({
    slots: [],
    message:
      "I can't reach the calendar right now, so I can't book a time on this call. I'll take your details and the team will call you back to set it up.",
    instructions: `Do not offer or confirm any time. Call ${RECEPTIONIST_TOOLS.captureLead.name} with the caller's name, phone and the time they would like as the reason ("callback to book"), then say the team will call back.`,
  });
}

export async function checkAvailability(
  context: ToolContext,
  args: ToolArguments,
): Promise<ToolAnswer> {
  const rules = rulesOf(context.owner);
  const kindIndex = kindIndexFor(rules, argumentText(args, "appointmentType") ?? undefined);
  const date = argumentText(args, "date", 10);
  let taken: BookedInterval[];
  try {
    taken = await takenIntervals(context, rules);
  } catch (error) {
    if (error instanceof CalendarUnreachable) return calendarDown(context, error);
    throw error;
  }
  return offer(
    openSlots({
      rules,
      booked: taken,
      now: context.now(),
      kindIndex,
      from: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    }),
  );
}

/** A fresh offer after the chosen slot turned out taken (by another caller, or in the calendar). */
async function takenAnswer(
  context: ToolContext,
  rules: SlotRules,
  kindIndex: number,
  lead = "I'm sorry, that time was just taken.",
) {
  const slots = openSlots({
    rules,
    booked: await takenIntervals(context, rules),
    now: context.now(),
    kindIndex,
  });
  return offer(slots, lead);
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
  let slot: Slot | undefined;
  try {
    slot = openSlotById({
      rules,
      booked: await takenIntervals(context, rules, { fresh: true }),
      now: context.now(),
      slotId,
    });
    if (!slot) {
      return await takenAnswer(
        context,
        rules,
        kindIndexOf(slotId),
        "That time is not available (it may have just been taken).",
      );
    }
  } catch (error) {
    if (error instanceof CalendarUnreachable) return calendarDown(context, error);
    throw error;
  }
  const lead = await upsertLead(context, {
    name: args.name,
    phone: args.phone,
    reason: args.notes ?? `${slot.kind.name} booked by phone`,
  });
  const callerPhone = e164(argumentText(args, "phone", 40)) ?? context.callerPhone;
  const name = argumentText(args, "name", 200) ?? lead.name;
  let appointment: Appointment;
  try {
    appointment = await prisma.appointment.create({
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
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const same = await prisma.appointment.findUnique({ where: { toolCallId: context.toolCallId } });
    if (same) return confirmation(same.startsAt.getTime(), same.title, owner);
    return takenAnswer(context, rules, kindIndexOf(slotId));
  }
  if ((await queueWebhookEvent(prisma, appointmentBookedEvent(appointment, owner.timeZone))) > 0) {
    context.nudgeWebhooks();
  }
  await queueCrmSync(context, {
    event: "appointment",
    leadId: lead.id,
    appointmentId: appointment.id,
  });
  const when = spokenTime(slot.startsAt, owner.timeZone);
  const written = await context.bookings.write(appointment, owner.timeZone);
  const business = owner.settings.businessName || "us";
  const queued = await Promise.all([
    owner.smsOptIn && owner.phone
      ? queueSms(prisma, {
          customerId: owner.customerId,
          kind: "owner-appointment",
          to: owner.phone,
          body: `Ringline: ${slot.kind.name} booked for ${when} with ${name ?? "a caller"}${callerPhone ? ` (${callerPhone})` : ""}.${written.kind === "failed" ? " It could not be added to your calendar yet: check Integrations." : ""}`,
          dedupeKey: `owner-appointment:${appointment.id}`,
        })
      : false,
    written.kind === "failed"
      ? queueEmail(prisma, {
          type: "calendar-not-written",
          to: owner.email,
          ...calendarTroubleEmail({
            firstName: owner.firstName,
            calendars: "your calendar",
            callerPhone,
            what: "not-written",
            when,
            link: `${context.publicUrl}/dashboard/integrations`,
          }),
          userId: owner.userId,
          customerId: owner.customerId,
          dedupeKey: `calendar-not-written:${appointment.id}`,
        })
      : false,
    callerPhone
      ? queueSms(prisma, {
          customerId: owner.customerId,
          kind: "caller-confirmation",
          to: callerPhone,
          body: `Your ${slot.kind.name.toLowerCase()} with ${business} is booked for ${when}. Reply or call ${owner.aiPhoneNumber ?? "us"} to change it.`,
          dedupeKey: `caller-confirmation:${appointment.id}`,
        })
      : false,
  ]);
  if (queued.some(Boolean)) context.nudgeOutbox();
  return `${confirmation(slot.startsAt, slot.kind.name, owner)}${callerPhone ? " A confirmation text is on its way." : ""}`;
}

/** The appointment type index a slot id names. */
function kindIndexOf(slotId: string): number {
  return Number(slotId.trim().split("-").at(-1) ?? 0) || 0;
}

/** The caller's next appointment still to come, found by the phone they gave or call from. */
async function callersAppointment(context: ToolContext, args: ToolArguments) {
  const phones = [e164(argumentText(args, "phone", 40)), context.callerPhone].filter(
    (phone): phone is string => typeof phone === "string",
  );
  if (phones.length === 0) return null;
  return context.db.prisma.appointment.findFirst({
    where: {
      customerId: context.owner.customerId,
      callerPhone: { in: phones },
      slotKey: { not: null },
      cancelledAt: null,
      startsAt: { gt: new Date(context.now()) },
    },
    orderBy: { startsAt: "asc" },
  });
}

const NOT_FOUND =
  "I couldn't find an upcoming booking for this phone number. Ask for the number the booking was made with, or offer to take a message for the team.";

export async function cancelAppointment(
  context: ToolContext,
  args: ToolArguments,
): Promise<ToolAnswer> {
  const { owner } = context;
  const appointment = await callersAppointment(context, args);
  if (!appointment) return NOT_FOUND;
  // One cancellation wins; a repeat finds nothing to cancel.
  const cancelled = await context.db.prisma.appointment.updateMany({
    where: { id: appointment.id, cancelledAt: null },
    data: {
      status: "cancelled",
      slotKey: null,
      cancelledAt: new Date(context.now()),
      notes: appendNote(appointment.notes, argumentText(args, "reason", 500), "Canceled by phone"),
    },
  });
  if (cancelled.count === 0) return NOT_FOUND;
  const changedEvent = appointmentChangedEvent(
    { ...appointment, status: "cancelled" },
    { change: "cancelled", previousStartsAt: null, at: context.now(), timeZone: owner.timeZone },
  );
  if ((await queueWebhookEvent(context.db.prisma, changedEvent)) > 0) context.nudgeWebhooks();
  const removed = await context.bookings.remove(appointment);
  const when = spokenTime(appointment.startsAt.getTime(), owner.timeZone);
  if (owner.smsOptIn && owner.phone) {
    const queued = await queueSms(context.db.prisma, {
      customerId: owner.customerId,
      kind: "owner-appointment-cancelled",
      to: owner.phone,
      body: `Ringline: ${appointment.callerName ?? "A caller"} cancelled ${appointment.title} on ${when}.${removed ? "" : " Remove it from your calendar: it could not be reached."}`,
      dedupeKey: `owner-appointment-cancelled:${appointment.id}`,
    });
    if (queued) context.nudgeOutbox();
  }
  return `Cancelled: ${appointment.title} on ${when}.`;
}

export async function rescheduleAppointment(
  context: ToolContext,
  args: ToolArguments,
): Promise<ToolAnswer> {
  const { owner, db } = context;
  const appointment = await callersAppointment(context, args);
  if (!appointment) return NOT_FOUND;
  const slotId = argumentText(args, "slotId", 40);
  const rules = rulesOf(owner);
  let taken: BookedInterval[];
  try {
    taken = await takenIntervals(context, rules, { fresh: true, except: appointment.id });
  } catch (error) {
    if (error instanceof CalendarUnreachable) return calendarDown(context, error);
    throw error;
  }
  const kindIndex = kindIndexFor(rules, appointment.title);
  if (!slotId || !isSlotId(slotId)) {
    return offer(
      openSlots({ rules, booked: taken, now: context.now(), kindIndex }),
      `Your booking is ${spokenTime(appointment.startsAt.getTime(), owner.timeZone)}.`,
    );
  }
  // The booking's own event is busy in the calendar too: it does not keep the new time from it.
  const own = { start: appointment.startsAt.getTime(), end: appointment.endsAt?.getTime() ?? 0 };
  const buffer = owner.scheduling.bufferMinutes * 60_000;
  const others = taken.filter(
    (interval) => !(interval.start === own.start - buffer && interval.end === own.end + buffer),
  );
  const slot = openSlotById({ rules, booked: others, now: context.now(), slotId });
  if (!slot)
    return offer(
      openSlots({ rules, booked: taken, now: context.now(), kindIndex }),
      "I'm sorry, that time is not open.",
    );
  let moved: Appointment;
  try {
    moved = await db.prisma.appointment.update({
      where: { id: appointment.id },
      data: {
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
        slotKey: slotKeyOf(owner.customerId, slot.startsAt),
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return offer(
      openSlots({
        rules,
        booked: await takenIntervals(context, rules, { except: appointment.id }),
        now: context.now(),
        kindIndex,
      }),
      "I'm sorry, that time was just taken.",
    );
  }
  const changedEvent = appointmentChangedEvent(moved, {
    change: "rescheduled",
    previousStartsAt: appointment.startsAt,
    at: context.now(),
    timeZone: owner.timeZone,
  });
  if ((await queueWebhookEvent(db.prisma, changedEvent)) > 0) context.nudgeWebhooks();
  await context.bookings.move(moved, owner.timeZone);
  const when = spokenTime(slot.startsAt, owner.timeZone);
  if (owner.smsOptIn && owner.phone) {
    const queued = await queueSms(db.prisma, {
      customerId: owner.customerId,
      kind: "owner-appointment-moved",
      to: owner.phone,
      body: `Ringline: ${moved.callerName ?? "A caller"} moved ${moved.title} to ${when}.`,
      dedupeKey: `owner-appointment-moved:${moved.id}:${slot.startsAt}`,
    });
    if (queued) context.nudgeOutbox();
  }
  return `Moved: ${moved.title} is now on ${when}.`;
}

function appendNote(notes: string | null, reason: string | null, what: string): string {
  return [notes, `${what}${reason ? `: ${reason}` : ""}.`]
    .filter(Boolean)
    .join("\n")
    .slice(0, 5000);
}

function confirmation(startsAt: number, title: string, owner: CallOwner): string {
  return `Booked: ${title} on ${spokenTime(startsAt, owner.timeZone)}.`;
}
