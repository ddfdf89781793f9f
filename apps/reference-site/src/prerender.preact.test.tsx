import { createMemoryStorage } from "@ringline/api-client";
import { waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { type RecordedRoute, walkRoutes } from "../build/route-patterns.js";
import { AppProviders } from "./app/app-providers.js";
import { createAppContext, createMemoryAppRouter, whenRouterReady } from "./app/create-app.js";
import type { RouteBuild } from "./app/lazy-route.js";
import { createRoutes } from "./app/routes.js";
import {
  prerenderedPages,
  prerenderedPaths,
  prerenderPage,
  withStylesInline,
} from "./prerender.js";
import { DISABLED_UNTIL_HYDRATED, keepTypedInput, whileHydrating } from "./shared/hydration.js";
import { plansAnswer } from "./test/billing-fixtures.js";
import { createFakeApi, json, signedIn, USER } from "./test/fake-api.js";
import { stubPageFetch } from "./test/page-fetch.js";

stubPageFetch();

type GroupFunction = (
  lazy: (importer: () => unknown, build?: RouteBuild) => unknown,
) => RecordedRoute;

const groupFiles = import.meta.glob<Record<string, unknown>>("./app/route-groups/*.tsx", {
  eager: true,
});

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
  it("lists the pages the route table marks, each value of a dynamic one", () => {
    expect(
      prerenderedPaths({
        routes: [
          { pattern: "/", prerender: true },
          { pattern: "/blog/:slug", prerender: true },
          { pattern: "/signup", prerender: true },
          { pattern: "/reset-password", prerender: false },
          { pattern: "/dashboard" },
        ],
        values: { "/blog/:slug": ["missed-calls"] },
      }),
    ).toEqual(["/", "/blog/missed-calls", "/signup"]);
  });

  it("writes the page's style sheets into it, the entry's where it was linked, its route's after", () => {
    const template = `<html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body></body></html>`;
    const sheets: Record<string, string> = {
      "/assets/index-1.css": "body{margin:0}",
      "/assets/content-1.css": ".post{color:red}",
    };
    const page = withStylesInline(
      template,
      ["/assets/index-1.css", "/assets/content-1.css"],
      (href) => sheets[href] ?? "",
    );
    expect(page).toBe(
      '<html><head><style data-href="/assets/index-1.css">body{margin:0}</style><style data-href="/assets/content-1.css">.post{color:red}</style></head><body></body></html>',
    );
    expect(() => withStylesInline(template, [], () => "</style><script>")).toThrow();
    expect(
      prerenderedPages({
        routes: [{ pattern: "/faq", prerender: true, styles: ["/a.css", "/a.css"] }],
        values: {},
      }),
    ).toEqual([{ path: "/faq", styles: ["/a.css"] }]);
  });

  it("marks every public page and the sign-in and sign-up forms in the route table, nothing behind a session", () => {
    const table = createRoutes(createAppContext())[0]?.children as RouteObject[];
    const fromFiles = Object.values(groupFiles).flatMap((module) =>
      Object.entries(module)
        .filter(([name, value]) => name.endsWith("Routes") && typeof value === "function")
        .map(([, value]) =>
          (value as GroupFunction)((importer, build) => ({ importer, ...build })),
        ),
    );
    const pages = fromFiles.flatMap((group) => walkRoutes(group, group.id ?? "site"));
    const marked = pages.filter((page) => page.prerender).map((page) => page.pattern);
    expect(marked.sort()).toEqual(
      [
        "/",
        "/demo",
        "/blog",
        "/blog/all",
        "/blog/category/:category",
        "/blog/:slug",
        "/faq",
        "/support",
        "/call-forwarding-guide",
        "/terms-of-service",
        "/privacy-policy",
        "/web-design-services",
        "/services",
        "/checkout/web-design",
        "/auth",
        "/login",
        "/signup",
        "/forgot-password",
        "/admin/login",
        "/checkout-funnel",
      ].sort(),
    );
    // The route table the browser runs is the one the build read.
    expect(pages.map((page) => page.pattern).sort()).toEqual(
      table
        .flatMap((group) => walkRoutes(group as RecordedRoute, group.id ?? "site"))
        .map((page) => page.pattern)
        .sort(),
    );
    const groups = new Set(pages.filter((page) => page.prerender).map((page) => page.group));
    expect([...groups].sort()).toEqual(["auth", "checkout", "marketing"]);
  });

  it("holds the page's content, title, description and widget styles, its scripts asked for last", async () => {
    const page = await prerenderPage(TEMPLATE, "/faq");
    expect(page).toContain('<div id="root" data-prerendered="/faq">');
    expect(page).toContain("<title>FAQ · Ringline</title>");
    expect(page).toContain('<meta name="description" content="Answers about Ringline');
    expect(page).toContain("Frequently asked questions</h1>");
    expect(page).toMatch(/<head><style data-ringline="base">/);
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(page).not.toContain("modulepreload");
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

  it("prerenders the checkout funnel's first step as a visitor sees it", async () => {
    const page = await prerenderPage(TEMPLATE, "/checkout-funnel");
    expect(page).toContain('<div id="root" data-prerendered="/checkout-funnel">');
    expect(page).toContain("<title>Get started · Ringline</title>");
    expect(page).toContain("<h1>Get your AI receptionist in 3 steps</h1>");
    // The plans come with hydration (from the API): their place is kept meanwhile.
    expect(page).toContain('aria-label="Loading plans…"');
  });

  it("prerenders sign-up with its submit button held until the page is hydrated", async () => {
    const page = await prerenderPage(TEMPLATE, "/signup");
    expect(page).toContain("<title>Sign up · Ringline</title>");
    expect(page).toContain("Create your account</h1>");
    const root = showPrerendered(page);
    const submit = within(root).getByRole("button", { name: "Create account" });
    // A submission before the page's script runs would put the password in the address.
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute(DISABLED_UNTIL_HYDRATED);
    // The password's show/hide button is no submit button: it stays as it is.
    expect(within(root).getAllByRole("button", { name: "Show password" })[0]).toBeEnabled();
    document.body.replaceChildren();
  });

  it("keeps what was typed in sign-up before hydration, and sends it once hydrated", async () => {
    const root = showPrerendered(await prerenderPage(TEMPLATE, "/signup"));
    // Typed while the page's script was still on its way: the DOM holds it, nothing else.
    const typed = {
      "First name": "Olivia",
      "Last name": "Reyes",
      Email: USER.email,
      Password: "Correct9Horse",
      "Confirm password": "Correct9Horse",
    };
    for (const [label, value] of Object.entries(typed)) {
      const input = within(root).getByLabelText(new RegExp(`^${label}`));
      (input as HTMLInputElement).value = value;
    }

    const api = createFakeApi({
      "POST /auth/signup": json(201, {
        success: true,
        authToken: "rls_token",
        expiresAt: "2026-11-21T22:00:00.000Z",
        user: USER,
      }),
      ...signedIn(),
    });
    const context = createAppContext({
      baseUrl: "http://localhost",
      fetch: api.fetch,
      storage: createMemoryStorage(),
    });
    const router = createMemoryAppRouter(context, "/signup");
    await whenRouterReady(router);
    const firstName = within(root).getByLabelText(/^First name/);
    let app: Root | undefined;
    const afterHydration = keepTypedInput(root);
    whileHydrating(() => {
      app = hydrateRoot(root, <AppProviders context={context} router={router} />);
    });
    afterHydration();

    // Hydrated in place, the typed values still on screen.
    expect(within(root).getByLabelText(/^First name/)).toBe(firstName);
    for (const [label, value] of Object.entries(typed)) {
      expect(within(root).getByLabelText(new RegExp(`^${label}`))).toHaveValue(value);
    }
    const submit = within(root).getByRole("button", { name: "Create account" });
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute(DISABLED_UNTIL_HYDRATED);
    // The form's own state has them: sending passes its checks and posts what was typed.
    // A visitor's click comes in a task of its own, after the form has taken the values.
    await new Promise((resolve) => setTimeout(resolve, 0));
    submit.click();
    await waitFor(() => expect(api.calls("POST /auth/signup")).toHaveLength(1));
    expect(api.calls("POST /auth/signup")[0]?.body).toMatchObject({
      firstName: "Olivia",
      lastName: "Reyes",
      email: USER.email,
      password: "Correct9Horse",
    });
    app?.unmount();
    router.dispose();
    document.body.replaceChildren();
  });
});
