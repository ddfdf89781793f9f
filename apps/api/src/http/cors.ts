import type { RequestHandler } from "express";

const ALLOWED_METHODS = "GET,POST,PUT,PATCH,DELETE,OPTIONS";
const ALLOWED_HEADERS = "content-type,x-csrf-token,authorization,x-page";

/**
 * CORS for an allow-list of origins (partner sites embedding the widgets). Other origins get
 * no CORS headers, so browsers keep their answers from scripts; same-origin use is untouched.
 */
export function createCors(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (request, response, next) => {
    const origin = request.get("origin");
    // Answers differ by Origin, so caches must key on it (set directly: the common case).
    if (response.getHeader("vary") === undefined) response.setHeader("vary", "Origin");
    else response.vary("Origin");
    // A grant made already is the embed keys' (never with credentials): it stands.
    if (!origin || !allowed.has(origin) || response.hasHeader("access-control-allow-origin")) {
      next();
      return;
    }
    response.set("access-control-allow-origin", origin);
    response.set("access-control-allow-credentials", "true");
    if (request.method === "OPTIONS" && request.get("access-control-request-method")) {
      response.set("access-control-allow-methods", ALLOWED_METHODS);
      response.set("access-control-allow-headers", ALLOWED_HEADERS);
      response.set("access-control-max-age", "600");
      response.status(204).end();
      return;
    }
    next();
  };
}
