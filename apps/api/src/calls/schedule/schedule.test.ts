import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS, isOpen, parseBusinessHours } from "./business-hours.js";
import { LEAD_TIME_MS, openSlotById, openSlots, type SlotRules } from "./slots.js";
import { zonedInstant, zonedTime } from "./time-zones.js";

describe("business hours written as text", () => {
  it("reads the specification's default", () => {
    const hours = parseBusinessHours("9:00 AM - 5:00 PM Monday-Friday");
    expect(hours).toEqual(DEFAULT_WEEKLY_HOURS);
    expect(isOpen(hours, 1, 9 * 60)).toBe(true);
    expect(isOpen(hours, 1, 17 * 60)).toBe(false);
    expect(isOpen(hours, 6, 12 * 60)).toBe(false);
  });

  it("reads several segments, short day names, 24-hour times and '9-5pm'", () => {
    const hours = parseBusinessHours("Mon-Fri 9am-6pm; Sat 10:00-14:00, Sunday 1-4pm");
    expect(hours[3]).toEqual([{ start: 540, end: 1080 }]);
    expect(hours[6]).toEqual([{ start: 600, end: 840 }]);
    expect(hours[0]).toEqual([{ start: 780, end: 960 }]);
    expect(parseBusinessHours("Weekdays 9-5pm")[2]).toEqual([{ start: 540, end: 1020 }]);
  });

  it("opens every day all day for 24/7, and falls back to the default on nonsense", () => {
    expect(parseBusinessHours("Open 24/7").every((day) => day[0]?.end === 1440)).toBe(true);
    expect(parseBusinessHours("whenever you like")).toEqual(DEFAULT_WEEKLY_HOURS);
  });
});

describe("wall-clock time in a time zone", () => {
  it("turns a day and minute there into an instant and back, across DST", () => {
    for (const date of ["2026-01-15", "2026-07-15", "2026-03-08", "2026-11-01"]) {
      const at = zonedInstant(date, 9 * 60 + 30, "America/Los_Angeles");
      expect(zonedTime(at, "America/Los_Angeles")).toMatchObject({ date, minute: 570 });
    }
    expect(new Date(zonedInstant("2026-01-15", 540, "America/New_York")).toISOString()).toBe(
      "2026-01-15T14:00:00.000Z",
    );
  });
});

describe("appointment slots", () => {
  const rules: SlotRules = {
    hours: parseBusinessHours("9:00 AM - 5:00 PM Monday-Friday"),
    timeZone: "America/Los_Angeles",
    kinds: [{ name: "Property showing", minutes: 30 }],
  };
  // Monday 2026-11-23, 8:00 in Los Angeles.
  const now = zonedInstant("2026-11-23", 8 * 60, "America/Los_Angeles");

  it("offers slots inside the hours, after the lead time, spread over the days", () => {
    const slots = openSlots({ rules, booked: [], now, kindIndex: 0 });
    expect(slots).toHaveLength(6);
    for (const slot of slots) {
      const at = zonedTime(slot.startsAt, rules.timeZone);
      expect(at.weekday).toBeGreaterThanOrEqual(1);
      expect(at.weekday).toBeLessThanOrEqual(5);
      expect(at.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(at.minute + 30).toBeLessThanOrEqual(17 * 60);
      expect(slot.startsAt).toBeGreaterThanOrEqual(now + LEAD_TIME_MS);
    }
    expect(slots[0]?.slotId).toBe("20261123T0900-0");
    expect(slots[0]?.label).toBe("Monday, November 23 at 9:00 AM");
    expect(new Set(slots.map((slot) => slot.slotId.slice(0, 8))).size).toBe(2);
  });

  it("leaves out what is booked, and re-checks an id before it is booked", () => {
    const [first] = openSlots({ rules, booked: [], now, kindIndex: 0 });
    if (!first) throw new Error("no slot");
    const booked = [{ start: first.startsAt, end: first.endsAt }];
    const again = openSlots({ rules, booked, now, kindIndex: 0 });
    expect(again.map((slot) => slot.slotId)).not.toContain(first.slotId);
    expect(openSlotById({ rules, booked: [], now, slotId: first.slotId })?.startsAt).toBe(
      first.startsAt,
    );
    expect(openSlotById({ rules, booked, now, slotId: first.slotId })).toBeUndefined();
  });

  it("refuses an invented id: outside the hours, off the grid, past, or too far ahead", () => {
    for (const slotId of [
      "20261123T2000-0",
      "20261123T0915-0",
      "20261128T1000-0",
      "20261120T1000-0",
      "20270123T1000-0",
      "20261123T1000-3",
      "tomorrow at ten",
    ]) {
      expect(openSlotById({ rules, booked: [], now, slotId }), slotId).toBeUndefined();
    }
  });
});
