import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoBookingDateRange, ZDemoBookingRequest } from "./demo-booking.js";
import { fieldErrorsOf } from "./envelope.js";

// 2026-11-21 12:00 UTC: tomorrow is 2026-11-22 in Chicago, the last bookable day 2026-12-21.
const NOW = new Date("2026-11-21T12:00:00.000Z");

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "5551234567",
  company: "Lovelace Realty",
  realtorType: "team",
  currentCalls: 75,
  preferredDate: "2026-11-25",
  preferredTime: "afternoon",
  timezone: "America/Chicago",
} as const;

function messagesFor(input: unknown): Record<string, string[]> {
  const result = ZDemoBookingRequest.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("ZDemoBookingRequest", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts a complete booking, lower-cases the e-mail and keeps the message", () => {
    const result = ZDemoBookingRequest.parse({
      ...valid,
      email: " Ada@Example.com ",
      message: " Evenings are best ",
    });
    expect(result).toEqual({ ...valid, message: "Evenings are best" });
  });

  it.each([0, 25, 150, 300, 500, "500", 1200])("accepts the call volume %j", (currentCalls) => {
    expect(messagesFor({ ...valid, currentCalls })).toEqual({});
  });

  it.each([-1, 2.5, "", "many", null, Number.NaN])(
    "refuses the call volume %j with 'Please enter a valid number'",
    (currentCalls) => {
      expect(messagesFor({ ...valid, currentCalls }).currentCalls).toEqual([
        "Please enter a valid number",
      ]);
    },
  );

  it("accepts tomorrow and the 30th day ahead, in the visitor's time zone", () => {
    expect(demoBookingDateRange("America/Chicago")).toEqual({
      first: "2026-11-22",
      last: "2026-12-21",
    });
    expect(messagesFor({ ...valid, preferredDate: "2026-11-22" })).toEqual({});
    expect(messagesFor({ ...valid, preferredDate: "2026-12-21" })).toEqual({});
  });

  it.each(["2026-11-21", "2026-12-22", "2025-01-01", "2026-02-30", "tomorrow", ""])(
    "refuses the date %j with 'Please select a preferred date'",
    (preferredDate) => {
      expect(messagesFor({ ...valid, preferredDate }).preferredDate).toEqual([
        "Please select a preferred date",
      ]);
    },
  );

  it("counts days from the visitor's own calendar", () => {
    // 23:30 in Chicago on the 21st is already the 22nd in Tokyo.
    vi.setSystemTime(new Date("2026-11-22T05:30:00.000Z"));
    expect(messagesFor({ ...valid, preferredDate: "2026-11-22" })).toEqual({});
    expect(
      messagesFor({ ...valid, timezone: "Asia/Tokyo", preferredDate: "2026-11-22" }).preferredDate,
    ).toEqual(["Please select a preferred date"]);
  });

  it("checks the date even while other fields are wrong", () => {
    expect(messagesFor({ ...valid, name: "A", preferredDate: "2026-11-21" })).toEqual({
      name: ["Name must be at least 2 characters"],
      preferredDate: ["Please select a preferred date"],
    });
  });

  it.each([
    ["realtorType", "solo", "Please select your business type"],
    ["preferredTime", "night", "Please select a preferred time"],
    ["timezone", "Mars/Olympus", "Please select your timezone"],
    ["email", "ada@", "Please enter a valid email address"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["company", "", "Company name is required"],
  ])("refuses %s %j with %j", (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("reports every missing field", () => {
    expect(Object.keys(messagesFor({})).sort()).toEqual(
      [
        "company",
        "currentCalls",
        "email",
        "name",
        "phone",
        "preferredDate",
        "preferredTime",
        "realtorType",
        "timezone",
      ].sort(),
    );
  });
});
