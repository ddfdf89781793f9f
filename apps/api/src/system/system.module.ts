import { API_ROUTES } from "@ringline/api-client";
import { createOpenApiDocument } from "@ringline/api-client/openapi";
import { createCsrf } from "../http/csrf.js";
import { defineModule } from "../http/route-table.js";

declare module "../core/module.js" {
  interface Services {
    /** Signed double-submit CSRF tokens: issues them and guards mutations. */
    csrf: ReturnType<typeof createCsrf>;
  }
}

const API_VERSION = "1.0.0";

/** Health, the CSRF token, and the API's own OpenAPI description. */
export const systemModule = defineModule({
  name: "system",
  setup({ db, settings, now }) {
    const csrf = createCsrf({ secret: settings.sessionSecret, now });
    let openApi: ReturnType<typeof createOpenApiDocument> | undefined;
    return {
      provides: { csrf },
      routes: {
        getHealth: () => ({ status: "ok" as const, database: db.kind }),
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
