import type { TWebhookEventType } from "@ringline/api-client";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";

// The events an owner's endpoints receive. An effect (a call ended, a lead captured …) queues
// its event in the same transaction as the effect, as one `webhook_deliveries` row per enabled
// endpoint subscribed to it; (endpoint, event id) is unique and event ids are derived from what
// the event is about, so a server message delivered twice, or a tool called again, stores (and
// sends) nothing twice. The job in `webhook-deliveries.ts` sends the rows.

type Writer = Prisma.TransactionClient | Database["prisma"];

/** `call.ended`: an end-of-call report was stored (once per call). */
export interface CallEndedData {
  /** The voice platform's call id. */
  callId: string;
  /** The call's row in the owner's call log (`/dashboard/call-transcripts?call=…`). */
  callLogId: string;
  callerName: string | null;
  callerPhone: string | null;
  /** ISO 8601. */
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number;
  /** `completed`, `voicemail`, `transferred`, `hung-up`, `failed` or `spam`. */
  outcome: string;
  summary: string | null;
  transcript: string | null;
  leadCaptured: boolean;
  appointmentBooked: boolean;
  afterHours: boolean;
  billableMinutes: number;
}

/** `lead.captured`: the receptionist saved a caller's details (once per lead and call). */
export interface LeadCapturedData {
  leadId: string;
  callId: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  reason: string | null;
  /** Qualification answers by name (`budget`, `timeline` …). */
  details: Record<string, string>;
  /** ISO 8601. */
  createdAt: string;
}

/** `appointment.booked`: the receptionist booked a slot (once per appointment). */
export interface AppointmentBookedData {
  appointmentId: string;
  leadId: string | null;
  callId: string | null;
  title: string;
  /** ISO 8601 (UTC). */
  startsAt: string;
  endsAt: string | null;
  /** The owner's business time zone (IANA), to show the times in. */
  timeZone: string;
  callerName: string | null;
  callerPhone: string | null;
  notes: string | null;
}

/**
 * `appointment.changed`: an appointment was rescheduled or cancelled (queued by the
 * reschedule and cancel work). Its event id should name the change, e.g.
 * `appointment.changed:<appointmentId>:<ISO time of the change>`, so each change is sent once.
 */
export interface AppointmentChangedData {
  appointmentId: string;
  change: "rescheduled" | "cancelled";
  /** `booked`, `cancelled` … as the appointment now is. */
  status: string;
  title: string;
  /** ISO 8601 (UTC): the slot now, and before a reschedule (null otherwise). */
  startsAt: string;
  endsAt: string | null;
  previousStartsAt: string | null;
  timeZone: string;
  callerName: string | null;
  callerPhone: string | null;
}

/** `usage.threshold`: the minutes used crossed a share of the plan's (once per period and share). */
export interface UsageThresholdData {
  periodId: string;
  /** 75, 90 or 100. */
  percent: number;
  minutesUsed: number;
  minutesIncluded: number | null;
  /** ISO 8601. */
  periodEnd: string;
}

/** The `data` of each event type. */
export interface WebhookEventData {
  "call.ended": CallEndedData;
  "lead.captured": LeadCapturedData;
  "appointment.booked": AppointmentBookedData;
  "appointment.changed": AppointmentChangedData;
  "usage.threshold": UsageThresholdData;
}

/** An event to queue for the owner's endpoints. */
export type WebhookEvent<Type extends TWebhookEventType = TWebhookEventType> = {
  [Name in Type]: {
    customerId: string;
    type: Name;
    /**
     * The Standard Webhooks `webhook-id`, derived from what the event is about
     * (`call.ended:<callId>`), never random: the same effect makes the same id.
     */
    eventId: string;
    data: WebhookEventData[Name];
    /** When it happened (the payload's `timestamp`); now when unset. */
    timestamp?: Date | undefined;
  };
}[Type];

/** The body every endpoint receives (Standard Webhooks): `{ type, timestamp, data }`. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: object;
}

/** The longest event id a delivery row keeps. */
export const MAX_EVENT_ID_LENGTH = 200;

/**
 * Queues an event for each enabled endpoint of the customer subscribed to its type; inside the
 * effect's transaction when given one. Returns how many deliveries were queued: 0 when none
 * subscribes, or every one had this event id already. Ask the webhooks' drain after it
 * (`webhooks.nudge()`); the minute sweep catches a forgotten ask.
 *
 * @example
 * ```ts
 * await queueWebhookEvent(tx, {
 *   customerId,
 *   type: "lead.captured",
 *   eventId: `lead.captured:${lead.id}:${callId}`,
 *   data: { leadId: lead.id, callId, name, phone, email, reason, details, createdAt },
 * });
 * ```
 */
export async function queueWebhookEvent(writer: Writer, event: WebhookEvent): Promise<number> {
  return queueWebhookEvents(writer, [event]);
}

/**
 * Queues many events as `queueWebhookEvent` queues one, in two statements for all (the
 * subscribed endpoints of their customers, then every delivery); how many were queued.
 */
export async function queueWebhookEvents(
  writer: Writer,
  events: readonly WebhookEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  for (const event of events) {
    if (event.eventId.length > MAX_EVENT_ID_LENGTH) {
      throw new Error(`webhook event id longer than ${MAX_EVENT_ID_LENGTH}: ${event.eventId}`);
    }
  }
  const endpoints = await writer.webhookEndpoint.findMany({
    where: {
      customerId: { in: [...new Set(events.map((event) => event.customerId))] },
      enabled: true,
      events: { hasSome: [...new Set(events.map((event) => event.type))] },
    },
    select: { id: true, customerId: true, events: true },
  });
  if (endpoints.length === 0) return 0;
  const data = events.flatMap((event) => {
    const payload: WebhookPayload = {
      type: event.type,
      timestamp: (event.timestamp ?? new Date()).toISOString(),
      data: event.data,
    };
    return endpoints
      .filter(
        (endpoint) =>
          endpoint.customerId === event.customerId && endpoint.events.includes(event.type),
      )
      .map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: event.eventId,
        eventType: event.type,
        payload: payload as unknown as Prisma.InputJsonValue,
      }));
  });
  if (data.length === 0) return 0;
  const created = await writer.webhookDelivery.createMany({ data, skipDuplicates: true });
  return created.count;
}
