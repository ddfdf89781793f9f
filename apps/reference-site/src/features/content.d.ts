// Modules made by build/markdown-plugin.ts from the site's Markdown at build time.

declare module "*.md?html" {
  const page: {
    /** The body as HTML (every character of the source escaped, links checked). */
    html: string;
    /** The `##` headings, for a table of contents. */
    headings: { id: string; text: string }[];
    /** The front matter. */
    data: Record<string, string>;
  };
  export default page;
}

declare module "virtual:blog-articles" {
  export interface BlogArticleMeta {
    slug: string;
    title: string;
    description: string;
    /** The category's slug (`real-estate`). */
    category: string;
    /** `YYYY-MM-DD`. */
    date: string;
    author: string;
    readingMinutes: number;
  }
  /** Every post, newest first. */
  export const ARTICLES: BlogArticleMeta[];
  /** A post's body, loaded when the post is opened. */
  export const ARTICLE_BODIES: Record<
    string,
    () => Promise<{ html: string; headings: { id: string; text: string }[] }>
  >;
}

declare module "virtual:company-contact" {
  /** The company's phone and address (build/company-contact.ts): null when not set. */
  export const COMPANY_CONTACT: {
    phone: { display: string; href: string } | null;
    address: string | null;
  };
}
