import cookieParser from "cookie-parser";
import express, { type Express } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { createContactRepository } from "./contact/contact.repository.js";
import { createContactRouter } from "./contact/contact.router.js";
import type { Database } from "./db/database.js";
import { createCsrf } from "./http/csrf.js";
import { apiNotFound, createErrorHandler } from "./http/error-handler.js";
import { requireJsonBody } from "./http/json-only.js";
import { createStaticSite } from "./site/static-site.js";

export interface AppDependencies {
  db: Database;
  logger: Logger;
  sessionSecret: string;
  /** Built reference site to serve beside `/api`. */
  siteDir?: string | undefined;
  trustProxy?: number | undefined;
  /** Log each request (off in tests). */
  logRequests?: boolean | undefined;
}

/** Builds the Express app; `server.ts` listens, tests call it directly. */
export function createApp(dependencies: AppDependencies): Express {
  const { db, logger } = dependencies;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", dependencies.trustProxy ?? 0);
  app.set("query parser", "simple");

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Widgets inject their own <style> elements so that they work in shadow roots too.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", "blob:"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  if (dependencies.logRequests !== false) app.use(pinoHttp({ logger }));

  const csrf = createCsrf({ secret: dependencies.sessionSecret });
  const api = express.Router();
  api.use(requireJsonBody);
  api.use(express.json({ limit: "100kb" }));
  api.use(cookieParser());
  api.get("/csrf-token", csrf.tokenRoute);
  api.get("/health", (_request, response) => {
    response.json({ status: "ok", database: db.kind });
  });
  api.use(csrf.protect);
  api.use(createContactRouter(createContactRepository(db)));
  api.use(apiNotFound);
  app.use("/api", api);

  if (dependencies.siteDir) app.use(createStaticSite(dependencies.siteDir));
  app.use(createErrorHandler(logger));
  return app;
}
