import type { FeatureModule } from "../http/route-table.js";
import { createStaticSite } from "./static-site.js";

declare module "../core/module.js" {
  interface AppSettings {
    /** The built reference site, served beside the API so the product is one address. */
    siteDir?: string | undefined;
  }
}

/**
 * The reference site: its built files (pre-compressed, hashed ones cached for good), robots.txt
 * and sitemap.xml, and index.html for every page it has, with 404 for every path it has not.
 */
export const siteModule: FeatureModule = {
  name: "site",
  setup: ({ settings, publicUrl, use }) => {
    if (!settings.siteDir) return {};
    const plans = use("plans");
    return {
      fallback: createStaticSite(settings.siteDir, {
        publicUrl,
        // The plans' prices, which the landing page, the pricing and the FAQ show at once.
        bootstrap: async () => {
          const items = await plans.listActive();
          const plansAnswer = {
            success: true,
            items,
            total: items.length,
            page: 1,
            pageSize: Math.max(items.length, 1),
          };
          return { plans: plansAnswer };
        },
      }),
    };
  },
};
