export { HostedPortalPage as Component } from "../features/payments/hosted-portal-page.js";

export const handle = { title: "Billing portal", noindex: true };
