export { BlogIndexPage as Component } from "../features/blog/blog-pages.js";

export const handle = {
  title: "Blog",
  description:
    "Advice for small-business owners and real estate agents: the cost of missed calls, how AI receptionists work, call forwarding codes and speed to lead.",
};
