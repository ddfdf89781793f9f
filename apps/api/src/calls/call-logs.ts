import type {
  TAppointment,
  TCallDetail,
  TCallFilters,
  TCallMessage,
  TCallSummary,
  TLead,
} from "@ringline/api-client";
import { csvHeader, csvRow } from "../core/csv.js";
import { AppError } from "../core/errors.js";
import { pageWindow } from "../core/page.js";
import type { Database } from "../db/database.js";
import type { Prisma } from "../generated/prisma/client.js";
import {
  type CallCursor,
  conditionsOf,
  countCalls,
  decodeCallCursor,
  encodeCallCursor,
  pageIds,
} from "./call-list.js";
import {
  safeTimeZone,
  shiftDate,
  spokenTime,
  zonedInstant,
  zonedTime,
} from "./schedule/time-zones.js";

// The owner's view of their calls: the list (filters, search, paging), one call, the last 30
// days at a glance, the CSV export and the transcript file. Every query is scoped to the
// owner's customer record: another customer's call is "not found".

const summarySelect = {
  id: true,
  callId: true,
  startedAt: true,
  createdAt: true,
  callerName: true,
  callerPhone: true,
  duration: true,
  billableMinutes: true,
  outcome: true,
  leadCaptured: true,
  appointmentBooked: true,
  afterHours: true,
  recordingUrl: true,
  summary: true,
  isTest: true,
} as const;

type SummaryRow = Prisma.CallLogGetPayload<{ select: typeof summarySelect }>;

function toSummary(row: SummaryRow): TCallSummary {
  return {
    id: row.id,
    callId: row.callId,
    startedAt: (row.startedAt ?? row.createdAt).toISOString(),
    callerName: row.callerName,
    callerPhone: row.callerPhone,
    durationSeconds: row.duration,
    billableMinutes: row.billableMinutes,
    outcome: row.outcome ?? "completed",
    leadCaptured: row.leadCaptured,
    appointmentBooked: row.appointmentBooked,
    afterHours: row.afterHours,
    hasRecording: row.recordingUrl !== null,
    summary: row.summary,
    isTest: row.isTest,
  };
}

type LeadRow = Prisma.LeadGetPayload<object>;
type AppointmentRow = Prisma.AppointmentGetPayload<object>;

export function toLead(row: LeadRow): TLead {
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries((row.details ?? {}) as Record<string, unknown>)) {
    if (typeof value === "string") details[key] = value;
  }
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    phone: row.phone,
    email: row.email,
    reason: row.reason,
    details,
    status: row.status === "handled" ? "handled" : "new",
    callLogId: row.callLogId,
  };
}

export function toAppointment(
  row: AppointmentRow,
  callLogId: string | null,
  timeZone: string,
): TAppointment {
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    status:
      row.status === "handled" ? "handled" : row.status === "cancelled" ? "cancelled" : "scheduled",
    callerName: row.callerName,
    callerPhone: row.callerPhone,
    notes: row.notes,
    leadId: row.leadId,
    callLogId,
    timeZone,
  };
}

export function createCallLogs(options: { db: Database; now: () => number }) {
  const prisma = () => options.db.prisma;

  async function customerOf(userId: string) {
    const user = await prisma().user.findUnique({
      where: { id: userId },
      select: { customer: { select: { id: true, onboarding: { select: { timeZone: true } } } } },
    });
    return {
      customerId: user?.customer?.id ?? null,
      timeZone: safeTimeZone(user?.customer?.onboarding?.timeZone),
    };
  }

  const query = <Row>(sql: Prisma.Sql) => prisma().$queryRaw<Row[]>(sql);

  /** The rows of these ids, in the ids' order, with only the columns the list shows. */
  async function rowsOf(ids: string[]): Promise<SummaryRow[]> {
    if (ids.length === 0) return [];
    const rows = await prisma().callLog.findMany({
      where: { id: { in: ids } },
      select: summarySelect,
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function list(
    userId: string,
    input: TCallFilters & { page: number; pageSize: number; cursor?: string | undefined },
  ): Promise<{
    items: TCallSummary[];
    total: number;
    totalExact: boolean;
    nextCursor: string | null;
  }> {
    const after = input.cursor ? decodeCallCursor(input.cursor) : undefined;
    const { customerId, timeZone } = await customerOf(userId);
    if (!customerId) return { items: [], total: 0, totalExact: true, nextCursor: null };
    const { where, searching } = await conditionsOf(query, customerId, timeZone, input);
    const window = { ...pageWindow(input), after };
    // A search is counted as far as its page: what came before it (none after a cursor), the
    // page, and one more while more match; filters are counted exactly.
    const [page, total] = await Promise.all([
      pageIds(query, where, window),
      searching ? null : countCalls(query, where),
    ]);
    const rows = await rowsOf(page.ids);
    const before = after ? 0 : window.skip;
    return {
      items: rows.map(toSummary),
      total: total ?? before + page.ids.length + (page.next ? 1 : 0),
      totalExact: total !== null || page.next === null,
      nextCursor: page.next ? encodeCallCursor(page.next) : null,
    };
  }

  /** One of the owner's calls, or CALL_NOT_FOUND (also for another customer's call). */
  async function row(userId: string, id: string) {
    const { customerId } = await customerOf(userId);
    const call = customerId
      ? await prisma().callLog.findFirst({ where: { id, customerId } })
      : null;
    if (!call) throw new AppError("CALL_NOT_FOUND");
    return call;
  }

  async function detail(userId: string, id: string): Promise<TCallDetail> {
    const call = await row(userId, id);
    const [transcript, lead, appointments, { timeZone }] = await Promise.all([
      prisma().callTranscript.findUnique({ where: { callId: call.callId } }),
      prisma().lead.findUnique({ where: { callId: call.callId } }),
      prisma().appointment.findMany({
        where: { callId: call.callId, customerId: call.customerId },
        orderBy: { startsAt: "asc" },
      }),
      customerOf(userId),
    ]);
    const appointmentIds = appointments.map((item) => item.id);
    const [texts, emails] = await Promise.all([
      prisma().smsMessage.findMany({
        where: {
          customerId: call.customerId,
          OR: [
            { dedupeKey: `owner-lead:${call.callId}` },
            { dedupeKey: { startsWith: `owner-text:${call.callId}:` } },
            ...appointmentIds.flatMap((id) => [
              { dedupeKey: `owner-appointment:${id}` },
              { dedupeKey: `caller-confirmation:${id}` },
            ]),
          ],
        },
        orderBy: { createdAt: "asc" },
      }),
      prisma().emailLog.findMany({
        where: { dedupeKey: `call-transcript:${call.callId}` },
        orderBy: { createdAt: "asc" },
      }),
    ]);
    return {
      ...toSummary(call),
      notifications: [
        ...texts.map((text) => ({
          channel: "sms" as const,
          kind: text.kind,
          to: text.toPhone,
          status: text.status,
          createdAt: text.createdAt.toISOString(),
        })),
        ...emails.map((email) => ({
          channel: "email" as const,
          kind: email.emailType,
          to: email.toEmail,
          status: email.status,
          createdAt: email.createdAt.toISOString(),
        })),
      ],
      endedReason: call.endedReason,
      endedAt: call.endedAt?.toISOString() ?? null,
      messages: Array.isArray(call.messages) ? (call.messages as unknown as TCallMessage[]) : [],
      sentiment: transcript?.sentiment ?? null,
      leadQuality: transcript?.leadQuality ?? null,
      cost: Number(call.cost),
      lead: lead && lead.customerId === call.customerId ? toLead(lead) : null,
      appointments: appointments.map((item) => toAppointment(item, call.id, timeZone)),
    };
  }

  /** The transcript as a text file: a header, the summary, then who said what. */
  async function transcriptText(
    userId: string,
    id: string,
  ): Promise<{ name: string; text: string }> {
    const call = await row(userId, id);
    const { timeZone } = await customerOf(userId);
    const started = (call.startedAt ?? call.createdAt).getTime();
    const messages = Array.isArray(call.messages)
      ? (call.messages as unknown as TCallMessage[])
      : [];
    const lines = [
      `Call ${call.callId}`,
      `When: ${spokenTime(started, timeZone)} (${timeZone})`,
      `Caller: ${[call.callerName, call.callerPhone].filter(Boolean).join(", ") || "unknown"}`,
      `Length: ${call.duration} s`,
      `Outcome: ${call.outcome ?? "completed"}`,
      ...(call.summary ? ["", `Summary: ${call.summary}`] : []),
      "",
      ...(messages.length > 0
        ? messages
            .filter((line) => line.role !== "tool")
            .map((line) => `${line.role === "assistant" ? "Receptionist" : "Caller"}: ${line.text}`)
        : (call.transcript ?? "").split("\n")),
      "",
    ];
    return {
      name: `call-${zonedTime(started, timeZone).date}-${call.id.slice(0, 8)}.txt`,
      text: lines.join("\n"),
    };
  }

  const CSV_COLUMNS = [
    "date",
    "caller_name",
    "caller_phone",
    "duration_seconds",
    "billable_minutes",
    "outcome",
    "lead_captured",
    "appointment_booked",
    "after_hours",
    "summary",
  ];

  /** Every matching call as CSV lines, in pages, so a long history is never held at once. */
  async function* csv(userId: string, filters: TCallFilters): AsyncGenerator<string> {
    yield csvHeader(CSV_COLUMNS);
    const { customerId, timeZone } = await customerOf(userId);
    if (!customerId) return;
    const { where } = await conditionsOf(query, customerId, timeZone, filters);
    let after: CallCursor | undefined;
    for (;;) {
      const page = await pageIds(query, where, { take: 500, skip: 0, after });
      const rows = await rowsOf(page.ids);
      if (rows.length === 0) return;
      yield rows
        .map((item) =>
          csvRow([
            (item.startedAt ?? item.createdAt).toISOString(),
            item.callerName,
            item.callerPhone,
            item.duration,
            item.billableMinutes,
            item.outcome,
            item.leadCaptured,
            item.appointmentBooked,
            item.afterHours,
            item.summary,
          ]),
        )
        .join("");
      if (!page.next) return;
      after = page.next;
    }
  }

  /**
   * When this customer's calls, leads or appointments last changed (null while there are
   * none): three index-backed maximums, cheap enough for every open dashboard to ask each second.
   */
  async function activity(userId: string): Promise<string | null> {
    const { customerId } = await customerOf(userId);
    if (!customerId) return null;
    const [row] = await prisma().$queryRaw<Array<{ changed_at: Date | null }>>`
      SELECT GREATEST(
               (SELECT max(created_at) FROM call_logs WHERE customer_id = ${customerId}::uuid),
               (SELECT max(updated_at) FROM leads WHERE customer_id = ${customerId}::uuid),
               (SELECT max(updated_at) FROM appointments WHERE customer_id = ${customerId}::uuid)
             ) AS changed_at`;
    return row?.changed_at ? new Date(row.changed_at).toISOString() : null;
  }

  /** The last 30 days (in the business's time zone), per day. */
  async function stats(userId: string) {
    const { customerId, timeZone } = await customerOf(userId);
    const today = zonedTime(options.now(), timeZone).date;
    const first = shiftDate(today, -29);
    const dates = Array.from({ length: 30 }, (_, index) => shiftDate(first, index));
    const days = new Map(
      dates.map((date) => [date, { date, calls: 0, leads: 0, bookings: 0, afterHours: 0 }]),
    );
    if (customerId) {
      const since = new Date(zonedInstant(first, 0, timeZone));
      const rows = await prisma().$queryRaw<
        Array<{ day: string; calls: bigint; leads: bigint; bookings: bigint; after_hours: bigint }>
      >`SELECT to_char(created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day,
               count(*) AS calls,
               count(*) FILTER (WHERE lead_captured) AS leads,
               count(*) FILTER (WHERE appointment_booked) AS bookings,
               count(*) FILTER (WHERE after_hours) AS after_hours
          FROM call_logs
         WHERE customer_id = ${customerId}::uuid AND created_at >= ${since} AND NOT is_test
         GROUP BY 1`;
      for (const item of rows) {
        const day = days.get(item.day);
        if (!day) continue;
        day.calls = Number(item.calls);
        day.leads = Number(item.leads);
        day.bookings = Number(item.bookings);
        day.afterHours = Number(item.after_hours);
      }
    }
    const list = [...days.values()];
    const totals = list.reduce(
      (sum, day) => ({
        calls: sum.calls + day.calls,
        leads: sum.leads + day.leads,
        bookings: sum.bookings + day.bookings,
        afterHours: sum.afterHours + day.afterHours,
      }),
      { calls: 0, leads: 0, bookings: 0, afterHours: 0 },
    );
    return { timeZone, days: list, totals };
  }

  return { list, row, detail, transcriptText, csv, stats, activity, customerOf };
}

export type CallLogs = ReturnType<typeof createCallLogs>;
