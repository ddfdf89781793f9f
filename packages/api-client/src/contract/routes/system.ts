import { ZClientErrorReport, ZClientErrorReportResponse } from "../client-error.js";
import { ZCsrfTokenResponse } from "../csrf.js";
import { defineRoute } from "../route.js";
import { ZHealthResponse, ZOpenApiDocument, ZReadinessResponse } from "../system.js";
import { RATE_LIMITS } from "./rate-limits.js";

/** Health and readiness, the CSRF token, the API's own description, client error reports. */
export const SYSTEM_ROUTES = {
  getHealth: defineRoute({
    method: "GET",
    path: "/api/health",
    summary: "Whether the API answers, and which database it uses",
    tag: "system",
    access: "public",
    response: ZHealthResponse,
  }),
  getReady: defineRoute({
    method: "GET",
    path: "/api/ready",
    summary:
      "Whether the API can serve: each part checked now (503 naming what is down when a required part is)",
    tag: "system",
    access: "public",
    response: ZReadinessResponse,
  }),
  getOpenApiDocument: defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This description, generated from the route table",
    tag: "system",
    access: "public",
    response: ZOpenApiDocument,
  }),
  getCsrfToken: defineRoute({
    method: "GET",
    path: "/api/csrf-token",
    summary: "A CSRF token for mutating calls (cached by clients for 25 minutes)",
    tag: "system",
    access: "public",
    response: ZCsrfTokenResponse,
    unwrap: "csrfToken",
  }),
  reportClientError: defineRoute({
    method: "POST",
    path: "/api/error-monitoring/client-error",
    summary: "Reports an error caught in the browser; answers the error group's id",
    tag: "system",
    access: "public",
    request: ZClientErrorReport,
    response: ZClientErrorReportResponse,
    status: 201,
    rateLimit: RATE_LIMITS.clientError,
  }),
} as const;
