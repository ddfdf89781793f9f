import { API_ROUTES } from "@ringline/api-client";
import { createOpenApiDocument } from "@ringline/api-client/openapi";
import { AppError } from "../core/errors.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable.js";
import { defineModule } from "../http/route-table.js";
import { createReadiness } from "./readiness.js";

const API_VERSION = "1.0.0";

/**
 * Liveness (`/api/health`: cheap, never waits on another part), readiness (`/api/ready`: every
 * part checked now, 503 naming what is down), the CSRF token, and the API's own OpenAPI
 * description.
 */
export const systemModule = defineModule({
  name: "system",
  setup({ db, settings, logger, csrf }) {
    const readiness = createReadiness({
      db,
      logger,
      redis: settings.redis,
      jobs: settings.jobs,
      smtpUrl: settings.smtpUrl,
      voice: settings.voice,
    });
    let openApi: ReturnType<typeof createOpenApiDocument> | undefined;
    return {
      routes: {
        getHealth: () => ({
          status: "ok" as const,
          database: db.kind,
          rateLimits: readiness.rateLimits(),
          down: readiness.latest()?.down ?? [],
        }),
        async getReady() {
          const { ready, down: _down, ...report } = await readiness.check();
          if (!ready) {
            const down = report.checks
              .filter((check) => check.state === "down")
              .map((check) => `${check.part} (${check.detail})`);
            throw new AppError("API_SERVICE_UNAVAILABLE", {
              message: `Not ready: ${down.join("; ")} down.`,
              retryAfter: DATABASE_RETRY_AFTER_SECONDS,
            });
          }
          return { status: "ready" as const, ...report };
        },
        getCsrfToken: ({ request, response }) => ({ csrfToken: csrf.issue(request, response) }),
        getOpenApiDocument: () => {
          // Built on first request: the table does not change while the process runs.
          openApi ??= createOpenApiDocument({ routes: API_ROUTES, version: API_VERSION });
          return openApi as {
            openapi: string;
            info: { title: string; version: string };
            paths: Record<string, unknown>;
          };
        },
      },
    };
  },
});
