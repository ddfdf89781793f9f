/** HTTP methods of the product API. */
export type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route: `public` (anyone; a signed-in customer is recognised), `customer` (a
 * customer session or an impersonation token), `admin` (an admin session of any role) and
 * `admin-write` (an admin session whose role may change data).
 */
export type TRouteAccess = "public" | "customer" | "admin" | "admin-write";

/**
 * What a route is without its schemas: its method, its path and who may call it.
 *
 * @example
 * ```ts
 * const facts: RouteFacts = { method: "GET", path: "/api/plans", access: "public" };
 * ```
 */
export interface RouteFacts {
  readonly method: THttpMethod;
  /** Express-style: `/api/admin/customers/:id`. */
  readonly path: string;
  readonly access: TRouteAccess;
}

/**
 * The facts of the routes that code without zod calls or caches by hand: the site's first
 * paint (who is signed in, the plans' prices) and the embed on partner sites (the live plans,
 * whether a page may use its key). The route table spreads these into its entries, so each
 * path is still written once.
 *
 * @example
 * ```ts
 * fetch(`${apiUrl}${ROUTE_FACTS.listPlans.path}`);
 * ```
 */
export const ROUTE_FACTS = {
  getMe: { method: "GET", path: "/auth/me", access: "customer" },
  listPlans: { method: "GET", path: "/api/plans", access: "public" },
  getEmbedStatus: { method: "GET", path: "/api/embed/status", access: "public" },
} as const satisfies Record<string, RouteFacts>;

/**
 * A route whose facts {@link ROUTE_FACTS} holds.
 *
 * @example
 * ```ts
 * const name: CoreRouteName = "getMe";
 * ```
 */
export type CoreRouteName = keyof typeof ROUTE_FACTS;

/**
 * A route's query key from its path: the path without the leading `/` and `/api/`
 * (`GET /auth/me` is `["auth/me"]`), then its input when it has one. The React bindings'
 * `queryKeyOf` answers the same for every GET route of the table.
 *
 * @example
 * ```ts
 * queryKeyOfPath(ROUTE_FACTS.getMe.path); // ["auth/me"]
 * queryKeyOfPath("/api/orders", { page: 2 }); // ["orders", { page: 2 }]
 * ```
 */
export function queryKeyOfPath(path: string, input?: unknown): readonly unknown[] {
  const base = path.replace(/^\/(api\/)?/, "");
  return input === undefined ? [base] : [base, input];
}
