import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import * as preview from "../../.storybook/preview";

// A worker keeps one jsdom for many files (isolate: false in the configs): each file starts as
// on a new page, with an empty body, nothing stored and the address at the site's root (no
// code here sets a cookie).
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, "", "/");
document.title = "";

// Stories rendered in tests get the same decorators (locale, theme) as in Storybook.
setProjectAnnotations(preview.default);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The page-wide audio focus (one sound at a time) starts empty in every test, as on a new page.
afterEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for("ringline.audio-focus"));
});

// What a file changed of the shared worker goes back when it ends: timers, stubbed globals and
// spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
