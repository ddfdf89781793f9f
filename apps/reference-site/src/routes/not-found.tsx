export { NotFoundPage as Component } from "../features/marketing/not-found-page.js";

export const handle = { title: "Page not found", noindex: true };
