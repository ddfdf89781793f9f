import { WEB_DESIGN_PRICES } from "@ringline/api-client/core";

/**
 * The web-design offer's packages; their prices are the API's list (`WEB_DESIGN_PRICES`), shown
 * on the offer's page and the order page and charged by the server.
 */
export const WEB_DESIGN_PACKAGES = [
  {
    id: "agent",
    name: "Agent Site",
    summary: "A fast, personal site for one agent: your story, your listings, your reviews.",
    features: [
      "Up to 6 pages, written with you",
      "Listings synced from your MLS feed (IDX)",
      "Call and text buttons wired to your AI receptionist",
      "Launched in 2 weeks",
    ],
  },
  {
    id: "team",
    name: "Team Site",
    summary: "For teams that want every agent found and every inquiry routed to the right one.",
    features: [
      "Up to 15 pages with agent profiles",
      "Neighbourhood guides that rank in local search",
      "Lead forms that land in your CRM",
      "Launched in 3 to 4 weeks",
    ],
  },
  {
    id: "brokerage",
    name: "Brokerage Site",
    summary: "Several offices, recruiting pages and a brand that holds together.",
    features: [
      "Unlimited pages and office locations",
      "Recruiting funnel and agent portal links",
      "Accessibility review to WCAG 2.2 AA",
      "Launched in 5 to 6 weeks",
    ],
  },
] as const;

export type WebDesignPackageId = (typeof WEB_DESIGN_PACKAGES)[number]["id"];

export const WEB_DESIGN_STEPS = [
  {
    title: "Tell us about your business",
    text: "A short form, then a 20-minute call about your market, your brand and the leads you want.",
  },
  {
    title: "Get your site plan",
    text: "Within 2 business days: the pages and the timeline, for your package's fixed price, with no hourly surprises.",
  },
  {
    title: "Review the design",
    text: "You see the home page and one inner page first; two rounds of changes are included.",
  },
  {
    title: "Launch and answer",
    text: "We launch on your domain and connect the call buttons to your AI receptionist, so every visitor who calls is answered.",
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
