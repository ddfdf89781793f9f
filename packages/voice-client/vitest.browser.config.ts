import { defineProject } from "vitest/config";

// The tests that drive Chromium. One file at a time puts them in Vitest's last group, after
// the unit and integration tests, so that a browser never shares the cores with other tests.
export default defineProject({
  test: {
    name: "voice-client-browser",
    environment: "node",
    include: ["src/**/*.browser.test.ts"],
    fileParallelism: false,
  },
});
