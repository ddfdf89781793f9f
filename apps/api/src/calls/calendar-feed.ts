import { randomBytes } from "node:crypto";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";

// The owner's private calendar feed: an iCalendar (RFC 5545) document of their appointments at
// a secret address (`/api/calendar/{token}/feed.ics`), for Google or Apple Calendar to
// subscribe to. Making a new address revokes the old one; revoking leaves none.

const ICS_DATE = (date: Date) => `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
function icsText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (a CRLF and a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export interface FeedAppointment {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  status: string;
  notes: string | null;
  callerName: string | null;
  callerPhone: string | null;
  updatedAt: Date;
}

export function icsOf(calendarName: string, appointments: FeedAppointment[], now: number): string {
  const stamp = ICS_DATE(new Date(now));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Ringline//Receptionist bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(calendarName)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
  ];
  for (const item of appointments) {
    const end = item.endsAt ?? new Date(item.startsAt.getTime() + 30 * 60_000);
    const description = [
      item.callerName && `Caller: ${item.callerName}`,
      item.callerPhone && `Phone: ${item.callerPhone}`,
      item.notes,
      "Booked by your Ringline receptionist.",
    ]
      .filter(Boolean)
      .join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${item.id}@ringline`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${ICS_DATE(item.updatedAt)}`,
      `DTSTART:${ICS_DATE(item.startsAt)}`,
      `DTEND:${ICS_DATE(end)}`,
      `SUMMARY:${icsText(item.title)}`,
      `DESCRIPTION:${icsText(description)}`,
      `STATUS:${item.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

export function createCalendarFeed(options: {
  db: Database;
  now: () => number;
  publicUrl: string;
}) {
  const prisma = () => options.db.prisma;
  const addressOf = (token: string | null) => {
    if (!token) return null;
    const url = `${options.publicUrl}/api/calendar/${token}/feed.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
  };

  return {
    async get(userId: string) {
      const user = await prisma().user.findUnique({
        where: { id: userId },
        select: { calendarFeedToken: true },
      });
      return addressOf(user?.calendarFeedToken ?? null);
    },
    async create(userId: string) {
      const token = randomBytes(32).toString("base64url");
      await prisma().user.update({ where: { id: userId }, data: { calendarFeedToken: token } });
      return addressOf(token);
    },
    async revoke(userId: string) {
      await prisma().user.update({ where: { id: userId }, data: { calendarFeedToken: null } });
      return null;
    },
    /** The feed of a token, or not found (a revoked or made-up token). */
    async ics(token: string): Promise<string> {
      const user = await prisma().user.findUnique({
        where: { calendarFeedToken: token },
        select: { businessName: true, customer: { select: { id: true } } },
      });
      if (!user) throw new AppError("API_NOT_FOUND");
      const since = new Date(options.now() - 90 * 24 * 3600_000);
      const appointments = user.customer
        ? await prisma().appointment.findMany({
            where: { customerId: user.customer.id, startsAt: { gte: since } },
            orderBy: { startsAt: "asc" },
            take: 2000,
          })
        : [];
      return icsOf(`${user.businessName ?? "Ringline"} bookings`, appointments, options.now());
    },
  };
}

export type CalendarFeed = ReturnType<typeof createCalendarFeed>;
