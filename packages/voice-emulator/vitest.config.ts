import { configDefaults, defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "voice-emulator",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Chromium's tests run apart, after the others (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, "src/**/*.browser.test.ts"],
    testTimeout: 20_000,
  },
});
