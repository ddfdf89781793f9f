import type * as z from "zod/mini";
import type { RouteDefinition, TSchema } from "../contract/route.js";
import type { TApiRoutes, TRouteName } from "../contract/routes.js";

/**
 * Per-call options of every client method.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * await api.getProfile(undefined, { signal: controller.signal });
 * ```
 */
export interface CallOptions {
  /** Aborts the request (and the reading of a streamed answer). */
  signal?: AbortSignal | undefined;
  /**
   * An `idempotent` route's key for this action: pass the same one when the same action is
   * sent again (a second click before the first answer) and the server acts once. Default:
   * a new key for every call.
   */
  idempotencyKey?: string | undefined;
}

/** What a route takes: its request schema's input, or nothing. */
export type RouteInput<Route extends RouteDefinition> = Route["request"] extends TSchema
  ? z.input<Route["request"]>
  : undefined;

/** The whole successful answer of a route. */
export type RouteAnswer<Route extends RouteDefinition> = Route["response"] extends TSchema
  ? z.output<Route["response"]>
  : never;

/** What a client method resolves to: the answer, or the member the route unwraps. */
export type RouteResult<Route extends RouteDefinition> = Route["unwrap"] extends string
  ? Route["unwrap"] extends keyof RouteAnswer<Route>
    ? RouteAnswer<Route>[Route["unwrap"]]
    : never
  : RouteAnswer<Route>;

type MethodOf<Route extends RouteDefinition> = Route["kind"] extends "event-stream"
  ? (input: RouteInput<Route>, options?: CallOptions) => AsyncIterable<RouteAnswer<Route>>
  : Route["kind"] extends "file"
    ? (input: RouteInput<Route>, options?: CallOptions) => Promise<Blob>
    : Route["request"] extends TSchema
      ? Route["method"] extends "GET"
        ? (input?: RouteInput<Route>, options?: CallOptions) => Promise<RouteResult<Route>>
        : (input: RouteInput<Route>, options?: CallOptions) => Promise<RouteResult<Route>>
      : (input?: undefined, options?: CallOptions) => Promise<RouteResult<Route>>;

/**
 * The routes a client calls with fetch (browser navigations are reached by URL; webhooks are
 * called by other servers).
 */
export type CallableRouteName = {
  [Name in TRouteName]: TApiRoutes[Name] extends { kind: "redirect" | "webhook" } ? never : Name;
}[TRouteName];

/** Routes the browser navigates to (`GET /auth/google`). */
export type NavigationRouteName = {
  [Name in TRouteName]: TApiRoutes[Name] extends { kind: "redirect" } ? Name : never;
}[TRouteName];

/** One method per callable route of the table, named as the route. */
export type RouteMethods = { [Name in CallableRouteName]: MethodOf<TApiRoutes[Name]> };
