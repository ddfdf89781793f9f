// Validation schemas for the call library's options and for dial-out, for users' forms and
// for the rarely used `WebCall` methods. Loaded on demand (`loadWebCallSchemas()`), so
// `./web` stays small until something needs them.

import * as z from "zod/mini";

const RESERVED_TRACK_NAMES = [
  "cam-audio",
  "cam-video",
  "screen-video",
  "screen-audio",
  "rmpAudio",
  "rmpVideo",
  "customVideoDefaults",
] as const;

const USER_DATA_LIMIT = 4096;
const APP_MESSAGE_LIMIT = 4096;

function jsonLength(value: unknown): number | undefined {
  try {
    const json = JSON.stringify(value);
    return typeof json === "string" ? json.length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Participant `userData`: JSON-serialisable, at most 4096 characters of JSON.
 *
 * @example
 * ```ts
 * const { ZUserData } = await loadWebCallSchemas();
 * ZUserData.parse({ plan: "pro" });
 * ```
 */
export const ZUserData = z.unknown().check(
  z.refine((value) => jsonLength(value) !== undefined, "userData must be JSON-serialisable."),
  z.refine(
    (value) => (jsonLength(value) ?? 0) <= USER_DATA_LIMIT,
    `userData must be at most ${USER_DATA_LIMIT} characters of JSON.`,
  ),
);

/**
 * A custom track name: 1–50 characters, not one of the names Daily reserves.
 *
 * @example
 * ```ts
 * ZCustomTrackName.parse("whiteboard"); // ok
 * ZCustomTrackName.safeParse("cam-audio").success; // false
 * ```
 */
export const ZCustomTrackName = z.string().check(
  z.minLength(1),
  z.maxLength(50),
  z.refine(
    (name) => !(RESERVED_TRACK_NAMES as readonly string[]).includes(name),
    `The track name is reserved (${RESERVED_TRACK_NAMES.join(", ")}).`,
  ),
);

/**
 * The interval of an audio level observer, in milliseconds: at least 100.
 *
 * @example
 * ```ts
 * ZAudioLevelObserverInterval.parse(100);
 * ```
 */
export const ZAudioLevelObserverInterval = z.number().check(z.gte(100));

/**
 * The camera send-settings presets.
 *
 * @example
 * ```ts
 * ZVideoSendSettingsPreset.parse("bandwidth-optimized");
 * ```
 */
export const ZVideoSendSettingsPreset = z.enum([
  "default-video",
  "bandwidth-optimized",
  "bandwidth-and-quality-balanced",
  "quality-optimized",
  "adaptive-2-layers",
  "adaptive-3-layers",
]);

/**
 * The screen-share send-settings presets.
 *
 * @example
 * ```ts
 * ZScreenVideoSendSettingsPreset.parse("motion-optimized");
 * ```
 */
export const ZScreenVideoSendSettingsPreset = z.enum([
  "default-screen-video",
  "detail-optimized",
  "motion-optimized",
  "motion-and-detail-balanced",
]);

/**
 * The highest simulcast layer to send.
 *
 * @example
 * ```ts
 * ZMaxQuality.parse("medium");
 * ```
 */
export const ZMaxQuality = z.enum(["low", "medium", "high"]);

const ZEncoding = z.looseObject({
  maxBitrate: z.optional(z.number()),
  maxFramerate: z.optional(z.number()),
  scaleResolutionDownBy: z.optional(z.number()),
});

/**
 * Simulcast encodings: 1 to 3 layers (`low`, then optionally `medium` and `high`).
 *
 * @example
 * ```ts
 * ZEncodings.parse({ low: { maxBitrate: 80_000 }, high: { maxBitrate: 680_000 } });
 * ```
 */
export const ZEncodings = z.strictObject({
  low: ZEncoding,
  medium: z.optional(ZEncoding),
  high: z.optional(ZEncoding),
});

/**
 * Custom video send settings.
 *
 * @example
 * ```ts
 * ZVideoSendSettings.parse({ maxQuality: "low", encodings: { low: { maxBitrate: 100_000 } } });
 * ```
 */
export const ZVideoSendSettings = z.object({
  maxQuality: z.optional(ZMaxQuality),
  encodings: z.optional(ZEncodings),
  allowAdaptiveLayers: z.optional(z.boolean()),
});

/**
 * Screen-share send settings: custom settings or a screen preset.
 *
 * @example
 * ```ts
 * ZScreenVideoSendSettings.parse("detail-optimized");
 * ```
 */
export const ZScreenVideoSendSettings = z.union([
  ZVideoSendSettings,
  ZScreenVideoSendSettingsPreset,
]);

/**
 * Send settings for `updateSendSettings`: camera, custom-track defaults and screen.
 *
 * @example
 * ```ts
 * ZSendSettings.parse({ video: "adaptive-2-layers", screenVideo: "motion-optimized" });
 * ```
 */
export const ZSendSettings = z.object({
  video: z.optional(z.union([ZVideoSendSettings, ZVideoSendSettingsPreset])),
  customVideoDefaults: z.optional(z.union([ZVideoSendSettings, ZVideoSendSettingsPreset])),
  screenVideo: z.optional(ZScreenVideoSendSettings),
});

/**
 * The volume of a remote media player: 0.0 to 2.0.
 *
 * @example
 * ```ts
 * ZRemoteMediaPlayerVolume.parse(1.5);
 * ```
 */
export const ZRemoteMediaPlayerVolume = z.number().check(z.gte(0), z.lte(2));

/**
 * The kind of recording.
 *
 * @example
 * ```ts
 * ZRecordingType.parse("cloud");
 * ```
 */
export const ZRecordingType = z.enum(["cloud", "raw-tracks", "local"]);

/**
 * The background-blur processor: strength above 0, at most 1.
 *
 * @example
 * ```ts
 * ZBackgroundBlur.parse({ type: "background-blur", config: { strength: 0.5 } });
 * ```
 */
export const ZBackgroundBlur = z.object({
  type: z.literal("background-blur"),
  config: z.object({ strength: z.optional(z.number().check(z.gt(0), z.lte(1))) }),
});

/**
 * The background-image processor: a URL, or a preselected image (an integer 1–10), or bytes.
 *
 * @example
 * ```ts
 * ZBackgroundImage.parse({ type: "background-image", config: { source: 3 } });
 * ```
 */
export const ZBackgroundImage = z.object({
  type: z.literal("background-image"),
  config: z.object({
    url: z.optional(z.string()),
    source: z.optional(
      z.union([
        z.string(),
        z.number().check(z.int(), z.gte(1), z.lte(10)),
        z.instanceof(ArrayBuffer),
      ]),
    ),
  }),
});

/**
 * A video input processor.
 *
 * @example
 * ```ts
 * ZVideoProcessor.parse({ type: "none" });
 * ```
 */
export const ZVideoProcessor = z.union([
  z.object({ type: z.literal("none") }),
  z.object({ type: z.literal("face-detection") }),
  ZBackgroundBlur,
  ZBackgroundImage,
]);

const ZDialOutCodecs = z.object({
  audio: z.optional(z.array(z.enum(["OPUS", "PCMU", "PCMA", "G722"]))),
  video: z.optional(z.array(z.enum(["H264", "VP8"]))),
});

/** An E.164 number: `+`, then up to 15 digits, not starting with 0. */
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
    permissions: z.optional(z.unknown()),
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
    (value) => (jsonLength(value) ?? 0) <= APP_MESSAGE_LIMIT,
    `App messages are limited to ${APP_MESSAGE_LIMIT} characters of JSON.`,
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
 * The send settings {@link ZSendSettings} accepts.
 *
 * @example
 * ```ts
 * const settings: TSendSettings = { video: { maxQuality: "medium" } };
 * ```
 */
export type TSendSettings = z.infer<typeof ZSendSettings>;

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
 * The video processors {@link ZVideoProcessor} accepts.
 *
 * @example
 * ```ts
 * const blur: TVideoProcessor = { type: "background-blur", config: { strength: 1 } };
 * ```
 */
export type TVideoProcessor = z.infer<typeof ZVideoProcessor>;

/**
 * The DTMF options {@link ZSendDtmfOptions} accepts.
 *
 * @example
 * ```ts
 * const dtmf: TSendDtmfOptions = { sessionId: "s", tones: "*9" };
 * ```
 */
export type TSendDtmfOptions = z.infer<typeof ZSendDtmfOptions>;
