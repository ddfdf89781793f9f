import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    // One module graph per worker: importing the app costs about 3 s a file.
    isolate: false,
    // A PGlite database loads the migrated template (src/test/pglite-template.ts) in about 2 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
