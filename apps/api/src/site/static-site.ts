import { existsSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, Router } from "express";

/**
 * Serves the built reference site: hashed assets cached for a year, everything else
 * falls back to index.html so the client router can show its page (or its not-found page).
 */
export function createStaticSite(siteDir: string): Router {
  const router = Router();
  const index = path.join(siteDir, "index.html");
  router.use(
    "/assets",
    express.static(path.join(siteDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
    }),
  );
  router.use(express.static(siteDir, { index: false, maxAge: "1h" }));
  const fallback: RequestHandler = (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    if (!existsSync(index)) {
      response
        .status(503)
        .type("text/plain")
        .send(
          "The site has not been built yet: run `npx pnpm@10 build` (start does this for you).",
        );
      return;
    }
    response.set("cache-control", "no-cache").sendFile(index);
  };
  router.use(fallback);
  return router;
}
