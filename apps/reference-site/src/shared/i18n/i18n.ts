import { i18n, type Messages } from "@lingui/core";
import {
  intlLocaleOf,
  LOCALE_COOKIE,
  localeOfPath,
  pathInLocale,
  type TSiteLocale,
} from "@ringline/api-client/core";

/** A part of the site's catalogue: the root's, or a route group's. */
export type CataloguePart =
  | "root"
  | "marketing"
  | "auth"
  | "checkout"
  | "dashboard"
  | "onboarding"
  | "admin";

type Importer = () => Promise<{ messages: Messages }>;

/**
 * The parts of each language's catalogue, each its own file (build/catalogue-groups.ts): the
 * root's, which a page loads before it renders, and one per route group, loaded with the
 * group's routes (`lazyRoute`). The back office has no Spanish part.
 */
const CATALOGUES: Record<TSiteLocale, Partial<Record<CataloguePart, Importer>>> = {
  en: {
    root: () => import("virtual:ringline-catalogue/root/en"),
    marketing: () => import("virtual:ringline-catalogue/marketing/en"),
    auth: () => import("virtual:ringline-catalogue/auth/en"),
    checkout: () => import("virtual:ringline-catalogue/checkout/en"),
    dashboard: () => import("virtual:ringline-catalogue/dashboard/en"),
    onboarding: () => import("virtual:ringline-catalogue/onboarding/en"),
    admin: () => import("virtual:ringline-catalogue/admin/en"),
  },
  es: {
    root: () => import("virtual:ringline-catalogue/root/es"),
    marketing: () => import("virtual:ringline-catalogue/marketing/es"),
    auth: () => import("virtual:ringline-catalogue/auth/es"),
    checkout: () => import("virtual:ringline-catalogue/checkout/es"),
    dashboard: () => import("virtual:ringline-catalogue/dashboard/es"),
    onboarding: () => import("virtual:ringline-catalogue/onboarding/es"),
  },
};

/** Each part is asked for once per language. */
const LOADING = new Map<string, Promise<Messages>>();

function loadPart(locale: TSiteLocale, part: CataloguePart): Promise<Messages> {
  const key = `${locale}/${part}`;
  let loading = LOADING.get(key);
  if (!loading) {
    const importer = CATALOGUES[locale][part] ?? CATALOGUES.en[part];
    loading = importer ? importer().then(({ messages }) => messages) : Promise.resolve({});
    LOADING.set(key, loading);
  }
  return loading;
}

/**
 * Loads a language's root catalogue and makes it the site's: every `t` and `<Trans>` renders
 * in it, numbers, dates and prices in its `Intl` locale (`es-US`, `en-US`), and the document
 * says its language (`<html lang>`). A page renders only once this has resolved (main.tsx);
 * its route group's part comes with its route (`loadCataloguePart`).
 *
 * @example
 * ```ts
 * await activateLocale(localeOfPath(window.location.pathname));
 * ```
 */
export async function activateLocale(locale: TSiteLocale): Promise<void> {
  const messages = await loadPart(locale, "root");
  i18n.load(locale, messages);
  i18n.activate(locale, [intlLocaleOf(locale)]);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/**
 * Adds a route group's part of the active language's catalogue (before its routes render).
 *
 * @example
 * ```ts
 * await loadCataloguePart("dashboard");
 * ```
 */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  const locale = activeLocale();
  i18n.load(locale, await loadPart(locale, part));
}

/**
 * Activates the language of the page the browser is on (`/es/…` is Spanish) and answers it.
 *
 * @example
 * ```ts
 * const locale = await activatePageLocale(); // "es" on /es/faq
 * ```
 */
export async function activatePageLocale(): Promise<TSiteLocale> {
  const locale = localeOfPath(window.location.pathname);
  await activateLocale(locale);
  return locale;
}

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
