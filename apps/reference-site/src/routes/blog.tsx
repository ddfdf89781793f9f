import { msg } from "@lingui/core/macro";

export { BlogIndexPage as Component } from "../features/blog/blog-pages.js";

export const handle = {
  title: msg`Blog`,
  description: msg`Advice for small-business owners and real estate agents: the cost of missed calls, how AI receptionists work, call forwarding codes and speed to lead.`,
};
