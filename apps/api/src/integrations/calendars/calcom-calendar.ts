import { AppError } from "../../core/errors.js";
import { CredentialsRefused, ProviderUnavailable } from "../connections.js";
import type { AccountIdentity } from "../providers.js";
import type { CalendarAccess, CalendarAdapter, CalendarEvent } from "./calendar-adapter.js";

// Cal.com through its API v2 with `fetch` (Cal.com publishes no official Node client),
// authorised by the owner's API key (`Authorization: Bearer cal_live_…`).
//
// - Busy times: the owner's upcoming bookings (`GET /v2/bookings?status=upcoming`, narrowed by
//   `afterStart`/`beforeEnd` and paged by cursor) that are not cancelled or rejected. Cal.com's
//   `GET /v2/calendars/busy-times` is not used: it needs the credential and external id of
//   each calendar the owner linked inside Cal.com, which an API key connection does not know.
//   What Cal.com itself reads from those linked calendars shows up when it refuses a slot.
// - Bookings go to the event type chosen at connect (kept in the connection's `calendarId`),
//   with the caller as attendee. Cal.com requires an attendee e-mail and Ringline has none for
//   a phone caller: a deterministic placeholder under the reserved `.invalid` domain is used
//   (`caller+<phone digits>@bookings.ringline.invalid`), so nothing is ever delivered there.
// - Idempotency: every booking carries `metadata.ringlineKey` (the appointment id); before
//   creating, the bookings around the same start are searched for that key, so a retried
//   write whose answer was lost makes no second booking.
// - Moving is Cal.com's reschedule, which cancels the booking and makes a new one with a new
//   uid; moves and cancellations therefore follow `rescheduledToUid` from the uid Ringline
//   kept to the live booking. A booking already cancelled or gone is not an error.

const PROVIDER = "Cal.com";
/** The `cal-api-version` the create, get, cancel and reschedule endpoints require. */
export const CALCOM_BOOKINGS_VERSION = "2026-02-25";
/** The `cal-api-version` the bookings list requires (cursor pagination). */
export const CALCOM_BOOKINGS_LIST_VERSION = "2026-05-01";
/** The `cal-api-version` of the event types endpoints. */
export const CALCOM_EVENT_TYPES_VERSION = "2024-06-14";
/** The domain of the placeholder attendee e-mails (reserved: never delivered). */
export const PLACEHOLDER_EMAIL_DOMAIN = "bookings.ringline.invalid";

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_PAGES = 10;
const DAY_MS = 86_400_000;

/** Cal.com answered a status other than 2xx. */
export class CalcomRefusal extends Error {
  override name = "CalcomRefusal";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A booking as Cal.com's API v2 answers it (the fields Ringline reads). */
export interface CalcomBooking {
  uid: string;
  start: string;
  end: string;
  status?: string;
  eventTypeId?: number;
  metadata?: Record<string, string> | null;
  rescheduledToUid?: string | null;
}

interface CalcomEventType {
  id: number;
  lengthInMinutes?: number;
}

interface CalcomRequest {
  method?: "GET" | "POST";
  version?: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** A placeholder attendee e-mail for a caller, from the phone's digits (or the booking key). */
export function placeholderEmail(phone: string | null | undefined, key: string): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  const local = digits || key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return `caller+${local}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/** A Cal.com answer: `{ status, data }`, the bookings list with `pagination` too. */
interface CalcomAnswer<T> {
  data?: T;
  pagination?: { nextCursor?: string | null; hasMore?: boolean };
}

/** The Cal.com API over `apiUrl`, with one API key. */
function calcomClient(apiUrl: string, apiKey: string, fetcher: typeof fetch) {
  const base = apiUrl.replace(/\/+$/, "");
  return async function call<T>(
    path: string,
    request: CalcomRequest = {},
  ): Promise<CalcomAnswer<T>> {
    const query = request.query ? `?${new URLSearchParams(request.query)}` : "";
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}` };
    if (request.version) headers["cal-api-version"] = request.version;
    if (request.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetcher(`${base}${path}${query}`, {
        method: request.method ?? "GET",
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`${PROVIDER} did not answer (${(error as Error).message})`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new CalcomRefusal(response.status, `${PROVIDER} answered ${response.status}`);
    }
    try {
      return (text ? JSON.parse(text) : {}) as CalcomAnswer<T>;
    } catch {
      throw new ProviderUnavailable(`${PROVIDER} answered something other than JSON`);
    }
  };
}

/** A Cal.com failure as the calendar module's errors: refused credentials or unavailable. */
function translated(error: unknown): Error {
  if (error instanceof CredentialsRefused || error instanceof ProviderUnavailable) return error;
  if (error instanceof CalcomRefusal) {
    if (error.status === 401 || error.status === 403) {
      return new CredentialsRefused(`${PROVIDER} refused the API key (${error.status})`);
    }
    return new ProviderUnavailable(error.message);
  }
  return new ProviderUnavailable(`${PROVIDER} answered unexpectedly (${(error as Error).message})`);
}

const isLive = (booking: CalcomBooking) =>
  booking.status !== "cancelled" && booking.status !== "rejected";

/** The event type a connection books: a 30-minute one when there is one, else the first. */
function chosenEventType(types: CalcomEventType[]): CalcomEventType | undefined {
  return types.find((type) => type.lengthInMinutes === 30) ?? types[0];
}

/**
 * Checks a Cal.com API key (`GET /v2/me`) and picks the event type bookings go to
 * (`GET /v2/event-types`): the connection is labelled with the account's e-mail or username,
 * and the event type's id is kept as its `calendarId`. Refuses a key Cal.com refuses with
 * INTEGRATION_CREDENTIALS_INVALID, and answers INTEGRATION_PROVIDER_UNAVAILABLE otherwise.
 */
export function calcomKeyCheck(apiUrl: string, fetcher: typeof fetch = globalThis.fetch) {
  return async (input: {
    apiKey: string;
    accountId: string | null;
  }): Promise<AccountIdentity & { calendarId: string }> => {
    const call = calcomClient(apiUrl, input.apiKey, fetcher);
    let me: { id?: number; email?: string; username?: string } | undefined;
    let types: CalcomEventType[];
    try {
      me = (await call<{ id?: number; email?: string; username?: string }>("/v2/me")).data;
      const listed = await call<CalcomEventType[]>("/v2/event-types", {
        version: CALCOM_EVENT_TYPES_VERSION,
      });
      types = Array.isArray(listed.data) ? listed.data : [];
    } catch (error) {
      const refused =
        error instanceof CalcomRefusal && (error.status === 401 || error.status === 403);
      throw new AppError(
        refused ? "INTEGRATION_CREDENTIALS_INVALID" : "INTEGRATION_PROVIDER_UNAVAILABLE",
      );
    }
    const eventType = chosenEventType(types);
    if (!eventType) {
      throw new AppError("API_VALIDATION_ERROR", {
        message: "Create an event type in Cal.com first: Ringline books into it.",
      });
    }
    return {
      label: me?.email ?? me?.username ?? null,
      id: me?.id === undefined ? null : String(me.id),
      calendarId: String(eventType.id),
    };
  };
}

/** The attendee Cal.com requires: the caller, with a placeholder e-mail (see above). */
function attendeeOf(event: CalendarEvent) {
  const phone = event.caller?.phone ?? null;
  const name = event.caller?.name || (phone ? `Caller ${phone}` : "Ringline caller");
  return {
    name,
    email: placeholderEmail(phone, event.key),
    timeZone: event.timeZone || "UTC",
    // Cal.com validates the number (E.164): only one that looks like it is passed on.
    ...(phone && /^\+[1-9]\d{6,14}$/.test(phone) ? { phoneNumber: phone } : {}),
  };
}

/** The Cal.com calendar adapter over `apiUrl` (https://api.cal.com). */
export function createCalcomCalendar(options: {
  apiUrl: string;
  fetch?: typeof fetch | undefined;
}): CalendarAdapter {
  const fetcher = options.fetch ?? globalThis.fetch;
  const connect = (access: CalendarAccess) =>
    calcomClient(options.apiUrl, access.credentials.apiKey ?? "", fetcher);

  /** The owner's upcoming bookings whose start and end fall in a range, every page. */
  async function upcoming(
    access: CalendarAccess,
    range: { start: number; end: number },
    filter: Record<string, string> = {},
  ): Promise<CalcomBooking[]> {
    const call = connect(access);
    const found: CalcomBooking[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await call<CalcomBooking[]>("/v2/bookings", {
        version: CALCOM_BOOKINGS_LIST_VERSION,
        query: {
          status: "upcoming",
          afterStart: new Date(range.start).toISOString(),
          beforeEnd: new Date(range.end).toISOString(),
          take: "100",
          ...filter,
          ...(cursor ? { cursor } : {}),
        },
      });
      found.push(...(Array.isArray(answer.data) ? answer.data : []));
      cursor = answer.pagination?.nextCursor;
      if (!cursor || answer.pagination?.hasMore === false) break;
    }
    return found;
  }

  /**
   * The live booking a kept uid stands for now: a rescheduled booking is cancelled and points
   * to its successor (`rescheduledToUid`). Null when Cal.com knows no such booking.
   */
  async function current(access: CalendarAccess, uid: string): Promise<CalcomBooking | null> {
    const call = connect(access);
    let next = uid;
    for (let hops = 0; hops < 10; hops++) {
      let booking: CalcomBooking | undefined;
      try {
        booking = (
          await call<CalcomBooking>(`/v2/bookings/${encodeURIComponent(next)}`, {
            version: CALCOM_BOOKINGS_VERSION,
          })
        ).data;
      } catch (error) {
        if (error instanceof CalcomRefusal && error.status === 404) return null;
        throw error;
      }
      if (!booking) return null;
      if (isLive(booking) || !booking.rescheduledToUid) return booking;
      next = booking.rescheduledToUid;
    }
    throw new ProviderUnavailable(`${PROVIDER} rescheduled the booking too many times to follow`);
  }

  const eventTypeOf = (access: CalendarAccess) => {
    const id = Number(access.calendarId);
    if (!access.calendarId || !Number.isInteger(id)) {
      throw new ProviderUnavailable(`the ${PROVIDER} connection names no event type: reconnect`);
    }
    return id;
  };

  return {
    async busy(access, range) {
      try {
        // A day either side catches bookings that overlap the range's edges.
        const bookings = await upcoming(access, {
          start: range.start - DAY_MS,
          end: range.end + DAY_MS,
        });
        return bookings.filter(isLive).flatMap((booking) => {
          const start = Date.parse(booking.start);
          const end = Date.parse(booking.end);
          if (!Number.isFinite(start) || !Number.isFinite(end)) return [];
          return start < range.end && end > range.start ? [{ start, end }] : [];
        });
      } catch (error) {
        throw translated(error);
      }
    },

    async createEvent(access, event) {
      const eventTypeId = eventTypeOf(access);
      try {
        // Written by an earlier try whose answer was lost: that booking is the one.
        const around = await upcoming(
          access,
          { start: event.startsAt - 60_000, end: event.endsAt + 60_000 },
          { eventTypeId: String(eventTypeId) },
        );
        const earlier = around.find(
          (booking) => isLive(booking) && booking.metadata?.ringlineKey === event.key,
        );
        if (earlier) return earlier.uid;
        const created = await connect(access)<CalcomBooking | CalcomBooking[]>("/v2/bookings", {
          method: "POST",
          version: CALCOM_BOOKINGS_VERSION,
          body: {
            eventTypeId,
            start: new Date(event.startsAt).toISOString(),
            attendee: attendeeOf(event),
            bookingFieldsResponses: { notes: event.description.slice(0, 2_000) },
            metadata: { ringlineKey: event.key },
          },
        });
        const booking = Array.isArray(created.data) ? created.data[0] : created.data;
        if (!booking?.uid) throw new ProviderUnavailable(`${PROVIDER} answered without a uid`);
        return booking.uid;
      } catch (error) {
        throw translated(error);
      }
    },

    async moveEvent(access, eventId, event) {
      try {
        const booking = await current(access, eventId);
        if (!booking || !isLive(booking)) {
          throw new ProviderUnavailable(`${PROVIDER} no longer has that booking`);
        }
        if (Date.parse(booking.start) === event.startsAt) return;
        await connect(access)(`/v2/bookings/${encodeURIComponent(booking.uid)}/reschedule`, {
          method: "POST",
          version: CALCOM_BOOKINGS_VERSION,
          body: {
            start: new Date(event.startsAt).toISOString(),
            reschedulingReason: "Rescheduled by the caller with Ringline",
          },
        });
      } catch (error) {
        throw translated(error);
      }
    },

    async deleteEvent(access, eventId) {
      try {
        const booking = await current(access, eventId);
        if (!booking || !isLive(booking)) return;
        await connect(access)(`/v2/bookings/${encodeURIComponent(booking.uid)}/cancel`, {
          method: "POST",
          version: CALCOM_BOOKINGS_VERSION,
          body: { cancellationReason: "Canceled by the caller with Ringline" },
        });
      } catch (error) {
        // Gone meanwhile, or cancelled by someone else first.
        if (error instanceof CalcomRefusal && (error.status === 404 || error.status === 410)) {
          return;
        }
        throw translated(error);
      }
    },
  };
}
