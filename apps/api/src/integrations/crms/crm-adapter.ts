import { AppError } from "../../core/errors.js";
import { statusOf } from "../calendars/calendar-adapter.js";
import { type Credentials, CredentialsRefused, ProviderUnavailable } from "../connections.js";

// One interface for every CRM: the caller as a contact (created or updated, tagged), a note on
// it, a deal or opportunity for a buyer or seller, and a booked appointment. Each adapter speaks
// its provider's API through the provider's official client where one exists; failures come
// back as the connection module's CredentialsRefused (the owner reconnects) or
// ProviderUnavailable (tried again later).

/** Whom an adapter acts for: the connection's credentials and account (a GoHighLevel location). */
export interface CrmAccess {
  credentials: Credentials;
  accountId: string | null;
  /** A calendar at the CRM to book into, when the owner named one. */
  calendarId: string | null;
}

/** The caller as a CRM contact. */
export interface CrmContact {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  /** E.164. */
  phone: string | null;
  email: string | null;
  /** `Ringline` and the caller's intent (`buying`, `selling`, `renting` …). */
  tags: string[];
  /** The lead source as the CRM shows it: always "Ringline". */
  source: string;
}

/** What the caller asked for, as a lead (Follow Up Boss sends it as the event that routes the lead). */
export interface CrmInquiry {
  intent: string | null;
  /** The lead's note: reason, qualification answers and the call's link. */
  message: string;
}

/** A note on the contact (the lead's, the call's summary). */
export interface CrmNote {
  subject: string;
  body: string;
  /** Epoch milliseconds. */
  at: number;
}

/** A deal (HubSpot) or opportunity (GoHighLevel) for a buyer or a seller. */
export interface CrmDeal {
  name: string;
  /** `buying` or `selling`. */
  intent: string;
}

/** A booking as the CRM's appointment or meeting. */
export interface CrmAppointment {
  /** The appointment's own id at Ringline. */
  key: string;
  title: string;
  description: string;
  startsAt: number;
  endsAt: number;
}

/**
 * A CRM as Ringline writes to it. Every method answers the id of what it wrote at the CRM (null
 * where it wrote nothing, such as a location without a pipeline).
 *
 * @example
 * const contactId = await adapter.upsertContact(access, contact, { knownId: null, inquiry });
 * await adapter.addNote(access, contactId, { subject: "Call summary", body, at: Date.now() });
 */
export interface CrmAdapter {
  /**
   * Creates or updates the contact (found by the id a previous sync kept, else by phone or
   * e-mail); answers its id. `inquiry` is the lead being sent, where there is one.
   */
  upsertContact(
    access: CrmAccess,
    contact: CrmContact,
    context: { knownId: string | null; inquiry: CrmInquiry | null },
  ): Promise<string>;
  addNote(access: CrmAccess, contactId: string, note: CrmNote): Promise<string | null>;
  addDeal(access: CrmAccess, contactId: string, deal: CrmDeal): Promise<string | null>;
  addAppointment(
    access: CrmAccess,
    contactId: string,
    appointment: CrmAppointment,
  ): Promise<string | null>;
  /**
   * The inquiry sent with the contact is already the lead's note at this CRM (Follow Up Boss
   * records the event's message in the person's history): no separate note for a lead.
   */
  readonly inquiryIsNote: boolean;
}

/** A provider's failure as the connection module's: refused credentials or unavailable. */
export function crmFailure(provider: string, error: unknown): Error {
  if (error instanceof CredentialsRefused || error instanceof ProviderUnavailable) return error;
  const status = statusOf(error);
  if (status === 401 || status === 403) {
    return new CredentialsRefused(`${provider} refused Ringline's access (${status})`);
  }
  return new ProviderUnavailable(
    status
      ? `${provider} answered ${status}`
      : `${provider} did not answer (${(error as Error)?.message ?? String(error)})`,
  );
}

/**
 * A key check's failure at connect: the provider's refusal of the key or account (a 4xx other
 * than a timeout or rate limit) as INTEGRATION_CREDENTIALS_INVALID, anything else as
 * INTEGRATION_PROVIDER_UNAVAILABLE.
 */
export function keyCheckFailure(error: unknown): AppError {
  const status = statusOf(error);
  const refused =
    status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return new AppError(
    refused ? "INTEGRATION_CREDENTIALS_INVALID" : "INTEGRATION_PROVIDER_UNAVAILABLE",
  );
}

/** Runs one request of an adapter, its failure translated. */
export async function crmCall<T>(provider: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw crmFailure(provider, error);
  }
}

/** A name split into first and last (the CRMs keep both). */
export function nameParts(name: string | null): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  return { firstName: words[0] ?? null, lastName: words.slice(1).join(" ") || null };
}
