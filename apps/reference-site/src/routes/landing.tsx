export { LandingPage as Component } from "../features/marketing/landing-page.js";
