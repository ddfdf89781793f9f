import { msg } from "@lingui/core/macro";
import { WEB_DESIGN_PRICES } from "@ringline/api-client/core";

/**
 * The web-design offer's packages; their prices are the API's list (`WEB_DESIGN_PRICES`), shown
 * on the offer's page and the order page and charged by the server. A package's name is the
 * product's, as the API, the payment page and the confirmation name it (not translated); its
 * summary and features are messages in the page's language.
 */
export const WEB_DESIGN_PACKAGES = [
  {
    id: "agent",
    name: "Agent Site",
    summary: msg`A fast, personal site for one agent: your story, your listings, your reviews.`,
    features: [
      msg`Up to 6 pages, written with you`,
      msg`Listings synced from your MLS feed (IDX)`,
      msg`Call and text buttons wired to your AI receptionist`,
      msg`Launched in 2 weeks`,
    ],
  },
  {
    id: "team",
    name: "Team Site",
    summary: msg`For teams that want every agent found and every inquiry routed to the right one.`,
    features: [
      msg`Up to 15 pages with agent profiles`,
      msg`Neighbourhood guides that rank in local search`,
      msg`Lead forms that land in your CRM`,
      msg`Launched in 3 to 4 weeks`,
    ],
  },
  {
    id: "brokerage",
    name: "Brokerage Site",
    summary: msg`Several offices, recruiting pages and a brand that holds together.`,
    features: [
      msg`Unlimited pages and office locations`,
      msg`Recruiting funnel and agent portal links`,
      msg`Accessibility review to WCAG 2.2 AA`,
      msg`Launched in 5 to 6 weeks`,
    ],
  },
] as const;

export type WebDesignPackageId = (typeof WEB_DESIGN_PACKAGES)[number]["id"];

export const WEB_DESIGN_STEPS = [
  {
    title: msg`Tell us about your business`,
    text: msg`A short form, then a 20-minute call about your market, your brand and the leads you want.`,
  },
  {
    title: msg`Get your site plan`,
    text: msg`Within 2 business days: the pages and the timeline, for your package's fixed price, with no hourly surprises.`,
  },
  {
    title: msg`Review the design`,
    text: msg`You see the home page and one inner page first; two rounds of changes are included.`,
  },
  {
    title: msg`Launch and answer`,
    text: msg`We launch on your domain and connect the call buttons to your AI receptionist, so every visitor who calls is answered.`,
  },
] as const;

export function packageNamed(id: string | null): (typeof WEB_DESIGN_PACKAGES)[number] | undefined {
  return WEB_DESIGN_PACKAGES.find((entry) => entry.id === id);
}

/** A package's price in dollars (the server's list), paid once. */
export function packagePrice(id: string): number | undefined {
  const offer = packageNamed(id);
  return offer ? WEB_DESIGN_PRICES[offer.id].amount : undefined;
}
