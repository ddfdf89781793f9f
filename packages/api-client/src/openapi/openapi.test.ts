import { describe, expect, it } from "vitest";
import type { RouteDefinition } from "../contract/route.js";
import { API_ROUTES } from "../contract/routes.js";
import { createOpenApiDocument } from "./openapi.js";

const document = createOpenApiDocument({ routes: API_ROUTES, version: "1.2.3" });
const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;

describe("the OpenAPI description", () => {
  it.each(Object.entries(API_ROUTES) as Array<[string, RouteDefinition]>)(
    "describes %s",
    (name, route) => {
      const path = route.path.replace(/:(\w+)/g, "{$1}");
      const operation = paths[path]?.[route.method.toLowerCase()];
      expect(operation?.operationId).toBe(name);
      expect(operation?.tags).toEqual([route.tag]);
      const responses = operation?.responses as Record<string, unknown>;
      expect(Object.keys(responses)).toContain(
        route.kind === "redirect" ? "302" : String(route.status ?? 200),
      );
      if (route.rateLimit) expect(responses["429"]).toBeDefined();
    },
  );

  it("puts path parameters in the path and a GET's input in the query", () => {
    const endSession = paths["/api/auth/sessions/{id}"]?.delete;
    expect(endSession?.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
    const listOrders = paths["/api/orders"]?.get;
    expect(listOrders?.parameters).toEqual([
      expect.objectContaining({ name: "page", in: "query" }),
      expect.objectContaining({ name: "pageSize", in: "query" }),
    ]);
  });

  it("asks customers for a token, admins for their cookie, and mutations for the CSRF token", () => {
    expect(paths["/auth/me"]?.get?.security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
    expect(paths["/api/admin/impersonation"]?.post?.security).toEqual([
      { adminCookie: [], csrfToken: [] },
    ]);
    expect(paths["/api/contact"]?.post?.security).toEqual([{ csrfToken: [] }]);
  });
});
