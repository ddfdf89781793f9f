import * as z from "zod/mini";
import { isCalendarDate } from "./fields.js";
import { ZPage, ZPageQuery } from "./route.js";

// The receptionist's work as the owner sees it: calls with their recordings and transcripts,
// the leads and appointments they produced, the last 30 days at a glance, and the private
// calendar feed of the bookings.

/**
 * How a call ended, as the product files it: `completed` (a conversation), `transferred` (to
 * a person), `hung-up` (the caller left within seconds), `voicemail`, `spam`, or `failed` (the
 * platform could not run the call, or the service was paused).
 *
 * @example
 * ```ts
 * CALL_OUTCOMES.find((outcome) => outcome.id === "transferred")?.label; // "Transferred"
 * ```
 */
export const CALL_OUTCOMES = [
  { id: "completed", label: "Completed" },
  { id: "transferred", label: "Transferred" },
  { id: "hung-up", label: "Hung up" },
  { id: "voicemail", label: "Voicemail" },
  { id: "spam", label: "Spam" },
  { id: "failed", label: "Not answered" },
] as const;

/** A call outcome's id. */
export type TCallOutcome = (typeof CALL_OUTCOMES)[number]["id"];

const OUTCOME_IDS = CALL_OUTCOMES.map((outcome) => outcome.id) as unknown as [
  TCallOutcome,
  ...TCallOutcome[],
];

const ZDay = z
  .string("Use a date as YYYY-MM-DD")
  .check(z.refine(isCalendarDate, "Use a date as YYYY-MM-DD"));
const ZYesNo = z.enum(["true", "false"], "Use true or false");

/**
 * The filters of the call list and its CSV export: dates (inclusive, in the business's time
 * zone), outcome, lead captured, appointment booked, and a search of the caller's name or
 * number.
 *
 * @example
 * ```ts
 * ZCallFilters.parse({ from: "2026-11-01", leadCaptured: "true", q: "dana" });
 * ```
 */
export const ZCallFilters = z.object({
  from: z.optional(ZDay),
  to: z.optional(ZDay),
  outcome: z.optional(z.enum(OUTCOME_IDS, "Choose an outcome from the list")),
  leadCaptured: z.optional(ZYesNo),
  appointmentBooked: z.optional(ZYesNo),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, "Search at most 100 characters"))),
});

/** The filters of the call list. */
export type TCallFilters = z.output<typeof ZCallFilters>;

/**
 * One page of calls with the filters.
 *
 * @example
 * ```ts
 * await api.listCalls({ page: 2, pageSize: 20, outcome: "completed" });
 * ```
 */
export const ZCallListQuery = z.object({
  ...ZPageQuery.shape,
  ...ZCallFilters.shape,
  /**
   * Where the next page starts: the previous answer's `nextCursor`. With it, `page` is not
   * read and a deep page costs what the first one does.
   */
  cursor: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, "Use the nextCursor of the last page")),
  ),
});

/** The call list's query. */
export type TCallListQuery = z.input<typeof ZCallListQuery>;

/**
 * A call in the list: when, who, how long, how it ended and what it produced.
 *
 * @example
 * ```ts
 * const row: TCallSummary = answer.items[0];
 * row.durationSeconds; // 94
 * ```
 */
export const ZCallSummary = z.object({
  id: z.string(),
  callId: z.string(),
  startedAt: z.string(),
  callerName: z.nullable(z.string()),
  callerPhone: z.nullable(z.string()),
  durationSeconds: z.number(),
  billableMinutes: z.number(),
  outcome: z.string(),
  leadCaptured: z.boolean(),
  appointmentBooked: z.boolean(),
  afterHours: z.boolean(),
  hasRecording: z.boolean(),
  summary: z.nullable(z.string()),
  /** A test call from onboarding (listed as "Test call", not in statistics or usage). */
  isTest: z._default(z.boolean(), false),
});

/** A call in the list. */
export type TCallSummary = z.output<typeof ZCallSummary>;

/**
 * A page of calls, with where the next one starts (`nextCursor`, null on the last page) and
 * whether `total` is exact: a search reads its matches only as far as the page asked for, so
 * while more match, `total` is the matches up to this page and one more (`totalExact` false).
 */
export const ZCallListResponse = z.object({
  ...ZPage(ZCallSummary).shape,
  nextCursor: z._default(z.nullable(z.string()), null),
  totalExact: z._default(z.boolean(), true),
});
/** A page of calls. */
export type TCallListResponse = z.output<typeof ZCallListResponse>;

/**
 * A lead captured by the receptionist: the caller, what they need and their qualification
 * answers (buying or selling, area, budget, timeline, pre-approval, the owner's questions).
 *
 * @example
 * ```ts
 * lead.details.budget; // "$600k"
 * ```
 */
export const ZLead = z.object({
  id: z.string(),
  createdAt: z.string(),
  name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  details: z.record(z.string(), z.string()),
  status: z.enum(["new", "handled"]),
  /** The call it came from (its id in the call list), once the call is logged. */
  callLogId: z.nullable(z.string()),
});

/** A lead. */
export type TLead = z.output<typeof ZLead>;

/**
 * An appointment booked on a call.
 *
 * @example
 * ```ts
 * appointment.startsAt; // "2026-11-26T17:00:00.000Z"
 * ```
 */
export const ZAppointment = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  status: z.enum(["scheduled", "handled", "cancelled"]),
  callerName: z.nullable(z.string()),
  callerPhone: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  leadId: z.nullable(z.string()),
  callLogId: z.nullable(z.string()),
  /** The business's time zone (IANA, e.g. `America/Los_Angeles`): the owner reads times in it. */
  timeZone: z.string(),
});

/** An appointment. */
export type TAppointment = z.output<typeof ZAppointment>;

/**
 * One line of a call's conversation: who spoke (`assistant`, `caller`, or `tool` for what a
 * tool did), what was said, and when in the call.
 *
 * @example
 * ```ts
 * const line: TCallMessage = { role: "caller", text: "Hi!", secondsFromStart: 4.2 };
 * ```
 */
export const ZCallMessage = z.object({
  role: z.enum(["assistant", "caller", "tool"]),
  text: z.string(),
  secondsFromStart: z.nullable(z.number()),
});

/** One line of a conversation. */
export type TCallMessage = z.output<typeof ZCallMessage>;

/**
 * A message the call engine sent about a call: a text (the owner's alert, the caller's
 * confirmation) or an e-mail (the transcript), with its outbox status.
 *
 * @example
 * ```ts
 * const sent: TCallNotification = { channel: "sms", kind: "owner-lead", to: "+14155550111", status: "sent", createdAt: "…" };
 * ```
 */
export const ZCallNotification = z.object({
  channel: z.enum(["sms", "email"]),
  kind: z.string(),
  to: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** A message sent about a call. */
export type TCallNotification = z.output<typeof ZCallNotification>;

/**
 * A call in full: the list's fields, the conversation, summary, the analysis, whether a
 * recording can be played, the lead and appointment it produced, and the texts and e-mails
 * sent about it.
 *
 * @example
 * ```ts
 * const { call } = await api.getCall({ id });
 * call.messages.map((line) => `${line.role}: ${line.text}`);
 * ```
 */
export const ZCallDetail = z.object({
  ...ZCallSummary.shape,
  endedReason: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  messages: z.array(ZCallMessage),
  sentiment: z.nullable(z.string()),
  leadQuality: z.nullable(z.string()),
  cost: z.number(),
  lead: z.nullable(ZLead),
  appointments: z.array(ZAppointment),
  notifications: z.array(ZCallNotification),
});

/** A call in full. */
export type TCallDetail = z.output<typeof ZCallDetail>;

/** A call's id in the call list. */
export const ZCallParameter = z.object({ id: z.string().check(z.uuid("Unknown call")) });

/** The answer with one call. */
export const ZCallResponse = z.object({ success: z.literal(true), call: ZCallDetail });
/** The answer with one call. */
export type TCallResponse = z.output<typeof ZCallResponse>;

/**
 * One day of the last 30: calls, leads, bookings and after-hours calls.
 *
 * @example
 * ```ts
 * const day: TCallDay = { date: "2026-11-24", calls: 3, leads: 1, bookings: 1, afterHours: 0 };
 * ```
 */
export const ZCallDay = z.object({
  date: z.string(),
  calls: z.number(),
  leads: z.number(),
  bookings: z.number(),
  afterHours: z.number(),
});

/** One day of the call stats. */
export type TCallDay = z.output<typeof ZCallDay>;

/**
 * The last 30 days at a glance (days in the business's time zone, oldest first) and this
 * period's minutes against the plan (`minutesIncluded` null on Unlimited).
 *
 * @example
 * ```ts
 * const { days, totals, usage } = await api.getCallStats();
 * ```
 */
export const ZCallStatsResponse = z.object({
  success: z.literal(true),
  timeZone: z.string(),
  days: z.array(ZCallDay),
  totals: z.object({
    calls: z.number(),
    leads: z.number(),
    bookings: z.number(),
    afterHours: z.number(),
  }),
  usage: z.object({
    plan: z.nullable(z.string()),
    minutesUsed: z.number(),
    minutesIncluded: z.nullable(z.number()),
    overageMinutes: z.number(),
    periodStart: z.nullable(z.string()),
    periodEnd: z.nullable(z.string()),
  }),
});

/** The call stats. */
export type TCallStatsResponse = z.output<typeof ZCallStatsResponse>;

/**
 * One page of leads, newest first, optionally only new or handled ones.
 *
 * @example
 * ```ts
 * await api.listLeads({ status: "new" });
 * ```
 */
export const ZLeadListQuery = z.object({
  ...ZPageQuery.shape,
  status: z.optional(z.enum(["new", "handled"])),
});

/** A page of leads. */
export const ZLeadListResponse = ZPage(ZLead);
/** A page of leads. */
export type TLeadListResponse = z.output<typeof ZLeadListResponse>;

/**
 * Marks a lead handled (or new again).
 *
 * @example
 * ```ts
 * await api.updateLead({ id, status: "handled" });
 * ```
 */
export const ZLeadUpdateRequest = z.object({
  id: z.string().check(z.uuid("Unknown lead")),
  status: z.enum(["new", "handled"], "Choose new or handled"),
});

/** The answer with one lead. */
export const ZLeadResponse = z.object({ success: z.literal(true), lead: ZLead });
/** The answer with one lead. */
export type TLeadResponse = z.output<typeof ZLeadResponse>;

/**
 * One page of appointments: `upcoming` (from now, soonest first; the default), `past` (most
 * recent first) or `all`.
 *
 * @example
 * ```ts
 * await api.listAppointments({ when: "upcoming" });
 * ```
 */
export const ZAppointmentListQuery = z.object({
  ...ZPageQuery.shape,
  when: z._default(z.enum(["upcoming", "past", "all"]), "upcoming"),
});

/** A page of appointments. */
export const ZAppointmentListResponse = ZPage(ZAppointment);
/** A page of appointments. */
export type TAppointmentListResponse = z.output<typeof ZAppointmentListResponse>;

/**
 * Marks an appointment handled, scheduled again, or cancelled (which frees its slot).
 *
 * @example
 * ```ts
 * await api.updateAppointment({ id, status: "handled" });
 * ```
 */
export const ZAppointmentUpdateRequest = z.object({
  id: z.string().check(z.uuid("Unknown appointment")),
  status: z.enum(["scheduled", "handled", "cancelled"], "Choose a status"),
});

/** The answer with one appointment. */
export const ZAppointmentResponse = z.object({
  success: z.literal(true),
  appointment: ZAppointment,
});
/** The answer with one appointment. */
export type TAppointmentResponse = z.output<typeof ZAppointmentResponse>;

/**
 * The owner's private calendar feed, as the API knows it after it was made: only its secret's
 * hash is kept, so never its address. `createdAt` is when it was made (null for one made
 * before that was kept); `endsWithImpersonation` when a Ringline administrator made it while
 * acting as the owner: it stops working when that support session ends.
 *
 * @example
 * ```ts
 * const feed: TCalendarFeed = { createdAt: "2026-11-28T10:00:00.000Z", endsWithImpersonation: false };
 * ```
 */
export const ZCalendarFeed = z.object({
  createdAt: z.nullable(z.string()),
  endsWithImpersonation: z.boolean(),
});

/** The calendar feed, without its address. */
export type TCalendarFeed = z.output<typeof ZCalendarFeed>;

/**
 * A new calendar feed with its secret address (`url`, and `webcalUrl` for Apple Calendar):
 * shown this once, in the answer that made it.
 *
 * @example
 * ```ts
 * const { feed } = await api.createCalendarFeed();
 * feed.url; // "https://app.ringline.ai/api/calendar/9f…/feed.ics"
 * ```
 */
export const ZCalendarFeedAddress = z.extend(ZCalendarFeed, {
  url: z.string(),
  webcalUrl: z.string(),
});

/** A new calendar feed with its address. */
export type TCalendarFeedAddress = z.output<typeof ZCalendarFeedAddress>;

/**
 * Whether the owner has a working calendar feed, and since when; null when there is none
 * (never made, revoked, or made in a support session that has ended). The address itself is
 * only in {@link ZCalendarFeedAddressResponse}.
 *
 * @example
 * ```ts
 * const { feed } = await api.getCalendarFeed();
 * feed?.createdAt; // "2026-11-28T10:00:00.000Z"
 * ```
 */
export const ZCalendarFeedResponse = z.object({
  success: z.literal(true),
  feed: z.nullable(ZCalendarFeed),
});

/** The calendar feed, if there is one. */
export type TCalendarFeedResponse = z.output<typeof ZCalendarFeedResponse>;

/**
 * The answer that makes a calendar feed (the old address stops working): the only one with
 * the new address.
 *
 * @example
 * ```ts
 * const { feed } = await api.createCalendarFeed();
 * await navigator.clipboard.writeText(feed.url);
 * ```
 */
export const ZCalendarFeedAddressResponse = z.object({
  success: z.literal(true),
  feed: ZCalendarFeedAddress,
});

/** The new calendar feed with its address. */
export type TCalendarFeedAddressResponse = z.output<typeof ZCalendarFeedAddressResponse>;

/** The secret of a calendar feed, in its address. */
export const ZCalendarFeedToken = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}$/, "Unknown calendar")),
});

/** A recording, with the HTTP range to send. */
export const ZRecordingRequest = ZCallParameter;

/**
 * The answer to a server message of the voice platform: the platform's own shape (a tool's
 * results, an assistant, a transfer destination), or `{ received: true }`.
 *
 * @example
 * ```ts
 * { results: [{ toolCallId: "call_1", result: "Saved." }] }
 * ```
 */
export const ZServerMessageAnswer = z.record(z.string(), z.unknown());

/**
 * When the owner's calls, leads or appointments last changed (null while there are none): the
 * dashboard asks for it every second while it is shown, and loads its lists again only when it
 * moves, so a new call appears within moments at the cost of one small query.
 *
 * @example
 * ```ts
 * const { changedAt } = await api.getCallActivity();
 * ```
 */
export const ZCallActivityResponse = z.object({
  success: z.literal(true),
  changedAt: z.nullable(z.string()),
});

/** `GET /api/calls/activity`. */
export type TCallActivityResponse = z.output<typeof ZCallActivityResponse>;
