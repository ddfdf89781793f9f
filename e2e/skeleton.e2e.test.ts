import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "./public-pages.js";
import { productInBrowser } from "./session.js";

const WIDTHS = [390, 1280] as const;

/** The page's one h1, once the lazily loaded route has rendered it. */
async function headingOf(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.first().waitFor();
  return (await heading.first().textContent())?.trim() ?? "";
}

/** The document is no wider than the window: nothing forces a sideways scroll. */
async function fitsTheWindow(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

describe("the site's skeleton in Chromium", () => {
  const session = productInBrowser();

  it.each(WIDTHS)("serves every public page at %i px", async (width) => {
    const { page, product } = session;
    await page.setViewportSize({ width, height: 900 });
    // The marketing pages (/, /support, /faq, a path the site does not have…) are swept by
    // marketing.e2e.test.ts at these widths and more: here, the account pages.
    const pages: Array<[string, string]> = [
      ["/login", "Welcome back"],
      ["/auth", "Welcome back"],
      ["/signup", "Create your account"],
      ["/admin/login", "Administrator sign-in"],
    ];
    for (const [path] of pages) expect(PUBLIC_PATHS.has(path), path).toBe(false);
    for (const path of ["/", "/support", "/faq", "/no/such/page"]) {
      expect(PUBLIC_PATHS.has(path), path).toBe(true);
    }
    for (const [path, heading] of pages) {
      await page.goto(`${product.url}${path}`);
      expect(await headingOf(page), path).toBe(heading);
      expect(await fitsTheWindow(page), `${path} at ${width}px`).toBe(true);
    }
    expect(session.pageErrors).toEqual([]);
  });

  it("sends a signed-out visit to /dashboard to /login", async () => {
    const { page, product } = session;
    await page.goto(`${product.url}/dashboard/billing`);
    await page.waitForURL(/\/login\?next=%2Fdashboard%2Fbilling$/);
    expect(await headingOf(page)).toBe("Welcome back");
  });

  it("refuses an admin route without an admin session", async () => {
    const { page, product } = session;
    await page.goto(`${product.url}/admin`);
    await page.waitForURL(/\/admin\/login$/);
    expect(await headingOf(page)).toBe("Administrator sign-in");
    const refused = await page.evaluate(async () => (await fetch("/api/admin/audit-log")).status);
    expect(refused).toBe(401);
  });

  it.each(WIDTHS)("signs up and shows the dashboard's five tabs at %i px", async (width) => {
    const { page, product } = session;
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${product.url}/signup`);
    await page.getByLabel(/^First name/).fill("Olivia");
    await page.getByLabel(/^Last name/).fill("Reyes");
    await page.getByLabel(/^Email/).fill(`olivia.${width}@bayside.example`);
    await page.getByLabel(/^Password/).fill("Harbour-Lights-2026");
    await page.getByLabel(/^Confirm password/).fill("Harbour-Lights-2026");
    await page.getByRole("button", { name: "Create account" }).click();
    // Sign-up goes on to checkout; the dashboard is there for an account that has not paid yet.
    await page.waitForURL(/\/checkout/);
    await page.goto(`${product.url}/dashboard`);
    expect(await headingOf(page)).toBe("Welcome back, Olivia");

    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    const expectations: Array<[string, string, string]> = [
      ["Profile", "/dashboard", `olivia.${width}@bayside.example`],
      ["Billing", "/dashboard/billing", "No orders yet."],
      ["AI Settings", "/dashboard/ai-settings", "Not live yet"],
      ["Call Logs", "/dashboard/call-logs", "No calls yet."],
      ["Integrations", "/dashboard/integrations", "No calendar yet"],
    ];
    for (const [tab, path, content] of expectations) {
      await tabs.getByRole("link", { name: tab }).click();
      await page.waitForURL(new RegExp(`${path}$`));
      await page.getByText(content, { exact: false }).first().waitFor();
      expect(await tabs.getByRole("link", { name: tab }).getAttribute("aria-current")).toBe("page");
      expect(await fitsTheWindow(page), `${path} at ${width}px`).toBe(true);
    }

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/auth$/);
    expect(session.pageErrors).toEqual([]);
  });
});
