import { msg } from "@lingui/core/macro";

export { NotFoundPage as Component } from "../features/marketing/not-found-page.js";

export const handle = { title: msg`Page not found`, noindex: true };
