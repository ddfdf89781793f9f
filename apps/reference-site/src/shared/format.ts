import { msg } from "@lingui/core/macro";
import { intlLocaleOf } from "@ringline/api-client/core";
import { displayPhoneNumber, normalizeForwardingNumber } from "@ringline/react-widgets";
import { activeLocale, i18n } from "./i18n/i18n.js";

/** The `Intl` locale of the page's language ("en-US", "es-US"). */
const intlLocale = () => intlLocaleOf(activeLocale());

/** One value per `Intl` locale, made when first asked for. */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = intlLocale();
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const money = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }),
);

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language, style and zone; a zone this browser does not know falls back to
 * its own.
 */
function formatterOf(
  style: "date" | "dateTime",
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${style} ${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      style === "date"
        ? { year: "numeric", month: "short", day: "numeric" }
        : {
            year: "numeric",
            month: "short",
            day: "numeric",
            hour: "numeric",
            minute: "2-digit",
            ...(timeZone ? { timeZoneName: "short" } : {}),
          };
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "Nov 24, 2026, 2:05 PM" (in the page's language); with a time zone, the time there and the zone's name ("Nov 26,
 * 2026, 2:30 PM PST"): the dashboard shows times at the business, wherever the owner reads them.
 */
export function formatDateTime(iso: string, timeZone?: string | null): string {
  return formatterOf("dateTime", timeZone ?? undefined).format(new Date(iso));
}

/** "Nov 24, 2026": the day in `timeZone` when given, else in the browser's. */
export function formatDate(iso: string, timeZone?: string | null): string {
  return formatterOf("date", timeZone ?? undefined).format(new Date(iso));
}

/** "$59.00" (US dollars, written the page's language's way) */
export function formatMoney(dollars: number): string {
  return money().format(dollars);
}

const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "3 minutes ago", "yesterday", "in 2 hours" (from `now`, in the page's language). */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return i18n._(msg`just now`);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relative().format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDateTime(iso);
}

/**
 * A phone number the way an owner reads it: "(415) 445-3448" for a US/Canada number (with or
 * without +1), an international one kept in its "+CC …" form, anything else as given.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  if (/^\+(?!1)/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, "");
    return digits.length >= 8 ? `+${digits}` : trimmed;
  }
  const national = normalizeForwardingNumber(trimmed);
  return national.length === 10 ? displayPhoneNumber(national) : trimmed;
}
