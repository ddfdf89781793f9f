import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Pages load their route modules (and the chat, the widgets) lazily, as in the browser; on a
// busy CI machine an import can take longer than testing-library's default second. What a
// test waits for is still asserted; only the patience is longer (each test's own 15 s
// limit still applies).
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
});
