export { WebDesignCheckoutPage as Component } from "../features/web-design/web-design-checkout-page.js";

export const handle = {
  title: "Order your website",
  description: "Order a website from Ringline's web design team and pay once, securely.",
  noindex: true,
};
