import * as z from "zod/mini";
import {
  addDays,
  calendarDateIn,
  emailAddress,
  isCalendarDate,
  isTimeZone,
  optionalText,
  phoneNumber,
  requiredText,
} from "./fields.js";

export { CALL_VOLUME_BANDS } from "../core/form-limits.js";

/**
 * The kinds of real-estate business a demo can be booked for.
 *
 * @example
 * ```tsx
 * REALTOR_TYPES.map((type) => <option key={type}>{type}</option>);
 * ```
 */
export const REALTOR_TYPES = ["individual", "team", "brokerage"] as const;

/**
 * The parts of the day a demo can be booked in.
 *
 * @example
 * ```tsx
 * PREFERRED_TIMES.map((time) => <option key={time}>{time}</option>);
 * ```
 */
export const PREFERRED_TIMES = ["morning", "afternoon", "evening"] as const;

/**
 * How far ahead a demo can be booked, in days; the earliest day is tomorrow.
 *
 * @example
 * ```ts
 * const { first, last } = demoBookingDateRange(timeZone); // last is 30 days ahead
 * ```
 */
export const DEMO_BOOKING_MAX_DAYS_AHEAD = 30;

const INVALID_NUMBER = "Please enter a valid number";
const INVALID_DATE = "Please select a preferred date";

/**
 * The first and last day (`YYYY-MM-DD`) a demo can be booked for, in the visitor's time zone.
 *
 * @example
 * ```ts
 * demoBookingDateRange("America/Chicago", new Date("2026-11-21T12:00:00Z"));
 * // { first: "2026-11-22", last: "2026-12-21" }
 * ```
 */
export function demoBookingDateRange(
  timeZone: string,
  now: Date = new Date(),
): { first: string; last: string } {
  const today = calendarDateIn(timeZone, now);
  return { first: addDays(today, 1), last: addDays(today, DEMO_BOOKING_MAX_DAYS_AHEAD) };
}

const currentCalls = z.pipe(
  z.pipe(
    z.union([z.number(INVALID_NUMBER), z.string(INVALID_NUMBER)], INVALID_NUMBER),
    z.transform((value: number | string) =>
      typeof value === "string" ? (value.trim() === "" ? Number.NaN : Number(value)) : value,
    ),
  ),
  z
    .number(INVALID_NUMBER)
    .check(z.int(INVALID_NUMBER), z.gte(0, INVALID_NUMBER), z.lte(1_000_000, INVALID_NUMBER)),
);

/**
 * A demo booking from the site's booking form. `preferredDate` is a calendar day from
 * tomorrow to 30 days ahead in the visitor's `timezone`; the check uses the clock at parse
 * time, so browser and server apply the same rule.
 *
 * @example
 * ```ts
 * const result = ZDemoBookingRequest.safeParse(formValues);
 * if (!result.success) showErrors(fieldErrorsOf(result.error.issues));
 * ```
 */
export const ZDemoBookingRequest = z
  .object({
    name: requiredText(2, 100, "Name must be at least 2 characters"),
    email: emailAddress("Please enter a valid email address"),
    phone: phoneNumber(),
    company: requiredText(2, 200, "Company name is required"),
    realtorType: z.enum(REALTOR_TYPES, "Please select your business type"),
    currentCalls,
    preferredDate: z.string(INVALID_DATE).check(z.trim(), z.refine(isCalendarDate, INVALID_DATE)),
    preferredTime: z.enum(PREFERRED_TIMES, "Please select a preferred time"),
    timezone: z
      .string("Please select your timezone")
      .check(z.trim(), z.refine(isTimeZone, "Please select your timezone")),
    message: optionalText(2000, "Message must be at most 2000 characters"),
  })
  .check(
    z.refine(
      (booking) => {
        if (!isCalendarDate(booking.preferredDate)) return true;
        const range = demoBookingDateRange(booking.timezone);
        return booking.preferredDate >= range.first && booking.preferredDate <= range.last;
      },
      {
        message: INVALID_DATE,
        path: ["preferredDate"],
        // Checked whenever the date itself is readable, even while other fields are wrong.
        when: (payload) => {
          const value = payload.value as { preferredDate?: unknown; timezone?: unknown };
          return typeof value?.preferredDate === "string" && typeof value.timezone === "string";
        },
      },
    ),
  );

/** A validated demo booking. */
export type TDemoBookingRequest = z.infer<typeof ZDemoBookingRequest>;
/** What the booking form holds before validation. */
export type TDemoBookingRequestInput = z.input<typeof ZDemoBookingRequest>;

/**
 * The answer to a stored demo booking.
 *
 * @example
 * ```ts
 * const { data } = ZDemoBookingResponse.parse(await response.json());
 * console.log(data.status); // "pending"
 * ```
 */
export const ZDemoBookingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    status: z.string(),
    preferredDate: z.string(),
    preferredTime: z.enum(PREFERRED_TIMES),
    createdAt: z.string(),
  }),
});

/** The answer to a stored demo booking. */
export type TDemoBookingResponse = z.infer<typeof ZDemoBookingResponse>;
