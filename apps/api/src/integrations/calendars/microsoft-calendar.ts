import { CredentialsRefused, ProviderUnavailable } from "../connections.js";
import {
  type CalendarAccess,
  type CalendarAdapter,
  type CalendarEvent,
  statusOf,
} from "./calendar-adapter.js";
import { graphClient } from "./graph-client.js";

// Microsoft 365 / Outlook through Microsoft's own Graph client
// (`@microsoft/microsoft-graph-client`): busy times from `calendarView` (every event not shown
// as free), bookings as events carrying `transactionId` (Graph's idempotency key: a retried
// write makes no second event), moved with PATCH and removed with DELETE.

function translated(error: unknown): Error {
  const status = statusOf(error);
  if (status === 401 || status === 403) {
    return new CredentialsRefused(`Microsoft refused the request (${status})`);
  }
  return new ProviderUnavailable(
    status
      ? `Microsoft answered ${status}`
      : `Microsoft did not answer (${(error as Error).message})`,
  );
}

function eventBody(event: CalendarEvent) {
  return {
    subject: event.title,
    body: { contentType: "text", content: event.description },
    // Graph reads a dateTime without offset in the zone named beside it.
    start: { dateTime: new Date(event.startsAt).toISOString().slice(0, -1), timeZone: "UTC" },
    end: { dateTime: new Date(event.endsAt).toISOString().slice(0, -1), timeZone: "UTC" },
    showAs: "busy",
  };
}

interface GraphEvent {
  id?: string;
  showAs?: string;
  isCancelled?: boolean;
  start?: { dateTime?: string };
  end?: { dateTime?: string };
}

/** A Graph dateTime in UTC (asked for with `Prefer: outlook.timezone="UTC"`) as epoch ms. */
function utc(value: string | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
}

export function createMicrosoftCalendar(options: { apiUrl: string }): CalendarAdapter {
  const client = (access: CalendarAccess) =>
    graphClient(options.apiUrl, access.credentials.oauth?.accessToken ?? "");
  const events = (access: CalendarAccess) =>
    access.calendarId ? `/me/calendars/${encodeURIComponent(access.calendarId)}` : "/me/calendar";
  return {
    async busy(access, range) {
      try {
        const found: GraphEvent[] = [];
        let page = (await client(access)
          .api(`${events(access)}/calendarView`)
          .header("Prefer", 'outlook.timezone="UTC"')
          .query({
            startDateTime: new Date(range.start).toISOString(),
            endDateTime: new Date(range.end).toISOString(),
          })
          .select(["start", "end", "showAs", "isCancelled"])
          .top(200)
          .get()) as { value?: GraphEvent[]; "@odata.nextLink"?: string };
        for (let pages = 0; ; pages++) {
          found.push(...(page.value ?? []));
          const next = page["@odata.nextLink"];
          if (!next || pages >= 10) break;
          page = (await client(access)
            .api(next)
            .header("Prefer", 'outlook.timezone="UTC"')
            .get()) as typeof page;
        }
        return found
          .filter((event) => event.showAs !== "free" && !event.isCancelled)
          .flatMap((event) => {
            const start = utc(event.start?.dateTime);
            const end = utc(event.end?.dateTime);
            return Number.isFinite(start) && Number.isFinite(end) ? [{ start, end }] : [];
          });
      } catch (error) {
        throw translated(error);
      }
    },
    async createEvent(access, event) {
      try {
        const created = (await client(access)
          .api(`${events(access)}/events`)
          .post({ ...eventBody(event), transactionId: event.key })) as GraphEvent;
        if (!created.id) throw new ProviderUnavailable("Microsoft answered without an event id");
        return created.id;
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw error;
        throw translated(error);
      }
    },
    async moveEvent(access, eventId, event) {
      try {
        await client(access)
          .api(`/me/events/${encodeURIComponent(eventId)}`)
          .patch(eventBody(event));
      } catch (error) {
        throw translated(error);
      }
    },
    async deleteEvent(access, eventId) {
      try {
        await client(access)
          .api(`/me/events/${encodeURIComponent(eventId)}`)
          .delete();
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 410) return;
        throw translated(error);
      }
    },
  };
}
