import {
  hasSpanishPage,
  isSiteLocale,
  LOCALE_COOKIE,
  localeOfPath,
  pathInLocale,
  preferredLocale,
  SITE_LOCALES,
  type TSiteLocale,
} from "@ringline/api-client/core";

// The site's languages on the server: which language a page is asked for in, where a visitor
// whose language is another one is sent, and the `hreflang` alternates of each page.

/** The value of the language cookie the site's switch sets (`rl_locale`), if it names one. */
export function chosenLocale(cookieHeader: string | undefined): TSiteLocale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isSiteLocale(value)) return value;
  }
  return undefined;
}

/**
 * Where a page asked for in one language should send the visitor instead, or `undefined` to
 * serve it: to the language they chose with the switch (the cookie) when it is the other one;
 * without a choice, from an English page to its Spanish one when the browser asks for Spanish
 * first (`Accept-Language`), never the other way (a Spanish link is followed as it is).
 * The back office has no Spanish pages: `/es/admin…` goes to `/admin…`.
 *
 * @example
 * ```ts
 * localeRedirect("/faq", "", { acceptLanguage: "es-US,es;q=0.9" }); // "/es/faq"
 * ```
 */
export function localeRedirect(
  pathname: string,
  search: string,
  headers: { cookie?: string | undefined; acceptLanguage?: string | undefined },
): string | undefined {
  const asked = localeOfPath(pathname);
  if (!hasSpanishPage(pathname)) {
    return asked === "es" ? pathInLocale(`${pathname}${search}`, "en") : undefined;
  }
  const chosen = chosenLocale(headers.cookie);
  const wanted = chosen ?? (preferredLocale(headers.acceptLanguage) === "es" ? "es" : undefined);
  if (!wanted || wanted === asked) return undefined;
  return pathInLocale(`${pathname}${search}`, wanted);
}

/**
 * The `<link rel="alternate" hreflang>` elements of a page that exists in every language: each
 * language's address and `x-default` (English), absolute as search engines want them.
 *
 * @example
 * ```ts
 * alternateLinks("/es/faq", "https://ringline.ai");
 * // <link rel="alternate" hreflang="en" href="https://ringline.ai/faq">…
 * ```
 */
export function alternateLinks(pathname: string, publicUrl: string): string {
  if (!hasSpanishPage(pathname)) return "";
  const base = publicUrl.replace(/\/+$/, "");
  const link = (hreflang: string, locale: TSiteLocale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${base}${pathInLocale(pathname, locale)}">`;
  return [...SITE_LOCALES.map((locale) => link(locale, locale)), link("x-default", "en")].join("");
}
