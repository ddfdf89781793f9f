import { createErrorEnvelope, type TErrorCode } from "@ringline/api-client";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable.js";

/** body-parser's error types, mapped to the catalogue. */
const BODY_ERRORS: Record<string, TErrorCode> = {
  "entity.parse.failed": "API_INVALID_JSON",
  "entity.too.large": "API_PAYLOAD_TOO_LARGE",
  "encoding.unsupported": "API_UNSUPPORTED_MEDIA_TYPE",
  "charset.unsupported": "API_UNSUPPORTED_MEDIA_TYPE",
};

function bodyErrorCode(error: unknown): TErrorCode | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { type, status, expose } = error as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof type === "string" && BODY_ERRORS[type]) return BODY_ERRORS[type];
  // The router could not percent-decode a path parameter (`/api/orders/%E0%A4%A`): no route
  // names what such an address holds.
  if (error instanceof URIError && status === 400) return "API_NOT_FOUND";
  // body-parser's other failures to read a body (zlib's, for a `Content-Encoding` the bytes do
  // not follow) carry no type, only their status.
  if (expose === true && status === 400) return "API_INVALID_JSON";
  return undefined;
}

/** Answers unknown `/api` paths in the envelope. */
export const apiNotFound: RequestHandler = (request, _response, next) => {
  next(
    new AppError("API_NOT_FOUND", {
      message: `No API route for ${request.method} ${request.path}.`,
    }),
  );
};

/**
 * The one place failures become answers: catalogue codes keep their status and words; the
 * database out of reach (refused, dropped, timed out) is 503 `API_SERVICE_UNAVAILABLE` with
 * Retry-After; anything else unexpected is logged with its support reference and answered
 * as a bare 500.
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  let lastOutageLine = 0;
  let unloggedOutages = 0;
  const databaseUnavailable = (error: unknown): AppError => {
    unloggedOutages += 1;
    // One line every ten seconds: an outage under load would otherwise log every request.
    if (Date.now() - lastOutageLine >= 10_000) {
      logger.warn(
        { err: error, requests: unloggedOutages },
        "database unavailable: answering 503 until it is back",
      );
      lastOutageLine = Date.now();
      unloggedOutages = 0;
    }
    return new AppError("API_SERVICE_UNAVAILABLE", {
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
      cause: error,
    });
  };
  return (error: unknown, _request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    const known = AppError.isInstance(error)
      ? error
      : bodyErrorCode(error)
        ? new AppError(bodyErrorCode(error) ?? "UNKNOWN_ERROR", { cause: error })
        : isDatabaseUnavailable(error)
          ? databaseUnavailable(error)
          : undefined;
    if (known) {
      const envelope = createErrorEnvelope(known.code, {
        message: known.hasOwnMessage ? known.message : undefined,
        fieldErrors: known.fieldErrors,
        retryAfter: known.retryAfter,
      });
      if (known.retryAfter !== undefined) response.set("retry-after", String(known.retryAfter));
      response.status(known.status).json(envelope);
      return;
    }
    const envelope = createErrorEnvelope("UNKNOWN_ERROR");
    logger.error(
      { err: error, supportReference: envelope.error.supportReference },
      "unexpected error while answering a request",
    );
    response.status(500).json(envelope);
  };
}
