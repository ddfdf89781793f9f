import type { TIntegrationProvider } from "@ringline/api-client";
import { actor, done } from "../admin/back-office.js";
import { createBackgroundWrites } from "../core/background.js";
import { AppError } from "../core/errors.js";
import type { FeatureModule } from "../http/route-table.js";
import { inProcessWorkQueue, pgBossWorkQueue } from "../jobs/work-queue.js";
import { type CalendarBookings, createCalendarBookings } from "./calendars/bookings.js";
import { calcomKeyCheck } from "./calendars/calcom-calendar.js";
import type { CalendarAdapter } from "./calendars/calendar-adapter.js";
import { type Calendars, createCalendars } from "./calendars/calendars.js";
import { connectionView, createConnections } from "./connections.js";
import type { CrmAdapter } from "./crms/crm-adapter.js";
import { type CrmQueue, createCrmSyncs, queueCrmSyncs } from "./crms/crm-syncs.js";
import { createFollowUpBoss } from "./crms/follow-up-boss.js";
import { createGoHighLevel, goHighLevelKeyCheck } from "./crms/gohighlevel.js";
import { createHubSpot, hubSpotIdentity } from "./crms/hubspot.js";
import {
  createIntegrationsService,
  microsoftIdentity,
  type ProviderHooks,
} from "./integrations.service.js";
import { createProviderRegistry, type IntegrationSettings } from "./providers.js";

declare module "../core/module.js" {
  interface AppSettings {
    /**
     * The owner's tools: OAuth apps per provider (`GOOGLE_CALENDAR_CLIENT_ID` …), stand-in
     * origins for tests, whether the demo calendar is offered (not in production by default),
     * and for tests the fetch the OAuth and REST calls use and replacement calendar adapters.
     */
    integrations?:
      | (IntegrationSettings & {
          fetch?: typeof fetch | undefined;
          calendarAdapters?: Partial<Record<TIntegrationProvider, CalendarAdapter>> | undefined;
          calendarTimeoutMs?: number | undefined;
          /** How long a calendar's busy times are reused (30 s). */
          busyCacheMs?: number | undefined;
          /** Extra provider hooks (the CRM adapters register theirs). */
          hooks?: Partial<Record<TIntegrationProvider, ProviderHooks>> | undefined;
          /** Replacement CRM adapters (tests). */
          crmAdapters?: Partial<Record<TIntegrationProvider, CrmAdapter>> | undefined;
        })
      | undefined;
  }
  interface Services {
    /**
     * The owner's calendars for the call engine (busy times and bookings written to them), and
     * the CRM syncs (what the owner's CRMs are told, queued where it happens).
     */
    integrations: { calendars: Calendars; bookings: CalendarBookings; crm: CrmQueue };
  }
}

/** The CRM syncs' job, and its sweep that sends what is due (retries, a lost ask). */
export const CRM_JOBS = { send: "crm-syncs", sweep: "crm-syncs-sweep" } as const;

/**
 * Integrations: the owner's calendars and CRMs, connected by OAuth (PKCE, state bound to the
 * session) or API key, credentials sealed at rest; free/busy and bookings for the call engine;
 * the demo calendar of the embedded default; the back office's view of a customer's connections.
 */
export const integrationsModule: FeatureModule = {
  name: "integrations",
  setup({ settings, db, logger, now, publicUrl, use }) {
    const options = settings.integrations ?? {};
    const fetcher = options.fetch ?? globalThis.fetch;
    const registry = createProviderRegistry({
      ...options,
      localCalendar: options.localCalendar ?? settings.environment !== "production",
    });
    const receptionist = use("receptionist");
    const customerIdOf = (userId: string) => receptionist.settings.ensureCustomer(userId);
    const connections = createConnections({
      db,
      box: settings.secretBox,
      registry,
      fetch: fetcher,
      now,
      logger,
    });
    const calendars = createCalendars({
      db,
      connections,
      registry,
      logger,
      now,
      fetch: fetcher,
      adapters: options.calendarAdapters,
      timeoutMs: options.calendarTimeoutMs,
      cacheMs: options.busyCacheMs,
    });
    const bookings = createCalendarBookings({ db, calendars, publicUrl, now, logger });
    const followUpBoss = createFollowUpBoss({
      apiUrl: registry.get("followupboss").apiUrl,
      system: {
        name: options.followupbossSystem ?? "Ringline",
        key: options.followupbossSystemKey,
      },
      fetch: fetcher,
    });
    const crmAdapters: Partial<Record<TIntegrationProvider, CrmAdapter>> = {
      gohighlevel: createGoHighLevel({ apiUrl: registry.get("gohighlevel").apiUrl }),
      followupboss: followUpBoss,
      hubspot: createHubSpot({ apiUrl: registry.get("hubspot").apiUrl }),
      ...options.crmAdapters,
    };
    const syncs = createCrmSyncs({
      db,
      connections,
      registry,
      adapters: crmAdapters,
      publicUrl,
      now,
      logger,
    });
    const drainCrm = () => syncs.drain();
    const crmWork = settings.jobs
      ? pgBossWorkQueue(settings.jobs, CRM_JOBS.send, drainCrm, logger)
      : inProcessWorkQueue(CRM_JOBS.send, drainCrm, createBackgroundWrites(logger));
    const crm: CrmQueue = {
      queue: queueCrmSyncs,
      nudge: () => crmWork.nudge(),
      drain: drainCrm,
      settle: () => crmWork.settle(),
    };
    const service = createIntegrationsService({
      db,
      box: settings.secretBox,
      registry,
      connections,
      calendars,
      hooks: {
        "local-calendar": {},
        google: {},
        microsoft: { identify: microsoftIdentity(registry.get("microsoft").apiUrl) },
        calcom: { verifyKey: calcomKeyCheck(registry.get("calcom").apiUrl, fetcher) },
        gohighlevel: { verifyKey: goHighLevelKeyCheck(registry.get("gohighlevel").apiUrl) },
        followupboss: { verifyKey: ({ apiKey }) => followUpBoss.me(apiKey) },
        hubspot: {
          identify: hubSpotIdentity(registry.get("hubspot").apiUrl),
          revocation: "path",
        },
        ...options.hooks,
      },
      customerIdOf,
      publicUrl,
      fetch: fetcher,
      now,
      logger,
    });
    const prisma = () => db.prisma;
    const timeZoneOf = async (customerId: string) => {
      const customer = await prisma().customer.findUnique({
        where: { id: customerId },
        select: { userId: true },
      });
      if (!customer?.userId) return "UTC";
      return (await receptionist.settings.read(customer.userId))?.settings.timeZone || "UTC";
    };
    const localEvent = (row: {
      id: string;
      title: string;
      description: string | null;
      startsAt: Date;
      endsAt: Date;
      externalKey: string | null;
    }) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      booking: row.externalKey !== null,
    });
    const demoCalendar = () => {
      if (!registry.get("local-calendar").available)
        throw new AppError("INTEGRATION_NOT_AVAILABLE");
    };

    return {
      provides: { integrations: { calendars, bookings, crm } },
      settle: () => crmWork.settle(),
      jobs: [
        {
          name: "integrations-authorizations",
          cron: "17 * * * *",
          run: () => service.purgeAuthorizations(),
        },
        { name: "calendar-writes", cron: "* * * * *", run: () => bookings.retryFailed(timeZoneOf) },
        { name: CRM_JOBS.sweep, cron: "* * * * *", run: drainCrm },
      ],
      routes: {
        listIntegrations: ({ customer }) => service.overview(customer.userId),
        startIntegrationAuthorization: ({ customer, input }) =>
          service.startAuthorization(customer, input),
        async integrationCallback({ customer, input, response }) {
          response.redirect(302, await service.finishAuthorization(customer, input));
          // A reconnected CRM takes the leads that waited for it.
          crm.nudge();
        },
        async connectIntegration({ customer, input }) {
          const connected = await service.connect(customer.userId, input);
          crm.nudge();
          return connected;
        },
        updateIntegration: ({ customer, input }) =>
          service.setBookInto(customer.userId, input.id, input.bookInto),
        async disconnectIntegration({ customer, input }) {
          const customerId = await customerIdOf(customer.userId);
          return done(await service.disconnect(customerId, input.id));
        },
        updateSchedulingSettings: ({ customer, input }) =>
          service.updateScheduling(customer.userId, input),
        async listLocalCalendarEvents({ customer }) {
          demoCalendar();
          const customerId = await customerIdOf(customer.userId);
          const rows = await prisma().localCalendarEvent.findMany({
            where: { customerId, endsAt: { gt: new Date(now() - 86_400_000) } },
            orderBy: { startsAt: "asc" },
            take: 200,
          });
          return { items: rows.map(localEvent) };
        },
        async createLocalCalendarEvent({ customer, input }) {
          demoCalendar();
          const customerId = await customerIdOf(customer.userId);
          const row = await prisma().localCalendarEvent.create({
            data: {
              customerId,
              title: input.title,
              startsAt: new Date(input.startsAt),
              endsAt: new Date(input.endsAt),
            },
          });
          calendars.forget(customerId);
          return localEvent(row);
        },
        async deleteLocalCalendarEvent({ customer, input }) {
          demoCalendar();
          const customerId = await customerIdOf(customer.userId);
          const removed = await prisma().localCalendarEvent.deleteMany({
            where: { id: input.id, customerId },
          });
          if (removed.count === 0) {
            throw new AppError("API_NOT_FOUND", { message: "There is no such event." });
          }
          calendars.forget(customerId);
          return done("The event is removed: that time is free again.");
        },
        async listAdminCustomerIntegrations({ input }) {
          const rows = await connections.list(input.customerId);
          return { items: rows.map(connectionView) };
        },
        async disconnectAdminCustomerIntegration({ admin, input, request }) {
          const message = await service.disconnect(input.customerId, input.connectionId);
          await use("audit").record({
            by: actor(admin, request),
            action: "customer.integration-disconnect",
            customerId: input.customerId,
            metadata: { connectionId: input.connectionId },
          });
          return done(message);
        },
      },
    };
  },
};
