import * as z from "zod/mini";

// Field builders shared by the contract's schemas, so one rule has one wording everywhere.

/** Trimmed text between `min` and `max` characters; `message` covers missing and too short. */
export function requiredText(min: number, max: number, message: string, tooLong?: string) {
  return z
    .string(message)
    .check(
      z.trim(),
      z.minLength(min, message),
      z.maxLength(max, tooLong ?? `Must be at most ${max} characters`),
    );
}

/** Optional trimmed text of at most `max` characters. */
export function optionalText(max: number, tooLong?: string) {
  return z.optional(
    z
      .string("Must be text")
      .check(z.trim(), z.maxLength(max, tooLong ?? `Must be at most ${max} characters`)),
  );
}

/** A trimmed, lower-cased e-mail address of at most 255 characters. */
export function emailAddress(message: string) {
  return z
    .string(message)
    .check(z.trim(), z.toLowerCase(), z.maxLength(255, message), z.email(message));
}

/** A phone number: 10 to 30 digits, spaces and `+().-`. */
export function phoneNumber(message = "Please enter a valid phone number") {
  return z
    .string(message)
    .check(
      z.trim(),
      z.minLength(10, message),
      z.maxLength(30, message),
      z.regex(/^\+?[0-9 ().-]+$/, message),
    );
}

/** Whether `name` is a time zone this runtime knows (IANA names such as `America/Chicago`). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (`YYYY-MM-DD`) at `at` in `timeZone` (UTC when the zone is unknown). */
export function calendarDateIn(timeZone: string, at: Date): string {
  if (!isTimeZone(timeZone)) return at.toISOString().slice(0, 10);
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** `date` (`YYYY-MM-DD`) moved by `days`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

/** A real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}
