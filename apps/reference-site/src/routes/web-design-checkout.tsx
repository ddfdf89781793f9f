import { msg } from "@lingui/core/macro";

export { WebDesignCheckoutPage as Component } from "../features/web-design/web-design-checkout-page.js";

export const handle = {
  title: msg`Order your website`,
  description: msg`Order a website from Ringline's web design team and pay once, securely.`,
  noindex: true,
};
