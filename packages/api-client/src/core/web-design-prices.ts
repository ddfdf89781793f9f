// Web-design orders' facts without zod: the packages and their prices, shown on the site's
// public pages (which must stay small) and charged by the API (contract/web-design.ts).

/**
 * The web-design packages on sale.
 *
 * @example
 * ```ts
 * WEB_DESIGN_PACKAGE_IDS; // ["agent", "team", "brokerage"]
 * ```
 */
export const WEB_DESIGN_PACKAGE_IDS = ["agent", "team", "brokerage"] as const;

/** A web-design package's id. */
export type TWebDesignPackageId = (typeof WEB_DESIGN_PACKAGE_IDS)[number];

/**
 * The price list of the web-design packages, in US dollars, paid once. The API charges from
 * this list by package id (an order never carries an amount); the site shows the same figures.
 *
 * @example
 * ```ts
 * WEB_DESIGN_PRICES.team; // { name: "Team Site", amount: 3500 }
 * ```
 */
export const WEB_DESIGN_PRICES: Readonly<
  Record<TWebDesignPackageId, { readonly name: string; readonly amount: number }>
> = {
  agent: { name: "Agent Site", amount: 1500 },
  team: { name: "Team Site", amount: 3500 },
  brokerage: { name: "Brokerage Site", amount: 7500 },
};
