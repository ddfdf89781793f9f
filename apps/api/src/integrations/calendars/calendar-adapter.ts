import type { Credentials } from "../connections.js";

// One interface for every calendar: free/busy over a range, and the events Ringline writes for
// its bookings. Each adapter speaks its provider's API through the provider's official client
// where one exists; failures come back as the connection module's CredentialsRefused (the owner
// reconnects) or ProviderUnavailable (try later).

/** A busy time, epoch milliseconds. */
export interface BusyInterval {
  start: number;
  end: number;
}

/** What Ringline writes for a booking. */
export interface CalendarEvent {
  /**
   * The booking's own key (its appointment id): a write retried after a lost answer makes no
   * second event (Google: the event id; Microsoft: `transactionId`; the demo calendar: a
   * unique key).
   */
  key: string;
  title: string;
  description: string;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  /** Who booked, for calendars that keep an attendee (Cal.com); absent when unknown. */
  caller?: { name: string | null; phone: string | null } | undefined;
}

/** Whom an adapter acts for. */
export interface CalendarAccess {
  customerId: string;
  credentials: Credentials;
  /** The calendar to read and write; null: the account's primary calendar. */
  calendarId: string | null;
}

export interface CalendarAdapter {
  busy(access: CalendarAccess, range: { start: number; end: number }): Promise<BusyInterval[]>;
  /** Writes the event; answers its id at the provider. */
  createEvent(access: CalendarAccess, event: CalendarEvent): Promise<string>;
  moveEvent(access: CalendarAccess, eventId: string, event: CalendarEvent): Promise<void>;
  /** Removes the event; an event already gone is not an error. */
  deleteEvent(access: CalendarAccess, eventId: string): Promise<void>;
}

/** The status a provider answered, from whatever error its client threw. */
export function statusOf(error: unknown): number | undefined {
  const candidate = error as {
    status?: unknown;
    statusCode?: unknown;
    code?: unknown;
    response?: { status?: unknown };
  };
  for (const value of [
    candidate?.response?.status,
    candidate?.status,
    candidate?.statusCode,
    candidate?.code,
  ]) {
    const number = Number(value);
    if (Number.isInteger(number) && number >= 100 && number < 600) return number;
  }
  return undefined;
}
