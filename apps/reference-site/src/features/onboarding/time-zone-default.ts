import { RECEPTIONIST_TIME_ZONES } from "@ringline/api-client";

// The time zone the business step starts with: the browser's own, mapped to a zone we offer
// (America/Detroit keeps Eastern time, so it becomes America/New_York).

/** Minutes a zone is ahead of UTC at an instant. */
function offsetAt(zone: string, at: Date): number | undefined {
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    }).formatToParts(at);
    const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
    const local = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
    );
    return Math.round((local - at.getTime()) / 60_000);
  } catch {
    return undefined;
  }
}

/**
 * The offered zone that keeps the same clock as `zone` in winter and in summer, or "" when none
 * does (the owner then chooses).
 *
 * @example
 * ```ts
 * offeredTimeZone("America/Detroit"); // "America/New_York"
 * offeredTimeZone("Europe/Paris"); // ""
 * ```
 */
export function offeredTimeZone(zone: string, year = new Date().getUTCFullYear()): string {
  if (!zone) return "";
  if ((RECEPTIONIST_TIME_ZONES as readonly string[]).includes(zone)) return zone;
  const instants = [new Date(Date.UTC(year, 0, 15, 12)), new Date(Date.UTC(year, 6, 15, 12))];
  const clock = (name: string) => instants.map((at) => offsetAt(name, at)).join(",");
  const wanted = clock(zone);
  if (wanted.includes("undefined") || wanted === ",") return "";
  return RECEPTIONIST_TIME_ZONES.find((option) => clock(option) === wanted) ?? "";
}

/** The browser's time zone, when it has one. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}
