import { msg } from "@lingui/core/macro";

export { TermsOfServicePage as Component } from "../features/legal/terms-of-service-page.js";

export const handle = {
  title: msg`Terms of Service`,
  description: msg`The terms for businesses using Ringline's AI receptionist: the free trial, billing and minutes, recording and messaging responsibilities, guarantees and liability.`,
};
