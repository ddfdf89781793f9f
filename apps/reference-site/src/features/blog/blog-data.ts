import { ARTICLES, type BlogArticleMeta } from "virtual:blog-articles";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { intlLocaleOf, type TSiteLocale } from "@ringline/api-client/core";
import { activeLocale, i18n } from "../../shared/i18n/i18n.js";

export type { BlogArticleMeta } from "virtual:blog-articles";

/** A category's name and description, read in the page's language. */
export interface BlogCategory {
  readonly name: string;
  readonly description: string;
}

/** A category whose texts are messages, translated when read (the page's language then). */
function category(name: MessageDescriptor, description: MessageDescriptor): BlogCategory {
  return {
    get name() {
      return i18n._(name);
    },
    get description() {
      return i18n._(description);
    },
  };
}

/**
 * The blog's categories, by the slug the articles' front matter names (the slug is the URL's,
 * never translated; the name and description are in the page's language when read).
 */
export const BLOG_CATEGORIES: Readonly<Record<string, BlogCategory>> = {
  "missed-calls": category(
    msg`Missed Calls`,
    msg`What unanswered calls cost a small business, and how to stop losing them.`,
  ),
  "ai-receptionists": category(
    msg`AI Receptionists`,
    msg`How AI receptionists work, what they do well, and how to set one up.`,
  ),
  "call-forwarding": category(
    msg`Call Forwarding`,
    msg`Forwarding codes, conditional forwarding and carrier quirks, explained.`,
  ),
  "real-estate": category(
    msg`Real Estate Leads`,
    msg`Speed to lead, qualifying buyers and sellers, and after-hours calls for agents.`,
  ),
};

/** Every post, newest first. */
export const ALL_ARTICLES: readonly BlogArticleMeta[] = ARTICLES;

/** The language the articles are written in (the blog's pages around them are translated). */
export const ARTICLES_LOCALE: TSiteLocale = "en";

/**
 * The `lang` an article's own text (its title, description, headings, body) needs on this page:
 * the articles' language on a page of another one, nothing on a page of theirs.
 */
export function articleLang(): TSiteLocale | undefined {
  return activeLocale() === ARTICLES_LOCALE ? undefined : ARTICLES_LOCALE;
}

export function categoryName(slug: string): string {
  return BLOG_CATEGORIES[slug]?.name ?? slug;
}

export function articleBySlug(slug: string | undefined): BlogArticleMeta | undefined {
  return ALL_ARTICLES.find((article) => article.slug === slug);
}

export function articlesIn(category: string): BlogArticleMeta[] {
  return ALL_ARTICLES.filter((article) => article.category === category);
}

/** Categories that have posts, in the order above. */
export function usedCategories(): string[] {
  return Object.keys(BLOG_CATEGORIES).filter((slug) => articlesIn(slug).length > 0);
}

/** Up to `count` other posts: the same category first, then the newest. */
export function relatedTo(article: BlogArticleMeta, count = 3): BlogArticleMeta[] {
  const others = ALL_ARTICLES.filter((other) => other.slug !== article.slug);
  const same = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...same, ...rest].slice(0, count);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-10-02` → "October 2, 2026" (on a Spanish page, "2 de octubre de 2026"). */
export function formatDate(isoDate: string): string {
  const locale = intlLocaleOf(activeLocale());
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
