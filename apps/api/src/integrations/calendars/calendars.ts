import type { TIntegrationProvider } from "@ringline/api-client";
import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import type { IntegrationConnection } from "../../generated/prisma/client.js";
import { type Connections, CredentialsRefused, ProviderUnavailable } from "../connections.js";
import type { ProviderRegistry } from "../providers.js";
import { createCalcomCalendar } from "./calcom-calendar.js";
import type { BusyInterval, CalendarAdapter, CalendarEvent } from "./calendar-adapter.js";
import { createGoogleCalendar } from "./google-calendar.js";
import { createLocalCalendar } from "./local-calendar.js";
import { createMicrosoftCalendar } from "./microsoft-calendar.js";

// The owner's calendars as the receptionist uses them during a call: busy times from every
// connected calendar (the only outside call on a call's hot path: each calendar gets a few
// seconds, answers are kept 30 seconds), and bookings written to the one calendar chosen for
// them. A calendar that cannot be read makes the whole read fail (CalendarUnreachable): the
// receptionist then takes a callback request rather than offer a time that may be taken.

/** A connected calendar could not be read in time: offer a callback, tell the owner. */
export class CalendarUnreachable extends Error {
  override name = "CalendarUnreachable";
  constructor(readonly providers: readonly string[]) {
    super(`could not read ${providers.join(", ")}`);
  }
}

/** How long one calendar may take during a call. */
export const CALENDAR_TIMEOUT_MS = 4_000;
/** How long a calendar's busy times are reused. */
export const BUSY_CACHE_MS = 30_000;

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderUnavailable(`${what} took longer than ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What a write to the owner's calendar came to. */
export type WriteOutcome =
  | { kind: "none" }
  | { kind: "written"; connectionId: string; eventId: string }
  | { kind: "failed"; connectionId: string; reason: string };

export function createCalendars(options: {
  db: Database;
  connections: Connections;
  registry: ProviderRegistry;
  logger: Logger;
  now: () => number;
  /** The fetch the REST adapters use (Cal.com). */
  fetch?: typeof fetch | undefined;
  /** Replaces an adapter by provider (tests). */
  adapters?: Partial<Record<TIntegrationProvider, CalendarAdapter>> | undefined;
  timeoutMs?: number | undefined;
  /** How long busy times are reused (BUSY_CACHE_MS). */
  cacheMs?: number | undefined;
}) {
  const prisma = () => options.db.prisma;
  const timeoutMs = options.timeoutMs ?? CALENDAR_TIMEOUT_MS;
  const adapters: Partial<Record<TIntegrationProvider, CalendarAdapter>> = {
    "local-calendar": createLocalCalendar(options.db),
    google: createGoogleCalendar({ apiUrl: options.registry.get("google").apiUrl }),
    microsoft: createMicrosoftCalendar({ apiUrl: options.registry.get("microsoft").apiUrl }),
    calcom: createCalcomCalendar({
      apiUrl: options.registry.get("calcom").apiUrl,
      fetch: options.fetch,
    }),
    ...options.adapters,
  };
  const cache = new Map<string, { at: number; busy: Promise<BusyInterval[]> }>();

  const adapterOf = (row: IntegrationConnection) => {
    const adapter = adapters[row.provider as TIntegrationProvider];
    if (!adapter) throw new ProviderUnavailable(`no calendar adapter for ${row.provider}`);
    return adapter;
  };

  /** Runs one provider call for a connection: credentials opened, failures recorded in words. */
  async function using<T>(
    row: IntegrationConnection,
    what: string,
    work: (adapter: CalendarAdapter, access: Parameters<CalendarAdapter["busy"]>[0]) => Promise<T>,
  ): Promise<T> {
    const name = options.registry.get(row.provider as TIntegrationProvider).name;
    try {
      const credentials = await options.connections.credentialsOf(row);
      const result = await within(
        work(adapterOf(row), {
          customerId: row.customerId,
          credentials,
          calendarId: row.calendarId,
        }),
        timeoutMs,
        name,
      );
      await options.connections.succeeded(row);
      return result;
    } catch (error) {
      const refused = error instanceof CredentialsRefused;
      const reason = refused
        ? `${name} no longer accepts Ringline's access. Reconnect to go on.`
        : `${name} could not be reached to ${what} (${(error as Error).message}).`;
      await options.connections.failed(row, reason, refused).catch(() => undefined);
      options.logger.warn(
        { err: error, connectionId: row.id, provider: row.provider },
        `calendar: ${what}`,
      );
      throw refused
        ? error
        : error instanceof ProviderUnavailable
          ? error
          : new ProviderUnavailable(reason);
    }
  }

  async function calendarsOf(customerId: string) {
    return prisma().integrationConnection.findMany({
      where: { customerId, kind: "calendar" },
      orderBy: { createdAt: "asc" },
    });
  }

  const calendars = {
    /**
     * Busy times of every connected calendar in a range; `fresh` skips the cache (booking
     * re-checks). Throws CalendarUnreachable naming the calendars that could not be read.
     */
    async busy(
      customerId: string,
      range: { start: number; end: number },
      read: { fresh?: boolean } = {},
    ): Promise<BusyInterval[]> {
      const key = `${customerId}|${range.start}|${range.end}`;
      const now = options.now();
      const hit = cache.get(key);
      if (!read.fresh && hit && now - hit.at < (options.cacheMs ?? BUSY_CACHE_MS)) return hit.busy;
      const work = (async () => {
        const rows = await calendarsOf(customerId);
        const answers = await Promise.allSettled(
          rows.map((row) =>
            using(row, "read busy times", (adapter, access) => adapter.busy(access, range)),
          ),
        );
        const failed = rows.filter((_, index) => answers[index]?.status === "rejected");
        if (failed.length > 0) {
          throw new CalendarUnreachable(
            failed.map((row) => options.registry.get(row.provider as TIntegrationProvider).name),
          );
        }
        return answers.flatMap((answer) => (answer.status === "fulfilled" ? answer.value : []));
      })();
      cache.set(key, { at: now, busy: work });
      work.catch(() => cache.delete(key));
      if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
      return work;
    },

    /** Forgets a customer's cached busy times (after a write). */
    forget(customerId: string) {
      for (const key of cache.keys()) if (key.startsWith(`${customerId}|`)) cache.delete(key);
    },

    /** The calendar bookings go to, if any. */
    async bookingCalendar(customerId: string) {
      return prisma().integrationConnection.findFirst({
        where: { customerId, kind: "calendar", bookInto: true },
      });
    },

    /** Writes an event to one connection's calendar; its id, or the failure in words. */
    async write(row: IntegrationConnection, event: CalendarEvent): Promise<WriteOutcome> {
      calendars.forget(row.customerId);
      try {
        const eventId = await using(row, "add the booking", (adapter, access) =>
          adapter.createEvent(access, event),
        );
        return { kind: "written", connectionId: row.id, eventId };
      } catch (error) {
        return { kind: "failed", connectionId: row.id, reason: (error as Error).message };
      }
    },

    async move(row: IntegrationConnection, eventId: string, event: CalendarEvent) {
      calendars.forget(row.customerId);
      await using(row, "move the booking", (adapter, access) =>
        adapter.moveEvent(access, eventId, event),
      );
    },

    async remove(row: IntegrationConnection, eventId: string) {
      calendars.forget(row.customerId);
      await using(row, "remove the booking", (adapter, access) =>
        adapter.deleteEvent(access, eventId),
      );
    },
  };
  return calendars;
}

/** The owner's calendars, as the call engine uses them. */
export type Calendars = ReturnType<typeof createCalendars>;
