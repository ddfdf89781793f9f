import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import type { RouteManifest } from "../packages/api-client/src/core/route-manifest.js";
import { firstPassToLive, serveHarborHomes, signUpAndPay } from "./live-receptionist.js";
import { PUBLIC_PATHS, SWEEP_WIDTHS } from "./public-pages.js";
import { productInBrowser, signUpInPage } from "./session.js";

// Issue #30: no page of the site may pan sideways on a phone or a laptop, signed out or
// signed in. Every route of the site's route manifest is opened once per visitor state and
// measured at each width (resizing the same page, so one browser and one product start cover
// it all); onboarding's steps and the dashboard's tabs as a new owner goes through them.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(
  readFileSync(path.join(root, "apps/reference-site/dist/route-manifest.json"), "utf8"),
) as RouteManifest;

const WIDTHS = [360, 390, 1280] as const;

/** Admin pages are optional in the issue and need an admin account: not measured. */
const NOT_MEASURED_GROUPS = new Set(["admin"]);

/** One concrete path per manifest pattern: `:param` from the manifest's values, `/*` dropped. */
function concretePaths(): string[] {
  const paths = new Set<string>();
  for (const route of manifest.routes) {
    if (NOT_MEASURED_GROUPS.has(route.group)) continue;
    let concrete = route.pattern.replace(/\/\*$/, "") || "/";
    if (concrete.includes(":")) {
      const value = manifest.values[route.pattern]?.[0];
      if (!value) continue;
      concrete = concrete.replace(/:[^/]+/, value);
    }
    paths.add(concrete);
  }
  return [...paths];
}

const PATHS = concretePaths();

interface Overflow {
  path: string;
  width: number;
  scrollWidth: number;
  widest?: string;
}

/** At each width: the document's scroll width, and the widest element when it overflows. */
async function measure(page: Page, pathname: string): Promise<Overflow[]> {
  const found: Overflow[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const result = await page.evaluate(
      () =>
        new Promise<{ scrollWidth: number; innerWidth: number; widest?: string }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const scrollWidth = document.documentElement.scrollWidth;
              const innerWidth = window.innerWidth;
              let widest: string | undefined;
              if (scrollWidth > innerWidth) {
                let right = innerWidth;
                for (const element of document.body.querySelectorAll("*")) {
                  const box = element.getBoundingClientRect();
                  if (box.right > right + 0.5 && box.width > 0) {
                    right = box.right;
                    widest = `${element.tagName.toLowerCase()}.${String(element.className).split(" ").join(".")} (${Math.round(box.right)} px)`;
                  }
                }
              }
              resolve({ scrollWidth, innerWidth, widest });
            }),
          ),
        ),
    );
    if (result.scrollWidth > result.innerWidth) {
      found.push({ path: pathname, width, scrollWidth: result.scrollWidth, widest: result.widest });
    }
  }
  return found;
}

/**
 * Opens every route and measures where it lands. A route that sends this visitor elsewhere (a
 * signed-out visit to the dashboard goes to /login) lands on a page already measured, which is
 * not measured again.
 */
async function sweep(
  page: Page,
  baseUrl: string,
  measuredElsewhere: ReadonlySet<string> = new Set(),
): Promise<Overflow[]> {
  const found: Overflow[] = [];
  const measured = new Set<string>(measuredElsewhere);
  for (const pathname of PATHS) {
    if (measuredElsewhere.has(pathname)) continue;
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: "load" });
    await page
      .locator("main, h1")
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    const landed = new URL(page.url());
    const where = `${landed.pathname}${landed.search}`;
    if (measured.has(where)) continue;
    measured.add(where);
    found.push(...(await measure(page, pathname)));
  }
  return found;
}

describe("no horizontal scroll at 360, 390 and 1280 px", () => {
  // The crawler may read the small site onboarding is given, on loopback.
  const session = productInBrowser({ CRAWLER_ALLOW_PRIVATE_NETWORKS: "true" });

  it("covers the manifest's public, auth, checkout, dashboard and onboarding routes", () => {
    for (const expected of ["/", "/login", "/signup", "/dashboard", "/onboarding"]) {
      expect(PATHS.some((p) => p === expected || p.startsWith(`${expected}/`))).toBe(true);
    }
    expect(PATHS.some((p) => p.startsWith("/checkout"))).toBe(true);
  });

  it("signed out", async () => {
    await session.page.addInitScript(() =>
      localStorage.setItem(
        "ringline:conversion",
        JSON.stringify({
          dismissedPrompts: ["time", "scroll", "exit-intent"],
          stickyBarDismissed: true,
          timestamp: Date.now(),
        }),
      ),
    );
    // The public pages are measured signed out at these widths by marketing.e2e.test.ts's
    // sweep (with axe): the pages left are sign-in, sign-up, checkout, onboarding and the
    // dashboard's routes as a visitor meets them.
    expect(await sweep(session.page, session.product.url, PUBLIC_PATHS)).toEqual([]);
  });

  it("leaves to the public sweep only pages it measures at these widths", () => {
    expect([...SWEEP_WIDTHS].sort()).toEqual([...WIDTHS].sort());
  });

  it("signed in", async () => {
    await session.page.goto(session.product.url);
    const status = await signUpInPage(session.page, {
      firstName: "Lena",
      lastName: "Layout",
      email: "lena.layout@example.com",
    });
    expect(status).toBe(201);
    expect(await sweep(session.page, session.product.url)).toEqual([]);
  });

  it("through onboarding's steps as a new owner, then every dashboard tab once live", async () => {
    const { page, product } = session;
    const site = await serveHarborHomes();
    onTestFinished(() => site.close());
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 390, height: 800 });
    await signUpAndPay(page, product);
    const found: Overflow[] = [];
    // Each step as it first shows (the website step once read), and the first-visit tour.
    await firstPassToLive(page, site.url, async (step) => {
      found.push(...(await measure(page, `${new URL(page.url()).pathname} (${step})`)));
      await page.setViewportSize({ width: 390, height: 800 });
    });
    const dashboard = PATHS.filter((p) => p === "/dashboard" || p.startsWith("/dashboard/"));
    expect(dashboard.length).toBeGreaterThanOrEqual(6);
    for (const pathname of dashboard) {
      await page.goto(`${product.url}${pathname}`, { waitUntil: "load" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.locator("main section").first().waitFor();
      expect(new URL(page.url()).pathname).toBe(pathname);
      found.push(...(await measure(page, pathname)));
    }
    expect(found).toEqual([]);
  }, 120_000);
});
