import {
  API_ROUTES,
  fieldErrorsOf,
  type RateLimitRule,
  type RouteDefinition,
  type TApiRoutes,
  type TRouteName,
} from "@ringline/api-client";
import express, { type Request, type RequestHandler, type Response, Router } from "express";
import type * as z from "zod/mini";
import type { ApiModule } from "../core/module.js";
import type { AdminPrincipal, Authenticator, CustomerPrincipal } from "./authentication.js";
import type { Csrf } from "./csrf.js";
import { idempotentRequest, type RunOnce } from "./idempotent-routes.js";
import { refuseDeepJson } from "./json-depth.js";
import { requireJsonBody } from "./json-only.js";
import { countAsAccount, type RateLimitStage } from "./rate-limit.js";
import { runHandlers } from "./sequence.js";
import { parseInput } from "./validate.js";

type Schema<
  Route extends RouteDefinition,
  Key extends "request" | "response",
> = Route[Key] extends z.ZodMiniType ? Route[Key] : never;

/** What a route handler is given. */
export interface RouteContext<Route extends RouteDefinition> {
  /** The request's input, validated with the route's schema. */
  input: Route["request"] extends z.ZodMiniType ? z.output<Schema<Route, "request">> : undefined;
  /** The signed-in customer: always there on customer routes, when signed in on public ones. */
  customer: Route["access"] extends "customer"
    ? CustomerPrincipal
    : Route["access"] extends "public"
      ? CustomerPrincipal | undefined
      : undefined;
  /** The signed-in administrator on admin routes. */
  admin: Route["access"] extends "admin" | "admin-write" ? AdminPrincipal : undefined;
  request: Request;
  response: Response;
  /**
   * An `idempotent` route's `Idempotency-Key`, when the request sent one: the services pass
   * it on to the payment provider, so that the provider acts once for it too.
   */
  idempotencyKey: string | undefined;
}

/**
 * Answers one route: a JSON route returns its answer (the helper sends it with the route's
 * status); an event-stream, redirect or file route answers through `response` itself. A
 * webhook route returns its JSON answer too, and finds its body as raw bytes in `request.body`.
 */
export type RouteHandler<Route extends RouteDefinition> = (
  context: RouteContext<Route>,
) => Route["kind"] extends "event-stream" | "redirect" | "file"
  ? Promise<void> | void
  : Promise<z.input<Schema<Route, "response">>> | z.input<Schema<Route, "response">>;

/** One handler per route of the table, by route name. */
export type RouteHandlers = { [Name in TRouteName]: RouteHandler<TApiRoutes[Name]> };

declare module "../core/module.js" {
  interface ModuleContext {
    /**
     * The one CSRF guard, built by `createApp`: the route table checks every mutation with it,
     * and the modules that sign someone in or out rotate it.
     */
    readonly csrf: Csrf;
  }
}

/** What a feature module may add to the HTTP app beside its routes. */
export interface HttpExtras {
  /** Answers what no route matched (the site's pages), after the API's own not-found. */
  readonly fallback?: RequestHandler | undefined;
  /** Origins the site's pages must reach, for the Content-Security-Policy. */
  readonly contentSources?: { connect?: string[]; script?: string[] } | undefined;
  /** Sees every request first, after cookies are read and before any route (request timing). */
  readonly before?: RequestHandler | undefined;
}

/** A feature module of the API: it handles routes of the table and provides services. */
export type FeatureModule = ApiModule<RouteHandlers, HttpExtras>;

/**
 * Declares a feature module.
 *
 * @example
 * ```ts
 * export const contactModule = defineModule({
 *   name: "contact",
 *   setup: ({ db }) => ({ routes: { submitContact: async ({ input }) => … } }),
 * });
 * ```
 */
export function defineModule(module: FeatureModule): FeatureModule {
  return module;
}

export interface RouteTableOptions {
  handlers: Partial<RouteHandlers>;
  authenticator: Authenticator;
  /** Refuses a mutation without a valid CSRF token. */
  csrf: RequestHandler;
  /**
   * The limiter of a rule (one per rule name, shared by the routes that name it); the
   * `signed-in` stage counts the signed-in customer's account, once the caller is known.
   */
  limiter(rule: RateLimitRule, stage?: RateLimitStage): RequestHandler;
  /** Checks every answer against the route's schema (on in tests: a wrong answer fails loudly). */
  validateResponses: boolean;
  /** Runs an `idempotent` route once per `Idempotency-Key` (the `idempotency` module). */
  once: RunOnce;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const parseJson = express.json({ limit: "100kb" });
// A webhook's signature covers its exact bytes, so its body reaches the handler unparsed.
const keepRawBody = express.raw({ type: () => true, limit: "1mb" });

/** Every route of the table that has no handler, and every handler without a route. */
export function unhandledRoutes(handlers: Partial<RouteHandlers>): {
  missing: string[];
  unknown: string[];
} {
  const names = Object.keys(API_ROUTES);
  return {
    missing: names.filter((name) => !Object.hasOwn(handlers, name)),
    unknown: Object.keys(handlers).filter((name) => !Object.hasOwn(API_ROUTES, name)),
  };
}

function authenticate(route: RouteDefinition, authenticator: Authenticator) {
  return async (request: Request, response: Response) => {
    switch (route.access) {
      case "public":
        return {
          customer: await authenticator.customer(request, response, false),
          admin: undefined,
        };
      case "customer":
        return {
          customer: await authenticator.customer(request, response, true),
          admin: undefined,
        };
      case "admin":
      case "admin-write":
        return {
          customer: undefined,
          admin: await authenticator.admin(request, response, {
            write: route.access === "admin-write",
            twoFactor: route.twoFactor !== false,
          }),
        };
    }
  };
}

type Principals = Awaited<ReturnType<ReturnType<typeof authenticate>>>;
const identified = new WeakMap<Request, Principals>();

/**
 * Identifies the caller before the handler, for a rule counted per signed-in customer: the
 * rule's `signed-in` limiter then counts the customer's account, whichever session or address
 * it comes from.
 */
function identifyFirst(route: RouteDefinition, authenticator: Authenticator): RequestHandler {
  const identify = authenticate(route, authenticator);
  return async (request, response, next) => {
    const principals = await identify(request, response);
    identified.set(request, principals);
    if (principals.customer) countAsAccount(request, principals.customer.userId);
    next();
  };
}

const countsSignedIn = (route: RouteDefinition) =>
  route.rateLimit?.perAccount !== undefined && "signedIn" in route.rateLimit.perAccount;

function inputOf(route: RouteDefinition, request: Request): unknown {
  if (!route.request) return undefined;
  const source: unknown = route.method === "GET" ? request.query : (request.body ?? {});
  return parseInput(route.request, source, request.params as Record<string, string>);
}

function answerWith(
  route: RouteDefinition,
  name: string,
  handler: (context: unknown) => unknown,
  options: RouteTableOptions,
): RequestHandler {
  const identify = authenticate(route, options.authenticator);
  // Only a route counted per signed-in account identifies its caller before the handler.
  const identifiedFirst = route.rateLimit !== undefined && countsSignedIn(route);
  const answersItself =
    route.kind === "event-stream" || route.kind === "redirect" || route.kind === "file";
  const status = route.status ?? 200;
  return async (request, response) => {
    const principals =
      (identifiedFirst ? identified.get(request) : undefined) ??
      (await identify(request, response));
    const action = route.idempotent ? idempotentRequest(request, name, principals) : undefined;
    const context: RouteContextShape = {
      customer: principals.customer,
      admin: principals.admin,
      input: inputOf(route, request),
      request,
      response,
      idempotencyKey: action?.key,
    };
    const answer = action
      ? await options.once(action, status, async () => handler(context))
      : await handler(context);
    // A file, a stream, a redirect, or an answer the handler wrote itself (a voice request's audio).
    if (answersItself || response.headersSent) return;
    if (options.validateResponses && route.response) {
      const checked = route.response.safeParse(answer);
      if (!checked.success) {
        throw new Error(
          `${name} answered outside its contract: ${JSON.stringify(fieldErrorsOf(checked.error.issues))}`,
        );
      }
    }
    // Written directly: `res.json` would also hash every answer for an ETag, which an answer
    // that may not be stored (no-store) never uses.
    response.statusCode = status;
    response.setHeader("cache-control", "no-store");
    response.setHeader("content-type", "application/json; charset=utf-8");
    response.end(answer === undefined ? undefined : JSON.stringify(answer));
  };
}

/** The context every handler gets, before the route's types narrow it. */
interface RouteContextShape {
  customer: CustomerPrincipal | undefined;
  admin: AdminPrincipal | undefined;
  input: unknown;
  request: Request;
  response: Response;
  /**
   * An `idempotent` route's `Idempotency-Key`, when the request sent one: the services pass
   * it on to the payment provider, so that the provider acts once for it too.
   */
  idempotencyKey: string | undefined;
}

/**
 * Mounts every route of the contract's table: body parsing for mutations (JSON, or the raw
 * bytes for webhooks), the route's rate limit, who may call it, its input validated with its
 * schema, and its handler. Every mutation under `/api` and `/auth` (a route or not) must send
 * JSON and a valid CSRF token first, unless its route opts out (`csrf: false`, for
 * server-to-server callers that sign their requests). Refuses to build when a route has no
 * handler or a handler no route.
 *
 * A request whose method and path name a route without path parameters exactly goes straight
 * to that route's handlers (one map lookup, where a router tries its routes one by one); any
 * other (path parameters, HEAD, another case or a trailing slash) goes through the router,
 * which holds every route the same way.
 */
export function mountRouteTable(options: RouteTableOptions): RequestHandler {
  const { missing, unknown } = unhandledRoutes(options.handlers);
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `route table and handlers disagree: no handler for [${missing.join(", ")}]; no route for [${unknown.join(", ")}]`,
    );
  }
  const csrfGate: RequestHandler = (request, response, next) => {
    if (!MUTATING.has(request.method)) return next();
    requireJsonBody(request, response, (error?: unknown) =>
      error ? next(error) : options.csrf(request, response, next),
    );
  };
  const router = Router();
  const exact = new Map<string, readonly RequestHandler[]>();
  const entries = Object.entries(API_ROUTES) as Array<[TRouteName, RouteDefinition]>;
  const mount = ([name, route]: [TRouteName, RouteDefinition]) => {
    const chain = routeChain(name, route, options);
    const method = route.method.toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
    router[method](route.path, ...chain);
    if (!route.path.includes(":")) {
      exact.set(
        `${route.method} ${route.path}`,
        route.csrf === false ? chain : [csrfGate, ...chain],
      );
    }
  };
  entries.filter(([, route]) => route.csrf === false).forEach(mount);
  router.use(["/api", "/auth"], csrfGate);
  entries.filter(([, route]) => route.csrf !== false).forEach(mount);
  const dispatch: RequestHandler = (request, response, next) => {
    const chain = exact.get(`${request.method} ${request.path}`);
    if (chain) runHandlers(chain, request, response, next);
    else router(request, response, next);
  };
  // The router holds every route; its stack lists them for tools that walk an app's layers.
  return Object.assign(dispatch, { stack: router.stack });
}

/** A route's handlers: its body parser, its limits, and its answer. */
function routeChain(
  name: TRouteName,
  route: RouteDefinition,
  options: RouteTableOptions,
): RequestHandler[] {
  const handler = options.handlers[name] as (context: unknown) => unknown;
  return [
    ...(MUTATING.has(route.method)
      ? route.kind === "webhook"
        ? [keepRawBody]
        : [parseJson, refuseDeepJson]
      : []),
    ...(route.rateLimit ? [options.limiter(route.rateLimit)] : []),
    ...(route.rateLimit && countsSignedIn(route)
      ? [identifyFirst(route, options.authenticator), options.limiter(route.rateLimit, "signed-in")]
      : []),
    answerWith(route, name, handler, options),
  ];
}
