import type { Express } from "express";
import { accountModule } from "./account/account.module.js";
import { activityModule } from "./activity/activity.module.js";
import { adminModule } from "./admin/admin.module.js";
import { adminCommunicationsModule } from "./admin-communications/admin-communications.module.js";
import { adminCustomersModule } from "./admin-customers/admin-customers.module.js";
import { adminPaymentsModule } from "./admin-payments/admin-payments.module.js";
import { adminSystemModule } from "./admin-system/admin-system.module.js";
import { authModule } from "./auth/auth.module.js";
import { createAuthenticator } from "./auth/authentication.js";
import { billingModule } from "./billing/billing.module.js";
import { callsModule } from "./calls/calls.module.js";
import { chatModule } from "./chat/chat.module.js";
import { contactModule } from "./contact/contact.module.js";
import { createBackgroundWrites } from "./core/background.js";
import { type AppSettings, assembleModules, type RecurringJob } from "./core/module.js";
import { customersModule } from "./customers/customers.module.js";
import { demoBookingsModule } from "./demo-bookings/demo-bookings.module.js";
import { embedKeysModule } from "./embed-keys/embed-keys.module.js";
import { errorMonitoringModule } from "./error-monitoring/error-monitoring.module.js";
import { createCsrf } from "./http/csrf.js";
import { protectEmbedOr } from "./http/embed.js";
import { createHttpApp } from "./http/http-app.js";
import { createRateLimiters } from "./http/rate-limit.js";
import { type FeatureModule, mountRouteTable } from "./http/route-table.js";
import { idempotencyModule } from "./idempotency/idempotency.module.js";
import { integrationsModule } from "./integrations/integrations.module.js";
import { onboardingModule } from "./onboarding/onboarding.module.js";
import { ordersModule } from "./orders/orders.module.js";
import { outboxModule } from "./outbox/outbox.module.js";
import { plansModule } from "./plans/plans.module.js";
import { receptionistModule } from "./receptionist/receptionist.module.js";
import { sessionsModule } from "./sessions/sessions.module.js";
import { siteModule } from "./site/site.module.js";
import { systemModule } from "./system/system.module.js";
import { voiceModule } from "./voice/voice.module.js";
import { webDesignModule } from "./web-design/web-design.module.js";
import { webhooksModule } from "./webhooks/webhooks.module.js";

/**
 * The API's features, in the order they are set up: each may use the services of those before
 * it (sessions before admin before auth). Adding a feature adds one line here.
 */
export const MODULES: readonly FeatureModule[] = [
  systemModule,
  idempotencyModule,
  outboxModule,
  activityModule,
  sessionsModule,
  adminModule,
  authModule,
  plansModule,
  customersModule,
  ordersModule,
  billingModule,
  webDesignModule,
  adminCustomersModule,
  adminCommunicationsModule,
  adminPaymentsModule,
  accountModule,
  contactModule,
  demoBookingsModule,
  errorMonitoringModule,
  voiceModule,
  receptionistModule,
  integrationsModule,
  webhooksModule,
  callsModule,
  adminSystemModule,
  onboardingModule,
  chatModule,
  embedKeysModule,
  siteModule,
];

/** Everything the app is built from (core settings plus each feature's own). */
export type AppDependencies = AppSettings;

/** Waits for the writes made after answers (activity and audit rows); for shutdown and tests. */
export type SettleBackground = () => Promise<void>;

/** Builds the Express app; `server.ts` listens, tests call it directly. */
export function createApp(settings: AppDependencies): Express {
  const { logger } = settings;
  const now = settings.now ?? Date.now;
  const background = createBackgroundWrites(logger);
  // The guards every route passes are the app's own, handed to the modules.
  const csrf = createCsrf({ secret: settings.sessionSecret, now });
  const modules = assembleModules(
    {
      settings,
      db: settings.db,
      logger,
      now,
      publicUrl: (settings.publicUrl ?? "http://localhost:3000").replace(/\/+$/, ""),
      background,
      csrf,
    },
    MODULES,
  );
  // Who is calling, from the sessions, impersonations, audit and activity logs the modules keep.
  const authenticator = createAuthenticator({
    customerSessions: modules.use("customerSessions"),
    adminSessions: modules.use("adminSessions"),
    impersonations: modules.use("impersonations"),
    activity: modules.use("activity"),
    audit: modules.use("audit"),
    background,
    now,
  });
  const app = createHttpApp({
    ...settings,
    embedKeys: modules.use("embedKeys"),
    contentSources: {
      connect: modules.parts.flatMap((part) => part.contentSources?.connect ?? []),
      script: modules.parts.flatMap((part) => part.contentSources?.script ?? []),
    },
    routes: mountRouteTable({
      handlers: modules.handlers,
      authenticator,
      // Widgets on partner sites carry a visitor token in place of a CSRF token (http/embed.ts).
      csrf: protectEmbedOr(csrf.protect),
      limiter: createRateLimiters({
        redis: settings.redis,
        prefix: settings.rateLimitPrefix,
        overrides: settings.rateLimits,
        logger,
      }),
      validateResponses: settings.validateResponses ?? false,
      once: modules.use("idempotency").once,
    }),
    fallbacks: modules.parts.flatMap((part) => (part.fallback ? [part.fallback] : [])),
    before: [
      authenticator.trackRequests,
      ...modules.parts.flatMap((part) => (part.before ? [part.before] : [])),
    ],
  });
  const settle: SettleBackground = modules.settle;
  app.locals.settle = settle;
  // For operators' scripts and tests (an inbox replay): the services the modules provided.
  app.locals.services = modules.services;
  const jobs: readonly RecurringJob[] = modules.parts.flatMap((part) => part.jobs ?? []);
  app.locals.jobs = jobs;
  return app;
}
