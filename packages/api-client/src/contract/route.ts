import * as z from "zod/mini";
import type { THttpMethod, TRouteAccess } from "../core/route-facts.js";

export type { THttpMethod, TRouteAccess } from "../core/route-facts.js";

/**
 * The header naming one action of an `idempotent` route: a repeat with the same value gets
 * the first answer. Any string of 1 to 255 visible characters; the client sends a UUID.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * A rate limit: at most `limit` requests per `windowMs` from one IP address. Routes that name
 * the same limit share one counter. With `perAccount`, the requests of one account are counted
 * too, from every address together: at most `perAccount.limit` per window. The account is the
 * one the body field `field` names (an e-mail address or username, compared trimmed and in
 * lower case), so that one account cannot be guessed, nor one address sent mail, from many
 * places; or, with `signedIn`, the signed-in customer's own, however many sessions it holds.
 */
export interface RateLimitRule {
  readonly name: string;
  readonly windowMs: number;
  readonly limit: number;
  readonly perAccount?: RateLimitPerAccount | undefined;
  /**
   * For widget routes: the requests made through one embed key (every visitor of the partner
   * sites using it together) are counted too, at most `limit` per window; and one address may
   * send at most `perAddress` of them, so that a script posting junk from a few addresses
   * cannot spend a partner's whole allowance (a request refused there is not counted against
   * the key).
   */
  readonly perEmbedKey?: { readonly limit: number; readonly perAddress: number } | undefined;
}

/**
 * The per-account count of a rate limit: the body field naming the account, or the signed-in
 * customer (`signedIn: true`, for routes only a customer may call), and its limit.
 */
export type RateLimitPerAccount =
  | { readonly field: string; readonly limit: number }
  | { readonly signedIn: true; readonly limit: number };

/**
 * What kind of exchange a route is: JSON (the default), server-sent events, a browser
 * redirect, a `webhook` from another server (its raw body reaches the handler unparsed: a
 * signature is computed over the exact bytes; it answers JSON, and no client method calls
 * it), or a `file` (a GET answering bytes of `mediaType`: a recording, a download; the
 * client's method resolves to a `Blob`, and a browser may load its URL directly).
 */
export type TRouteKind = "json" | "event-stream" | "redirect" | "webhook" | "file";

/** A zod or zod/mini schema. */
export type TSchema = z.ZodMiniType;

/**
 * One endpoint of the product API. The table of these in `routes.ts` is the one place a path
 * is written: the client's methods and query keys, the server's validation, authentication and
 * rate limits, and the OpenAPI description all come from it.
 */
export interface RouteDefinition {
  readonly method: THttpMethod;
  /** Express-style: `/api/admin/customers/:id`. */
  readonly path: string;
  /** One line for people reading the OpenAPI description. */
  readonly summary: string;
  /** The feature it belongs to (an OpenAPI tag). */
  readonly tag: string;
  readonly access: TRouteAccess;
  /**
   * The input: a GET's query, any other method's JSON body, with the path's parameters as
   * fields of the same object. Absent: no input.
   */
  readonly request?: TSchema | undefined;
  /** The successful answer; `null` for a redirect. */
  readonly response: TSchema | null;
  /** The status of a successful answer (default 200). */
  readonly status?: number | undefined;
  readonly rateLimit?: RateLimitRule | undefined;
  readonly kind?: TRouteKind | undefined;
  /** A `file` route's media type (`audio/wav`, `text/csv`). */
  readonly mediaType?: string | undefined;
  /** Mutations check the CSRF token unless this is false (for server-to-server callers). */
  readonly csrf?: boolean | undefined;
  /**
   * A widget route: callable from a partner site with an embed key (its origin on the key's
   * allowlist, no cookies, the visitor token header in place of the CSRF token).
   */
  readonly embed?: boolean | undefined;
  /**
   * Admin routes need an administrator who has enrolled two-factor codes, unless this is false:
   * the few an administrator needs to enrol (who am I, enrol, confirm, sign out).
   */
  readonly twoFactor?: boolean | undefined;
  /**
   * A payment action: the client sends an `Idempotency-Key` header (one per action, the same
   * for a repeat of it: a double click, a retry after a lost answer), and the server keeps
   * the first answer for 24 hours and gives it to every repeat instead of acting again.
   */
  readonly idempotent?: boolean | undefined;
  /**
   * The member of the answer the client's method returns (`user` of `{ success, user }`), as
   * the product's data fetches unwrap it.
   */
  readonly unwrap?: string | undefined;
}

/**
 * Declares a route, keeping its literal types for the client.
 *
 * @example
 * ```ts
 * const getProfile = defineRoute({
 *   method: "GET", path: "/api/customers/profile", summary: "The signed-in customer's profile",
 *   tag: "customers", access: "customer", response: ZCustomerProfileResponse, unwrap: "profile",
 * });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<const Route extends RouteDefinition>(route: Route): Route {
  return route;
}

/**
 * The names of a path's parameters, in order.
 *
 * @example
 * ```ts
 * pathParameters("/api/admin/customers/:id/notes/:noteId"); // ["id", "noteId"]
 * ```
 */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1] as string);
}

/**
 * The query every list accepts: a page number from 1 and a page size up to 100.
 *
 * @example
 * ```ts
 * ZPageQuery.parse({ page: "2" }); // { page: 2, pageSize: 25 }
 * ```
 */
export const ZPageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});

/** A list query's paging. */
export type TPageQuery = z.infer<typeof ZPageQuery>;

/**
 * The answer of every list: its items, how many there are in all, and where this page is.
 *
 * @example
 * ```ts
 * const ZOrderPage = ZPage(ZOrder);
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function ZPage<Item extends TSchema>(item: Item) {
  return z.object({
    success: z.literal(true),
    items: z.array(item),
    total: z.number().check(z.int(), z.gte(0)),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
  });
}

/** One page of a list. */
export interface TPage<Item> {
  success: true;
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
