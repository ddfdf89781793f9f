import type { TMessageResponse, TSessionListResponse } from "@ringline/api-client";
import { Router } from "express";
import { AppError } from "../http/app-error.js";
import { type createCustomerAuth, customerOf } from "../http/authentication.js";
import type { SessionManager } from "./session.manager.js";

/** `GET /auth/sessions` and `DELETE /auth/sessions/:id`: a user's own sessions. */
export function createSessionsRouter(
  sessions: SessionManager,
  customerAuth: ReturnType<typeof createCustomerAuth>,
): Router {
  const router = Router();

  router.get("/sessions", customerAuth.required, async (_request, response) => {
    const principal = customerOf(response);
    const live = await sessions.list(principal.userId);
    const body: TSessionListResponse = {
      success: true,
      sessions: live.map((session) => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        current: session.id === principal.sessionId,
      })),
    };
    response.set("cache-control", "no-store").json(body);
  });

  router.delete("/sessions/:id", customerAuth.required, async (request, response) => {
    const principal = customerOf(response);
    if (principal.via === "impersonation") {
      throw new AppError("AUTH_FORBIDDEN", {
        message: "Sessions cannot be ended while impersonating.",
      });
    }
    const id = String(request.params.id);
    // Only the owner's own sessions match; anyone else's id looks like an unknown one.
    const ended = /^[0-9a-f-]{36}$/i.test(id)
      ? await sessions.end(principal.userId, id, "ended-by-user")
      : false;
    if (!ended) throw new AppError("API_NOT_FOUND", { message: "No such session." });
    const body: TMessageResponse = { success: true, message: "The session has been ended." };
    response.json(body);
  });

  return router;
}
