import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "voice-client",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // The type tests (`*.test-d.ts`) run too, through the package's tsconfig.
    typecheck: {
      enabled: true,
      include: ["src/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
