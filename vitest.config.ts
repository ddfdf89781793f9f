import { defineConfig } from "vitest/config";

// One run covers every package and app; each keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    reporters: ["default", "./scripts/vitest-summary-reporter.ts"],
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "e2e/vitest.config.ts",
      "scripts/vitest.config.ts",
      "packages/react-widgets/vitest.{preact,embed}.config.ts",
      "apps/reference-site/vitest.preact.config.ts",
    ],
  },
});
