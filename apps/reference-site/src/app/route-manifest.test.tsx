import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { type RecordedRoute, walkRoutes } from "../../build/route-patterns.js";
import { createAppContext } from "./create-app.js";
import { createRoutes } from "./routes.js";

// The server answers 404 for every path the site does not know. Its list of paths is made at
// build time from the route groups' files (build/route-manifest.ts reads every file of
// route-groups/); this proves that those files are the whole route table, so a group or page
// added to the table is a page for the server too.

type GroupFunction = (lazy: (importer: () => unknown) => unknown) => RecordedRoute;

const groupFiles = import.meta.glob<Record<string, unknown>>("./route-groups/*.tsx", {
  eager: true,
});

function patternsOf(routes: readonly RecordedRoute[]): string[] {
  return routes
    .flatMap((group) => walkRoutes(group, group.id ?? "site"))
    .map((page) => page.pattern)
    .sort();
}

describe("the pages the server knows", () => {
  it("are the pages of the route table", () => {
    const table = createRoutes(createAppContext())[0]?.children as RouteObject[];
    const fromFiles = Object.values(groupFiles).flatMap((module) =>
      Object.entries(module)
        .filter(([name, value]) => name.endsWith("Routes") && typeof value === "function")
        .map(([, value]) => (value as GroupFunction)((importer) => ({ importer }))),
    );
    expect(patternsOf(fromFiles)).toEqual(patternsOf(table as RecordedRoute[]));
  });

  it("include every public path of the spec", () => {
    const table = createRoutes(createAppContext())[0]?.children as RecordedRoute[];
    const patterns = patternsOf(table);
    for (const path of [
      "/",
      "/demo",
      "/blog",
      "/blog/all",
      "/blog/:slug",
      "/blog/category/:category",
      "/faq",
      "/support",
      "/call-forwarding-guide",
      "/terms-of-service",
      "/privacy-policy",
      "/web-design-services",
      "/services",
      "/checkout/web-design",
      "/web-design-success",
      "/auth",
      "/login",
      "/signup",
      "/dashboard",
      "/admin/login",
      "/admin",
    ]) {
      expect(patterns, path).toContain(path);
    }
    // The not-found page is not a page: everything it catches is a 404.
    expect(patterns).not.toContain("/*");
  });
});
