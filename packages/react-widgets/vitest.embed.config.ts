import { defineProject } from "vitest/config";

// The standalone embed in Chromium: the tests build dist/embed/ with rollup.config.mjs (an
// ES module entry and its chunks), serve the directory on 127.0.0.1, start the voice emulator
// (packages/voice-emulator/dist) and load the embed into a page with hostile CSS.
export default defineProject({
  test: {
    name: "react-widgets-embed",
    environment: "node",
    include: ["embed-tests/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Chromium: after the unit and integration tests, in the end-to-end group (two files at a
    // time, one per core; e2e/vitest.config.ts).
    sequence: { groupOrder: 1 },
  },
});
