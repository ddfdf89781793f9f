import { ADMIN_ROUTES } from "./routes/admin.js";
import { ADMIN_COMMUNICATION_ROUTES } from "./routes/admin-communications.js";
import { ADMIN_CUSTOMER_ROUTES } from "./routes/admin-customers.js";
import { ADMIN_PAYMENT_ROUTES } from "./routes/admin-payments.js";
import { ADMIN_SYSTEM_ROUTES } from "./routes/admin-system.js";
import { AUTH_ROUTES } from "./routes/auth.js";
import { BILLING_ROUTES } from "./routes/billing.js";
import { CALL_ROUTES } from "./routes/calls.js";
import { CHAT_ROUTES } from "./routes/chat.js";
import { CUSTOMER_ROUTES } from "./routes/customers.js";
import { EMBED_ROUTES } from "./routes/embed.js";
import { INTEGRATION_ROUTES } from "./routes/integrations.js";
import { ONBOARDING_ROUTES } from "./routes/onboarding.js";
import { RECEPTIONIST_ROUTES } from "./routes/receptionist.js";
import { SYSTEM_ROUTES } from "./routes/system.js";
import { VISITOR_ROUTES } from "./routes/visitors.js";
import { WEB_DESIGN_ROUTES } from "./routes/web-design.js";
import { WEBHOOK_ROUTES } from "./routes/webhooks.js";

export { RATE_LIMITS, type TRateLimitName } from "./routes/rate-limits.js";

/**
 * The product API, one entry per endpoint: method, path, input, answer, who may call it and
 * its rate limit. Paths are the specification's where it names them (`GET /auth/me`,
 * `POST /auth/signup`, `POST /auth/logout`, `POST /api/auth/login`, `GET /api/csrf-token` …);
 * every other endpoint lives under `/api`. Each feature's routes are in `routes/<feature>.ts`.
 *
 * @example
 * ```ts
 * API_ROUTES.getMe.path; // "/auth/me"
 * ```
 */
export const API_ROUTES = {
  ...SYSTEM_ROUTES,
  ...AUTH_ROUTES,
  ...CUSTOMER_ROUTES,
  ...BILLING_ROUTES,
  ...VISITOR_ROUTES,
  ...WEB_DESIGN_ROUTES,
  ...CHAT_ROUTES,
  ...EMBED_ROUTES,
  ...WEBHOOK_ROUTES,
  ...ONBOARDING_ROUTES,
  ...RECEPTIONIST_ROUTES,
  ...CALL_ROUTES,
  ...INTEGRATION_ROUTES,
  ...ADMIN_ROUTES,
  ...ADMIN_CUSTOMER_ROUTES,
  ...ADMIN_COMMUNICATION_ROUTES,
  ...ADMIN_PAYMENT_ROUTES,
  ...ADMIN_SYSTEM_ROUTES,
} as const;

/** The product API's route table. */
export type TApiRoutes = typeof API_ROUTES;

/** The name of a route of the product API. */
export type TRouteName = keyof TApiRoutes;
