import { CALL_OUTCOMES, ERROR_CATALOGUE } from "@ringline/api-client";

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 24" for a `YYYY-MM-DD` day. */
export function formatDay(date: string): string {
  return DAY.format(new Date(`${date}T12:00:00Z`));
}

/** "1 min 34 s", "45 s". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** "1:34" for a player position. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export function outcomeLabel(outcome: string): string {
  return CALL_OUTCOMES.find((item) => item.id === outcome)?.label ?? outcome;
}

/** A call's label in the list: "Test call" for onboarding's test calls, else its outcome. */
export function callLabel(call: { outcome: string; isTest: boolean }): string {
  return call.isTest ? "Test call" : outcomeLabel(call.outcome);
}

/** The specification's words for the Call Logs failures. */
export const CALL_LOG_ERRORS = {
  list: ERROR_CATALOGUE.CALL_LOGS_FETCH_FAILED,
  audio: ERROR_CATALOGUE.CALL_AUDIO_LOAD_FAILED,
  transcript: ERROR_CATALOGUE.CALL_TRANSCRIPT_DOWNLOAD_FAILED,
} as const;

/**
 * What a search says while more calls match than its pages so far (the API counts a search
 * only as far as the page asked for): null when the count is exact.
 */
export function searchCountNote(page: { totalExact: boolean } | undefined): string | null {
  if (!page || page.totalExact) return null;
  return "More calls match, newest first. Add words or dates to narrow the search.";
}
