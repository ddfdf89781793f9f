import type { CallEndedData, WebhookEvent } from "../../webhooks/webhook-events.js";

// The call engine's webhook events, made from its rows. Each event id names what the event is
// about, so the same call, lead or appointment seen again makes the same id (and, per endpoint,
// one delivery). No secret goes out: no recording link, no token, only what the owner's own
// dashboard shows.

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** `call.ended`, once per call. */
export function callEndedEvent(
  input: Omit<CallEndedData, "startedAt" | "endedAt"> & {
    customerId: string;
    startedAt: Date;
    endedAt: Date | null;
  },
): WebhookEvent<"call.ended"> {
  const { customerId, ...call } = input;
  return {
    customerId,
    type: "call.ended",
    eventId: `call.ended:${input.callId}`,
    timestamp: input.endedAt ?? input.startedAt,
    data: { ...call, startedAt: input.startedAt.toISOString(), endedAt: iso(input.endedAt) },
  };
}

/** `lead.captured`, once per lead and call (`source` of a lead without a call: the tool call). */
export function leadCapturedEvent(
  lead: {
    id: string;
    customerId: string;
    callId: string | null;
    name: string | null;
    phone: string | null;
    email: string | null;
    reason: string | null;
    details: unknown;
    createdAt: Date;
  },
  source: string,
): WebhookEvent<"lead.captured"> {
  const details: Record<string, string> = {};
  if (lead.details && typeof lead.details === "object") {
    for (const [key, value] of Object.entries(lead.details)) {
      if (typeof value === "string") details[key] = value;
    }
  }
  return {
    customerId: lead.customerId,
    type: "lead.captured",
    eventId: `lead.captured:${lead.id}:${lead.callId ?? source}`,
    timestamp: lead.createdAt,
    data: {
      leadId: lead.id,
      callId: lead.callId,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      reason: lead.reason,
      details,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

/** `appointment.booked`, once per appointment. */
export function appointmentBookedEvent(
  appointment: {
    id: string;
    customerId: string;
    leadId: string | null;
    callId: string | null;
    title: string;
    startsAt: Date;
    endsAt: Date | null;
    callerName: string | null;
    callerPhone: string | null;
    notes: string | null;
    createdAt: Date;
  },
  timeZone: string,
): WebhookEvent<"appointment.booked"> {
  return {
    customerId: appointment.customerId,
    type: "appointment.booked",
    eventId: `appointment.booked:${appointment.id}`,
    timestamp: appointment.createdAt,
    data: {
      appointmentId: appointment.id,
      leadId: appointment.leadId,
      callId: appointment.callId,
      title: appointment.title,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: iso(appointment.endsAt),
      timeZone,
      callerName: appointment.callerName,
      callerPhone: appointment.callerPhone,
      notes: appointment.notes,
    },
  };
}

/** `appointment.changed`, once per change (rescheduled or cancelled, named by its moment). */
export function appointmentChangedEvent(
  appointment: {
    id: string;
    customerId: string;
    title: string;
    status: string;
    startsAt: Date;
    endsAt: Date | null;
    callerName: string | null;
    callerPhone: string | null;
  },
  change: {
    change: "rescheduled" | "cancelled";
    previousStartsAt: Date | null;
    at: number;
    timeZone: string;
  },
): WebhookEvent<"appointment.changed"> {
  const at = new Date(change.at);
  return {
    customerId: appointment.customerId,
    type: "appointment.changed",
    eventId: `appointment.changed:${appointment.id}:${at.toISOString()}`,
    timestamp: at,
    data: {
      appointmentId: appointment.id,
      change: change.change,
      status: appointment.status,
      title: appointment.title,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: iso(appointment.endsAt),
      previousStartsAt: iso(change.previousStartsAt),
      timeZone: change.timeZone,
      callerName: appointment.callerName,
      callerPhone: appointment.callerPhone,
    },
  };
}

/** `usage.threshold`, once per period and share of the plan's minutes. */
export function usageThresholdEvent(input: {
  customerId: string;
  periodId: string;
  percent: number;
  minutesUsed: number;
  minutesIncluded: number | null;
  periodEnd: Date;
  at: Date;
}): WebhookEvent<"usage.threshold"> {
  return {
    customerId: input.customerId,
    type: "usage.threshold",
    eventId: `usage.threshold:${input.periodId}:${input.percent}`,
    timestamp: input.at,
    data: {
      periodId: input.periodId,
      percent: input.percent,
      minutesUsed: input.minutesUsed,
      minutesIncluded: input.minutesIncluded,
      periodEnd: input.periodEnd.toISOString(),
    },
  };
}
