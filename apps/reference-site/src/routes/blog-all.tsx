import { msg } from "@lingui/core/macro";

export { BlogAllPage as Component } from "../features/blog/blog-pages.js";

export const handle = {
  title: msg`All posts · Blog`,
  description: msg`Every article of the Ringline blog, newest first.`,
};
