import { msg } from "@lingui/core/macro";

export { SupportPage as Component } from "../features/marketing/support-page.js";

export const handle = {
  title: msg`Support`,
  description: msg`Help with Ringline around the clock: chat, phone and e-mail support, the call forwarding guide, and answers about plans, set-up and privacy.`,
};
