import type { TCallMessage } from "@ringline/api-client";
import type {
  ServerMessageConversationLine,
  ServerMessageOfType,
} from "@ringline/voice-client/server";
import type { Appointment, Lead, Prisma } from "../generated/prisma/client.js";
import type { CrmQueue } from "../integrations/crms/crm-syncs.js";
import { type QueuedEmail, type QueuedSms, queueEmails, queueTexts } from "../outbox/outbox.js";
import { queueWebhookEvents, type WebhookEvent } from "../webhooks/webhook-events.js";
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
  usage: Pick<Usage, "record" | "periodFor">;
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

/** What one report leaves, worked out before anything is written. */
function planOf(owner: CallOwner, report: CallReport, prior: CallPrior) {
  const { lead, appointments, testCallsUntil } = prior;
  const analysis = report.analysis;
  const spam = analysis.isSpam === true;
  const outcome = outcomeOf({ ...report, spam });
  // A call that starts while onboarding's tests are armed is a test: no minutes, no statistics.
  const isTest = isTestCall(report.startedAt, testCallsUntil);
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
  return {
    owner,
    report,
    lead,
    appointments,
    outcome,
    isTest,
    minutes,
    afterHours,
    callerName,
    leadCaptured,
    appointmentBooked,
    fields,
  };
}

type Plan = ReturnType<typeof planOf>;

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
  const logs = await applyEndOfCallReports(
    tx,
    [{ owner, report, ...(prior ? { prior } : {}) }],
    options,
  );
  const id = logs.get(report.callId);
  if (!id) throw new Error(`call ${report.callId} was not logged`);
  return id;
}

/**
 * Applies end-of-call reports, one per call, inside `tx`, as each would be applied alone, with
 * a few statements for all of them: what they read in three queries (unless given), the call
 * logs in one insert, the transcripts, e-mails, texts and webhook events in one each, and the
 * minutes once per owner (last, in one order of owners, so two batches never wait on each
 * other's usage rows in opposite orders). Returns the call logs' ids by call id.
 */
export async function applyEndOfCallReports(
  tx: Tx,
  items: ReadonlyArray<{ owner: CallOwner; report: CallReport; prior?: CallPrior }>,
  options: EndOfCallOptions,
): Promise<Map<string, string>> {
  const logIds = new Map<string, string>();
  if (items.length === 0) return logIds;
  const unread = items.filter((item) => !item.prior);
  const priors = unread.length > 0 ? await priorsOf(tx, unread) : new Map<string, CallPrior>();
  // A test call closes its owner's test window for the reports after it, as one by one.
  const closed = new Set<string>();
  const plans = items.map(({ owner, report, prior }) => {
    const read = prior ?? priors.get(report.callId) ?? noPrior;
    const testCallsUntil = closed.has(owner.customerId) ? null : read.testCallsUntil;
    const plan = planOf(owner, report, { ...read, testCallsUntil });
    if (plan.isTest) closed.add(owner.customerId);
    return plan;
  });
  // The test places one call: once it is logged the window closes, so the owner's next callers
  // (a real lead minutes later) count as they should.
  if (closed.size > 0) {
    await tx.customer.updateMany({
      where: { id: { in: [...closed] } },
      data: { testCallsUntil: null },
    });
  }
  // One statement for all, its rows as one JSON parameter (a multi-row insert through the ORM
  // costs more to build than to run).
  const rows = plans.map(({ owner, report, minutes, fields }) => ({
    customer_id: owner.customerId,
    call_id: report.callId,
    caller_phone: fields.callerPhone,
    caller_name: fields.callerName,
    duration: fields.duration,
    outcome: fields.outcome,
    ended_reason: fields.endedReason,
    recording_url: fields.recordingUrl,
    transcript: fields.transcript,
    ai_response: fields.aiResponse,
    summary: fields.summary,
    messages: report.messages,
    lead_captured: fields.leadCaptured,
    appointment_booked: fields.appointmentBooked,
    after_hours: fields.afterHours,
    cost: fields.cost,
    is_test: fields.isTest,
    started_at: fields.startedAt,
    ended_at: fields.endedAt,
    billable_minutes: minutes,
    created_at: report.startedAt,
  }));
  const created = await tx.$queryRaw<Array<{ id: string; callId: string }>>`
    INSERT INTO call_logs
      (id, customer_id, call_id, caller_phone, caller_name, duration, outcome, ended_reason,
       recording_url, transcript, ai_response, summary, messages, lead_captured,
       appointment_booked, after_hours, cost, is_test, started_at, ended_at, billable_minutes,
       created_at)
    SELECT gen_random_uuid(), customer_id, call_id, caller_phone, caller_name, duration, outcome,
           ended_reason, recording_url, transcript, ai_response, summary, messages,
           lead_captured, appointment_booked, after_hours, cost, is_test, started_at, ended_at,
           billable_minutes, created_at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS row(
             customer_id uuid, call_id text, caller_phone text, caller_name text,
             duration int, outcome text, ended_reason text, recording_url text, transcript text,
             ai_response text, summary text, messages jsonb, lead_captured boolean,
             appointment_booked boolean, after_hours boolean, cost numeric, is_test boolean,
             started_at timestamptz, ended_at timestamptz, billable_minutes int,
             created_at timestamptz)
    ON CONFLICT (call_id) DO NOTHING
    RETURNING id::text AS id, call_id AS "callId"`;
  for (const log of created) logIds.set(log.callId, log.id);
  const seen = plans.filter((plan) => !logIds.has(plan.report.callId));
  if (seen.length > 0) {
    const existing = await tx.callLog.findMany({
      where: { callId: { in: seen.map((plan) => plan.report.callId) } },
      select: { id: true, callId: true, customerId: true },
    });
    for (const plan of seen) {
      const log = existing.find((row) => row.callId === plan.report.callId);
      if (!log) throw new Error(`call ${plan.report.callId} is not logged`);
      if (log.customerId !== plan.owner.customerId) {
        throw new Error(`call ${plan.report.callId} is logged for another customer`);
      }
      // Seen before: refresh what the report says, never the minutes or the messages sent.
      await tx.callLog.update({ where: { id: log.id }, data: plan.fields });
      logIds.set(log.callId, log.id);
    }
  }
  const fresh = plans.filter((plan) => created.some((log) => log.callId === plan.report.callId));
  if (fresh.length === 0) return logIds;
  for (const { owner, report, lead, outcome } of fresh) {
    if (!lead) continue;
    await tx.lead.update({
      where: { id: lead.id },
      data: { callLogId: logIds.get(report.callId) ?? null },
    });
    if (outcome === "spam") continue;
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

  const transcripts: Array<Record<string, unknown>> = [];
  const emails: QueuedEmail[] = [];
  const texts: QueuedSms[] = [];
  const events: WebhookEvent[] = [];
  for (const plan of fresh) {
    const { owner, report, appointments, callerName, leadCaptured, appointmentBooked } = plan;
    const logId = logIds.get(report.callId) ?? "";
    const analysis = report.analysis;
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
      link: `${options.publicUrl}/dashboard/call-transcripts?call=${logId}`,
    });
    const sendEmail = owner.emailCallTranscripts && plan.outcome !== "spam";
    transcripts.push({
      call_id: report.callId,
      customer_id: owner.customerId,
      customer_name: owner.firstName,
      customer_email: owner.email,
      business_name: owner.settings.businessName || null,
      caller_phone: report.callerPhone?.slice(0, 30) ?? null,
      caller_name: callerName?.slice(0, 200) ?? null,
      duration: report.durationSeconds,
      transcript_text: report.transcript,
      call_summary: report.summary,
      call_date: report.startedAt,
      ai_phone_number: owner.aiPhoneNumber,
      raw_email_content: email.text,
      email_sent_to_customer: sendEmail,
      email_sent_date: sendEmail ? new Date(options.now()) : null,
      sentiment: sentiment?.slice(0, 20) ?? null,
      lead_quality: leadQuality?.slice(0, 20) ?? null,
      appointment_scheduled: appointmentBooked,
    });
    if (sendEmail) {
      emails.push({
        type: "call-transcript",
        to: owner.email,
        ...email,
        userId: owner.userId,
        customerId: owner.customerId,
        dedupeKey: `call-transcript:${report.callId}`,
      });
    }
    if (owner.settings.smsTrigger === "every_call" && owner.smsOptIn && owner.phone) {
      texts.push({
        customerId: owner.customerId,
        kind: "owner-text",
        to: owner.phone,
        body: `Ringline: call from ${callerName ?? report.callerPhone ?? "a caller"} (${Math.round(report.durationSeconds)} s). ${report.summary ?? ""}`.trim(),
        dedupeKey: `owner-text:${report.callId}:every_call`,
      });
    }
    events.push(
      callEndedEvent({
        customerId: owner.customerId,
        callId: report.callId,
        callLogId: logId,
        callerName: plan.fields.callerName,
        callerPhone: plan.fields.callerPhone,
        startedAt: report.startedAt,
        endedAt: report.endedAt,
        durationSeconds: report.durationSeconds,
        outcome: plan.outcome,
        summary: report.summary,
        transcript: report.transcript,
        leadCaptured,
        appointmentBooked,
        afterHours: plan.afterHours,
        billableMinutes: plan.minutes,
      }),
    );
  }
  await tx.$executeRaw`
    INSERT INTO call_transcripts
      (id, call_id, customer_id, customer_name, customer_email, business_name, caller_phone,
       caller_name, duration, transcript_text, call_summary, call_date, ai_phone_number,
       raw_email_content, email_sent_to_customer, email_sent_date, sentiment, lead_quality,
       appointment_scheduled, created_at)
    SELECT gen_random_uuid(), call_id, customer_id, customer_name, customer_email,
           business_name, caller_phone, caller_name, duration, transcript_text, call_summary,
           call_date, ai_phone_number, raw_email_content, email_sent_to_customer,
           email_sent_date, sentiment, lead_quality, appointment_scheduled, ${new Date(options.now())}
      FROM jsonb_to_recordset(${JSON.stringify(transcripts)}::jsonb) AS row(
             call_id text, customer_id uuid, customer_name text, customer_email text,
             business_name text, caller_phone text, caller_name text, duration int,
             transcript_text text, call_summary text, call_date timestamptz,
             ai_phone_number text, raw_email_content text, email_sent_to_customer boolean,
             email_sent_date timestamptz, sentiment text, lead_quality text,
             appointment_scheduled boolean)
    ON CONFLICT DO NOTHING`;
  await queueEmails(tx, emails);
  await queueTexts(tx, texts);
  await queueWebhookEvents(tx, events);
  await recordMinutes(tx, fresh, options.usage);
  return logIds;
}

/**
 * The reports' minutes, per owner in the order of their user ids: one record of the sum when
 * all of an owner's calls fall in one usage period, one per call otherwise.
 */
async function recordMinutes(
  tx: Tx,
  plans: readonly Plan[],
  usage: EndOfCallOptions["usage"],
): Promise<void> {
  const byOwner = new Map<string, Plan[]>();
  for (const plan of plans) {
    if (plan.minutes <= 0) continue;
    const list = byOwner.get(plan.owner.userId) ?? [];
    list.push(plan);
    byOwner.set(plan.owner.userId, list);
  }
  const owners = [...byOwner.keys()].sort();
  for (const userId of owners) {
    const list = byOwner.get(userId) ?? [];
    const first = list[0];
    if (!first) continue;
    if (list.length > 1) {
      const times = list.map((plan) => plan.report.startedAt.getTime());
      const earliest = new Date(Math.min(...times));
      const latest = new Date(Math.max(...times));
      const period = await usage.periodFor(tx, userId, earliest);
      if (period.periodStart <= latest && latest < period.periodEnd) {
        const total = list.reduce((sum, plan) => sum + plan.minutes, 0);
        await usage.record(tx, first.owner, total, latest);
        continue;
      }
    }
    for (const plan of list) {
      await usage.record(tx, plan.owner, plan.minutes, plan.report.startedAt);
    }
  }
}
