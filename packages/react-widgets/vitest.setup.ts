import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import * as preview from "../../.storybook/preview";

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
