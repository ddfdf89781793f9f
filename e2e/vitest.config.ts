import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./global-setup.ts"],
    // A browser and a freshly migrated embedded database per file: each file starts its own
    // product on a free port with a data directory (or PostgreSQL database) of its own.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // After every unit and integration test (group 0), so that no browser shares the cores
    // with them; two files at a time, one per core.
    sequence: { groupOrder: 1 },
  },
});
