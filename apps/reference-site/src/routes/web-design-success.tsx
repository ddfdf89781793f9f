export { WebDesignSuccessPage as Component } from "../features/web-design/web-design-success-page.js";

export const handle = { title: "Your web-design order", noindex: true };
