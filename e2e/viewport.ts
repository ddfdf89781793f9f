import type { Page } from "playwright-core";

/**
 * Runs `check` on the page as it is at each of `widths`: the window is resized in place (no
 * reload, so what the page loaded stays loaded) and given two frames to lay the page out again.
 */
export async function atEachWidth(
  page: Page,
  widths: readonly number[],
  check: (width: number) => Promise<void>,
  { height = 900 }: { height?: number } = {},
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await check(width);
  }
}

/** Whether the document is wider than the window, so that it pans sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
