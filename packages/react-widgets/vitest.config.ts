import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "react-widgets",
    environment: "jsdom",
    // One jsdom and one module graph per worker, not per file: setting up jsdom and importing
    // React, the router and the widgets again for every file was half of these tests' time.
    // Each test cleans up after itself (vitest.setup.ts: the rendered tree, storage).
    isolate: false,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
  },
});
