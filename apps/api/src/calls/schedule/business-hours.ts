// The owner writes business hours as text ("9:00 AM - 5:00 PM Monday-Friday", the default;
// "Mon-Fri 9am-6pm, Sat 10am-2pm"; "24/7"). This reads them into opening ranges per weekday,
// tolerantly: what it cannot read falls back to the specification's default hours.

/** Opening ranges per weekday (0 Sunday … 6 Saturday), in minutes since midnight. */
export type WeeklyHours = ReadonlyArray<ReadonlyArray<{ start: number; end: number }>>;

const DAY_NAMES: Array<[RegExp, number]> = [
  [/^sun(day)?s?$/, 0],
  [/^mon(day)?s?$/, 1],
  [/^tue(s|sday)?s?$/, 2],
  [/^wed(nesday)?s?$/, 3],
  [/^thu(r|rs|rsday)?s?$/, 4],
  [/^fri(day)?s?$/, 5],
  [/^sat(urday)?s?$/, 6],
];

function dayOf(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, "");
  return DAY_NAMES.find(([pattern]) => pattern.test(lower))?.[1];
}

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?`;
const RANGE = new RegExp(`${TIME}\\s*(?:-|–|—|to|until)\\s*${TIME}`, "i");

function minutesOf(hour: string, minute: string | undefined, meridiem: string | undefined) {
  let value = Number(hour) % 24;
  const half = meridiem?.toLowerCase().replaceAll(".", "");
  if (half === "pm" && value < 12) value += 12;
  if (half === "am" && value === 12) value = 0;
  return value * 60 + Number(minute ?? 0);
}

function daysIn(text: string): number[] {
  const lower = text.toLowerCase();
  if (/\b(daily|every ?day|7 days|seven days|all week)\b/.test(lower)) {
    return [0, 1, 2, 3, 4, 5, 6];
  }
  if (/\bweekdays?\b/.test(lower)) return [1, 2, 3, 4, 5];
  if (/\bweekends?\b/.test(lower)) return [0, 6];
  const days = new Set<number>();
  const words = lower.match(/[a-z]+\.?/g) ?? [];
  const rangeMatch = /([a-z]+)\.?\s*(?:-|–|—|to|through|thru)\s*([a-z]+)/g;
  for (const match of lower.matchAll(rangeMatch)) {
    const from = dayOf(match[1] ?? "");
    const to = dayOf(match[2] ?? "");
    if (from === undefined || to === undefined) continue;
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  for (const word of words) {
    const day = dayOf(word);
    if (day !== undefined) days.add(day);
  }
  return [...days].sort();
}

/** The specification's default: 9:00 AM - 5:00 PM Monday-Friday. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day >= 1 && day <= 5 ? [{ start: 9 * 60, end: 17 * 60 }] : [],
);

/**
 * Reads business hours written as text. Segments are separated by `,`, `;` or new lines; each
 * names days (ranges, lists, "weekdays", "weekends", "daily") and a time range, or says
 * "closed". "24/7" opens every day all day. A segment with a time but no days applies to
 * Monday-Friday; text with no time range at all gives the default hours.
 *
 * @example
 * ```ts
 * parseBusinessHours("Mon-Fri 9am-6pm, Sat 10am-2pm")[6]; // [{ start: 600, end: 840 }]
 * ```
 */
export function parseBusinessHours(text: string): WeeklyHours {
  const normalized = text.trim();
  if (/24\s*\/\s*7|24 hours|around the clock/i.test(normalized)) {
    return [0, 1, 2, 3, 4, 5, 6].map(() => [{ start: 0, end: 24 * 60 }]);
  }
  const week: Array<Array<{ start: number; end: number }>> = [[], [], [], [], [], [], []];
  let understood = false;
  for (const segment of normalized.split(/[,;\n]+/)) {
    const range = RANGE.exec(segment);
    const days = daysIn(segment.replace(RANGE, " "));
    if (!range) continue;
    let end = minutesOf(range[4] ?? "0", range[5], range[6]);
    // "9-5pm": the start takes the end's half of the day only when that keeps it earlier.
    let start = minutesOf(range[1] ?? "0", range[2], range[3]);
    if (range[3] === undefined && range[6] !== undefined) {
      const sameHalf = minutesOf(range[1] ?? "0", range[2], range[6]);
      if (sameHalf < end) start = sameHalf;
    }
    if (end <= start) end = Math.min(24 * 60, end + 12 * 60);
    if (end <= start) continue;
    understood = true;
    for (const day of days.length > 0 ? days : [1, 2, 3, 4, 5]) {
      week[day]?.push({ start, end });
    }
  }
  return understood ? week : DEFAULT_WEEKLY_HOURS;
}

/** Whether `minute` of `weekday` is inside the hours. */
export function isOpen(hours: WeeklyHours, weekday: number, minute: number): boolean {
  return (hours[weekday] ?? []).some((range) => minute >= range.start && minute < range.end);
}
