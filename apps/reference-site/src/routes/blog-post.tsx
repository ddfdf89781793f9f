import { msg } from "@lingui/core/macro";
import type { LoaderFunctionArgs } from "react-router";
import { type BlogPostData, loadBlogPost } from "../features/blog/blog-post-page.js";

export { BlogPostPage as Component } from "../features/blog/blog-post-page.js";

/** The post's body, loaded with the page (no post: the page is the not-found page). */
export const loader =
  () =>
  ({ params }: LoaderFunctionArgs) =>
    loadBlogPost(params.slug);

export const handle = {
  title: (data: unknown) =>
    (data as BlogPostData | undefined)?.article?.title ?? msg`Page not found`,
  description: (data: unknown) => (data as BlogPostData | undefined)?.article?.description,
};
