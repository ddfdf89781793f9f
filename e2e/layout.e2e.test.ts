import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RouteManifest } from "../packages/api-client/src/core/route-manifest.js";
import { productInBrowser, signUpInPage } from "./session.js";

// Issue #30: no page of the site may pan sideways on a phone or a laptop, signed out or
// signed in. Every route of the site's route manifest is opened once per visitor state and
// measured at each width (resizing the same page, so one browser and one product start cover
// it all).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(
  readFileSync(path.join(root, "apps/reference-site/dist/route-manifest.json"), "utf8"),
) as RouteManifest;

const WIDTHS = [360, 390, 1280] as const;

/**
 * Routes measured but not yet asserted, each with its reason: other helpers of issue #30 are
 * reworking these screens at 360 px. Remove an entry once its rework is merged.
 */
const LAYOUT_PENDING_ROUTES: ReadonlyArray<{ prefix: string; reason: string }> = [
  {
    prefix: "/dashboard",
    reason: "dashboard tabs and call logs: 360 px rework (helper dashboard)",
  },
  { prefix: "/onboarding", reason: "onboarding steps: reworked by helper setup" },
];

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

function pendingReason(pathname: string): string | undefined {
  return LAYOUT_PENDING_ROUTES.find((entry) => pathname.startsWith(entry.prefix))?.reason;
}

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
async function sweep(page: Page, baseUrl: string): Promise<Overflow[]> {
  const found: Overflow[] = [];
  const measured = new Set<string>();
  for (const pathname of PATHS) {
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

/** Splits what overflowed into failures and the pending routes' findings (logged). */
function judge(found: Overflow[], state: string): Overflow[] {
  const pending = found.filter((overflow) => pendingReason(overflow.path));
  if (pending.length > 0) {
    console.info(`layout (${state}), pending routes that overflow:`, pending);
  }
  return found.filter((overflow) => !pendingReason(overflow.path));
}

describe("no horizontal scroll at 360, 390 and 1280 px", () => {
  const session = productInBrowser();

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
    expect(judge(await sweep(session.page, session.product.url), "signed out")).toEqual([]);
  });

  it("signed in", async () => {
    await session.page.goto(session.product.url);
    const status = await signUpInPage(session.page, {
      firstName: "Lena",
      lastName: "Layout",
      email: "lena.layout@example.com",
    });
    expect(status).toBe(201);
    expect(judge(await sweep(session.page, session.product.url), "signed in")).toEqual([]);
  });
});
