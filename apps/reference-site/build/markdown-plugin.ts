import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { readFrontMatter, renderMarkdown } from "./markdown.js";

// The site's Markdown (the blog's articles, the legal pages), turned into HTML at build time so
// that no parser ships to browsers. The articles are files in src/features/blog/articles/, one
// per post, named by the post's slug. This plugin serves three kinds of modules:
//
//   virtual:blog-articles          every post's metadata (no bodies) and a loader per body
//   virtual:blog-article/<slug>    one post's body as HTML, loaded when the post is opened
//   ./any-page.md?html             a Markdown file: `{ html, headings, data }` (its front matter)

const INDEX_ID = "virtual:blog-articles";
const ARTICLE_PREFIX = "virtual:blog-article/";
const WORDS_PER_MINUTE = 220;

export interface BlogArticleMeta {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  /** ISO date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly author: string;
  readonly readingMinutes: number;
}

interface BlogArticle extends BlogArticleMeta {
  readonly html: string;
  readonly headings: readonly { id: string; text: string }[];
}

const REQUIRED = ["title", "description", "category", "date", "author"] as const;

/** Reads and renders every article of `directory`, newest first. */
export function readArticles(directory: string): BlogArticle[] {
  const articles = readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .map((name): BlogArticle => {
      const slug = name.slice(0, -".md".length);
      const { data, body } = readFrontMatter(readFileSync(path.join(directory, name), "utf8"));
      for (const key of REQUIRED) {
        if (!data[key]) throw new Error(`blog: ${name} has no "${key}" in its front matter`);
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(data.date ?? "")) {
        throw new Error(`blog: ${name}'s date must be YYYY-MM-DD`);
      }
      const rendered = renderMarkdown(body);
      return {
        slug,
        title: data.title ?? "",
        description: data.description ?? "",
        category: data.category ?? "",
        date: data.date ?? "",
        author: data.author ?? "",
        readingMinutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)),
        html: rendered.html,
        headings: rendered.headings,
      };
    });
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The values of the blog's dynamic path segments, for the server's list of known paths. */
export function blogPathValues(directory: string): Record<string, string[]> {
  const articles = readArticles(directory);
  return {
    "/blog/:slug": articles.map((article) => article.slug),
    "/blog/category/:category": [...new Set(articles.map((article) => article.category))],
  };
}

/** The Vite plugin; `directory` holds the blog's articles. */
export function markdownPlugin(directory: string): Plugin {
  return {
    name: "ringline-markdown",
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(ARTICLE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.endsWith(".md?html")) {
        const file = id.slice(0, -"?html".length);
        this.addWatchFile(file);
        const { data, body } = readFrontMatter(readFileSync(file, "utf8"));
        const { html, headings } = renderMarkdown(body);
        return `export default ${JSON.stringify({ html, headings, data })};\n`;
      }
      if (!id.startsWith("\0virtual:blog-article")) return undefined;
      for (const name of readdirSync(directory)) this.addWatchFile(path.join(directory, name));
      const articles = readArticles(directory);
      if (id === `\0${INDEX_ID}`) {
        const meta = articles.map(({ html: _html, headings: _headings, ...rest }) => rest);
        const loaders = articles
          .map(
            (article) =>
              `${JSON.stringify(article.slug)}: () => import(${JSON.stringify(ARTICLE_PREFIX + article.slug)})`,
          )
          .join(",\n  ");
        return `export const ARTICLES = ${JSON.stringify(meta)};\nexport const ARTICLE_BODIES = {\n  ${loaders}\n};\n`;
      }
      const slug = id.slice(`\0${ARTICLE_PREFIX}`.length);
      const article = articles.find((entry) => entry.slug === slug);
      if (!article) throw new Error(`blog: no article ${slug}`);
      return `export const html = ${JSON.stringify(article.html)};\nexport const headings = ${JSON.stringify(article.headings)};\n`;
    },
  };
}
