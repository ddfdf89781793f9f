import { isUniqueViolation } from "../../auth/user.repository.js";
import type { Database } from "../../db/database.js";
import type { CalendarAdapter } from "./calendar-adapter.js";

// The embedded default's demo calendar: events in `local_calendar_events`, which the owner
// fills from the dashboard (busy times) and the receptionist writes its bookings into. It
// shows the whole calendar flow offline; the dashboard marks it as a demo.

export function createLocalCalendar(db: Database): CalendarAdapter {
  const prisma = () => db.prisma;
  return {
    async busy(access, range) {
      const rows = await prisma().localCalendarEvent.findMany({
        where: {
          customerId: access.customerId,
          startsAt: { lt: new Date(range.end) },
          endsAt: { gt: new Date(range.start) },
        },
        select: { startsAt: true, endsAt: true },
      });
      return rows.map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime() }));
    },
    async createEvent(access, event) {
      try {
        const row = await prisma().localCalendarEvent.create({
          data: {
            customerId: access.customerId,
            title: event.title.slice(0, 200),
            description: event.description.slice(0, 5000),
            startsAt: new Date(event.startsAt),
            endsAt: new Date(event.endsAt),
            externalKey: event.key,
          },
        });
        return row.id;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const row = await prisma().localCalendarEvent.findUniqueOrThrow({
          where: { externalKey: event.key },
        });
        return row.id;
      }
    },
    async moveEvent(access, eventId, event) {
      await prisma().localCalendarEvent.updateMany({
        where: { id: eventId, customerId: access.customerId },
        data: {
          title: event.title.slice(0, 200),
          startsAt: new Date(event.startsAt),
          endsAt: new Date(event.endsAt),
        },
      });
    },
    async deleteEvent(access, eventId) {
      await prisma().localCalendarEvent.deleteMany({
        where: { id: eventId, customerId: access.customerId },
      });
    },
  };
}
