import { API_ROUTES, type RouteDefinition } from "@ringline/api-client";
import type { Express } from "express";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createTestApp, noDatabase } from "../test/app.js";
import { mountRouteTable, unhandledRoutes } from "./route-table.js";

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every "METHOD path" an Express app answers through a route (not plain middleware). */
function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          found.push(`${method.toUpperCase()} ${layer.route.path}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found.sort();
}

const tableRoutes = (Object.values(API_ROUTES) as RouteDefinition[])
  .map((route) => `${route.method} ${route.path}`)
  .sort();

describe("the route table", () => {
  it("is what the app mounts: every entry, and nothing outside it", () => {
    const app = createTestApp(noDatabase);
    expect(mountedRoutes(app)).toEqual(tableRoutes);
  });

  it("names every path once", () => {
    expect(new Set(tableRoutes).size).toBe(tableRoutes.length);
  });

  it("answers every entry through its handler (no route falls through to not-found)", async () => {
    const app = createTestApp(noDatabase);
    for (const route of Object.values(API_ROUTES) as RouteDefinition[]) {
      const path = route.path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const call = request(app)[route.method.toLowerCase() as "get"](path);
      const response = await call;
      expect(response.body?.error?.errorCode, `${route.method} ${route.path}`).not.toBe(
        "API_NOT_FOUND",
      );
    }
  });

  it("refuses to build when a route has no handler or a handler no route", () => {
    const build = (handlers: Record<string, unknown>) => () =>
      mountRouteTable({
        handlers: handlers as never,
        authenticator: {} as never,
        csrf: (_request, _response, next) => next(),
        limiter: () => (_request, _response, next) => next(),
        validateResponses: true,
      });
    expect(build({})).toThrow(/no handler for \[getHealth/);
    const all = Object.fromEntries(Object.keys(API_ROUTES).map((name) => [name, () => ({})]));
    expect(build({ ...all, notARoute: () => ({}) })).toThrow(/no route for \[notARoute\]/);
    expect(unhandledRoutes(all)).toEqual({ missing: [], unknown: [] });
  });

  it("refuses an answer outside the route's contract when answers are checked", async () => {
    const app = express();
    const handlers = Object.fromEntries(
      Object.keys(API_ROUTES).map((name) => [name, () => ({ not: "the contract" })]),
    );
    app.use(
      mountRouteTable({
        handlers: handlers as never,
        authenticator: {
          customer: async () => undefined,
          admin: async () => {
            throw new Error("not used");
          },
        },
        csrf: (_request, _response, next) => next(),
        limiter: () => (_request, _response, next) => next(),
        validateResponses: true,
      }),
    );
    const errors: unknown[] = [];
    app.use(
      (error: unknown, _request: express.Request, response: express.Response, _next: unknown) => {
        errors.push(error);
        response.status(500).end();
      },
    );
    await request(app).get("/api/health").expect(500);
    expect(String(errors[0])).toMatch(/getHealth answered outside its contract/);
  });
});
