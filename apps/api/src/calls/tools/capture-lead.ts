import type { Prisma } from "../../generated/prisma/client.js";
import { queueSms } from "../../outbox/outbox.js";
import { queueWebhookEvent } from "../../webhooks/webhook-events.js";
import { e164 } from "../call-owner.js";
import { leadCapturedEvent } from "../notifications/webhook-events.js";
import {
  argumentText,
  type ToolAnswer,
  type ToolArguments,
  type ToolContext,
} from "./tool-context.js";

// capture_lead: the caller as a lead of the owner (one per call: a second capture updates it),
// a text to the owner about the new lead, the `lead.captured` webhook event (once per lead
// and call: its id names both, so a second capture or a repeated tool call adds none), and the
// lead queued for the owner's CRMs (sent after the answer, once per lead and call).

const DETAIL_FIELDS = ["buyingOrSelling", "area", "budget", "timeline", "answers"] as const;

/** The lead's qualification answers as text, for the list and the alert. */
export function leadDetails(args: ToolArguments): Record<string, string> {
  const details: Record<string, string> = {};
  for (const field of DETAIL_FIELDS) {
    const value = argumentText(args, field, 500);
    if (value) details[field] = value;
  }
  if (typeof args.preApproved === "boolean") details.preApproved = args.preApproved ? "yes" : "no";
  return details;
}

/** Saves (or updates) the call's lead and queues it for the owner's CRMs. */
export async function upsertLead(
  context: ToolContext,
  args: ToolArguments,
): Promise<{ id: string; name: string | null; created: boolean }> {
  const lead = await storeLead(context, args);
  await queueCrmSync(context, { event: "lead", leadId: lead.id });
  return lead;
}

/**
 * Queues what the owner's CRMs are told of this call (a lead, a booking), once per subject,
 * and asks for the send after the answer: the tool never waits for a CRM.
 */
export async function queueCrmSync(
  context: ToolContext,
  subject: { event: "lead" | "appointment"; leadId: string; appointmentId?: string },
): Promise<void> {
  const queued = await context.crm.queue(context.db.prisma, {
    ...subject,
    customerId: context.owner.customerId,
    callId: context.callId,
  });
  if (queued > 0) context.crm.nudge();
}

async function storeLead(
  context: ToolContext,
  args: ToolArguments,
): Promise<{ id: string; name: string | null; created: boolean }> {
  const { owner } = context;
  const name = argumentText(args, "name", 200);
  const phone = e164(argumentText(args, "phone", 40)) ?? context.callerPhone;
  const email = argumentText(args, "email", 255);
  const reason = argumentText(args, "reason", 1000);
  const details = leadDetails(args);
  const data = {
    ...(name ? { name } : {}),
    ...(phone ? { phone: phone.slice(0, 30) } : {}),
    ...(email ? { email } : {}),
    ...(reason ? { reason } : {}),
  };
  const prisma = context.db.prisma;
  if (context.callId) {
    const existing = await prisma.lead.findUnique({ where: { callId: context.callId } });
    if (existing) {
      if (existing.customerId !== owner.customerId) throw new Error("lead of another customer");
      const merged = { ...(existing.details as Record<string, string> | null), ...details };
      const updated = await prisma.lead.update({
        where: { id: existing.id },
        data: { ...data, details: merged as Prisma.InputJsonValue },
      });
      await announceLead(context, updated);
      return { id: updated.id, name: updated.name, created: false };
    }
  }
  try {
    const created = await prisma.lead.create({
      data: {
        customerId: owner.customerId,
        callId: context.callId,
        source: "call",
        ...data,
        details: details as Prisma.InputJsonValue,
      },
    });
    await announceLead(context, created);
    return { id: created.id, name: created.name, created: true };
  } catch (error) {
    // Two captures of one call at once: the other one made it; update that one.
    const existing = context.callId
      ? await prisma.lead.findUnique({ where: { callId: context.callId } })
      : null;
    if (!existing) throw error;
    await prisma.lead.update({ where: { id: existing.id }, data });
    return { id: existing.id, name: existing.name, created: false };
  }
}

/** Queues the `lead.captured` event of a lead saved during this call, and asks for its send. */
async function announceLead(
  context: ToolContext,
  lead: Parameters<typeof leadCapturedEvent>[0],
): Promise<void> {
  const event = leadCapturedEvent(lead, context.toolCallId);
  if ((await queueWebhookEvent(context.db.prisma, event)) > 0) context.nudgeWebhooks();
}

/** Queues the owner's "new lead" text (once per call, whoever asks for it). */
export async function queueLeadAlert(
  context: ToolContext,
  lead: { name: string | null; phone?: string | null; reason?: string | null },
): Promise<boolean> {
  const { owner } = context;
  if (!owner.smsOptIn || !owner.phone) return false;
  const who = [lead.name, lead.phone ?? context.callerPhone].filter(Boolean).join(", ");
  const queued = await queueSms(context.db.prisma, {
    customerId: owner.customerId,
    kind: "owner-lead",
    to: owner.phone,
    body: `Ringline: new lead ${who || "from a call"}${lead.reason ? ` — ${lead.reason}` : ""}`,
    dedupeKey: `owner-lead:${context.callId ?? context.toolCallId}`,
  });
  if (queued) context.nudgeOutbox();
  return queued;
}

export async function captureLead(context: ToolContext, args: ToolArguments): Promise<ToolAnswer> {
  if (!argumentText(args, "name") && !argumentText(args, "phone") && !context.callerPhone) {
    return "I still need the caller's name before I can save their details. Please ask for it.";
  }
  const lead = await upsertLead(context, args);
  await queueLeadAlert(context, {
    name: lead.name,
    phone: e164(argumentText(args, "phone", 40)),
    reason: argumentText(args, "reason"),
  });
  const first = lead.name?.split(/\s+/)[0];
  return `Saved ${lead.name ?? "the caller"}'s details for the team${first ? `; you can tell ${first} someone will follow up` : ""}.`;
}
