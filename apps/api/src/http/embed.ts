import { createHash } from "node:crypto";
import {
  API_ROUTES,
  EMBED_KEY_PARAMETER,
  EMBED_KEY_PATTERN,
  EMBED_VISITOR_HEADER,
  EMBED_VISITOR_TOKEN_PATTERN,
  type RouteDefinition,
} from "@ringline/api-client";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { AppError } from "../core/errors.js";

/** An embed key as the HTTP layer needs it: who it is and which origins may use it. */
export interface EmbedKeyRecord {
  readonly id: string;
  readonly allowedOrigins: readonly string[];
}

/** Finds an embed key by its public value (the embed-keys module implements it). */
export interface EmbedKeyLookup {
  find(key: string): Promise<EmbedKeyRecord | undefined>;
}

/** What an accepted request from a partner site carries, for the limits and the chat. */
export interface EmbedRequest {
  /** The embed key's id: limits count per key. */
  readonly keyId: string;
  /** The visitor, as a key to store (a hash of the key's id and the visitor token). */
  readonly visitorKey: string | undefined;
}

const accepted = new WeakMap<Request, EmbedRequest>();

/**
 * The embed key and visitor of a request a partner site's widget made, once the key and the
 * page's origin were accepted; undefined for every other request.
 */
export function embedOf(request: Request): EmbedRequest | undefined {
  return accepted.get(request);
}

// Widget routes have no path parameters, so a method and a path name one exactly.
const WIDGET_ROUTES = new Set(
  (Object.values(API_ROUTES) as RouteDefinition[])
    .filter((route) => route.embed === true)
    .map((route) => `${route.method} ${route.path}`),
);
const STATUS_PATH = API_ROUTES.getEmbedStatus.path;
const ALLOWED_HEADERS = `content-type,${EMBED_VISITOR_HEADER}`;

function visitorKeyOf(keyId: string, request: Request): string | undefined {
  const token = request.get(EMBED_VISITOR_HEADER);
  if (!token || !EMBED_VISITOR_TOKEN_PATTERN.test(token)) return undefined;
  return createHash("sha256").update(`embed-visitor:${keyId}:${token}`).digest("base64url");
}

/**
 * Requests from Ringline's widgets on partner sites: those whose address names an embed key
 * (`?embedKey=rk_…`, in the address because a CORS preflight carries no header values).
 *
 * - CORS is granted to the page's origin only when it is on that key's allowlist and the
 *   route is a widget route (the preflight included); anything else is refused with
 *   `EMBED_NOT_ALLOWED` and no CORS grant, so the browser keeps the answer from the page.
 * - The grant never includes credentials, and cookies and `Authorization` are dropped before
 *   anything reads them: such a request is anonymous whatever the browser sent.
 * - The visitor is the token in the `x-ringline-visitor` header (the widget keeps it in the
 *   partner page's storage); see {@link protectEmbedOr} for why it replaces the CSRF token.
 *
 * `GET /api/embed/status` is open to every origin (it only tells the asking page whether it
 * may use the key), so that a refused widget can say why.
 */
export function createEmbedAccess(lookup: EmbedKeyLookup): RequestHandler {
  const checkKey = async (
    key: unknown,
    request: Request,
    response: Response,
    next: NextFunction,
  ) => {
    // Whatever happens next, this request acts for nobody the browser was signed in as.
    delete request.headers.cookie;
    delete request.headers.authorization;
    response.vary("Origin");
    const origin = request.get("origin");
    const requestedMethod = request.get("access-control-request-method");
    const preflight = request.method === "OPTIONS" && requestedMethod !== undefined;
    const method = preflight ? requestedMethod.toUpperCase() : request.method;
    const record =
      typeof key === "string" &&
      EMBED_KEY_PATTERN.test(key) &&
      WIDGET_ROUTES.has(`${method} ${request.path}`)
        ? await lookup.find(key)
        : undefined;
    if (!record || !origin || !record.allowedOrigins.includes(origin)) {
      next(new AppError("EMBED_NOT_ALLOWED"));
      return;
    }
    response.set("access-control-allow-origin", origin);
    if (preflight) {
      response.set("access-control-allow-methods", method);
      response.set("access-control-allow-headers", ALLOWED_HEADERS);
      response.set("access-control-max-age", "600");
      response.status(204).end();
      return;
    }
    response.set("access-control-expose-headers", "retry-after");
    accepted.set(request, { keyId: record.id, visitorKey: visitorKeyOf(record.id, request) });
    next();
  };
  // Most requests name no key: they pass without a promise. A key's check answers with its
  // promise, whose failure the layer that runs this handler passes on as an error.
  return (request, response, next) => {
    if (request.path === STATUS_PATH) {
      response.set("access-control-allow-origin", "*");
      next();
      return;
    }
    // Only an address with a query can name a key (reading `request.query` parses one).
    const key: unknown = request.url.includes("?") ? request.query[EMBED_KEY_PARAMETER] : undefined;
    if (key === undefined) {
      next();
      return;
    }
    return checkKey(key, request, response, next);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The CSRF check, with the header token scheme in its place for widgets on partner sites.
 * CSRF is a forged request riding on credentials the browser adds by itself (cookies); a
 * widget's request carries none (the API dropped them above, and grants no credentials), so
 * there is nothing to ride on. What a mutation must carry instead is the visitor token
 * header: a custom header (like the JSON body every mutation needs) makes the browser ask
 * first with a preflight, which only the key's allowed origins pass, and a page that sends
 * some other token only speaks for a new, anonymous visitor of its own.
 */
export function protectEmbedOr(csrf: RequestHandler): RequestHandler {
  return (request, response, next) => {
    const embed = embedOf(request);
    if (!embed) {
      csrf(request, response, next);
      return;
    }
    if (SAFE_METHODS.has(request.method) || embed.visitorKey) {
      next();
      return;
    }
    next(
      new AppError("AUTH_CSRF_TOKEN_INVALID", {
        message: "A visitor token is required for this request. Reload the page and try again.",
      }),
    );
  };
}
