import { msg } from "@lingui/core/macro";

export { WebDesignPage as Component } from "../features/web-design/web-design-page.js";

export const handle = {
  title: msg`Web design services`,
  description: msg`Fast, accessible websites for real estate agents, teams and brokerages, with every call button answered by your AI receptionist. Fixed-price proposals in 2 days.`,
};
