import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productInBrowser } from "./session.js";

// The pages the site's build prerendered (the route table's PRERENDER marks): each is sent as
// its own HTML, paints before any script, and hydrates without an error; the forms among them
// can be filled in before the page's script has run, and keep what was typed.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const site = path.join(root, "apps/reference-site/dist");
const { pages } = JSON.parse(readFileSync(path.join(site, "prerendered/pages.json"), "utf8")) as {
  pages: Record<string, string>;
};

/** The text of a prerendered page's first heading, as the build wrote it. */
function headingOf(file: string): string {
  const html = readFileSync(path.join(site, file), "utf8");
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  return heading
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .trim();
}

const session = productInBrowser();

const isCategory = (pagePath: string) => pagePath.startsWith("/blog/category/");
const isPost = (pagePath: string) => /^\/blog\/(?!all$)[^/]+$/.test(pagePath);
const firstPost = Object.keys(pages).find(isPost);
const firstCategory = Object.keys(pages).find(isCategory);

/** Whether the sweep opens `pagePath` in the browser (every page but the later posts and categories). */
function hydrated(pagePath: string): boolean {
  if (isCategory(pagePath)) return pagePath === firstCategory;
  if (isPost(pagePath)) return pagePath === firstPost;
  return true;
}

describe("the prerendered pages in Chromium", () => {
  it("prerenders every public page and the sign-in and sign-up forms", () => {
    for (const page of [
      "/",
      "/faq",
      "/signup",
      "/login",
      "/forgot-password",
      "/services",
      "/checkout/web-design",
      "/checkout-funnel",
    ]) {
      expect(Object.keys(pages), page).toContain(page);
    }
    expect(Object.keys(pages).some((page) => page.startsWith("/blog/"))).toBe(true);
    expect(firstPost && hydrated(firstPost)).toBe(true);
    expect(firstCategory && hydrated(firstCategory)).toBe(true);
    expect(["/blog", "/blog/all", "/faq"].every(hydrated)).toBe(true);
    expect(Object.keys(pages).filter((page) => page.startsWith("/dashboard"))).toEqual([]);
  });

  it("sends each as its HTML with its content, and hydrates it without an error", async () => {
    const { page, product } = session;
    const failures: string[] = [];
    for (const [pagePath, file] of Object.entries(pages)) {
      const response = await page.request.get(`${product.url}${pagePath}`);
      const html = await response.text();
      const heading = headingOf(file);
      if (response.status() !== 200) failures.push(`${pagePath}: status ${response.status()}`);
      if (!html.includes(`<div id="root" data-prerendered="${pagePath}">`)) {
        failures.push(`${pagePath}: not sent prerendered`);
      }
      if (!heading) failures.push(`${pagePath}: no heading in its HTML`);
      // Every post and category page is the same component over HTML the build wrote once
      // for both the prerender and the script: the first of each is hydrated for all of them.
      if (!hydrated(pagePath)) continue;
      const errorsBefore = session.pageErrors.length + session.consoleErrors.length;
      await page.goto(`${product.url}${pagePath}`);
      // Hydrated: main.tsx takes the mark off once the page is live.
      await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });
      const shown = (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim();
      if (shown !== heading)
        failures.push(`${pagePath}: shows "${shown}", prerendered "${heading}"`);
      if (session.pageErrors.length + session.consoleErrors.length > errorsBefore) {
        failures.push(
          `${pagePath}: ${[...session.pageErrors, ...session.consoleErrors].slice(-3).join(" | ")}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it("takes the sign-up form before its script has run, keeps what was typed and sends it", async () => {
    const { page, product } = session;
    const email = `early.${Date.now()}@bayside.example`;
    const password = "Harbor-Lights-2026";
    // The page's entry script is held back until the visitor has typed.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${product.url}/signup`, { waitUntil: "commit" });
      const form = page.locator("form.auth-form");
      await form.getByLabel(/^First name/).fill("Olivia");
      await form.getByLabel(/^Last name/).fill("Reyes");
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Password/).fill(password);
      await form.getByLabel(/^Confirm password/).fill(password);
      // Nothing handles the form yet: Enter sends nothing (no password in the address).
      await form.getByLabel(/^Confirm password/).press("Enter");
      const submit = form.getByRole("button", { name: "Create account" });
      expect(await submit.isDisabled()).toBe(true);
      expect(held).toBe(true);
      expect(await page.locator("#root[data-prerendered]").count()).toBe(1);
      expect(new URL(page.url()).search).toBe("");

      release();
      await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });
      // Hydrated over what was typed: still there, and the form's own.
      expect(await form.getByLabel(/^First name/).inputValue()).toBe("Olivia");
      expect(await form.getByLabel(/^Email/).inputValue()).toBe(email);
      expect(await form.getByLabel(/^Password/).inputValue()).toBe(password);
      await submit.click();
      // Signed up: on to checkout, the account's page.
      await page.waitForURL((url) => url.pathname === "/checkout", { timeout: 15_000 });
    } finally {
      release();
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
    }
    expect(session.pageErrors).toEqual([]);
  });

  it("sends a signed-in visitor on from the prerendered sign-in page, rendered afresh", async () => {
    // Signed in by the test before: /login is sent prerendered, and the router goes on.
    const { page, product } = session;
    const errorsBefore = session.pageErrors.length;
    await page.goto(`${product.url}/login`);
    await page.waitForURL((url) => url.pathname !== "/login", { timeout: 15_000 });
    await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });
    // The dashboard ("Welcome back, Olivia"), not the sign-in card ("Welcome back").
    expect(await page.getByRole("heading", { name: "Welcome back", exact: true }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: /^Welcome back, / }).count()).toBe(1);
    expect(session.pageErrors.slice(errorsBefore)).toEqual([]);
  });
});
