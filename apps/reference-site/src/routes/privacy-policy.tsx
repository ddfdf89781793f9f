export { PrivacyPolicyPage as Component } from "../features/legal/privacy-policy-page.js";

export const handle = {
  title: "Privacy Policy",
  description:
    "How Ringline handles call recordings and consent, text message consent, what data it keeps and for how long, and the sub-processors it relies on.",
};
