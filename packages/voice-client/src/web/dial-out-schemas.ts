// Dial-out rules (spec 5.3): who to call, how, DTMF and transfers. Re-exported by
// `schemas.ts`, so `./schemas` and `loadWebCallSchemas()` carry them too.

import * as z from "zod/mini";
import { callLibraryLimits } from "./call-library.js";
import { jsonLength } from "./json-size.js";

const CAN_RECEIVE_KEYS = ["base", "byUserId", "byParticipantId"];

// The dial-out participant's `canReceive` permission: an object with only these keys.
const ZDialOutPermissions = z.object({
  canReceive: z
    .record(z.string(), z.unknown())
    .check(
      z.refine(
        (value) => Object.keys(value).every((key) => CAN_RECEIVE_KEYS.includes(key)),
        `canReceive can only contain ${CAN_RECEIVE_KEYS.join(", ")}.`,
      ),
    ),
});

const ZDialOutCodecs = z.object({
  audio: z.optional(z.array(z.enum(["OPUS", "PCMU", "PCMA", "G722"]))),
  video: z.optional(z.array(z.enum(["H264", "VP8"]))),
});

/**
 * An E.164 number as the platform accepts it: `+`, then up to 15 digits, not starting with 0
 * (`+001234567890` is what the platform calls a non-E.164 number).
 */
const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * Dial-out options: exactly one of `sipUri` (`sip:…`) or `phoneNumber` (E.164); `callerId`
 * only with a phone number; `displayName` under 200 characters; `userId` at most 36;
 * `extension` at most 20; `waitBeforeExtensionDialSec` at most 60 and only with an
 * extension.
 *
 * @example
 * ```ts
 * ZDialOutOptions.parse({ phoneNumber: "+14155550100", extension: "42", waitBeforeExtensionDialSec: 5 });
 * ```
 */
export const ZDialOutOptions = z
  .object({
    sipUri: z.optional(z.string().check(z.startsWith("sip:"))),
    phoneNumber: z.optional(z.string().check(z.regex(E164, "phoneNumber must be E.164 (+…)."))),
    displayName: z.optional(z.string().check(z.maxLength(199))),
    userId: z.optional(z.string().check(z.maxLength(36))),
    video: z.optional(z.boolean()),
    codecs: z.optional(ZDialOutCodecs),
    callerId: z.optional(z.string()),
    extension: z.optional(z.string().check(z.maxLength(20))),
    waitBeforeExtensionDialSec: z.optional(z.number().check(z.gte(0), z.lte(60))),
    permissions: z.optional(ZDialOutPermissions),
  })
  .check(
    z.refine(
      (options) => (options.sipUri === undefined) !== (options.phoneNumber === undefined),
      "Give exactly one of sipUri or phoneNumber.",
    ),
    z.refine((options) => options.callerId === undefined || options.phoneNumber !== undefined, {
      message: "callerId is only allowed with a phoneNumber.",
      path: ["callerId"],
    }),
    z.refine(
      (options) =>
        options.waitBeforeExtensionDialSec === undefined || options.extension !== undefined,
      {
        message: "waitBeforeExtensionDialSec needs an extension.",
        path: ["waitBeforeExtensionDialSec"],
      },
    ),
  );

/**
 * DTMF tones to send: 1–20 of `0-9`, `A-D`, `*`, `#`.
 *
 * @example
 * ```ts
 * ZDtmfTones.parse("1234#");
 * ```
 */
export const ZDtmfTones = z
  .string()
  .check(z.regex(/^[0-9A-D*#]{1,20}$/, "Up to 20 of 0-9 A-D * #."));

/**
 * Options of `sendDTMF`.
 *
 * @example
 * ```ts
 * ZSendDtmfOptions.parse({ sessionId: "dial-out-session", tones: "9" });
 * ```
 */
export const ZSendDtmfOptions = z.object({ sessionId: z.string(), tones: ZDtmfTones });

/**
 * Where a call is transferred: a `sip:` URI or a `+` number.
 *
 * @example
 * ```ts
 * ZTransferTarget.parse("sip:desk@example.com");
 * ```
 */
export const ZTransferTarget = z
  .string()
  .check(
    z.refine(
      (target) => target.startsWith("sip:") || target.startsWith("+"),
      "The target must start with sip: or +.",
    ),
  );

/**
 * Options of a SIP call transfer (`sipCallTransfer`).
 *
 * @example
 * ```ts
 * ZSipCallTransferOptions.parse({ sessionId: "s", toEndPoint: "+14155550100" });
 * ```
 */
export const ZSipCallTransferOptions = z
  .object({
    sessionId: z.string(),
    toEndPoint: ZTransferTarget,
    callerId: z.optional(z.string()),
    extension: z.optional(z.string().check(z.maxLength(20))),
    waitBeforeExtensionDialSec: z.optional(z.number().check(z.gte(0), z.lte(60))),
  })
  .check(
    z.refine(
      (options) =>
        options.waitBeforeExtensionDialSec === undefined || options.extension !== undefined,
      {
        message: "waitBeforeExtensionDialSec needs an extension.",
        path: ["waitBeforeExtensionDialSec"],
      },
    ),
  );

/**
 * An app message: JSON-serialisable, at most 4096 characters of JSON.
 *
 * @example
 * ```ts
 * ZAppMessage.parse({ type: "say", message: "Hello" });
 * ```
 */
export const ZAppMessage = z.unknown().check(
  z.refine((value) => jsonLength(value) !== undefined, "App messages must be JSON-serialisable."),
  z.refine(
    (value) => (jsonLength(value) ?? 0) <= callLibraryLimits.appMessageCharacters,
    `App messages are limited to ${callLibraryLimits.appMessageCharacters} characters of JSON.`,
  ),
);

/**
 * The dial-out options {@link ZDialOutOptions} accepts.
 *
 * @example
 * ```ts
 * const options: TDialOutOptions = { sipUri: "sip:agent@example.com", displayName: "Support" };
 * ```
 */
export type TDialOutOptions = z.infer<typeof ZDialOutOptions>;

/**
 * The transfer options {@link ZSipCallTransferOptions} accepts.
 *
 * @example
 * ```ts
 * const transfer: TSipCallTransferOptions = { sessionId: "s", toEndPoint: "sip:desk@example.com" };
 * ```
 */
export type TSipCallTransferOptions = z.infer<typeof ZSipCallTransferOptions>;

/**
 * The DTMF options {@link ZSendDtmfOptions} accepts.
 *
 * @example
 * ```ts
 * const dtmf: TSendDtmfOptions = { sessionId: "s", tones: "*9" };
 * ```
 */
export type TSendDtmfOptions = z.infer<typeof ZSendDtmfOptions>;
