import { msg } from "@lingui/core/macro";

export { LandingPage as Component } from "../features/marketing/landing-page.js";

export const handle = {
  description: msg`Ringline's AI receptionist answers every call to your business 24/7, qualifies the caller, books the appointment and texts you the lead. Setup in 5 minutes; 7-day free trial.`,
};
