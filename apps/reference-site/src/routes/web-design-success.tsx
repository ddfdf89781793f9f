import { msg } from "@lingui/core/macro";

export { WebDesignSuccessPage as Component } from "../features/web-design/web-design-success-page.js";

export const handle = { title: msg`Your web-design order`, noindex: true };
