import { BLOG_CATEGORIES } from "../features/blog/blog-data.js";

export { BlogCategoryPage as Component } from "../features/blog/blog-pages.js";

/** The category's name for the title; the page itself reads the path. */
export const loader =
  () =>
  ({ params }: { params: { category?: string } }) =>
    BLOG_CATEGORIES[params.category ?? ""] ?? null;

export const handle = {
  title: (data: unknown) => (data ? `${(data as { name: string }).name} · Blog` : "Page not found"),
  description: (data: unknown) => (data as { description: string } | null)?.description,
};
