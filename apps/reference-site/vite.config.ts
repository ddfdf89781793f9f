import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { catalogueGroupsPlugin } from "./build/catalogue-groups.js";
import { companyContactPlugin } from "./build/company-contact.js";
import { linguiMacroPlugin } from "./build/lingui-macro.js";
import { blogPathValues, markdownPlugin } from "./build/markdown-plugin.js";
import { precompressPlugin } from "./build/precompress.js";
import { routeManifestPlugin } from "./build/route-manifest.js";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The site's translations: Lingui's macros in the modules that use them (lingui.config.ts), and
 * its catalogues (`src/locales/<locale>/messages.po`) compiled in parts, the root's and one per
 * route group, as the site imports them (build/catalogue-groups.ts).
 */
export function i18nPlugins() {
  return [linguiMacroPlugin(path.join(here, "lingui.config.ts")), catalogueGroupsPlugin(here)];
}

const articles = path.join(here, "src/features/blog/articles");

/**
 * React's entry points mapped to preact/compat, as the widgets' embed is built: the site ships
 * about 60 KB (gzip) less script, which is what brings the landing page under its budget. The
 * widgets are tested under Preact (vitest.preact.config.ts in react-widgets), and so are the
 * site's pages (vitest.config.ts here) and the built product (e2e).
 *
 * Preact is resolved through @ringline/react-widgets, which has it as a development dependency;
 * the site should list it itself once its dependencies can be installed again (see README).
 */
export function preactAliases() {
  const preactRoot = path.dirname(
    createRequire(path.join(here, "../../packages/react-widgets/package.json")).resolve(
      "preact/package.json",
    ),
  );
  const file = (relative: string) => path.join(preactRoot, relative);
  return [
    { find: /^react-dom\/client$/, replacement: file("compat/client.mjs") },
    { find: /^react-dom\/test-utils$/, replacement: file("test-utils/dist/testUtils.module.js") },
    { find: /^react-dom$/, replacement: file("compat/dist/compat.module.js") },
    { find: /^react\/jsx-runtime$/, replacement: file("compat/jsx-runtime.mjs") },
    { find: /^react\/jsx-dev-runtime$/, replacement: file("compat/jsx-dev-runtime.mjs") },
    { find: /^react$/, replacement: file("compat/dist/compat.module.js") },
  ];
}

/** Where `vite build --ssr` puts the prerender's bundle (src/prerender.tsx), run by `build`. */
const PRERENDER_BUNDLE = "node_modules/.cache/prerender";

export default defineConfig(({ command, isSsrBuild, mode }) =>
  isSsrBuild
    ? {
        // The prerender: the same app under Preact, bundled whole for Node (no package but the
        // DOM it renders into stays external, so every one resolves through the aliases).
        plugins: [
          ...i18nPlugins(),
          react(),
          markdownPlugin(articles),
          companyContactPlugin(mode === "production"),
        ],
        resolve: { alias: preactAliases() },
        ssr: { noExternal: true, external: ["jsdom"] },
        build: { outDir: PRERENDER_BUNDLE, emptyOutDir: true, sourcemap: false },
      }
    : {
        plugins: [
          ...i18nPlugins(),
          react(),
          markdownPlugin(articles),
          companyContactPlugin(command === "build" && mode === "production"),
          routeManifestPlugin({
            groupsDirectory: "src/app/route-groups",
            values: () => blogPathValues(articles),
          }),
          precompressPlugin(),
        ],
        // Development keeps React (its warnings and dev tools); builds use Preact.
        resolve: command === "build" ? { alias: preactAliases() } : {},
        server: {
          // `pnpm dev` in this folder talks to the API started by `pnpm start`.
          proxy: { "/api": "http://localhost:3000" },
        },
        // The manifest lets bench/site-sizes.mjs measure what each route group loads, and the
        // route manifest name each page's files.
        build: {
          outDir: "dist",
          // Maps for the server's eyes only: no sourceMappingURL in the files, and the API
          // never serves *.map (apps/api/src/site).
          sourcemap: "hidden",
          manifest: true,
        },
      },
);
