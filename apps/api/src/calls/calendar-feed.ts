import { randomBytes } from "node:crypto";
import type { TCalendarFeed, TCalendarFeedAddress } from "@ringline/api-client";
import { AppError } from "../core/errors.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import { hashToken } from "../security/tokens.js";

// The owner's private calendar feed: an iCalendar (RFC 5545) document of their appointments at
// a secret address (`/api/calendar/{token}/feed.ics`), for Google or Apple Calendar to
// subscribe to. Only the secret's hash is kept, so the address is shown once, when made. Making
// a new address revokes the old one; revoking leaves none.

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

/** Who makes a feed: the owner, or an administrator in the impersonation `impersonationId`. */
export interface FeedMaker {
  userId: string;
  impersonationId: string | undefined;
}

/**
 * The owner's feed, kept as the hash of its secret (`hashToken`, as every token here): the
 * address is answered once, by `create`; `get` only says whether there is a working one. A
 * feed made while impersonating works only as long as that impersonation (`isImpersonating`).
 */
export function createCalendarFeed(options: {
  db: Database;
  now: () => number;
  publicUrl: string;
  /** Whether an impersonation is still going on (the admin module's rules). */
  isImpersonating: (impersonationId: string) => Promise<boolean>;
}) {
  const prisma = () => options.db.prisma;
  const FEED = {
    calendarFeedTokenHash: true,
    calendarFeedCreatedAt: true,
    calendarFeedImpersonationId: true,
  } as const;
  type FeedRow = Prisma.UserGetPayload<{ select: typeof FEED }>;
  // A feed made in an impersonation that has ended is no feed.
  const works = async (row: FeedRow | null) =>
    Boolean(row?.calendarFeedTokenHash) &&
    (row?.calendarFeedImpersonationId == null ||
      (await options.isImpersonating(row.calendarFeedImpersonationId)));
  const feedOf = (row: FeedRow): TCalendarFeed => ({
    createdAt: row.calendarFeedCreatedAt?.toISOString() ?? null,
    endsWithImpersonation: row.calendarFeedImpersonationId !== null,
  });

  return {
    async get(userId: string): Promise<TCalendarFeed | null> {
      const row = await prisma().user.findUnique({ where: { id: userId }, select: FEED });
      return row && (await works(row)) ? feedOf(row) : null;
    },
    /** A new address (the old one stops working), answered this once: only its hash is kept. */
    async create(maker: FeedMaker): Promise<TCalendarFeedAddress> {
      const token = randomBytes(32).toString("base64url");
      const row = await prisma().user.update({
        where: { id: maker.userId },
        data: {
          calendarFeedTokenHash: hashToken(token),
          calendarFeedCreatedAt: new Date(options.now()),
          calendarFeedImpersonationId: maker.impersonationId ?? null,
        },
        select: FEED,
      });
      const url = `${options.publicUrl}/api/calendar/${token}/feed.ics`;
      return { ...feedOf(row), url, webcalUrl: url.replace(/^https?:/, "webcal:") };
    },
    async revoke(userId: string): Promise<null> {
      await prisma().user.update({
        where: { id: userId },
        data: {
          calendarFeedTokenHash: null,
          calendarFeedCreatedAt: null,
          calendarFeedImpersonationId: null,
        },
        select: { id: true },
      });
      return null;
    },
    /**
     * The feed of a token, or not found (a revoked or made-up token, or one made in an
     * impersonation that has ended).
     */
    async ics(token: string): Promise<string> {
      const user = await prisma().user.findUnique({
        where: { calendarFeedTokenHash: hashToken(token) },
        select: { ...FEED, businessName: true, customer: { select: { id: true } } },
      });
      if (!user || !(await works(user))) throw new AppError("API_NOT_FOUND");
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
