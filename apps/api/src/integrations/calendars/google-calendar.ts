import { calendar_v3 } from "@googleapis/calendar";
import { OAuth2Client } from "google-auth-library";
import { CredentialsRefused, ProviderUnavailable } from "../connections.js";
import {
  type CalendarAccess,
  type CalendarAdapter,
  type CalendarEvent,
  statusOf,
} from "./calendar-adapter.js";

// Google Calendar through Google's own client (`@googleapis/calendar`, authorised by
// `google-auth-library`'s OAuth2Client holding the connection's access token): free/busy with
// `freebusy.query`, bookings with `events.insert` under an event id derived from the booking
// (a retried write finds it exists: 409), `events.patch` and `events.delete`.

/** Google's event id for a booking key: base32hex (a–v, 0–9), 5 to 1024 characters. */
export function googleEventId(key: string): string {
  return `rl${key.toLowerCase().replace(/[^a-v0-9]/g, "")}`;
}

function translated(error: unknown): Error {
  const status = statusOf(error);
  if (status === 401 || status === 403) {
    return new CredentialsRefused(`Google refused the request (${status})`);
  }
  return new ProviderUnavailable(
    status ? `Google answered ${status}` : `Google did not answer (${(error as Error).message})`,
  );
}

function eventBody(event: CalendarEvent): calendar_v3.Schema$Event {
  return {
    summary: event.title,
    description: event.description,
    start: { dateTime: new Date(event.startsAt).toISOString(), timeZone: event.timeZone },
    end: { dateTime: new Date(event.endsAt).toISOString(), timeZone: event.timeZone },
    source: { title: "Ringline", url: "https://ringline.ai" },
  };
}

export function createGoogleCalendar(options: {
  apiUrl: string;
  timeoutMs?: number;
}): CalendarAdapter {
  const methodOptions = {
    rootUrl: `${options.apiUrl.replace(/\/+$/, "")}/`,
    timeout: options.timeoutMs ?? 10_000,
  };
  const client = (access: CalendarAccess) => {
    const auth = new OAuth2Client();
    auth.setCredentials({ access_token: access.credentials.oauth?.accessToken ?? "" });
    return new calendar_v3.Calendar({ auth });
  };
  const calendarOf = (access: CalendarAccess) => access.calendarId ?? "primary";
  return {
    async busy(access, range) {
      const id = calendarOf(access);
      try {
        const answer = await client(access).freebusy.query(
          {
            requestBody: {
              timeMin: new Date(range.start).toISOString(),
              timeMax: new Date(range.end).toISOString(),
              items: [{ id }],
            },
          },
          methodOptions,
        );
        const calendars = answer.data.calendars ?? {};
        const entry = calendars[id] ?? Object.values(calendars)[0];
        if (entry?.errors?.length) {
          throw new ProviderUnavailable(
            `Google could not read the calendar (${entry.errors[0]?.reason})`,
          );
        }
        return (entry?.busy ?? []).flatMap((slot) => {
          const start = Date.parse(slot.start ?? "");
          const end = Date.parse(slot.end ?? "");
          return Number.isFinite(start) && Number.isFinite(end) ? [{ start, end }] : [];
        });
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw error;
        throw translated(error);
      }
    },
    async createEvent(access, event) {
      const id = googleEventId(event.key);
      try {
        const answer = await client(access).events.insert(
          { calendarId: calendarOf(access), requestBody: { id, ...eventBody(event) } },
          methodOptions,
        );
        return answer.data.id ?? id;
      } catch (error) {
        // Written by an earlier try whose answer was lost.
        if (statusOf(error) === 409) return id;
        throw translated(error);
      }
    },
    async moveEvent(access, eventId, event) {
      try {
        await client(access).events.patch(
          { calendarId: calendarOf(access), eventId, requestBody: eventBody(event) },
          methodOptions,
        );
      } catch (error) {
        throw translated(error);
      }
    },
    async deleteEvent(access, eventId) {
      try {
        await client(access).events.delete(
          { calendarId: calendarOf(access), eventId },
          methodOptions,
        );
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 410) return;
        throw translated(error);
      }
    },
  };
}
