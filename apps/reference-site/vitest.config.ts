import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { markdownPlugin } from "./build/markdown-plugin.js";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  plugins: [react(), markdownPlugin(path.join(here, "src/features/blog/articles"))],
  test: {
    name: "reference-site",
    environment: "jsdom",
    // One jsdom and one module graph per worker, not per file: setting up jsdom and importing
    // React, the router and the widgets again for every file was half of these tests' time.
    // Each test cleans up after itself (vitest.setup.ts: the rendered tree, storage).
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    // Hydrating a prerendered page is Preact's (what the build runs): vitest.preact.config.ts.
    exclude: ["src/**/*.preact.test.tsx"],
    setupFiles: ["./vitest.setup.ts"],
    // Room for the waits of vitest.setup.ts on a busy machine.
    testTimeout: 15_000,
  },
});
