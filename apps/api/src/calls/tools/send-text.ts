import { SMS_TRIGGERS } from "@ringline/api-client";
import { queueSms } from "../../outbox/outbox.js";
import { queueLeadAlert } from "./capture-lead.js";
import {
  argumentText,
  type ToolAnswer,
  type ToolArguments,
  type ToolContext,
} from "./tool-context.js";

// send_text: the owner's own SMS rule (`smsTrigger`, `customSmsTrigger`), with their words
// (`smsMessageContent`, where {name}, {phone} and {summary} are filled in). A rule the owner did
// not choose sends nothing; a lead's text is the same one capture_lead queues (once per call).

function render(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export async function sendText(context: ToolContext, args: ToolArguments): Promise<ToolAnswer> {
  const { owner } = context;
  const rule = owner.settings.smsTrigger;
  const trigger = argumentText(args, "trigger", 40);
  if (!rule) return "The owner has not asked for text alerts; no text is needed.";
  if (!owner.smsOptIn || !owner.phone) {
    return "The owner cannot receive texts right now; the call summary will reach them by e-mail.";
  }
  if (!SMS_TRIGGERS.some((item) => item.id === trigger) || trigger !== rule) {
    return "No text is needed for this: it is not the owner's alert rule.";
  }
  const summary = argumentText(args, "summary", 600) ?? "";
  const name = argumentText(args, "callerName", 200) ?? "";
  const phone = argumentText(args, "callerPhone", 40) ?? context.callerPhone ?? "";
  if (trigger === "new_lead") {
    await queueLeadAlert(context, { name: name || null, phone: phone || null, reason: summary });
    return "The owner has been texted about this lead.";
  }
  const content = owner.settings.smsMessageContent;
  const body = content
    ? render(content, { name, phone, summary, business: owner.settings.businessName })
    : `Ringline${rule === "custom" ? ` (${owner.settings.customSmsTrigger})` : ""}: ${summary}${phone ? ` Caller: ${name ? `${name}, ` : ""}${phone}` : ""}`;
  const queued = await queueSms(context.db.prisma, {
    customerId: owner.customerId,
    kind: "owner-text",
    to: owner.phone,
    body,
    dedupeKey: `owner-text:${context.callId ?? context.toolCallId}:${trigger}`,
  });
  if (queued) context.nudgeOutbox();
  return "The owner has been texted.";
}
