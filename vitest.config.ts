import { defineConfig } from "vitest/config";

// One run covers every package and app; each keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts", "e2e/vitest.config.ts"],
  },
});
