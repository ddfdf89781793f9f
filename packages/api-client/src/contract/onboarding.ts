import * as z from "zod/mini";
import {
  BUSINESS_SETTINGS_SHAPE,
  customSmsRule,
  PERSONA_SETTINGS_SHAPE,
  WEBSITE_SETTINGS_SHAPE,
  ZWebsiteList,
} from "./receptionist-settings.js";

/**
 * `PUT /api/onboarding/steps/:step`: saves one of the three settings steps; the customer
 * resumes at the next one (after the receptionist step: the website step when a website was
 * named, else the number). The step is the path's parameter and picks the fields.
 *
 * @example
 * ```ts
 * await api.saveOnboardingStep({ step: "website", websitesToCrawl: ["https://bayside.example"] });
 * ```
 */
export const ZOnboardingStepRequest = z.discriminatedUnion("step", [
  // The business step may name the website first (optional): its crawl starts at once, and
  // the website step is shown only to an owner who named one.
  z.object({
    step: z.literal("business"),
    ...BUSINESS_SETTINGS_SHAPE,
    websitesToCrawl: z.optional(ZWebsiteList),
  }),
  z.object({ step: z.literal("receptionist"), ...PERSONA_SETTINGS_SHAPE }).check(customSmsRule),
  z.object({ step: z.literal("website"), ...WEBSITE_SETTINGS_SHAPE }),
]);

/** One settings step of onboarding, as sent. */
export type TOnboardingStepRequestInput = z.input<typeof ZOnboardingStepRequest>;
/** One settings step of onboarding, validated. */
export type TOnboardingStepRequest = z.output<typeof ZOnboardingStepRequest>;

/**
 * The "test my forwarding" check: a call to the owner's business line must arrive at the
 * Ringline number and be answered by the receptionist. On the embedded emulator the product
 * places that call itself; on the hosted platform the owner calls their business line from
 * another phone and the check watches for it.
 *
 * @example
 * ```ts
 * const { test } = await api.startForwardingTest();
 * const later = await api.getForwardingTest({ since: test.since });
 * later.test.status; // "answered"
 * ```
 */
export const ZForwardingTest = z.object({
  /** When the check started; calls before it do not count. */
  since: z.string(),
  /** Whether the product placed the call itself (the emulator), or waits for the owner's. */
  placedByRingline: z.boolean(),
  /** `waiting` for a call, `arrived` (ringing the receptionist), `answered` by it. */
  status: z.enum(["waiting", "arrived", "answered"]),
  call: z.nullable(
    z.object({
      id: z.string(),
      from: z.nullable(z.string()),
      to: z.string(),
      /** What the receptionist said first, once it answered. */
      greeting: z.nullable(z.string()),
      startedAt: z.string(),
    }),
  ),
});

/** The forwarding check. */
export type TForwardingTest = z.infer<typeof ZForwardingTest>;

/**
 * The forwarding check's answer.
 *
 * @example
 * ```ts
 * const { test } = ZForwardingTestResponse.parse(body);
 * ```
 */
export const ZForwardingTestResponse = z.object({
  success: z.literal(true),
  test: ZForwardingTest,
});

/** The forwarding check's answer. */
export type TForwardingTestResponse = z.infer<typeof ZForwardingTestResponse>;

/**
 * `GET /api/onboarding/forwarding-test?since=…`: how the check started at `since` stands.
 *
 * @example
 * ```ts
 * await api.getForwardingTest({ since: "2026-11-24T10:00:00.000Z" });
 * ```
 */
export const ZForwardingTestQuery = z.object({
  since: z.iso.datetime("Give when the check started"),
});

/**
 * An answer that only says it worked.
 *
 * @example
 * ```ts
 * await api.completeWalkthrough(); // { success: true }
 * ```
 */
export const ZOnboardingDoneResponse = z.object({ success: z.literal(true) });
