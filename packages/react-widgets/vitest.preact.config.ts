import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

// The widgets of the standalone embed, tested again with React replaced by preact/compat,
// as rollup.config.mjs builds the embed. A failure here means the embed cannot use Preact.
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
  // Its package.json points Node at the CommonJS build, whose require() calls no alias
  // reaches; the ES module build imports react-dom like everything else.
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(
      new URL(
        "./node_modules/@testing-library/react/dist/@testing-library/react.esm.js",
        import.meta.url,
      ),
    ),
  },
];

export default defineProject({
  resolve: { alias: PREACT_ALIASES },
  esbuild: { jsx: "automatic", jsxImportSource: "react" },
  test: {
    name: "react-widgets-preact",
    environment: "jsdom",
    // One jsdom and one module graph per worker, not per file: setting up jsdom and importing
    // React, the router and the widgets again for every file was half of these tests' time.
    // Each test cleans up after itself (vitest.setup.ts: the rendered tree, storage).
    isolate: false,
    include: [
      "src/roi-calculator/**/*.test.{ts,tsx}",
      "src/forwarding-guide/**/*.test.{ts,tsx}",
      "src/pricing-table/**/*.test.{ts,tsx}",
      "src/demo-call-button/**/*.test.{ts,tsx}",
      "src/chat-widget/**/*.test.{ts,tsx}",
      // The design-system primitives: the site uses them with React, the embed may with Preact.
      "src/ui/**/*.test.{ts,tsx}",
    ],
    setupFiles: ["./vitest.setup.ts"],
    server: {
      // Vite's aliases only reach code it transforms: Testing Library, Storybook's
      // composeStories and zustand's `useStore` must be inlined so that their `react`
      // imports become Preact too.
      deps: { inline: [/@testing-library\/react/, /@storybook\//, /storybook/, /zustand/] },
    },
  },
});
