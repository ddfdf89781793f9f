export { TermsOfServicePage as Component } from "../features/legal/terms-of-service-page.js";

export const handle = {
  title: "Terms of Service",
  description:
    "The terms for businesses using Ringline's AI receptionist: the free trial, billing and minutes, recording and messaging responsibilities, guarantees and liability.",
};
