import type { FeatureModule } from "../http/route-table.js";
import { createStaticSite } from "./static-site.js";

declare module "../core/module.js" {
  interface AppSettings {
    /** The built reference site, served beside the API so the product is one address. */
    siteDir?: string | undefined;
  }
}

/** The reference site's pages: built files, and index.html for every page the client routes. */
export const siteModule: FeatureModule = {
  name: "site",
  setup: ({ settings }) =>
    settings.siteDir ? { fallback: createStaticSite(settings.siteDir) } : {},
};
