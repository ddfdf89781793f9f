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

/**
 * The table alone on fake handlers (`answer(routeName)`), no one signed in, no limits; CSRF
 * refuses every mutation when told; a failure answers 500 with its message.
 */
function tableApp(options: {
  answer: (name: string) => unknown;
  csrfRefuses: boolean;
  validateResponses: boolean;
}) {
  const app = express();
  const handlers = Object.fromEntries(
    Object.keys(API_ROUTES).map((name) => [name, () => options.answer(name)]),
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
      csrf: (_request, _response, next) =>
        options.csrfRefuses ? next(new Error("csrf refused")) : next(),
      limiter: () => (_request, _response, next) => next(),
      validateResponses: options.validateResponses,
      once: (_action, _status, act) => act(),
    }),
  );
  app.use((error: Error, _request: express.Request, response: express.Response, _next: unknown) => {
    response.status(500).json({ error: error.message });
  });
  return app;
}

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
        once: (_action, _status, act) => act(),
      });
    expect(build({})).toThrow(/no handler for \[getHealth/);
    const all = Object.fromEntries(Object.keys(API_ROUTES).map((name) => [name, () => ({})]));
    expect(build({ ...all, notARoute: () => ({}) })).toThrow(/no route for \[notARoute\]/);
    expect(unhandledRoutes(all)).toEqual({ missing: [], unknown: [] });
  });

  it("refuses an answer outside the route's contract when answers are checked", async () => {
    const app = tableApp({
      answer: () => ({ not: "the contract" }),
      csrfRefuses: false,
      validateResponses: true,
    });
    const response = await request(app).get("/api/health").expect(500);
    expect(response.body.error).toMatch(/getHealth answered outside its contract/);
  });

  describe("a request that names a route exactly, and one that does not", () => {
    const appWithNamedAnswers = (csrfRefuses: boolean) =>
      tableApp({ answer: (name) => ({ name }), csrfRefuses, validateResponses: false });

    it("answers the same route by its exact path, with a trailing slash, in capitals and as HEAD", async () => {
      const app = appWithNamedAnswers(false);
      for (const path of ["/api/plans", "/api/plans/", "/API/Plans"]) {
        const response = await request(app).get(path).expect(200);
        expect(response.body, path).toEqual({ name: "listPlans" });
      }
      await request(app).head("/api/plans").expect(200);
      const call = await request(app).get("/api/calls/4f7c2d1e-0000-4000-8000-000000000000");
      expect(call.body).toEqual({ name: "getCall" });
    });

    it("checks CSRF before a mutation's route, exact or not, unless the route opts out", async () => {
      const app = appWithNamedAnswers(true);
      for (const path of ["/api/contact", "/api/contact/"]) {
        const refused = await request(app).post(path).send({});
        expect(refused.body, path).toEqual({ error: "csrf refused" });
      }
      // The payment provider's webhook signs its body instead (csrf: false).
      const webhook = await request(app)
        .post("/api/billing/webhooks/stripe")
        .set("content-type", "application/json")
        .send("{}");
      expect(webhook.body).toEqual({ name: "stripeWebhook" });
    });
  });
});
