import { createErrorEnvelope, type TErrorCode } from "@ringline/api-client";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";

/** body-parser's error types, mapped to the catalogue. */
const BODY_ERRORS: Record<string, TErrorCode> = {
  "entity.parse.failed": "API_INVALID_JSON",
  "entity.too.large": "API_PAYLOAD_TOO_LARGE",
  "encoding.unsupported": "API_UNSUPPORTED_MEDIA_TYPE",
  "charset.unsupported": "API_UNSUPPORTED_MEDIA_TYPE",
};

function bodyErrorCode(error: unknown): TErrorCode | undefined {
  if (typeof error !== "object" || error === null || !("type" in error)) return undefined;
  return typeof error.type === "string" ? BODY_ERRORS[error.type] : undefined;
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
 * The one place failures become answers: catalogue codes keep their status and words;
 * anything unexpected is logged with its support reference and answered as a bare 500.
 */
export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    const known = AppError.isInstance(error)
      ? error
      : bodyErrorCode(error)
        ? new AppError(bodyErrorCode(error) ?? "UNKNOWN_ERROR", { cause: error })
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
