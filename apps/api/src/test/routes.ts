// Walking the contract's route table in tests: which routes there are, who may call each,
// the fields each takes, and whether an answer is a proper failure of the catalogue.
import {
  API_ROUTES,
  ERROR_CATALOGUE,
  isErrorCode,
  type RouteDefinition,
  ZErrorEnvelope,
} from "@ringline/api-client";
import type TestAgent from "supertest/lib/agent.js";

/** A route of the table with its name. */
export type TableRoute = readonly [name: string, route: RouteDefinition];

/** Routes that end the caller's session: walked last, so the others are tried signed in. */
export const SIGNING_OUT: ReadonlySet<string> = new Set(["logout", "adminLogout"]);

/**
 * Every route of the table, read when called (so routes added later are walked too), those
 * that end the caller's session last.
 */
export function tableRoutes(): TableRoute[] {
  return (Object.entries(API_ROUTES) as Array<[string, RouteDefinition]>).sort(
    ([a], [b]) => Number(SIGNING_OUT.has(a)) - Number(SIGNING_OUT.has(b)),
  );
}

/** The routes that take a body (POST, PUT, PATCH), those that end the session last. */
export const bodyRoutes: TableRoute[] = tableRoutes().filter(([, route]) =>
  ["POST", "PUT", "PATCH"].includes(route.method),
);

/** The top-level fields of a request schema (through checks, pipes, defaults and unions). */
export function fieldsOf(schema: unknown, hops = 0): string[] {
  const definition = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!definition || hops > 10) return [];
  if (definition.shape && typeof definition.shape === "object") {
    return Object.keys(definition.shape);
  }
  if (Array.isArray(definition.options)) {
    return [...new Set(definition.options.flatMap((option) => fieldsOf(option, hops + 1)))];
  }
  return fieldsOf(definition.in ?? definition.innerType ?? definition.schema, hops + 1);
}

/**
 * A route's path with each `:parameter` replaced by `value(name)`, used as it is (encode it
 * yourself: hostile values are sent undecodable on purpose).
 */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => value(name));
}

/** A signed-in (or anonymous) agent with its CSRF token. */
export interface Caller {
  agent: TestAgent;
  csrf: string;
}

/** Who may call a route: a visitor for public routes, else a customer or an administrator. */
export function callerFor(
  route: RouteDefinition,
  callers: { visitor: Caller; customer: Caller; admin: Caller },
): Caller {
  switch (route.access) {
    case "public":
      return callers.visitor;
    case "customer":
      return callers.customer;
    default:
      return callers.admin;
  }
}

/**
 * What is wrong with an answer to hostile input, if anything: a 5xx, or a failure outside the
 * envelope, with a code not in the catalogue, or with another status than its code's. A
 * `redirect` route is a browser's navigation: it fails with a page naming its catalogue code
 * (`data-error-code`), as Google sign-in does. `upstream` names the codes of another service's
 * failure (5xx in the catalogue) that the route may answer with.
 */
export function answerProblem(
  answer: {
    status: number;
    body: unknown;
    text?: string;
    headers: Record<string, string | undefined>;
  },
  route?: RouteDefinition,
  upstream: readonly string[] = [],
): string | undefined {
  if (answer.status < 400) return undefined;
  const type = String(answer.headers["content-type"]);
  const page = /data-error-code="([A-Z_]+)"/.exec(answer.text ?? "");
  let code: string;
  if (route?.kind === "redirect" && type.startsWith("text/html") && page?.[1]) {
    code = page[1];
  } else if (!type.startsWith("application/json")) {
    return `answered ${answer.status} as ${answer.headers["content-type"] ?? "no content type"}`;
  } else {
    const envelope = ZErrorEnvelope.safeParse(answer.body);
    if (!envelope.success) return `answered ${answer.status} outside the error envelope`;
    code = envelope.data.error.errorCode;
  }
  if (!isErrorCode(code)) return `answered ${answer.status} with ${code}, not a catalogue code`;
  if (ERROR_CATALOGUE[code].status !== answer.status) {
    return `answered ${answer.status} with ${code}, whose status is ${ERROR_CATALOGUE[code].status}`;
  }
  if (answer.status >= 500 && !upstream.includes(code)) {
    return `answered ${answer.status} with ${code}`;
  }
  return undefined;
}
