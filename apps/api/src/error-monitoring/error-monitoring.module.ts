import { createHash } from "node:crypto";
import type { Request } from "express";
import { VISITOR_COOKIE } from "../http/csrf.js";
import type { FeatureModule } from "../http/route-table.js";
import { createErrorLogRepository } from "./error-log.repository.js";

/** Who met the error, counted once per person: the user, else the visitor cookie, else the IP. */
function affectedKeyOf(request: Request, userId: string | undefined): string {
  if (userId) return `user:${userId}`;
  const visitor: unknown = request.cookies?.[VISITOR_COOKIE];
  const anonymous = typeof visitor === "string" ? visitor : `${request.ip}`;
  return createHash("sha256").update(`visitor:${anonymous}`).digest("hex");
}

/** Errors caught in browsers, grouped by fingerprint (error_logs). */
export const errorMonitoringModule: FeatureModule = {
  name: "error-monitoring",
  setup({ db, settings, now }) {
    const errors = createErrorLogRepository(db, settings.environment ?? "development");
    return {
      routes: {
        async reportClientError({ input, customer, request }) {
          const key = affectedKeyOf(request, customer?.userId);
          const { errorId, occurrenceCount } = await errors.record(input, key, new Date(now()));
          return { success: true as const, errorId, occurrenceCount };
        },
      },
    };
  },
};
