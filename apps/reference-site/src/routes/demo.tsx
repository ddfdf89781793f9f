export { DemoPage as Component } from "../features/marketing/demo-page.js";

export const handle = {
  title: "Live demo",
  description:
    "Talk to an AI receptionist in your browser, listen to a recorded call to a real estate office, or book a 15 to 30 minute demo with our team.",
};
