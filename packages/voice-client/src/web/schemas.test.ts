import { describe, expect, test } from "vitest";
import { loadWebCallSchemas } from "./index.js";
import * as schemas from "./schemas.js";

type Schema = { safeParse(value: unknown): { success: boolean } };
const describeValue = (value: unknown) =>
  String(typeof value === "object" ? Object.keys(value ?? {}) : value).slice(0, 80);
const ok = (schema: Schema, value: unknown) =>
  expect(schema.safeParse(value).success, describeValue(value)).toBe(true);
const bad = (schema: Schema, value: unknown) =>
  expect(schema.safeParse(value).success, describeValue(value)).toBe(false);

describe("call-library options", () => {
  test("userData: JSON-serialisable, at most 4096 characters of JSON", () => {
    ok(schemas.ZUserData, "x".repeat(4094)); // "…" quoted: 4096
    bad(schemas.ZUserData, "x".repeat(4095));
    bad(schemas.ZUserData, 10n);
    bad(schemas.ZUserData, () => 1);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    bad(schemas.ZUserData, circular);
  });

  test("custom track names: at most 50 characters, not reserved", () => {
    ok(schemas.ZCustomTrackName, "t".repeat(50));
    bad(schemas.ZCustomTrackName, "t".repeat(51));
    bad(schemas.ZCustomTrackName, "");
    for (const reserved of [
      "cam-audio",
      "cam-video",
      "screen-video",
      "screen-audio",
      "rmpAudio",
      "rmpVideo",
      "customVideoDefaults",
    ]) {
      bad(schemas.ZCustomTrackName, reserved);
    }
  });

  test("audio level interval: at least 100 ms", () => {
    ok(schemas.ZAudioLevelObserverInterval, 100);
    bad(schemas.ZAudioLevelObserverInterval, 99.9);
  });

  test("encodings: 1 to 3 layers", () => {
    ok(schemas.ZEncodings, { low: { maxBitrate: 1 } });
    ok(schemas.ZEncodings, { low: {}, medium: {}, high: {} });
    bad(schemas.ZEncodings, {});
    bad(schemas.ZEncodings, { low: {}, medium: {}, high: {}, ultra: {} });
  });

  test("send-settings presets for video and screen", () => {
    ok(schemas.ZSendSettings, {
      video: "adaptive-3-layers",
      customVideoDefaults: "quality-optimized",
      screenVideo: "motion-and-detail-balanced",
    });
    bad(schemas.ZSendSettings, { video: "motion-optimized" });
    bad(schemas.ZSendSettings, { screenVideo: "adaptive-2-layers" });
    ok(schemas.ZScreenVideoSendSettings, "detail-optimized");
    bad(schemas.ZScreenVideoSendSettings, "default-video");
  });

  test("maxQuality: low, medium or high", () => {
    for (const quality of ["low", "medium", "high"])
      ok(schemas.ZVideoSendSettings, { maxQuality: quality });
    bad(schemas.ZVideoSendSettings, { maxQuality: "ultra" });
  });

  test("remote player volume: 0.0 to 2.0", () => {
    ok(schemas.ZRemoteMediaPlayerVolume, 0);
    ok(schemas.ZRemoteMediaPlayerVolume, 2);
    bad(schemas.ZRemoteMediaPlayerVolume, -0.01);
    bad(schemas.ZRemoteMediaPlayerVolume, 2.01);
  });

  test("recording type: cloud, raw-tracks or local", () => {
    for (const type of ["cloud", "raw-tracks", "local"]) ok(schemas.ZRecordingType, type);
    bad(schemas.ZRecordingType, "cloud-audio-only");
  });

  test("background blur: 0 < strength ≤ 1", () => {
    const blur = (strength: number) => ({ type: "background-blur", config: { strength } });
    ok(schemas.ZBackgroundBlur, blur(1));
    ok(schemas.ZBackgroundBlur, blur(0.001));
    bad(schemas.ZBackgroundBlur, blur(0));
    bad(schemas.ZBackgroundBlur, blur(1.001));
  });

  test("background image preselect: an integer from 1 to 10", () => {
    const image = (source: number) => ({ type: "background-image", config: { source } });
    ok(schemas.ZVideoProcessor, image(1));
    ok(schemas.ZVideoProcessor, image(10));
    bad(schemas.ZVideoProcessor, image(0));
    bad(schemas.ZVideoProcessor, image(11));
    bad(schemas.ZVideoProcessor, image(2.5));
  });
});

describe("dial-out", () => {
  const phone = "+14155550100";

  test("exactly one of sipUri (sip:) or phoneNumber (E.164)", () => {
    ok(schemas.ZDialOutOptions, { sipUri: "sip:agent@example.com" });
    ok(schemas.ZDialOutOptions, { phoneNumber: phone });
    ok(schemas.ZDialOutOptions, { phoneNumber: "+123456789012345" });
    bad(schemas.ZDialOutOptions, {});
    bad(schemas.ZDialOutOptions, { sipUri: "sip:a@b", phoneNumber: phone });
    bad(schemas.ZDialOutOptions, { sipUri: "sips:a@b" });
    bad(schemas.ZDialOutOptions, { phoneNumber: "14155550100" });
    bad(schemas.ZDialOutOptions, { phoneNumber: "+1234567890123456" });
  });

  test("codecs: OPUS/PCMU/PCMA/G722 audio and H264/VP8 video", () => {
    ok(schemas.ZDialOutOptions, {
      phoneNumber: phone,
      codecs: { audio: ["OPUS", "PCMU", "PCMA", "G722"], video: ["H264", "VP8"] },
    });
    bad(schemas.ZDialOutOptions, { phoneNumber: phone, codecs: { audio: ["AAC"] } });
    bad(schemas.ZDialOutOptions, { phoneNumber: phone, codecs: { video: ["VP9"] } });
  });

  test("callerId only with a phone number", () => {
    ok(schemas.ZDialOutOptions, { phoneNumber: phone, callerId: "caller-1" });
    bad(schemas.ZDialOutOptions, { sipUri: "sip:a@b", callerId: "caller-1" });
  });

  test("displayName under 200, userId at most 36, extension at most 20", () => {
    ok(schemas.ZDialOutOptions, {
      phoneNumber: phone,
      displayName: "d".repeat(199),
      userId: "u".repeat(36),
      extension: "1".repeat(20),
    });
    bad(schemas.ZDialOutOptions, { phoneNumber: phone, displayName: "d".repeat(200) });
    bad(schemas.ZDialOutOptions, { phoneNumber: phone, userId: "u".repeat(37) });
    bad(schemas.ZDialOutOptions, { phoneNumber: phone, extension: "1".repeat(21) });
  });

  test("waitBeforeExtensionDialSec at most 60 and only with an extension", () => {
    ok(schemas.ZDialOutOptions, {
      phoneNumber: phone,
      extension: "42",
      waitBeforeExtensionDialSec: 60,
    });
    bad(schemas.ZDialOutOptions, {
      phoneNumber: phone,
      extension: "42",
      waitBeforeExtensionDialSec: 60.5,
    });
    bad(schemas.ZDialOutOptions, { phoneNumber: phone, waitBeforeExtensionDialSec: 5 });
    ok(schemas.ZSipCallTransferOptions, {
      sessionId: "s",
      toEndPoint: phone,
      extension: "1",
      waitBeforeExtensionDialSec: 60,
    });
    bad(schemas.ZSipCallTransferOptions, {
      sessionId: "s",
      toEndPoint: phone,
      waitBeforeExtensionDialSec: 1,
    });
  });

  test("DTMF: up to 20 of 0-9 A-D * #", () => {
    ok(schemas.ZSendDtmfOptions, { sessionId: "s", tones: "0123456789ABCD*#0000" });
    bad(schemas.ZSendDtmfOptions, { sessionId: "s", tones: "0".repeat(21) });
    bad(schemas.ZSendDtmfOptions, { sessionId: "s", tones: "E" });
    bad(schemas.ZSendDtmfOptions, { sessionId: "s", tones: "" });
  });

  test("transfer target: sip: or +", () => {
    ok(schemas.ZTransferTarget, "sip:desk@example.com");
    ok(schemas.ZTransferTarget, "+14155550100");
    bad(schemas.ZTransferTarget, "14155550100");
    bad(schemas.ZSipCallTransferOptions, { sessionId: "s", toEndPoint: "tel:123" });
  });

  test("app messages: at most 4096 characters of JSON", () => {
    ok(schemas.ZAppMessage, "m".repeat(4094));
    bad(schemas.ZAppMessage, "m".repeat(4095));
    bad(schemas.ZAppMessage, undefined);
  });
});

test("loadWebCallSchemas answers the same module", async () => {
  expect((await loadWebCallSchemas()).ZDialOutOptions).toBe(schemas.ZDialOutOptions);
});

describe("the rules as the spec shapes them", () => {
  test("encodings are exactly low; low and medium; or low, medium and high", () => {
    ok(schemas.ZEncodings, { low: {}, medium: {} });
    bad(schemas.ZEncodings, { low: {}, high: {} });
    bad(schemas.ZEncodings, { medium: {} });
    bad(schemas.ZVideoSendSettings, { encodings: { low: {}, high: {} } });
  });

  test("session data: JSON-serialisable, at most 102,400 bytes of UTF-8 JSON", () => {
    ok(schemas.ZSessionData, "x".repeat(102_398));
    bad(schemas.ZSessionData, "x".repeat(102_399));
    bad(schemas.ZSessionData, "€".repeat(34_133)); // 3 bytes each: 102,401 with the quotes
    bad(schemas.ZSessionData, 10n);
    ok(schemas.ZSessionDataMergeStrategy, "shallow-merge");
    bad(schemas.ZSessionDataMergeStrategy, "deep-merge");
  });

  test("grid layout: 1 to 49 tiles per page, the minimum not above the maximum", () => {
    ok(schemas.ZLayoutConfig, { grid: { maxTilesPerPage: 49, minTilesPerPage: 1 } });
    bad(schemas.ZLayoutConfig, { grid: { maxTilesPerPage: 50 } });
    bad(schemas.ZLayoutConfig, { grid: { minTilesPerPage: 0 } });
    bad(schemas.ZLayoutConfig, { grid: { maxTilesPerPage: 9.5 } });
    bad(schemas.ZLayoutConfig, { grid: { maxTilesPerPage: 4, minTilesPerPage: 9 } });
  });

  test("E.164 as the platform accepts it: +001234567890 is not E.164", () => {
    bad(schemas.ZDialOutOptions, { phoneNumber: "+001234567890" });
    ok(schemas.ZDialOutOptions, { phoneNumber: "+14155551234" });
  });

  test("a dial-out's canReceive permission has only base, byUserId and byParticipantId", () => {
    const phone = "+14155550100";
    ok(schemas.ZDialOutOptions, {
      phoneNumber: phone,
      permissions: { canReceive: { base: false } },
    });
    bad(schemas.ZDialOutOptions, {
      phoneNumber: phone,
      permissions: { canReceive: { all: true } },
    });
  });

  test("the fatal and camera error types are the call library's (spec 8)", () => {
    const spec = (list: string) => list.split(", ").sort();
    expect([...schemas.callFatalErrorTypes].sort()).toEqual(
      spec(
        "connection-error, ejected, exp-room, exp-token, meeting-full, nbf-room, nbf-token, not-allowed, no-room, end-of-life",
      ),
    );
    expect([...schemas.cameraErrorTypes].sort()).toEqual(
      spec(
        "cam-in-use, mic-in-use, cam-mic-in-use, not-found, permissions, constraints, undefined-mediadevices, unknown",
      ),
    );
  });
});
