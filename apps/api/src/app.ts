import cookieParser from "cookie-parser";
import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { createActivityLog } from "./activity/activity-log.js";
import { createAdminRouter } from "./admin/admin.router.js";
import { createAdminAuthService } from "./admin/admin-auth.service.js";
import { createAdminUserRepository } from "./admin/admin-user.repository.js";
import { createAuditLog } from "./admin/audit-log.js";
import { createImpersonationService } from "./admin/impersonation.service.js";
import { createAuthRouter } from "./auth/auth.router.js";
import { createAuthService } from "./auth/auth.service.js";
import { createAuthTokenRepository } from "./auth/auth-token.repository.js";
import { createGoogleSignIn, type GoogleSignInConfig } from "./auth/google-sign-in.js";
import { createUserRepository } from "./auth/user.repository.js";
import { createChatRepository } from "./chat/chat.repository.js";
import { createChatRouter } from "./chat/chat.router.js";
import { createChatService } from "./chat/chat.service.js";
import { createChatModel } from "./chat/model/create-chat-model.js";
import type { ChatProviderConfig } from "./chat/model/openai-compatible-model.js";
import { createContactRepository } from "./contact/contact.repository.js";
import { createContactRouter } from "./contact/contact.router.js";
import { createCustomerRepository } from "./customers/customer.repository.js";
import { createCustomersRouter } from "./customers/customers.router.js";
import type { Database } from "./db/database.js";
import { createDemoBookingRepository } from "./demo-bookings/demo-booking.repository.js";
import { createDemoBookingsRouter } from "./demo-bookings/demo-bookings.router.js";
import { createMailer, type Mailer } from "./email/mailer.js";
import { createErrorLogRepository } from "./error-monitoring/error-log.repository.js";
import { createErrorMonitoringRouter } from "./error-monitoring/error-monitoring.router.js";
import { createAdminAuth, createCustomerAuth } from "./http/authentication.js";
import { createBackgroundWrites } from "./http/background.js";
import { createCors } from "./http/cors.js";
import { createCsrf } from "./http/csrf.js";
import { apiNotFound, createErrorHandler } from "./http/error-handler.js";
import { requireJsonBody } from "./http/json-only.js";
import { createRateLimiters, type RateLimitName, type RateLimitRule } from "./http/rate-limit.js";
import { createOrderRepository } from "./orders/order.repository.js";
import { createOrdersRouter } from "./orders/orders.router.js";
import { createSessionManager } from "./sessions/session.manager.js";
import {
  createAdminSessionStore,
  createCustomerSessionStore,
} from "./sessions/session.repository.js";
import { createSessionsRouter } from "./sessions/sessions.router.js";
import { createStaticSite } from "./site/static-site.js";
import { createVoiceRouter } from "./voice/voice.router.js";
import type { VoicePlatform } from "./voice/voice-platform.js";

export interface AppDependencies {
  db: Database;
  logger: Logger;
  sessionSecret: string;
  /** Built reference site to serve beside `/api`. */
  siteDir?: string | undefined;
  trustProxy?: number | undefined;
  /** Log each request (off in tests). */
  logRequests?: boolean | undefined;
  /** The clock for sessions, tokens, CSRF and two-factor codes (tests pass a fake one). */
  now?: (() => number) | undefined;
  /** Origins allowed to call the API from browsers (`CORS_ORIGINS`). */
  corsOrigins?: readonly string[] | undefined;
  /** Rate-limit counters in Redis when given; in memory otherwise. */
  redis?: Redis | undefined;
  /** Redis key prefix for the rate limits (default `rl:rate:`). */
  rateLimitPrefix?: string | undefined;
  /** Replaces some of the default rate limits. */
  rateLimits?: Partial<Record<RateLimitName, RateLimitRule>> | undefined;
  /** Outgoing mail; by default the email_logs outbox, plus SMTP when `smtpUrl` is set. */
  mailer?: Mailer | undefined;
  smtpUrl?: string | undefined;
  emailFrom?: string | undefined;
  /** The site's public address, for links in e-mails and the Google redirect. */
  publicUrl?: string | undefined;
  /** Google sign-in; off when absent. */
  google?: GoogleSignInConfig | undefined;
  /** The fetch used to talk to the sign-in provider (tests point it at a local fake). */
  fetch?: typeof globalThis.fetch | undefined;
  /** Recorded with client error reports. */
  environment?: string | undefined;
  /** The voice platform (hosted or the embedded emulator); the site's voice demo talks to it. */
  voice?: VoicePlatform | undefined;
  /** The chat assistant: the sales inbox for its leads, and an optional LLM provider. */
  chat?: ChatDependencies | undefined;
}

/** The chat's settings (`SALES_EMAIL`, `CHAT_MODEL_*`). */
export interface ChatDependencies {
  /** Where chat leads are e-mailed (default `sales@ringline.ai`). */
  salesEmail?: string | undefined;
  /** An OpenAI-compatible chat-completions provider; the offline model alone when absent. */
  provider?: ChatProviderConfig | undefined;
  /** The fetch used to reach the provider (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined;
}

/**
 * What the browser must reach for web calls: the platform's REST origin and, for the emulator,
 * its WebSocket; for the hosted platform, the call library's bundle and its media servers.
 */
function voiceSources(voice: VoicePlatform | undefined): { connect: string[]; script: string[] } {
  if (!voice) return { connect: [], script: [] };
  const origin = new URL(voice.baseUrl).origin;
  if (voice.kind === "emulator") {
    return { connect: [origin, origin.replace(/^http/, "ws")], script: [] };
  }
  return {
    connect: [origin, "https://*.daily.co", "wss://*.daily.co"],
    script: ["https://c.daily.co"],
  };
}

/** Waits for the writes made after answers (activity and audit rows); for shutdown and tests. */
export type SettleBackground = () => Promise<void>;

/** Builds the Express app; `server.ts` listens, tests call it directly. */
export function createApp(dependencies: AppDependencies): Express {
  const { db, logger } = dependencies;
  const now = dependencies.now ?? Date.now;
  const publicUrl = (dependencies.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const voice = voiceSources(dependencies.voice);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", dependencies.trustProxy ?? 0);
  app.set("query parser", "simple");

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...voice.script],
          // Widgets inject their own <style> elements so that they work in shadow roots too.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          connectSrc: ["'self'", ...voice.connect],
          mediaSrc: ["'self'", "blob:"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  // Request lines are info-level: below that level pino-http would only cost time.
  if (dependencies.logRequests !== false && logger.isLevelEnabled("info")) {
    app.use(
      pinoHttp({
        logger,
        // No headers (cookies, bearer tokens) and no query strings (sign-in codes) in logs.
        serializers: {
          req: (request: { id: unknown; method: string; url: string; remoteAddress: string }) => ({
            id: request.id,
            method: request.method,
            url: String(request.url).split("?")[0],
            remoteAddress: request.remoteAddress,
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
      }),
    );
  }
  app.use(createCors(dependencies.corsOrigins ?? []));

  // Services: built once here, handed to the feature routers.
  const background = createBackgroundWrites(logger);
  const activity = createActivityLog(db, background);
  const audit = createAuditLog(db);
  const mailer =
    dependencies.mailer ??
    createMailer({
      db,
      logger,
      from: dependencies.emailFrom ?? "Ringline <no-reply@ringline.local>",
      smtpUrl: dependencies.smtpUrl,
    });
  const customerSessions = createSessionManager(createCustomerSessionStore(db), {
    kind: "session",
    now,
  });
  const adminSessions = createSessionManager(createAdminSessionStore(db), { kind: "admin", now });
  const impersonations = createImpersonationService(db, audit, now);
  const customerAuth = createCustomerAuth({
    sessions: customerSessions,
    impersonations,
    activity,
    audit,
    background,
    now,
  });
  const limits = createRateLimiters({
    redis: dependencies.redis,
    prefix: dependencies.rateLimitPrefix,
    overrides: dependencies.rateLimits,
  });
  const users = createUserRepository(db);
  const auth = createAuthService({
    users,
    tokens: createAuthTokenRepository(db),
    sessions: customerSessions,
    mailer,
    logger,
    publicUrl,
    now,
  });
  const google = createGoogleSignIn({
    config: dependencies.google,
    redirectUri: `${publicUrl}/auth/google/callback`,
    secret: dependencies.sessionSecret,
    users,
    sessions: customerSessions,
    logger,
    fetch: dependencies.fetch,
    now,
  });
  const adminAuth = createAdminAuthService({
    admins: createAdminUserRepository(db),
    sessions: adminSessions,
    impersonations,
    audit,
    now,
  });

  const authRouter = createAuthRouter({ auth, sessions: customerSessions, customerAuth, limits });
  authRouter.use(createSessionsRouter(customerSessions, customerAuth));
  authRouter.get("/google", google.start);
  authRouter.get("/google/callback", google.callback);

  const csrf = createCsrf({ secret: dependencies.sessionSecret, now });
  const requestPipeline: RequestHandler[] = [
    requireJsonBody,
    express.json({ limit: "100kb" }),
    cookieParser(),
  ];

  const api = express.Router();
  api.use(requestPipeline);
  api.get("/csrf-token", csrf.tokenRoute);
  api.get("/health", (_request, response) => {
    response.json({ status: "ok", database: db.kind });
  });
  if (dependencies.voice) api.use(createVoiceRouter(dependencies.voice));
  api.use(csrf.protect);
  api.use(
    "/admin",
    createAdminRouter({
      adminAuth,
      impersonations,
      audit,
      authenticate: createAdminAuth(adminSessions),
      loginLimit: limits.adminLogin,
    }),
  );
  api.use("/auth", authRouter);
  api.use(createContactRouter(createContactRepository(db), limits.contact, customerAuth.optional));
  api.use(
    createDemoBookingsRouter(
      createDemoBookingRepository(db),
      limits.demoBooking,
      customerAuth.optional,
    ),
  );
  api.use(createOrdersRouter(createOrderRepository(db), customerAuth));
  api.use(createCustomersRouter(createCustomerRepository(db), customerAuth));
  api.use(
    createErrorMonitoringRouter(
      createErrorLogRepository(db, dependencies.environment ?? "development"),
      customerAuth,
      limits.clientError,
      now,
    ),
  );
  api.use("/chat", limits.chat);
  api.use(
    createChatRouter({
      chat: createChatService({
        repository: createChatRepository(db),
        model: createChatModel({
          provider: dependencies.chat?.provider,
          logger,
          fetch: dependencies.chat?.fetch,
        }),
        mailer,
        logger,
        salesEmail: dependencies.chat?.salesEmail ?? "sales@ringline.ai",
        now,
      }),
      identify: customerAuth.optional,
      logger,
    }),
  );
  api.use(apiNotFound);
  app.use("/api", api);

  // The same account routes without the /api prefix (`POST /auth/signup`, `GET /auth/me` …).
  // Unknown /auth paths fall through to the site, which owns the /auth page itself.
  const topLevelAuth = express.Router();
  topLevelAuth.use(requestPipeline);
  topLevelAuth.use(csrf.protect);
  topLevelAuth.use(authRouter);
  app.use("/auth", topLevelAuth);

  if (dependencies.siteDir) app.use(createStaticSite(dependencies.siteDir));
  app.use(createErrorHandler(logger));

  const settle: SettleBackground = async () => {
    await activity.flush();
    await background.settle();
  };
  app.locals.settle = settle;
  return app;
}
