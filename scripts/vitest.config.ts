import { defineProject } from "vitest/config";

// The repository's own tooling: the layering check's proof that it fails on a violation.
export default defineProject({
  test: {
    name: "tooling",
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["**/fixtures/**", "**/node_modules/**"],
    testTimeout: 60_000,
  },
});
