import { createMemoryStorage } from "@ringline/api-client";
import { waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { AppProviders } from "./app/app-providers.js";
import { createAppContext, createMemoryAppRouter, whenRouterReady } from "./app/create-app.js";
import { prerenderedPaths, prerenderPage } from "./prerender.js";
import { whileHydrating } from "./shared/hydration.js";
import { plansAnswer } from "./test/billing-fixtures.js";
import { createFakeApi, signedIn } from "./test/fake-api.js";
import { stubPageFetch } from "./test/page-fetch.js";

stubPageFetch();

const TEMPLATE = `<!doctype html><html><head><title>Ringline</title><meta name="description" content="Ringline." /><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/jsx-1.js"></head><body><div id="root"></div></body></html>`;

/** The prerendered page's `#root`, put in the test's document as the browser would show it. */
function showPrerendered(page: string): HTMLElement {
  const body = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? "";
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(page)?.[1] ?? "";
  document.body.innerHTML = body;
  const root = document.getElementById("root");
  if (!root) throw new Error("no #root");
  return root;
}

describe("the prerendered public pages", () => {
  it("lists the pages of sitemap.xml: public, listed, each post and category", () => {
    expect(
      prerenderedPaths({
        routes: [
          { pattern: "/", group: "marketing", indexable: true },
          { pattern: "/blog/:slug", group: "marketing", indexable: true },
          { pattern: "/checkout/web-design", group: "marketing", indexable: false },
          { pattern: "*", group: "marketing", indexable: true },
          { pattern: "/dashboard", group: "dashboard", indexable: false },
        ],
        values: { "/blog/:slug": ["missed-calls"] },
      }),
    ).toEqual(["/", "/blog/missed-calls"]);
  });

  it("holds the page's content, title, description and widget styles, its scripts asked for last", async () => {
    const page = await prerenderPage(TEMPLATE, "/faq");
    expect(page).toContain('<div id="root" data-prerendered="/faq">');
    expect(page).toContain("<title>FAQ · Ringline</title>");
    expect(page).toContain('<meta name="description" content="Answers about Ringline');
    expect(page).toContain("Frequently asked questions</h1>");
    expect(page).toMatch(/<head><style data-ringline="base">/);
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low"');
    // As a visitor without a session sees it.
    expect(page).toContain('aria-label="Log in"');
  });

  it("hydrates the landing page without replacing it, then shows a signed-in visitor's header", async () => {
    const root = showPrerendered(await prerenderPage(TEMPLATE, "/"));
    const heading = root.querySelector("h1");
    const roi = root.querySelector("section#roi");
    const parts = [...root.querySelectorAll(".deferred-part")];
    // Every section is in the HTML, the ones below the first screen still static.
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.every((part) => part.hasAttribute("data-static"))).toBe(true);
    expect(root.querySelector("section#cta")).not.toBeNull();

    const api = createFakeApi({ ...signedIn(), "GET /api/plans": plansAnswer });
    const context = createAppContext({
      baseUrl: "http://localhost",
      fetch: api.fetch,
      storage: createMemoryStorage({ authToken: "token" }),
    });
    const router = createMemoryAppRouter(context, "/");
    await whenRouterReady(router);
    let app: Root | undefined;
    whileHydrating(() => {
      app = hydrateRoot(root, <AppProviders context={context} router={router} />);
    });

    // The same nodes: hydrated, not rendered again.
    expect(root.querySelector("h1")).toBe(heading);
    expect(root.querySelector(".deferred-part")).toBe(parts[0]);
    // The session is read after hydration: the signed-in header follows.
    const banner = root.querySelector<HTMLElement>("header.site-header");
    if (!banner) throw new Error("no header");
    expect(
      await within(banner).findByRole("link", { name: "View Dashboard" }, { timeout: 3000 }),
    ).toBeVisible();
    expect(within(banner).queryByRole("link", { name: "Log in" })).toBeNull();
    // The parts below the first screen become live (jsdom has no IntersectionObserver: some
    // frames after hydration).
    await waitFor(
      () => expect(root.querySelectorAll(".deferred-part[data-static]")).toHaveLength(0),
      { timeout: 3000 },
    );
    // Hydrated in place too: the same nodes, now live.
    expect(root.querySelector("section#roi")).toBe(roi);
    expect(root.querySelector(".deferred-part")).toBe(parts[0]);
    app?.unmount();
    router.dispose();
    document.body.replaceChildren();
  });
});
