import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    // PGlite start-up and migrations take a couple of seconds per database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
