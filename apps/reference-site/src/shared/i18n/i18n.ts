import { i18n, type Messages } from "@lingui/core";
import {
  intlLocaleOf,
  LOCALE_COOKIE,
  pathInLocale,
  type TSiteLocale,
} from "@ringline/api-client/core";

/**
 * The site's catalogues, one per language, each its own file: a page loads the one of its
 * language (compiled from `src/locales/<locale>/messages.po` by Lingui's Vite plugin).
 */
const CATALOGUES: Record<TSiteLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  es: () => import("../../locales/es/messages.po"),
};

/**
 * Loads a language's catalogue and makes it the site's: every `t` and `<Trans>` renders in
 * it, numbers, dates and prices in its `Intl` locale (`es-US`, `en-US`), and the document says
 * its language (`<html lang>`). A page renders only once this has resolved (main.tsx).
 *
 * @example
 * ```ts
 * await activateLocale(localeOfPath(window.location.pathname));
 * ```
 */
export function activateLocale(locale: TSiteLocale): Promise<void> {
  let loading = LOADING.get(locale);
  if (!loading) {
    loading = CATALOGUES[locale]().then(({ messages }) => messages);
    LOADING.set(locale, loading);
  }
  return loading.then((messages) => {
    i18n.loadAndActivate({ locale, locales: [intlLocaleOf(locale)], messages });
    if (typeof document !== "undefined") document.documentElement.lang = locale;
  });
}

/** Each catalogue is asked for once (src/boot.ts asks for it beside the app's code). */
const LOADING = new Map<TSiteLocale, Promise<Messages>>();

/** The language the site renders in now. */
export function activeLocale(): TSiteLocale {
  return i18n.locale === "es" ? "es" : "en";
}

export { i18n };

/** How long the language a visitor chose is remembered (a year). */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language a visitor chose (the `rl_locale` cookie): the server sends later
 * visits' pages in it, whatever the browser's `Accept-Language` says.
 */
export function rememberLocale(locale: TSiteLocale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, read by the server
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${REMEMBER_SECONDS}; SameSite=Lax`;
}

/**
 * A site path as a plain link (`<a href>`) of the page's language must name it: `/signup` on a
 * Spanish page is `/es/signup`. (React Router's `<Link>` adds the language itself.)
 *
 * @example
 * ```ts
 * localHref("/signup"); // "/es/signup" on a Spanish page
 * ```
 */
export function localHref(path: string): string {
  return pathInLocale(path, activeLocale());
}
