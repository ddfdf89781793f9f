// Validation schemas for the call library's options (spec 5.2) and, re-exported from
// `dial-out-schemas.ts`, for dial-out (5.3): for users' forms, and applied by the
// transports before each call-library operation. Loaded on demand (`loadWebCallSchemas()`),
// so `./web` stays small until something needs them.

import * as z from "zod/mini";
import { callLibraryLimits } from "./call-library.js";
import { jsonBytes, jsonLength } from "./json-size.js";

export { callFatalErrorTypes, cameraErrorTypes } from "./call-library-errors.js";
export {
  type TDialOutOptions,
  type TSendDtmfOptions,
  type TSipCallTransferOptions,
  ZAppMessage,
  ZDialOutOptions,
  ZDtmfTones,
  ZSendDtmfOptions,
  ZSipCallTransferOptions,
  ZTransferTarget,
} from "./dial-out-schemas.js";

const RESERVED_TRACK_NAMES = [
  "cam-audio",
  "cam-video",
  "screen-video",
  "screen-audio",
  "rmpAudio",
  "rmpVideo",
  "customVideoDefaults",
] as const;

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
    (value) => (jsonLength(value) ?? 0) <= callLibraryLimits.userDataCharacters,
    `userData must be at most ${callLibraryLimits.userDataCharacters} characters of JSON.`,
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
  z.maxLength(callLibraryLimits.trackNameCharacters),
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
export const ZAudioLevelObserverInterval = z
  .number()
  .check(z.gte(callLibraryLimits.audioLevelIntervalMs));

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

const LAYER_SETS = ["low", "low,medium", "low,medium,high"];

/**
 * Simulcast encodings: 1 to 3 layers, exactly `low`, `low` and `medium`, or `low`,
 * `medium` and `high`, as the call library takes them.
 *
 * @example
 * ```ts
 * ZEncodings.parse({ low: { maxBitrate: 80_000 }, medium: { maxBitrate: 680_000 } });
 * ZEncodings.safeParse({ low: {}, high: {} }).success; // false: no medium layer
 * ```
 */
export const ZEncodings = z
  .strictObject({
    low: ZEncoding,
    medium: z.optional(ZEncoding),
    high: z.optional(ZEncoding),
  })
  .check(
    z.refine(
      (encodings) =>
        LAYER_SETS.includes(
          (["low", "medium", "high"] as const)
            .filter((layer) => encodings[layer] !== undefined)
            .join(","),
        ),
      "Encodings must be defined as: low, low and medium, or low, medium and high.",
    ),
  );

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
 * The meeting's session data: JSON-serialisable, at most 102,400 bytes of UTF-8 JSON.
 *
 * @example
 * ```ts
 * ZSessionData.parse({ topic: "billing" });
 * ```
 */
export const ZSessionData = z.unknown().check(
  z.refine((value) => jsonBytes(value) !== undefined, "Session data must be JSON-serialisable."),
  z.refine(
    (value) => (jsonBytes(value) ?? 0) <= callLibraryLimits.sessionDataBytes,
    `Session data is limited to ${callLibraryLimits.sessionDataBytes} bytes of JSON.`,
  ),
);

/**
 * How session data is written: replacing it, or merging its top-level keys.
 *
 * @example
 * ```ts
 * ZSessionDataMergeStrategy.parse("shallow-merge");
 * ```
 */
export const ZSessionDataMergeStrategy = z.enum(["replace", "shallow-merge"]);

const ZTilesPerPage = z
  .number()
  .check(z.int(), z.gte(1), z.lte(callLibraryLimits.gridTilesPerPage));

/**
 * A grid layout: at most 49 video tiles per page, at least 1, the minimum not above the
 * maximum.
 *
 * @example
 * ```ts
 * ZLayoutConfig.parse({ grid: { maxTilesPerPage: 49, minTilesPerPage: 4 } });
 * ```
 */
export const ZLayoutConfig = z.object({
  grid: z.optional(
    z
      .object({
        maxTilesPerPage: z.optional(ZTilesPerPage),
        minTilesPerPage: z.optional(ZTilesPerPage),
      })
      .check(
        z.refine(
          (grid) =>
            grid.maxTilesPerPage === undefined ||
            grid.minTilesPerPage === undefined ||
            grid.minTilesPerPage <= grid.maxTilesPerPage,
          "grid.minTilesPerPage can't be higher than grid.maxTilesPerPage.",
        ),
      ),
  ),
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
 * The video processors {@link ZVideoProcessor} accepts.
 *
 * @example
 * ```ts
 * const blur: TVideoProcessor = { type: "background-blur", config: { strength: 1 } };
 * ```
 */
export type TVideoProcessor = z.infer<typeof ZVideoProcessor>;
