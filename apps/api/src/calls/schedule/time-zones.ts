// Wall-clock time in a business's time zone, with Intl only (no time-zone library): what day
// and minute an instant is there, and which instant a day and minute there is.

export interface ZonedTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  /** Minutes since midnight. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A zone the runtime knows, or UTC. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return "UTC";
  try {
    formatterOf(timeZone);
    return timeZone;
  } catch {
    return "UTC";
  }
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function partsOf(at: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at))) {
    parts[part.type] = part.value;
  }
  return parts;
}

/** What `at` is on the business's clock. */
export function zonedTime(at: number, timeZone: string): ZonedTime {
  const parts = partsOf(at, timeZone);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? "Sun"),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** How far the zone is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = partsOf(at, timeZone);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - (at - (at % 1000));
}

/**
 * The instant of a wall-clock time in the zone: `date` (`YYYY-MM-DD`) at `minute` past
 * midnight. A time skipped by a DST change lands an hour later, as clocks do.
 */
export function zonedInstant(date: string, minute: number, timeZone: string): number {
  const [year, month, day] = date.split("-").map(Number);
  const wall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, minute);
  let guess = wall - offsetAt(wall, timeZone);
  // Once more at the guess: the offset may differ across a DST change.
  guess = wall - offsetAt(guess, timeZone);
  return guess;
}

/** `date` moved by `days` (calendar arithmetic on `YYYY-MM-DD`). */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

const spoken = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** "Wednesday, November 26 at 9:00 AM" on the business's clock. */
export function spokenTime(at: number, timeZone: string): string {
  let formats = spoken.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "long",
        month: "long",
        day: "numeric",
      }),
      time: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }),
    };
    spoken.set(timeZone, formats);
  }
  return `${formats.day.format(new Date(at))} at ${formats.time.format(new Date(at))}`;
}
