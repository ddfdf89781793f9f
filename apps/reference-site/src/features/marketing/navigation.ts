import { msg } from "@lingui/core/macro";

/**
 * The header's links, in the spec's order (the mobile menu shows the same); each label a
 * message the page renders in its language.
 */
export const HEADER_LINKS = [
  { label: msg`Features`, href: "/#features" },
  { label: msg`Reviews`, href: "/#testimonials" },
  { label: msg`Blog`, href: "/blog" },
  // The bar's short name (the footer says it in full).
  { label: msg({ message: "FAQ", context: "header" }), href: "/faq" },
  { label: msg`Support`, href: "/support" },
  { label: msg`Pricing`, href: "/#pricing" },
] as const;

/**
 * The company's phone line (as shown and as dialed) and address: the settings COMPANY_PHONE and
 * COMPANY_ADDRESS at build time, each null when not set (build/company-contact.ts).
 */
export { COMPANY_CONTACT } from "virtual:company-contact";

/** The addresses the site names. */
export const COMPANY_EMAIL = {
  support: "support@ringline.ai",
  sales: "sales@ringline.ai",
  privacy: "privacy@ringline.ai",
  legal: "legal@ringline.ai",
} as const;

/** Where the header's scroll state changes (the spec's 50 px) and how often it is read. */
export const HEADER_CONDENSE_AFTER_PX = 50;
export const SCROLL_THROTTLE_MS = 100;
