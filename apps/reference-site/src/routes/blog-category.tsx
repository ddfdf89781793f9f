import { msg } from "@lingui/core/macro";
import { BLOG_CATEGORIES } from "../features/blog/blog-data.js";

export { BlogCategoryPage as Component } from "../features/blog/blog-pages.js";

/** The category's name for the title; the page itself reads the path. */
export const loader =
  () =>
  ({ params }: { params: { category?: string } }) =>
    BLOG_CATEGORIES[params.category ?? ""] ?? null;

export const handle = {
  title: (data: unknown) => {
    if (!data) return msg`Page not found`;
    const { name } = data as { name: string };
    return msg`${name} · Blog`;
  },
  description: (data: unknown) => (data as { description: string } | null)?.description,
};
