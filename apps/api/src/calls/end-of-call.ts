import type { TCallMessage } from "@ringline/api-client";
import type {
  ServerMessageConversationLine,
  ServerMessageOfType,
} from "@ringline/voice-client/server";
import type { Appointment, Lead, Prisma } from "../generated/prisma/client.js";
import type { CrmQueue } from "../integrations/crms/crm-syncs.js";
import { queueEmail, queueSms } from "../outbox/outbox.js";
import { queueWebhookEvent } from "../webhooks/webhook-events.js";
import type { CallOwner } from "./call-owner.js";
import { type JsonObject, objectOf } from "./json-object.js";
import { callTranscriptEmail } from "./notifications/call-emails.js";
import { callEndedEvent } from "./notifications/webhook-events.js";
import { inOwnersWords, toolUseInWords } from "./owner-words.js";
import { isOpen } from "./schedule/business-hours.js";
import { spokenTime, zonedTime } from "./schedule/time-zones.js";
import { billableMinutes, MIN_COUNTED_SECONDS, type Usage } from "./usage.js";

// What an end-of-call report leaves behind, in one transaction: the call log (one per call id),
// its transcript row, the lead's and appointments' link to it, the minutes, and the owner's
// transcript e-mail and after-call text (queued in the outboxes), and for a call that left a
// lead, the summary with the transcript's link queued for the owner's CRMs. A report seen
// again for a call already logged updates the log but counts nothing twice.

type Tx = Prisma.TransactionClient;

const noPrior = { lead: null, appointments: [], testCallsUntil: null };

/** A text with something in it (blank is none); the structured outputs' fields are read so too. */
const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;
const ownerTextOf = (text: string | null): string | null => (text ? inOwnersWords(text) : null);

/** The call's outcome from the platform's ended reason, its length and its analysis. */
export function outcomeOf(report: {
  endedReason: string | null;
  durationSeconds: number;
  spam: boolean;
}): string {
  const reason = (report.endedReason ?? "").toLowerCase();
  if (report.spam || reason.includes("spam")) return "spam";
  if (reason.includes("voicemail")) return "voicemail";
  if (reason.includes("forwarded") || reason.includes("transfer")) return "transferred";
  if (
    reason.includes("error") ||
    reason.includes("failed") ||
    reason.includes("not-found") ||
    reason.includes("assistant-request") ||
    reason.includes("did-not-answer") ||
    reason.includes("no-answer")
  ) {
    return "failed";
  }
  if (report.durationSeconds < MIN_COUNTED_SECONDS) return "hung-up";
  return "completed";
}

/** How long onboarding's tests stay armed: the next inbound calls in this window are tests. */
export const TEST_CALL_WINDOW_MS = 10 * 60_000;

/** A call is a test when it starts before the end of the armed test window. */
export function isTestCall(startedAt: Date, testCallsUntil: Date | null): boolean {
  return testCallsUntil !== null && startedAt.getTime() <= testCallsUntil.getTime();
}

/**
 * The structured output named `call_outcome` (the model's own JSON, so read field by field),
 * wherever the report puts it: the artifact's outputs by id (or as a list), else the analysis.
 */
function callOutcomeOf(report: ServerMessageOfType<"end-of-call-report">): JsonObject {
  const outputs: unknown = report.artifact.structuredOutputs;
  const candidates = Array.isArray(outputs) ? outputs : Object.values(objectOf(outputs));
  for (const candidate of candidates) {
    const output = objectOf(candidate);
    if (output.name === "call_outcome") return objectOf(output.result);
  }
  return objectOf(report.analysis?.structuredData);
}

/** The conversation lines of the report (`bot`, `user`, tool calls), for the transcript view. */
export function conversationOf(
  messages: readonly ServerMessageConversationLine[] | null | undefined,
): TCallMessage[] {
  const lines: TCallMessage[] = [];
  for (const message of messages ?? []) {
    const seconds = message.secondsFromStart ?? null;
    if (message.role === "bot" || message.role === "assistant") {
      const text = ownerTextOf(textOf(message.message));
      if (text) lines.push({ role: "assistant", text, secondsFromStart: seconds });
    } else if (message.role === "user") {
      const text = textOf(message.message);
      if (text) lines.push({ role: "caller", text, secondsFromStart: seconds });
    } else if (message.role === "tool_calls") {
      for (const call of message.toolCalls ?? []) {
        const name = textOf(call.function?.name);
        if (name)
          lines.push({ role: "tool", text: toolUseInWords(name), secondsFromStart: seconds });
      }
    }
  }
  return lines;
}

/** What the product reads out of an end-of-call report. */
export interface CallReport {
  callId: string;
  callerPhone: string | null;
  startedAt: Date;
  endedAt: Date | null;
  durationSeconds: number;
  endedReason: string | null;
  recordingUrl: string | null;
  transcript: string | null;
  messages: TCallMessage[];
  summary: string | null;
  cost: number;
  /** The `call_outcome` structured output: the model's JSON. */
  analysis: JsonObject;
}

/** A date the platform wrote, or null when it wrote none or no date. */
function dateOf(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The report as the product keeps it. Its fields are typed and checked by the parser; what is
 * left here is choosing among the places the platform puts each one (the artifact, the call,
 * the report's own older top-level copies).
 */
export function readReport(
  message: ServerMessageOfType<"end-of-call-report">,
  receivedAt: number,
): CallReport | null {
  const { call, artifact } = message;
  if (!call?.id) return null;
  const started = dateOf(message.startedAt ?? call.startedAt) ?? new Date(receivedAt);
  const ended = dateOf(message.endedAt ?? call.endedAt);
  const duration =
    message.durationSeconds ??
    (message.durationMs == null ? null : message.durationMs / 1000) ??
    (ended ? Math.max(0, (ended.getTime() - started.getTime()) / 1000) : 0);
  return {
    callId: call.id.slice(0, 100),
    callerPhone: textOf(message.customer?.number) ?? textOf(call.customer?.number),
    startedAt: started,
    endedAt: ended,
    durationSeconds: Math.round(duration),
    endedReason: textOf(message.endedReason),
    recordingUrl:
      textOf(artifact.recordingUrl) ??
      textOf(artifact.recording?.mono?.combinedUrl) ??
      textOf(message.recordingUrl),
    transcript: textOf(artifact.transcript) ?? textOf(message.transcript),
    messages: conversationOf(artifact.messages ?? message.messages),
    summary: ownerTextOf(textOf(message.analysis?.summary) ?? textOf(message.summary)),
    cost: message.cost ?? call.cost ?? 0,
    analysis: callOutcomeOf(message),
  };
}

export interface EndOfCallOptions {
  usage: Pick<Usage, "record">;
  /** The owner's CRMs: the call's summary is queued for them (sent after the commit). */
  crm: Pick<CrmQueue, "queue">;
  publicUrl: string;
  now: () => number;
}

/** What applying a report reads first: the call's lead and live appointments, the test window. */
export interface CallPrior {
  lead: Lead | null;
  appointments: Appointment[];
  testCallsUntil: Date | null;
}

/**
 * What applying these reports reads, fetched for all of them in three queries (a batch of
 * reports, one per call): by call id.
 */
export async function priorsOf(
  tx: Tx,
  reports: ReadonlyArray<{ owner: CallOwner; report: CallReport }>,
): Promise<Map<string, CallPrior>> {
  const callIds = reports.map(({ report }) => report.callId);
  const customerIds = [...new Set(reports.map(({ owner }) => owner.customerId))];
  const [leads, appointments, customers] = await Promise.all([
    tx.lead.findMany({ where: { callId: { in: callIds } } }),
    tx.appointment.findMany({
      where: { callId: { in: callIds }, status: { not: "cancelled" } },
      orderBy: { startsAt: "asc" },
    }),
    tx.customer.findMany({
      where: { id: { in: customerIds } },
      select: { id: true, testCallsUntil: true },
    }),
  ]);
  const armed = new Map(customers.map((customer) => [customer.id, customer.testCallsUntil]));
  const priors = new Map<string, CallPrior>();
  for (const { owner, report } of reports) {
    priors.set(report.callId, {
      lead: leads.find((lead) => lead.callId === report.callId) ?? null,
      appointments: appointments.filter((appointment) => appointment.callId === report.callId),
      testCallsUntil: armed.get(owner.customerId) ?? null,
    });
  }
  return priors;
}

/**
 * Applies one end-of-call report inside `tx`; returns the call log's id. `prior` is what it
 * reads first when a batch fetched it already (read here otherwise).
 */
export async function applyEndOfCallReport(
  tx: Tx,
  owner: CallOwner,
  report: CallReport,
  options: EndOfCallOptions,
  prior?: CallPrior,
): Promise<string> {
  const { lead, appointments, testCallsUntil } =
    prior ?? (await priorsOf(tx, [{ owner, report }])).get(report.callId) ?? noPrior;
  const analysis = report.analysis;
  const spam = analysis.isSpam === true;
  const outcome = outcomeOf({ ...report, spam });
  // A call that starts while onboarding's tests are armed is a test: no minutes, no statistics.
  const isTest = isTestCall(report.startedAt, testCallsUntil);
  // The test places one call: once it is logged the window closes, so the owner's next callers
  // (a real lead minutes later) count as they should.
  if (isTest) {
    await tx.customer.update({ where: { id: owner.customerId }, data: { testCallsUntil: null } });
  }
  const minutes = isTest ? 0 : billableMinutes(report.durationSeconds, outcome);
  const at = zonedTime(report.startedAt.getTime(), owner.timeZone);
  const afterHours = !isOpen(owner.hours, at.weekday, at.minute);
  const callerName = textOf(analysis.callerName) ?? lead?.name ?? null;
  const leadCaptured = lead !== null || analysis.leadCaptured === true;
  const appointmentBooked = appointments.length > 0;
  const aiLines = report.messages.filter((line) => line.role === "assistant");
  const fields = {
    callerPhone: report.callerPhone?.slice(0, 30) ?? null,
    callerName: callerName?.slice(0, 200) ?? null,
    duration: report.durationSeconds,
    outcome,
    endedReason: report.endedReason?.slice(0, 100) ?? null,
    recordingUrl: report.recordingUrl?.slice(0, 2048) ?? null,
    transcript: report.transcript,
    aiResponse: aiLines.at(-1)?.text ?? null,
    summary: report.summary,
    messages: report.messages as unknown as Prisma.InputJsonValue,
    leadCaptured,
    appointmentBooked,
    afterHours,
    cost: report.cost.toFixed(4),
    isTest,
    startedAt: report.startedAt,
    endedAt: report.endedAt,
  };
  const created = await tx.callLog.createMany({
    data: [
      {
        customerId: owner.customerId,
        callId: report.callId,
        billableMinutes: minutes,
        createdAt: report.startedAt,
        ...fields,
      },
    ],
    skipDuplicates: true,
  });
  const log = await tx.callLog.findUniqueOrThrow({
    where: { callId: report.callId },
    select: { id: true, customerId: true },
  });
  if (log.customerId !== owner.customerId) {
    throw new Error(`call ${report.callId} is logged for another customer`);
  }
  if (created.count === 0) {
    // Seen before: refresh what the report says, never the minutes or the messages sent.
    await tx.callLog.update({ where: { id: log.id }, data: fields });
    return log.id;
  }
  if (lead) await tx.lead.update({ where: { id: lead.id }, data: { callLogId: log.id } });
  if (lead && outcome !== "spam") {
    // The lead's own row again (its key makes it a no-op when the tool call queued it): a
    // tool call that stored the lead but died before queueing it loses nothing.
    for (const event of ["lead", "call"] as const) {
      await options.crm.queue(tx, {
        customerId: owner.customerId,
        event,
        leadId: lead.id,
        callId: report.callId,
      });
    }
  }

  const sentiment = textOf(analysis.sentiment);
  const leadQuality =
    textOf(analysis.leadQuality) ?? (appointmentBooked ? "hot" : leadCaptured ? "warm" : null);
  const appointmentText = appointments[0]
    ? `${appointments[0].title}, ${spokenTime(appointments[0].startsAt.getTime(), owner.timeZone)}`
    : null;
  const when = spokenTime(report.startedAt.getTime(), owner.timeZone);
  const email = callTranscriptEmail({
    firstName: owner.firstName,
    businessName: owner.settings.businessName || "your business",
    callerName,
    callerPhone: report.callerPhone,
    startedAt: when,
    durationSeconds: report.durationSeconds,
    summary: report.summary,
    lines: report.messages
      .filter((line) => line.role !== "tool")
      .map((line) => ({
        speaker: line.role === "assistant" ? owner.settings.aiName || "Receptionist" : "Caller",
        text: line.text,
      })),
    leadCaptured,
    appointment: appointmentText,
    link: `${options.publicUrl}/dashboard/call-transcripts?call=${log.id}`,
  });
  const sendEmail = owner.emailCallTranscripts && outcome !== "spam";
  await tx.callTranscript.createMany({
    data: [
      {
        callId: report.callId,
        customerId: owner.customerId,
        customerName: owner.firstName,
        customerEmail: owner.email,
        businessName: owner.settings.businessName || null,
        callerPhone: report.callerPhone?.slice(0, 30) ?? null,
        callerName: callerName?.slice(0, 200) ?? null,
        duration: report.durationSeconds,
        transcriptText: report.transcript,
        callSummary: report.summary,
        callDate: report.startedAt,
        aiPhoneNumber: owner.aiPhoneNumber,
        rawEmailContent: email.text,
        emailSentToCustomer: sendEmail,
        emailSentDate: sendEmail ? new Date(options.now()) : null,
        sentiment: sentiment?.slice(0, 20) ?? null,
        leadQuality: leadQuality?.slice(0, 20) ?? null,
        appointmentScheduled: appointmentBooked,
      },
    ],
    skipDuplicates: true,
  });
  if (sendEmail) {
    await queueEmail(tx, {
      type: "call-transcript",
      to: owner.email,
      ...email,
      userId: owner.userId,
      customerId: owner.customerId,
      dedupeKey: `call-transcript:${report.callId}`,
    });
  }
  if (owner.settings.smsTrigger === "every_call" && owner.smsOptIn && owner.phone) {
    await queueSms(tx, {
      customerId: owner.customerId,
      kind: "owner-text",
      to: owner.phone,
      body: `Ringline: call from ${callerName ?? report.callerPhone ?? "a caller"} (${Math.round(report.durationSeconds)} s). ${report.summary ?? ""}`.trim(),
      dedupeKey: `owner-text:${report.callId}:every_call`,
    });
  }
  await queueWebhookEvent(
    tx,
    callEndedEvent({
      customerId: owner.customerId,
      callId: report.callId,
      callLogId: log.id,
      callerName: fields.callerName,
      callerPhone: fields.callerPhone,
      startedAt: report.startedAt,
      endedAt: report.endedAt,
      durationSeconds: report.durationSeconds,
      outcome,
      summary: report.summary,
      transcript: report.transcript,
      leadCaptured,
      appointmentBooked,
      afterHours,
      billableMinutes: minutes,
    }),
  );
  await options.usage.record(tx, owner, minutes, report.startedAt);
  return log.id;
}
