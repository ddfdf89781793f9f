import type { RequestHandler } from "express";
import { AppError } from "../core/errors.js";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Mutating API calls that carry a body must say it is JSON; anything else is refused
 * before it is parsed, so a form post from another site cannot sneak past as text.
 */
export const requireJsonBody: RequestHandler = (request, _response, next) => {
  const hasBody =
    request.headers["transfer-encoding"] !== undefined ||
    Number(request.headers["content-length"] ?? 0) > 0;
  if (MUTATING.has(request.method) && hasBody && !request.is("application/json")) {
    next(new AppError("API_UNSUPPORTED_MEDIA_TYPE"));
    return;
  }
  next();
};
