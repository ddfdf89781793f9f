export { BlogAllPage as Component } from "../features/blog/blog-pages.js";

export const handle = {
  title: "All posts · Blog",
  description: "Every article of the Ringline blog, newest first.",
};
