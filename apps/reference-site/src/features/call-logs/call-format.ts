import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TCallOutcome } from "@ringline/api-client";
import { intlLocaleOf } from "@ringline/api-client/core";
import { activeLocale, i18n } from "../../shared/i18n/i18n.js";

const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  day: { month: "short", day: "numeric", timeZone: "UTC" },
  date: { year: "numeric", month: "short", day: "numeric" },
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per language, style and zone, in the page's language (`en-US`, `es-US`); a zone
 * this browser does not know falls back to its own.
 */
function formatterOf(style: keyof typeof STYLES, timeZone?: string | null): Intl.DateTimeFormat {
  const locale = intlLocaleOf(activeLocale());
  const zone = style === "day" ? undefined : (timeZone ?? undefined);
  const key = `${locale} ${style} ${zone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      ...STYLES[style],
      ...(style === "dateTime" && zone ? { timeZoneName: "short" } : {}),
    };
    try {
      formatter = new Intl.DateTimeFormat(locale, zone ? { ...options, timeZone: zone } : options);
    } catch {
      formatter = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Nov 24" ("24 nov" in Spanish) for a `YYYY-MM-DD` day. */
export function formatDay(date: string): string {
  return formatterOf("day").format(new Date(`${date}T12:00:00Z`));
}

/**
 * "Nov 24, 2026, 2:05 PM"; with a time zone, the time there and the zone's name ("Nov 26,
 * 2026, 2:30 PM PST"), in the page's language ("26 nov 2026, 2:30 p.m. PST").
 */
export function formatCallDateTime(iso: string, timeZone?: string | null): string {
  return formatterOf("dateTime", timeZone).format(new Date(iso));
}

/** "Nov 24, 2026" ("24 nov 2026"): the day in `timeZone` when given, else in the browser's. */
export function formatCallDate(iso: string, timeZone?: string | null): string {
  return formatterOf("date", timeZone).format(new Date(iso));
}

/** "1 min 34 s", "45 s". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? i18n._(msg`${minutes} min ${rest} s`) : i18n._(msg`${rest} s`);
}

/** "1:34" for a player position. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** A label of `labels` for a key the API sent, in the page's language; else the key itself. */
export function labelOf(labels: Readonly<Record<string, MessageDescriptor>>, key: string): string {
  const label = Object.hasOwn(labels, key) ? labels[key] : undefined;
  return label ? i18n._(label) : key;
}

/** CALL_OUTCOMES' labels (@ringline/api-client), in the page's language. */
export const OUTCOME_LABELS: Readonly<Record<TCallOutcome, MessageDescriptor>> = {
  completed: msg`Completed`,
  transferred: msg`Transferred`,
  "hung-up": msg`Hung up`,
  voicemail: msg`Voicemail`,
  spam: msg`Spam`,
  failed: msg`Not answered`,
};

export function outcomeLabel(outcome: string): string {
  return labelOf(OUTCOME_LABELS, outcome);
}

/** A call's label in the list: "Test call" for onboarding's test calls, else its outcome. */
export function callLabel(call: { outcome: string; isTest: boolean }): string {
  return call.isTest ? i18n._(msg`Test call`) : outcomeLabel(call.outcome);
}

/**
 * The specification's words for the Call Logs failures (ERROR_CATALOGUE's
 * CALL_LOGS_FETCH_FAILED, CALL_AUDIO_LOAD_FAILED and CALL_TRANSCRIPT_DOWNLOAD_FAILED), each to
 * render in the page's language (call-format.test.ts holds the English to the catalogue's).
 */
export const CALL_LOG_ERRORS = {
  list: {
    title: msg`Call Logs Unavailable`,
    message: msg`We could not load your call logs.`,
  },
  audio: {
    message: msg`Failed to load audio`,
    suggestion: msg`Please try again in a moment.`,
  },
  transcript: {
    message: msg`We could not download this transcript.`,
    suggestion: msg`Please try again in a moment.`,
  },
} as const;

/**
 * What a search says while more calls match than its pages so far (the API counts a search
 * only as far as the page asked for): null when the count is exact.
 */
export function searchCountNote(page: { totalExact: boolean } | undefined): string | null {
  if (!page || page.totalExact) return null;
  return i18n._(msg`More calls match, newest first. Add words or dates to narrow the search.`);
}
