import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import type { Appointment } from "../../generated/prisma/client.js";
import type { CalendarEvent } from "./calendar-adapter.js";
import type { Calendars, WriteOutcome } from "./calendars.js";

// The receptionist's bookings in the owner's calendar. A booking is first an appointment row
// (its unique slot key settles races); the event is then written to the calendar chosen for
// bookings under the appointment's id as its idempotency key, so a retry (the minute job, for
// a write that failed) never makes a second event. A failed write stays visible on the
// appointment (`calendar_sync_error`) and the owner is told by the caller of `write`.

/** How many times a failed write is tried before it is left to the owner. */
export const CALENDAR_WRITE_ATTEMPTS = 8;

/** The event written for an appointment: title, caller, phone, notes and the call's link. */
export function bookingEvent(
  appointment: Pick<
    Appointment,
    "id" | "title" | "startsAt" | "endsAt" | "callerName" | "callerPhone" | "notes" | "callId"
  >,
  context: { timeZone: string; publicUrl: string },
): CalendarEvent {
  const lines = [
    `Booked by your Ringline receptionist.`,
    appointment.callerName ? `Caller: ${appointment.callerName}` : null,
    appointment.callerPhone ? `Phone: ${appointment.callerPhone}` : null,
    appointment.notes ? `Notes: ${appointment.notes}` : null,
    appointment.callId
      ? `The call: ${context.publicUrl}/dashboard/call-logs?call=${encodeURIComponent(appointment.callId)}`
      : null,
  ];
  const startsAt = appointment.startsAt.getTime();
  return {
    key: appointment.id,
    title: appointment.title,
    description: lines.filter(Boolean).join("\n"),
    startsAt,
    endsAt: appointment.endsAt?.getTime() ?? startsAt + 30 * 60_000,
    timeZone: context.timeZone,
    caller: { name: appointment.callerName, phone: appointment.callerPhone },
  };
}

export function createCalendarBookings(options: {
  db: Database;
  calendars: Calendars;
  publicUrl: string;
  now: () => number;
  logger: Logger;
}) {
  const prisma = () => options.db.prisma;

  async function record(appointmentId: string, outcome: WriteOutcome) {
    if (outcome.kind === "none") return;
    await prisma().appointment.update({
      where: { id: appointmentId },
      data:
        outcome.kind === "written"
          ? {
              calendarConnectionId: outcome.connectionId,
              calendarEventId: outcome.eventId,
              calendarSyncError: null,
            }
          : {
              calendarConnectionId: outcome.connectionId,
              calendarSyncError: outcome.reason.slice(0, 500),
              calendarSyncAttempts: { increment: 1 },
            },
    });
  }

  const bookings = {
    /**
     * Writes a new appointment to the booking calendar, if the owner chose one; what came of
     * it is kept on the appointment.
     */
    async write(appointment: Appointment, timeZone: string): Promise<WriteOutcome> {
      const calendar = await options.calendars.bookingCalendar(appointment.customerId);
      if (!calendar) return { kind: "none" };
      const outcome = await options.calendars.write(
        calendar,
        bookingEvent(appointment, { timeZone, publicUrl: options.publicUrl }),
      );
      await record(appointment.id, outcome);
      return outcome;
    },

    /** Moves the appointment's event to its new time (after a reschedule). */
    async move(appointment: Appointment, timeZone: string): Promise<boolean> {
      const calendar = await bookings.calendarOf(appointment);
      if (!calendar || !appointment.calendarEventId) {
        return (await bookings.write(appointment, timeZone)).kind !== "failed";
      }
      try {
        await options.calendars.move(
          calendar,
          appointment.calendarEventId,
          bookingEvent(appointment, { timeZone, publicUrl: options.publicUrl }),
        );
        return true;
      } catch (error) {
        await prisma().appointment.update({
          where: { id: appointment.id },
          data: { calendarSyncError: (error as Error).message.slice(0, 500) },
        });
        return false;
      }
    },

    /** Removes a cancelled appointment's event; false when the calendar could not be reached. */
    async remove(appointment: Appointment): Promise<boolean> {
      const calendar = await bookings.calendarOf(appointment);
      if (!calendar || !appointment.calendarEventId) return true;
      try {
        await options.calendars.remove(calendar, appointment.calendarEventId);
        await prisma().appointment.update({
          where: { id: appointment.id },
          data: { calendarEventId: null, calendarSyncError: null },
        });
        return true;
      } catch (error) {
        await prisma().appointment.update({
          where: { id: appointment.id },
          data: { calendarSyncError: (error as Error).message.slice(0, 500) },
        });
        return false;
      }
    },

    async calendarOf(appointment: Appointment) {
      if (!appointment.calendarConnectionId) return null;
      return prisma().integrationConnection.findFirst({
        where: { id: appointment.calendarConnectionId, customerId: appointment.customerId },
      });
    },

    /**
     * The minute job: tries again the writes that failed, for appointments still to come, up
     * to CALENDAR_WRITE_ATTEMPTS; each under the same key, so nothing is written twice.
     */
    async retryFailed(timeZoneOf: (customerId: string) => Promise<string>) {
      const due = await prisma().appointment.findMany({
        where: {
          calendarConnectionId: { not: null },
          calendarEventId: null,
          cancelledAt: null,
          status: "scheduled",
          calendarSyncAttempts: { gte: 1, lt: CALENDAR_WRITE_ATTEMPTS },
          startsAt: { gt: new Date(options.now()) },
        },
        take: 100,
        orderBy: { startsAt: "asc" },
      });
      for (const appointment of due) {
        const calendar = await bookings.calendarOf(appointment);
        if (!calendar) continue;
        const outcome = await options.calendars.write(
          calendar,
          bookingEvent(appointment, {
            timeZone: await timeZoneOf(appointment.customerId),
            publicUrl: options.publicUrl,
          }),
        );
        await record(appointment.id, outcome);
        if (outcome.kind === "failed") {
          options.logger.warn({ appointmentId: appointment.id }, "calendar write failed again");
        }
      }
    },
  };
  return bookings;
}

/** Bookings in the owner's calendar. */
export type CalendarBookings = ReturnType<typeof createCalendarBookings>;
