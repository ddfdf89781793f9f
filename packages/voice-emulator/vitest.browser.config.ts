import { defineProject } from "vitest/config";

// The tests that drive Chromium, in Vitest's second group with the end-to-end tests: after the
// unit and integration tests, so that a browser never shares the cores with other tests.
export default defineProject({
  test: {
    name: "voice-emulator-browser",
    environment: "node",
    include: ["src/**/*.browser.test.ts"],
    testTimeout: 20_000,
    // Chromium: after the unit and integration tests, in the end-to-end group (two files at a
    // time, one per core; e2e/vitest.config.ts).
    sequence: { groupOrder: 1 },
  },
});
