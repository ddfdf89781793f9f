import { msg } from "@lingui/core/macro";

export { DemoPage as Component } from "../features/marketing/demo-page.js";

export const handle = {
  title: msg`Live demo`,
  description: msg`Talk to an AI receptionist in your browser, listen to a recorded call to a real estate office, or book a 15 to 30 minute demo with our team.`,
};
