import cookieParser from "cookie-parser";
import express, { type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { createCors } from "./cors.js";
import { createEmbedAccess, type EmbedKeyLookup } from "./embed.js";
import { apiNotFound, createErrorHandler } from "./error-handler.js";
import { securityHeaders } from "./security-headers.js";
import { sequence } from "./sequence.js";

export interface HttpAppOptions {
  logger: Logger;
  trustProxy?: number | undefined;
  /** Log each request (off in tests). */
  logRequests?: boolean | undefined;
  /** Origins allowed to call the API from browsers (`CORS_ORIGINS`). */
  corsOrigins?: readonly string[] | undefined;
  /** The embed keys of widgets on partner sites, with their allowed origins. */
  embedKeys: EmbedKeyLookup;
  /** Extra origins for the Content-Security-Policy (the voice platform's). */
  contentSources: { connect: string[]; script: string[] };
  /** The route table, mounted at the root (paths carry their own `/api` or `/auth`). */
  routes: RequestHandler;
  /** What answers after the API's not-found: the site's pages. */
  fallbacks: RequestHandler[];
  /** What sees every request before the routes (after CORS and cookies). */
  before?: RequestHandler[] | undefined;
}

/**
 * The Express plumbing around the route table: security headers, request logs, CORS, cookies,
 * the API's not-found, the site, and the one error handler.
 */
export function createHttpApp(options: HttpAppOptions): Express {
  const { logger } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? 0);
  app.set("query parser", "simple");

  // What every request passes before the routes, run as one layer of the app.
  const front: RequestHandler[] = [];
  front.push(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.contentSources.script],
          // Widgets inject their own <style> elements so that they work in shadow roots too.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...options.contentSources.connect],
          mediaSrc: ["'self'", "blob:"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  // Request lines are info-level: below that level pino-http would only cost time.
  if (options.logRequests !== false && logger.isLevelEnabled("info")) {
    front.push(
      pinoHttp({
        logger,
        // No headers (cookies, bearer tokens) and no query strings (sign-in codes) in logs.
        serializers: {
          req: (request: { id: unknown; method: string; url: string; remoteAddress: string }) => ({
            id: request.id,
            method: request.method,
            url: String(request.url).split("?")[0],
            remoteAddress: request.remoteAddress,
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
      }),
    );
  }
  front.push(createEmbedAccess(options.embedKeys));
  front.push(createCors(options.corsOrigins ?? []));
  // Most API requests carry no cookie (bearer tokens, server-to-server calls): skip the parser.
  const parseCookies = cookieParser();
  front.push((request, response, next) => {
    if (request.headers.cookie !== undefined) return parseCookies(request, response, next);
    request.cookies = Object.create(null);
    request.signedCookies = Object.create(null);
    next();
  });
  front.push(...(options.before ?? []), options.routes);
  app.use(sequence(front));
  app.use("/api", apiNotFound);
  // GETs under /auth are the site's pages (/auth is the sign-in screen); anything else is the API's.
  app.use("/auth", (request, response, next) =>
    request.method === "GET" || request.method === "HEAD"
      ? next()
      : apiNotFound(request, response, next),
  );
  for (const fallback of options.fallbacks) app.use(fallback);
  app.use(createErrorHandler(logger));
  return app;
}
