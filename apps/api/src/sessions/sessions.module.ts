import { AppError } from "../core/errors.js";
import { pageOf, pageWindow } from "../core/page.js";
import type { FeatureModule } from "../http/route-table.js";
import { createSessionManager, type SessionManager } from "./session.manager.js";
import { createAdminSessionStore, createCustomerSessionStore } from "./session.repository.js";

declare module "../core/module.js" {
  interface Services {
    customerSessions: SessionManager;
    adminSessions: SessionManager;
  }
}

const SESSION_ID = /^[0-9a-f-]{36}$/i;

/** Customer and administrator sessions; a customer's own list of them. */
export const sessionsModule: FeatureModule = {
  name: "sessions",
  setup({ db, now }) {
    const customerSessions = createSessionManager(createCustomerSessionStore(db), {
      kind: "session",
      now,
    });
    const adminSessions = createSessionManager(createAdminSessionStore(db), { kind: "admin", now });
    return {
      provides: { customerSessions, adminSessions },
      routes: {
        async listSessions({ customer, input }) {
          const live = await customerSessions.list(customer.userId);
          const { skip, take } = pageWindow(input);
          return pageOf(
            live.slice(skip, skip + take).map((session) => ({
              id: session.id,
              createdAt: session.createdAt.toISOString(),
              lastSeenAt: session.lastSeenAt.toISOString(),
              expiresAt: session.expiresAt.toISOString(),
              ipAddress: session.ipAddress,
              userAgent: session.userAgent,
              current: session.id === customer.sessionId,
            })),
            live.length,
            input,
          );
        },
        async endSession({ customer, input }) {
          if (customer.via === "impersonation") {
            throw new AppError("AUTH_FORBIDDEN", {
              message: "Sessions cannot be ended while impersonating.",
            });
          }
          // Only the owner's own sessions match; anyone else's id looks like an unknown one.
          const ended = SESSION_ID.test(input.id)
            ? await customerSessions.end(customer.userId, input.id, "ended-by-user")
            : false;
          if (!ended) throw new AppError("API_NOT_FOUND", { message: "No such session." });
          return { success: true as const, message: "The session has been ended." };
        },
      },
    };
  },
};
