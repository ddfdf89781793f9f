import { configDefaults, defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "voice-client",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Chromium's tests run apart, after the others (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, "src/**/*.browser.test.ts"],
    // The type tests (`*.test-d.ts`) run too, through the package's tsconfig.
    typecheck: {
      enabled: true,
      include: ["src/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
