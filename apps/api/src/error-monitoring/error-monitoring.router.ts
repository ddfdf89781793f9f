import { createHash } from "node:crypto";
import { type TClientErrorReportResponse, ZClientErrorReport } from "@ringline/api-client";
import { type Request, type RequestHandler, Router } from "express";
import type { createCustomerAuth } from "../http/authentication.js";
import { VISITOR_COOKIE } from "../http/csrf.js";
import { parseBody } from "../http/validate.js";
import type { ErrorLogRepository } from "./error-log.repository.js";

/** Who met the error, counted once per person: the user, else the visitor cookie, else the IP. */
function affectedKeyOf(request: Request, userId: string | undefined): string {
  if (userId) return `user:${userId}`;
  const visitor: unknown = request.cookies?.[VISITOR_COOKIE];
  const anonymous = typeof visitor === "string" ? visitor : `${request.ip}`;
  return createHash("sha256").update(`visitor:${anonymous}`).digest("hex");
}

/** `POST /api/error-monitoring/client-error`: errors caught in browsers, grouped. */
export function createErrorMonitoringRouter(
  errors: ErrorLogRepository,
  customerAuth: ReturnType<typeof createCustomerAuth>,
  limit: RequestHandler,
  now: () => number,
): Router {
  const router = Router();
  router.post(
    "/error-monitoring/client-error",
    limit,
    customerAuth.optional,
    async (request, response) => {
      const report = parseBody(ZClientErrorReport, request.body);
      const key = affectedKeyOf(request, response.locals.customer?.userId);
      const { errorId, occurrenceCount } = await errors.record(report, key, new Date(now()));
      const body: TClientErrorReportResponse = { success: true, errorId, occurrenceCount };
      response.status(201).json(body);
    },
  );
  return router;
}
