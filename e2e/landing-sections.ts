import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * A section of the landing page (`#demo`, `#roi`, `#pricing`), brought into view until `ready`
 * is in it (its widgets load as the section comes near the window). Scrolled to again while
 * waiting, as a visitor would: on a busy machine the first scroll can land before the page has
 * hydrated and laid out the sections above it, which moves the section out of reach again.
 */
export async function landingSection(
  page: Page,
  id: string,
  ready: (section: Locator) => Locator,
): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await expect
    .poll(
      async () => {
        await section.scrollIntoViewIfNeeded();
        return ready(section).count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return section;
}

/** The demo section once its call button is there. */
export const demoSection = (page: Page) =>
  landingSection(page, "demo", (demo) =>
    demo.getByRole("button", { name: "Talk to the AI Receptionist" }),
  );
