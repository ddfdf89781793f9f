import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";
import { companyContactPlugin } from "./build/company-contact.js";
import { markdownPlugin } from "./build/markdown-plugin.js";
import { i18nPlugins, preactAliases } from "./vite.config.js";

// The site's tests. Its pages run with React replaced by preact/compat, as the production build
// does (vite.config.ts): what visitors and owners actually run, so a failure here means React
// Router, TanStack Query or a page does not work for them. (Only `pnpm dev` renders the site
// with React itself; the pages' code is the same, and running every page test on both cost a
// minute of each CI run.)
const here = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  resolve: {
    alias: [
      ...preactAliases(),
      // These packages point Node at their CommonJS builds, whose require() calls no alias
      // reaches; their ES module builds import React like everything else.
      {
        find: /^react-router$/,
        replacement: path.join(here, "node_modules/react-router/dist/development/index.mjs"),
      },
      {
        find: /^@testing-library\/react$/,
        replacement: path.join(
          here,
          "node_modules/@testing-library/react/dist/@testing-library/react.esm.js",
        ),
      },
    ],
  },
  esbuild: { jsx: "automatic", jsxImportSource: "react" },
  plugins: [
    ...i18nPlugins(),
    markdownPlugin(path.join(here, "src/features/blog/articles")),
    companyContactPlugin(false),
  ],
  test: {
    name: "reference-site",
    environment: "jsdom",
    // One jsdom and one module graph per worker, not per file: setting up jsdom and importing
    // React, the router and the widgets again for every file was half of these tests' time.
    // Each test cleans up after itself (vitest.setup.ts: the rendered tree, storage).
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    // Room for the waits of vitest.setup.ts on a busy machine.
    testTimeout: 15_000,
    server: {
      // Vite's aliases only reach code it transforms: the router, the query cache, zustand and
      // Testing Library (and Lingui) must be inlined so that their `react` imports become Preact.
      deps: {
        inline: [/react-router/, /@tanstack\//, /zustand/, /@testing-library\/react/, /@lingui\//],
      },
    },
  },
});
