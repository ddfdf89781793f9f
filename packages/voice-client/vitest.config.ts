import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "voice-client",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
