import { msg } from "@lingui/core/macro";

export { HostedPortalPage as Component } from "../features/payments/hosted-portal-page.js";

export const handle = { title: msg`Billing portal`, noindex: true };
