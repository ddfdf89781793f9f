import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { activateLocale } from "./src/shared/i18n/i18n.js";

// A worker keeps one jsdom for many files (isolate: false in the configs): each file starts as
// on a new page, with an empty body, nothing stored and the address at the site's root (no
// code here sets a cookie).
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, "", "/");
document.title = "";

// Every file renders in English unless it activates another language (and puts English back).
await activateLocale("en");

// Pages load their route modules (and the chat, the widgets) lazily, as in the browser; on a
// busy CI machine an import can take longer than testing-library's default second. What a
// test waits for is still asserted; only the patience is longer (each test's own 15 s
// limit still applies).
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
});

// What a file changed of the shared worker goes back when it ends: timers, stubbed globals and
// spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
