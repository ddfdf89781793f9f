import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import type { CalendarBookings } from "../../integrations/calendars/bookings.js";
import type { Calendars } from "../../integrations/calendars/calendars.js";
import type { CrmQueue } from "../../integrations/crms/crm-syncs.js";
import type { CallOwner } from "../call-owner.js";

/** What a tool handler knows about the call it works for. */
export interface ToolContext {
  db: Database;
  logger: Logger;
  now: () => number;
  owner: CallOwner;
  /** The platform's call id (null for a message without a call, such as a test). */
  callId: string | null;
  toolCallId: string;
  /** The number the caller called from, as the platform saw it. */
  callerPhone: string | null;
  /** Asks the outbox senders to run soon (after the answer). */
  nudgeOutbox(): void;
  /** The owner's connected calendars (busy times) and the bookings written to them. */
  calendars: Calendars;
  bookings: CalendarBookings;
  /** What the owner's CRMs are told: queued here, sent by a job after the answer. */
  crm: Pick<CrmQueue, "queue" | "nudge">;
  /** The site's public address, for links in the owner's messages. */
  publicUrl: string;
  /** Asks the webhooks' drain to run soon (after an event was queued). */
  nudgeWebhooks(): void;
}

/** A tool's answer: a sentence (or JSON) the assistant reads and says. */
export type ToolAnswer = string;

/** A tool's arguments, read loosely: the model may leave out or misname anything. */
export type ToolArguments = Record<string, unknown>;

export const argumentText = (args: ToolArguments, name: string, max = 1000): string | null => {
  const value = args[name];
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, max);
};
