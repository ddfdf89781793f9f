import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    // A browser and a freshly migrated embedded database per file.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
