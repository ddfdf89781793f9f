import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One run covers every package and app; each keeps its own vitest.config.ts.
//
// The unit and integration projects run first, in one worker per core. The projects that
// drive Chromium or start the built product come after them, so that a browser never shares
// the cores with other tests: e2e, the embed, voice-client-browser and voice-emulator-browser
// (`sequence.groupOrder: 1` in each) together, two files at a time.
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    reporters: ["default", "./scripts/vitest-summary-reporter.ts"],
    projects: [
      "packages/*/vitest.config.ts",
      "packages/*/vitest.browser.config.ts",
      "apps/*/vitest.config.ts",
      "e2e/vitest.config.ts",
      "scripts/vitest.config.ts",
      "packages/react-widgets/vitest.{preact,embed}.config.ts",
    ],
  },
});
