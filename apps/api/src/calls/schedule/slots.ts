import type { WeeklyHours } from "./business-hours.js";
import { shiftDate, spokenTime, zonedInstant, zonedTime } from "./time-zones.js";

// Appointment slots: the grid of each appointment type's lengths inside the business hours, in
// the business's time zone, minus what is booked. A slot id names a grid position
// (`20261126T0900-0`: day, start, appointment type), so booking re-checks that the id is a real
// open slot now: the assistant cannot invent a time.

export interface AppointmentKind {
  name: string;
  minutes: number;
}

export interface SlotRules {
  hours: WeeklyHours;
  timeZone: string;
  /** The owner's appointment types; an empty list offers one 30-minute "Appointment". */
  kinds: readonly AppointmentKind[];
  /** How soon a slot may start, in minutes from now (LEAD_TIME_MS when unset). */
  noticeMinutes?: number | undefined;
}

export interface Slot {
  slotId: string;
  startsAt: number;
  endsAt: number;
  kind: AppointmentKind;
  /** "Wednesday, November 26 at 9:00 AM" */
  label: string;
}

export interface BookedInterval {
  start: number;
  end: number;
}

/** How soon a slot may start, so that the business has notice. */
export const LEAD_TIME_MS = 60 * 60 * 1000;
/** How far ahead slots are offered. */
export const HORIZON_DAYS = 14;

const DEFAULT_KIND: AppointmentKind = { name: "Appointment", minutes: 30 };

export function kindsOf(rules: SlotRules): readonly AppointmentKind[] {
  return rules.kinds.length > 0 ? rules.kinds : [DEFAULT_KIND];
}

/** The appointment type a caller named (loosely), or the first. */
export function kindIndexFor(rules: SlotRules, name: string | undefined): number {
  const kinds = kindsOf(rules);
  if (!name) return 0;
  const wanted = name.toLowerCase();
  const found = kinds.findIndex(
    (kind) =>
      kind.name.toLowerCase() === wanted ||
      wanted.includes(kind.name.toLowerCase()) ||
      kind.name.toLowerCase().includes(wanted),
  );
  return found >= 0 ? found : 0;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function slotIdOf(date: string, minute: number, kindIndex: number): string {
  return `${date.replaceAll("-", "")}T${pad(Math.floor(minute / 60))}${pad(minute % 60)}-${kindIndex}`;
}

const SLOT_ID = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})-(\d{1,2})$/;

/** A slot without its spoken label (made only for the slots offered). */
type GridSlot = Omit<Slot, "label">;

/** The grid slots of one day for one appointment type, open or not. */
function daySlots(rules: SlotRules, date: string, kindIndex: number): GridSlot[] {
  const kind = kindsOf(rules)[kindIndex];
  if (!kind) return [];
  const noon = zonedInstant(date, 12 * 60, rules.timeZone);
  const weekday = zonedTime(noon, rules.timeZone).weekday;
  const slots: GridSlot[] = [];
  for (const range of rules.hours[weekday] ?? []) {
    // One offset for the whole range unless a clock change falls inside it (then per slot).
    const first = zonedInstant(date, range.start, rules.timeZone);
    const steady =
      zonedInstant(date, range.end, rules.timeZone) - first === (range.end - range.start) * 60_000;
    for (let minute = range.start; minute + kind.minutes <= range.end; minute += kind.minutes) {
      const startsAt = steady
        ? first + (minute - range.start) * 60_000
        : zonedInstant(date, minute, rules.timeZone);
      slots.push({
        slotId: slotIdOf(date, minute, kindIndex),
        startsAt,
        endsAt: startsAt + kind.minutes * 60_000,
        kind,
      });
    }
  }
  return slots;
}

function labelled(slot: GridSlot, timeZone: string): Slot {
  return { ...slot, label: spokenTime(slot.startsAt, timeZone) };
}

function isFree(
  slot: GridSlot,
  booked: readonly BookedInterval[],
  now: number,
  rules: SlotRules,
): boolean {
  const notice = rules.noticeMinutes === undefined ? LEAD_TIME_MS : rules.noticeMinutes * 60_000;
  if (slot.startsAt < now + notice) return false;
  return !booked.some((interval) => interval.start < slot.endsAt && slot.startsAt < interval.end);
}

/** The days to look at: `from` (or today) and the horizon after it, on the business's clock. */
export function searchWindow(rules: SlotRules, now: number, from?: string) {
  const today = zonedTime(now, rules.timeZone).date;
  const first = from && from > today ? from : today;
  const last = shiftDate(today, HORIZON_DAYS);
  return {
    first,
    last,
    start: zonedInstant(first, 0, rules.timeZone),
    end: zonedInstant(shiftDate(last, 1), 0, rules.timeZone),
  };
}

/**
 * Open slots from `from` (a `YYYY-MM-DD` the caller prefers, else today), soonest first: at
 * most `perDay` a day and `limit` in all, spread over the day (morning and afternoon).
 */
export function openSlots(options: {
  rules: SlotRules;
  booked: readonly BookedInterval[];
  now: number;
  kindIndex: number;
  from?: string | undefined;
  limit?: number;
  perDay?: number;
}): Slot[] {
  const { rules, booked, now, kindIndex } = options;
  const limit = options.limit ?? 6;
  const perDay = options.perDay ?? 3;
  const window = searchWindow(rules, now, options.from);
  const found: Slot[] = [];
  for (let date = window.first; date <= window.last && found.length < limit; ) {
    const free = daySlots(rules, date, kindIndex).filter((slot) =>
      isFree(slot, booked, now, rules),
    );
    // Spread the day's offers: the first, the middle and the last open slot.
    const picks =
      free.length <= perDay
        ? free
        : Array.from(
            { length: perDay },
            (_, index) => free[Math.round((index * (free.length - 1)) / (perDay - 1 || 1))],
          ).filter((slot): slot is GridSlot => slot !== undefined);
    for (const slot of picks) {
      if (found.length < limit && !found.some((item) => item.slotId === slot.slotId)) {
        found.push(labelled(slot, rules.timeZone));
      }
    }
    date = shiftDate(date, 1);
  }
  return found;
}

/**
 * The slot a slot id names, if it is a real grid slot that is open now; `undefined` for an
 * id the assistant made up, a time outside the hours, a past or taken slot.
 */
export function openSlotById(options: {
  rules: SlotRules;
  booked: readonly BookedInterval[];
  now: number;
  slotId: string;
}): Slot | undefined {
  const match = SLOT_ID.exec(options.slotId.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, kind] = match;
  const date = `${year}-${month}-${day}`;
  const window = searchWindow(options.rules, options.now);
  if (date < window.first || date > window.last) return undefined;
  const slot = daySlots(options.rules, date, Number(kind)).find(
    (candidate) => candidate.slotId === `${year}${month}${day}T${hour}${minute}-${Number(kind)}`,
  );
  return slot && isFree(slot, options.booked, options.now, options.rules)
    ? labelled(slot, options.rules.timeZone)
    : undefined;
}

/** Whether a slot id is well formed (booking a malformed id is refused without a lookup). */
export function isSlotId(value: string): boolean {
  return SLOT_ID.test(value.trim());
}
