import * as z from "zod/mini";
import { requiredText } from "./fields.js";

// The owner's tools: calendars the receptionist reads free/busy from and books into, CRMs that
// receive the leads. A connection is made by OAuth where the provider offers it, by an API key
// where it does not, and the embedded default's demo calendar needs neither.

/**
 * Every tool Ringline connects to, by id.
 *
 * @example
 * ```ts
 * INTEGRATION_PROVIDERS.includes("google"); // true
 * ```
 */
export const INTEGRATION_PROVIDERS = [
  "local-calendar",
  "google",
  "microsoft",
  "calcom",
  "gohighlevel",
  "followupboss",
  "hubspot",
] as const;

/** A tool's id. */
export type TIntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/**
 * A tool's id, as a request names it.
 *
 * @example
 * ```ts
 * ZIntegrationProvider.safeParse("google").success; // true
 * ```
 */
export const ZIntegrationProvider = z.enum(INTEGRATION_PROVIDERS, "Choose a tool from the list");

/**
 * A tool as the Integrations screen offers it: what it is, how it connects, and whether this
 * server can connect it (an OAuth tool needs its client id and secret configured).
 *
 * @example
 * ```ts
 * const google = list.providers.find((provider) => provider.id === "google");
 * google?.available; // false until GOOGLE_CALENDAR_CLIENT_ID is set
 * ```
 */
export const ZIntegrationProviderInfo = z.object({
  id: ZIntegrationProvider,
  kind: z.enum(["calendar", "crm"]),
  name: z.string(),
  /** `oauth`: a button that sends the owner to the provider; `api-key`: a form; `local`: one click. */
  connectWith: z.enum(["oauth", "api-key", "local"]),
  available: z.boolean(),
  /** The embedded default's demo calendar. */
  demo: z.boolean(),
  /** What an API-key form asks for besides the key (a GoHighLevel location id). */
  accountIdLabel: z.nullable(z.string()),
  /** Where the owner finds the key, in one sentence. */
  keyHelp: z.nullable(z.string()),
});

/** A tool as the Integrations screen offers it. */
export type TIntegrationProviderInfo = z.infer<typeof ZIntegrationProviderInfo>;

/**
 * A connection as its owner sees it: whose account, its state, the last sync and the last
 * error in words. Credentials never leave the server.
 *
 * @example
 * ```ts
 * connection.status === "error" && connection.lastError; // "Google refused the connection: …"
 * ```
 */
export const ZIntegrationConnection = z.object({
  id: z.string(),
  provider: ZIntegrationProvider,
  kind: z.enum(["calendar", "crm"]),
  status: z.enum(["connected", "error"]),
  accountLabel: z.nullable(z.string()),
  /** Calendars: whether bookings are written here (one calendar at most). */
  bookInto: z.boolean(),
  lastSyncAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  lastErrorAt: z.nullable(z.string()),
  createdAt: z.string(),
});

/** A connection as its owner sees it. */
export type TIntegrationConnection = z.infer<typeof ZIntegrationConnection>;

/** The limits of the scheduling settings. */
export const BOOKING_BUFFER_MAX_MINUTES = 120;
/** At most a week's notice. */
export const BOOKING_NOTICE_MAX_MINUTES = 7 * 24 * 60;

/**
 * How bookings keep their distance: minutes kept free around every busy time and booking, and
 * how soon a booking may start.
 *
 * @example
 * ```ts
 * ZSchedulingSettings.parse({ bufferMinutes: 15, noticeMinutes: 120 });
 * ```
 */
export const ZSchedulingSettings = z.object({
  bufferMinutes: z
    .number("Give the buffer in minutes")
    .check(
      z.int("Give the buffer in whole minutes"),
      z.gte(0, "The buffer cannot be negative"),
      z.lte(BOOKING_BUFFER_MAX_MINUTES, "The buffer is at most 120 minutes"),
    ),
  noticeMinutes: z
    .number("Give the notice in minutes")
    .check(
      z.int("Give the notice in whole minutes"),
      z.gte(0, "The notice cannot be negative"),
      z.lte(BOOKING_NOTICE_MAX_MINUTES, "The notice is at most a week"),
    ),
});

/** The scheduling settings. */
export type TSchedulingSettings = z.infer<typeof ZSchedulingSettings>;

/**
 * The Integrations screen: every tool, the owner's connections and the scheduling settings.
 *
 * @example
 * ```ts
 * const { connections } = await api.listIntegrations();
 * ```
 */
export const ZIntegrationsResponse = z.object({
  providers: z.array(ZIntegrationProviderInfo),
  connections: z.array(ZIntegrationConnection),
  scheduling: ZSchedulingSettings,
});

/** The Integrations screen's data. */
export type TIntegrationsResponse = z.infer<typeof ZIntegrationsResponse>;

/**
 * Starts an OAuth connection: the server answers the provider's address to send the browser
 * to; the provider sends it back to `/api/integrations/oauth/callback`, which returns to the
 * dashboard's Integrations tab or to onboarding.
 *
 * @example
 * ```ts
 * const { authorizationUrl } = await api.startIntegrationAuthorization({ provider: "google", returnTo: "dashboard" });
 * window.location.assign(authorizationUrl);
 * ```
 */
export const ZStartAuthorizationRequest = z.object({
  provider: ZIntegrationProvider,
  returnTo: z._default(z.enum(["dashboard", "onboarding"]), "dashboard"),
});

/** Starts an OAuth connection. */
export type TStartAuthorizationRequest = z.input<typeof ZStartAuthorizationRequest>;

/**
 * Where to send the browser.
 *
 * @example
 * ```ts
 * window.location.assign(answer.authorizationUrl);
 * ```
 */
export const ZStartAuthorizationResponse = z.object({ authorizationUrl: z.string() });

/**
 * What the provider sends back (its own words when the owner refused).
 *
 * @example
 * ```ts
 * ZAuthorizationCallbackQuery.parse({ code: "4/0A…", state: "…" });
 * ```
 */
export const ZAuthorizationCallbackQuery = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(200))),
  error: z.optional(z.string().check(z.maxLength(200))),
  error_description: z.optional(z.string().check(z.maxLength(2000))),
});

/**
 * Connects a tool that works with an API key (Cal.com, GoHighLevel, Follow Up Boss), or the
 * demo calendar (no key).
 *
 * @example
 * ```ts
 * await api.connectIntegration({ provider: "followupboss", apiKey: "fka_…" });
 * ```
 */
export const ZConnectIntegrationRequest = z.object({
  provider: ZIntegrationProvider,
  apiKey: z.optional(
    z
      .string("Paste the key")
      .check(
        z.trim(),
        z.minLength(8, "Paste the whole key"),
        z.maxLength(2000, "The key is at most 2,000 characters"),
      ),
  ),
  accountId: z.optional(
    z.string("Paste the id").check(z.trim(), z.maxLength(255, "The id is at most 255 characters")),
  ),
});

/** Connects a tool with an API key. */
export type TConnectIntegrationRequest = z.input<typeof ZConnectIntegrationRequest>;

/**
 * A connection by id.
 *
 * @example
 * ```ts
 * await api.disconnectIntegration({ id });
 * ```
 */
export const ZIntegrationIdParameter = z.object({ id: z.uuid("Unknown connection") });

/**
 * Chooses the calendar bookings are written to.
 *
 * @example
 * ```ts
 * await api.updateIntegration({ id, bookInto: true });
 * ```
 */
export const ZUpdateIntegrationRequest = z.object({
  id: z.uuid("Unknown connection"),
  bookInto: z.boolean("Say whether bookings go to this calendar"),
});

/**
 * One event of the demo calendar.
 *
 * @example
 * ```ts
 * const { items } = await api.listLocalCalendarEvents();
 * ```
 */
export const ZLocalCalendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Written by the receptionist (a booking), rather than by the owner. */
  booking: z.boolean(),
});

/** One event of the demo calendar. */
export type TLocalCalendarEvent = z.infer<typeof ZLocalCalendarEvent>;

/** The demo calendar's coming events, soonest first. */
export const ZLocalCalendarEventsResponse = z.object({ items: z.array(ZLocalCalendarEvent) });

const ZInstant = z.iso.datetime({ offset: true, message: "Give a date and time" });

/**
 * Marks a time busy in the demo calendar.
 *
 * @example
 * ```ts
 * await api.createLocalCalendarEvent({ title: "Open house", startsAt, endsAt });
 * ```
 */
export const ZCreateLocalCalendarEventRequest = z
  .object({
    title: requiredText(1, 200, "Name the event", "The name is at most 200 characters"),
    startsAt: ZInstant,
    endsAt: ZInstant,
  })
  .check(
    z.refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), {
      message: "The end must come after the start",
      path: ["endsAt"],
    }),
    z.refine((event) => Date.parse(event.endsAt) - Date.parse(event.startsAt) <= 14 * 86_400_000, {
      message: "An event lasts at most 14 days",
      path: ["endsAt"],
    }),
  );

/** Marks a time busy in the demo calendar. */
export type TCreateLocalCalendarEventRequest = z.input<typeof ZCreateLocalCalendarEventRequest>;

/**
 * A customer's connections in the back office.
 *
 * @example
 * ```ts
 * const { items } = await api.listAdminCustomerIntegrations({ customerId });
 * ```
 */
export const ZAdminIntegrationsResponse = z.object({ items: z.array(ZIntegrationConnection) });

/**
 * One connection of one customer, for the back office.
 *
 * @example
 * ```ts
 * await api.disconnectAdminCustomerIntegration({ customerId, connectionId });
 * ```
 */
export const ZAdminIntegrationParameter = z.object({
  customerId: z.uuid("Unknown customer"),
  connectionId: z.uuid("Unknown connection"),
});
