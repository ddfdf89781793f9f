import type { Appointment, CallLog, Lead } from "../../generated/prisma/client.js";
import {
  type CrmAppointment,
  type CrmContact,
  type CrmDeal,
  type CrmInquiry,
  type CrmNote,
  nameParts,
} from "./crm-adapter.js";

// What Ringline tells a CRM, in words: the caller as a contact tagged `Ringline` and with their
// intent, the lead's note (what they asked, their answers, the call's link), the call's
// summary with the transcript's link, and a booking. Read from the rows as they are when the
// sync is sent, so a lead completed later in the call goes out whole.

/** The tag every contact from Ringline carries. */
export const RINGLINE_TAG = "Ringline";
/** The lead source every CRM shows. */
export const RINGLINE_SOURCE = "Ringline";

const INTENTS: ReadonlyArray<[RegExp, string]> = [
  [/\bsell/i, "selling"],
  [/\bbuy|\bpurchas/i, "buying"],
  [/\brent|\blease|\btenan/i, "renting"],
  [/\binvest/i, "investing"],
];

/** Intents a deal (an opportunity) is opened for. */
const DEAL_INTENTS = new Set(["buying", "selling"]);

/** The caller's intent in one word, from the lead's "buying or selling" answer; null when unclear. */
export function intentOf(answer: string | null | undefined): string | null {
  if (!answer) return null;
  return INTENTS.find(([pattern]) => pattern.test(answer))?.[1] ?? null;
}

function detailsOf(lead: Pick<Lead, "details">): Record<string, string> {
  const details = lead.details;
  if (!details || typeof details !== "object" || Array.isArray(details)) return {};
  return Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** The lead's intent (`buying`, `selling`, `renting`, `investing`) or null. */
export function leadIntent(lead: Pick<Lead, "details" | "reason">): string | null {
  return intentOf(detailsOf(lead).buyingOrSelling) ?? intentOf(lead.reason);
}

/** The caller as a contact: name, phone, e-mail, the `Ringline` tag and their intent. */
export function contactOf(
  lead: Pick<Lead, "name" | "phone" | "email" | "details" | "reason">,
): CrmContact {
  const intent = leadIntent(lead);
  return {
    name: lead.name,
    ...nameParts(lead.name),
    phone: lead.phone,
    email: lead.email,
    tags: intent ? [RINGLINE_TAG, intent] : [RINGLINE_TAG],
    source: RINGLINE_SOURCE,
  };
}

const LABELS: Record<string, string> = {
  buyingOrSelling: "Buying or selling",
  area: "Area",
  budget: "Budget",
  timeline: "Timeline",
  preApproved: "Pre-approved",
  answers: "Other answers",
};

/** The address of a call in the owner's dashboard (by the platform's call id). */
export function callAddress(publicUrl: string, callId: string): string {
  return `${publicUrl}/dashboard/call-logs?call=${encodeURIComponent(callId)}`;
}

/** The lead as the CRM is told of it: the inquiry (its note) and a deal for a buyer or seller. */
export function leadNews(
  lead: Pick<Lead, "name" | "phone" | "email" | "details" | "reason" | "callId">,
  context: { publicUrl: string; at: number },
): { inquiry: CrmInquiry; note: CrmNote; deal: CrmDeal | null } {
  const intent = leadIntent(lead);
  const details = detailsOf(lead);
  const lines = [
    "A caller left their details with your Ringline receptionist.",
    lead.reason ? `Reason: ${lead.reason}` : null,
    ...Object.entries(LABELS).map(([field, label]) =>
      details[field] ? `${label}: ${details[field]}` : null,
    ),
    lead.callId ? `The call: ${callAddress(context.publicUrl, lead.callId)}` : null,
  ];
  const message = lines.filter(Boolean).join("\n");
  const who = lead.name ?? lead.phone ?? lead.email ?? "Caller";
  return {
    inquiry: { intent, message },
    note: { subject: "New lead from Ringline", body: message, at: context.at },
    deal:
      intent && DEAL_INTENTS.has(intent) ? { name: `${who} (${intent}, Ringline)`, intent } : null,
  };
}

/** The call's summary note, with the transcript's link. */
export function callNote(
  log: Pick<CallLog, "id" | "summary" | "duration" | "outcome" | "startedAt">,
  context: { publicUrl: string; at: number },
): CrmNote {
  const minutes = Math.max(1, Math.round(log.duration / 60));
  return {
    subject: "Call summary (Ringline)",
    body: [
      log.summary ?? "The call had no summary.",
      "",
      `${log.startedAt ? `Call of ${log.startedAt.toISOString()}, about` : "About"} ${minutes} min, ${log.outcome ?? "completed"}.`,
      `Transcript: ${context.publicUrl}/dashboard/call-transcripts?call=${encodeURIComponent(log.id)}`,
    ].join("\n"),
    at: context.at,
  };
}

/** A booking as the CRM's appointment (or meeting). */
export function appointmentOf(
  appointment: Pick<
    Appointment,
    "id" | "title" | "startsAt" | "endsAt" | "notes" | "callId" | "callerPhone"
  >,
  publicUrl: string,
): CrmAppointment {
  const startsAt = appointment.startsAt.getTime();
  return {
    key: appointment.id,
    title: appointment.title,
    description: [
      "Booked by your Ringline receptionist.",
      appointment.callerPhone ? `Phone: ${appointment.callerPhone}` : null,
      appointment.notes ? `Notes: ${appointment.notes}` : null,
      appointment.callId ? `The call: ${callAddress(publicUrl, appointment.callId)}` : null,
    ]
      .filter(Boolean)
      .join("\n"),
    startsAt,
    endsAt: appointment.endsAt?.getTime() ?? startsAt + 30 * 60_000,
  };
}
