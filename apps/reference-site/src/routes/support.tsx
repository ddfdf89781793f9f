export { SupportPage as Component } from "../features/marketing/support-page.js";

export const handle = { title: "Support" };
