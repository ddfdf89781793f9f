import * as z from "zod/mini";
import {
  BUSINESS_SETTINGS_SHAPE,
  customSmsRule,
  PERSONA_SETTINGS_SHAPE,
  WEBSITE_FINDINGS_SHAPE,
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
  // The website step may keep what the crawl found (description, services, hours, FAQs).
  z.object({ step: z.literal("website"), ...WEBSITE_SETTINGS_SHAPE, ...WEBSITE_FINDINGS_SHAPE }),
]);

/** One settings step of onboarding, as sent. */
export type TOnboardingStepRequestInput = z.input<typeof ZOnboardingStepRequest>;
/** One settings step of onboarding, validated. */
export type TOnboardingStepRequest = z.output<typeof ZOnboardingStepRequest>;

/**
 * The two test calls: `cell`, the first one, where the owner calls their Ringline number from
 * their cell and watches the receptionist answer; `forwarding`, a call to the business line
 * that must arrive forwarded.
 */
export const TEST_CALL_KINDS = ["cell", "forwarding"] as const;

/** Which test call. */
export type TTestCallKind = (typeof TEST_CALL_KINDS)[number];

/**
 * `POST /api/onboarding/forwarding-test`: starts a test call (`forwarding` when not named).
 *
 * @example
 * ```ts
 * await api.startForwardingTest({ kind: "cell" });
 * ```
 */
export const ZTestCallRequest = z.object({
  kind: z.optional(z.enum(TEST_CALL_KINDS)),
});

/**
 * A test call and how it stands. `forwarding`: a call to the owner's business line must
 * arrive at the Ringline number and be answered by the receptionist. `cell`: the owner calls
 * the Ringline number itself. On the embedded emulator there is no phone network, so the
 * product places the call itself (and says so); on the hosted platform the owner dials and the
 * check watches for the call, with what is said as it is said.
 *
 * @example
 * ```ts
 * const test = await api.startForwardingTest({ kind: "cell" });
 * const later = await api.getForwardingTest({ since: test.since });
 * later.status; // "answered"
 * later.call?.transcript; // [{ speaker: "receptionist", text: "Thanks for calling…" }]
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
      /** What was said so far, line by line, in order. */
      transcript: z.array(
        z.object({ speaker: z.enum(["receptionist", "caller"]), text: z.string() }),
      ),
      /** Whether the call is over (then the transcript is whole). */
      ended: z.boolean(),
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
