import { msg } from "@lingui/core/macro";

export { PrivacyPolicyPage as Component } from "../features/legal/privacy-policy-page.js";

export const handle = {
  title: msg`Privacy Policy`,
  description: msg`How Ringline handles call recordings and consent, text message consent, what data it keeps and for how long, and the sub-processors it relies on.`,
};
