/**
 * The languages the product speaks: English (the source) and Spanish.
 *
 * @example
 * ```ts
 * SITE_LOCALES.includes("es"); // true
 * ```
 */
export const SITE_LOCALES = ["en", "es"] as const;

/** One of `SITE_LOCALES`. */
export type TSiteLocale = (typeof SITE_LOCALES)[number];

/** The language of a page without a language in its path, and of a visitor who said none. */
export const DEFAULT_SITE_LOCALE: TSiteLocale = "en";

/**
 * The cookie that remembers the language a visitor chose with the site's language switch
 * (`en` or `es`); the server sends a public page in that language, and a first visit without
 * it follows `Accept-Language`.
 */
export const LOCALE_COOKIE = "rl_locale";

/** The path prefix of the Spanish pages (`/es`, `/es/faq`). English pages have none. */
const PREFIX: Record<TSiteLocale, string> = { en: "", es: "/es" };

/**
 * Whether a value names one of the site's languages.
 *
 * @example
 * ```ts
 * isSiteLocale("es"); // true
 * isSiteLocale("fr"); // false
 * ```
 */
export function isSiteLocale(value: unknown): value is TSiteLocale {
  return typeof value === "string" && (SITE_LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a page by its path: `/es` and everything under `/es/` is Spanish.
 *
 * @example
 * ```ts
 * localeOfPath("/es/faq"); // "es"
 * localeOfPath("/estimates"); // "en"
 * ```
 */
export function localeOfPath(pathname: string): TSiteLocale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * Whether a page (by its path in any language) has a Spanish version: every page but the
 * back office (`/admin…`), which stays English.
 *
 * @example
 * ```ts
 * hasSpanishPage("/faq"); // true
 * hasSpanishPage("/admin/customers"); // false
 * ```
 */
export function hasSpanishPage(pathname: string): boolean {
  const bare = pathWithoutLocale(pathname);
  return bare !== "/admin" && !bare.startsWith("/admin/");
}

/**
 * A page's path without its language prefix (the route it is in every language).
 *
 * @example
 * ```ts
 * pathWithoutLocale("/es/faq"); // "/faq"
 * pathWithoutLocale("/es"); // "/"
 * ```
 */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(PREFIX.es.length);
  return rest === "" ? "/" : rest;
}

/**
 * The router's `basename` for a language (`/es` for Spanish; none for English).
 *
 * @example
 * ```ts
 * basenameOf("es"); // "/es"
 * ```
 */
export function basenameOf(locale: TSiteLocale): string | undefined {
  return PREFIX[locale] || undefined;
}

/**
 * A page's path in a language, from its path in any language (the search and hash kept).
 *
 * @example
 * ```ts
 * pathInLocale("/faq?q=price", "es"); // "/es/faq?q=price"
 * pathInLocale("/es", "en"); // "/"
 * pathInLocale("/", "es"); // "/es"
 * ```
 */
export function pathInLocale(path: string, locale: TSiteLocale): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const bare = pathWithoutLocale(pathname || "/");
  const prefixed = PREFIX[locale]
    ? bare === "/"
      ? PREFIX[locale]
      : `${PREFIX[locale]}${bare}`
    : bare;
  return `${prefixed}${rest}`;
}

/**
 * The site's language a browser asks for first in its `Accept-Language` header (the highest
 * weight, then the earliest), or `undefined` when it names neither English nor Spanish.
 *
 * @example
 * ```ts
 * preferredLocale("es-US,es;q=0.9,en;q=0.8"); // "es"
 * preferredLocale("fr-FR,en;q=0.5"); // "en"
 * preferredLocale("de"); // undefined
 * ```
 */
export function preferredLocale(acceptLanguage: string | undefined): TSiteLocale | undefined {
  if (!acceptLanguage) return undefined;
  let best: { locale: TSiteLocale; weight: number } | undefined;
  for (const part of acceptLanguage.split(",")) {
    const [tag = "", ...parameters] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isSiteLocale(language)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: language, weight };
  }
  return best?.locale;
}

/**
 * The `Intl` locale for a language's numbers, dates and prices: the United States' English
 * and Spanish (prices are in US dollars, numbers are American).
 *
 * @example
 * ```ts
 * new Intl.NumberFormat(intlLocaleOf("es"), { style: "currency", currency: "USD" }).format(97);
 * ```
 */
export function intlLocaleOf(locale: TSiteLocale): "en-US" | "es-US" {
  return locale === "es" ? "es-US" : "en-US";
}
