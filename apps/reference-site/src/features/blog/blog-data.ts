import { ARTICLES, type BlogArticleMeta } from "virtual:blog-articles";

export type { BlogArticleMeta } from "virtual:blog-articles";

/** The blog's categories, by the slug the articles' front matter names. */
export const BLOG_CATEGORIES: Readonly<Record<string, { name: string; description: string }>> = {
  "missed-calls": {
    name: "Missed Calls",
    description: "What unanswered calls cost a small business, and how to stop losing them.",
  },
  "ai-receptionists": {
    name: "AI Receptionists",
    description: "How AI receptionists work, what they do well, and how to set one up.",
  },
  "call-forwarding": {
    name: "Call Forwarding",
    description: "Forwarding codes, conditional forwarding and carrier quirks, explained.",
  },
  "real-estate": {
    name: "Real Estate Leads",
    description: "Speed to lead, qualifying buyers and sellers, and after-hours calls for agents.",
  },
};

/** Every post, newest first. */
export const ALL_ARTICLES: readonly BlogArticleMeta[] = ARTICLES;

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

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** `2026-10-02` → "October 2, 2026". */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
