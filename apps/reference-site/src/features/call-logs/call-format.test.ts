import { CALL_OUTCOMES, ERROR_CATALOGUE } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { activateLocale, i18n } from "../../shared/i18n/i18n.js";
import {
  CALL_LOG_ERRORS,
  callLabel,
  formatCallDate,
  formatCallDateTime,
  formatDay,
  outcomeLabel,
} from "./call-format.js";

describe("a call's label", () => {
  it("lists a test call as a test call, whatever its outcome", () => {
    expect(callLabel({ outcome: "hung-up", isTest: true })).toBe("Test call");
    expect(callLabel({ outcome: "completed", isTest: true })).toBe("Test call");
  });

  it("lists a customer's call by its outcome", () => {
    expect(callLabel({ outcome: "hung-up", isTest: false })).not.toBe("Test call");
    expect(callLabel({ outcome: "completed", isTest: false })).toBe("Completed");
  });

  it("names every outcome as the API's list does, and an unknown one as it comes", () => {
    for (const outcome of CALL_OUTCOMES) expect(outcomeLabel(outcome.id)).toBe(outcome.label);
    expect(outcomeLabel("constructor")).toBe("constructor");
  });
});

describe("the Call Logs failures", () => {
  it("say the error catalogue's words", () => {
    const { CALL_LOGS_FETCH_FAILED, CALL_AUDIO_LOAD_FAILED, CALL_TRANSCRIPT_DOWNLOAD_FAILED } =
      ERROR_CATALOGUE;
    expect(i18n._(CALL_LOG_ERRORS.list.title)).toBe(CALL_LOGS_FETCH_FAILED.title);
    expect(i18n._(CALL_LOG_ERRORS.list.message)).toBe(CALL_LOGS_FETCH_FAILED.message);
    expect(i18n._(CALL_LOG_ERRORS.audio.message)).toBe(CALL_AUDIO_LOAD_FAILED.message);
    expect(i18n._(CALL_LOG_ERRORS.audio.suggestion)).toBe(CALL_AUDIO_LOAD_FAILED.suggestion);
    expect(i18n._(CALL_LOG_ERRORS.transcript.message)).toBe(
      CALL_TRANSCRIPT_DOWNLOAD_FAILED.message,
    );
    expect(i18n._(CALL_LOG_ERRORS.transcript.suggestion)).toBe(
      CALL_TRANSCRIPT_DOWNLOAD_FAILED.suggestion,
    );
  });
});

describe("a call's dates", () => {
  const plain = (text: string) => text.replace(/\s/g, " ");
  const AT = "2026-11-26T17:00:00.000Z";

  it("read as the owner's language says them, at the business's time", async () => {
    expect(plain(formatCallDateTime(AT, "America/Los_Angeles"))).toBe("Nov 26, 2026, 9:00 AM PST");
    expect(formatCallDate(AT, "America/Los_Angeles")).toBe("Nov 26, 2026");
    expect(formatDay("2026-11-24")).toBe("Nov 24");
    await activateLocale("es");
    try {
      expect(plain(formatCallDateTime(AT, "America/Los_Angeles"))).toBe(
        "26 nov 2026, 9:00 a.m. PST",
      );
      expect(formatCallDate(AT, "America/Los_Angeles")).toBe("26 nov 2026");
      expect(formatDay("2026-11-24")).toBe("24 nov");
    } finally {
      await activateLocale("en");
    }
  });
});
