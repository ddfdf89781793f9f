import { msg } from "@lingui/core/macro";

export { ForwardingGuidePage as Component } from "../features/marketing/forwarding-guide-page.js";

export const handle = {
  title: msg`Call forwarding guide`,
  description: msg`Forwarding codes for AT&T, Verizon and T-Mobile and the steps for Google Voice and RingCentral, with your Ringline number filled in, plus how to test it.`,
};
