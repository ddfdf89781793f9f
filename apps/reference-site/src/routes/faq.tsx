import { msg } from "@lingui/core/macro";

export { FaqPage as Component } from "../features/faq/faq-page.js";

export const handle = {
  title: msg`FAQ`,
  description: msg`Answers about Ringline's AI receptionist: setup in 5 minutes, plans and the 7-day free trial, call forwarding by carrier, recordings, privacy and security.`,
};
