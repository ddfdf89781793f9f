import { layout, type RenderedEmail } from "../../outbox/templates.js";

// The call engine's e-mails to the owner: each call's transcript, the usage alerts and the
// notice that a call was turned away. Plain words, a link to the dashboard.

export interface TranscriptEmailInput {
  firstName: string;
  businessName: string;
  callerName: string | null;
  callerPhone: string | null;
  startedAt: string;
  durationSeconds: number;
  summary: string | null;
  lines: ReadonlyArray<{ speaker: string; text: string }>;
  leadCaptured: boolean;
  appointment: string | null;
  link: string;
}

function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** The transcript of one call, with its summary and what it produced. */
export function callTranscriptEmail(input: TranscriptEmailInput): RenderedEmail {
  const caller = input.callerName ?? input.callerPhone ?? "A caller";
  const facts = [
    `Caller: ${[input.callerName, input.callerPhone].filter(Boolean).join(", ") || "unknown"}`,
    `When: ${input.startedAt}`,
    `Length: ${duration(input.durationSeconds)}`,
    ...(input.leadCaptured ? ["A lead was captured."] : []),
    ...(input.appointment ? [`Appointment booked: ${input.appointment}`] : []),
  ];
  const transcript = input.lines.map((line) => `${line.speaker}: ${line.text}`).join("\n");
  return {
    subject: `Call from ${caller} · ${input.businessName}`.slice(0, 255),
    ...layout(
      `Your receptionist answered ${caller}`,
      [
        `Hi ${input.firstName},`,
        ...(input.summary ? [`Summary: ${input.summary}`] : []),
        facts.join("\n"),
        `Transcript:\n${transcript || "(no words were spoken)"}`,
      ],
      { href: input.link, label: "Open the call" },
    ),
  };
}

/** The plan's minutes reached a threshold (75, 90 or 100 %). */
export function usageAlertEmail(input: {
  firstName: string;
  percent: number;
  minutesUsed: number;
  minutesIncluded: number;
  overageRate: string | null;
  periodEnd: string;
  link: string;
}): RenderedEmail {
  const full = input.percent >= 100;
  const after = full
    ? input.overageRate
      ? `Calls keep being answered; extra minutes cost $${input.overageRate} each until your period ends on ${input.periodEnd}.`
      : `Your plan has no extra minutes: calls are not answered until your period ends on ${input.periodEnd}, unless you upgrade.`
    : `Your minutes renew on ${input.periodEnd}.`;
  return {
    subject: full
      ? "You have used all your plan's minutes"
      : `You have used ${input.percent}% of your plan's minutes`,
    ...layout(
      full ? "Your minutes are used up" : `${input.percent}% of your minutes used`,
      [
        `Hi ${input.firstName},`,
        `Your receptionist has answered ${input.minutesUsed} of the ${input.minutesIncluded} minutes your plan includes this period.`,
        after,
      ],
      { href: input.link, label: "See your plan" },
    ),
  };
}

/** A call was turned away because the service is paused. */
export function servicePausedEmail(input: {
  firstName: string;
  callerPhone: string | null;
  reason: "inactive" | "minutes";
  link: string;
}): RenderedEmail {
  const why =
    input.reason === "minutes"
      ? "your plan's minutes for this period are used up"
      : "your subscription or trial is not active";
  return {
    subject: "Your receptionist turned a call away",
    ...layout(
      "A call was not answered",
      [
        `Hi ${input.firstName},`,
        `${input.callerPhone ?? "A caller"} called your Ringline number, but ${why}, so the caller heard a short message instead of your receptionist.`,
        "Reactivate your plan to answer every call again.",
      ],
      { href: input.link, label: "Open billing" },
    ),
  };
}

/**
 * To the owner when a booking could not be made or written because their calendar could not
 * be reached: who called, and that they should call back or check the calendar.
 */
export function calendarTroubleEmail(input: {
  firstName: string;
  calendars: string;
  callerPhone: string | null;
  what: "unreachable" | "not-written";
  when: string | null;
  link: string;
}): RenderedEmail {
  const paragraphs =
    input.what === "unreachable"
      ? [
          `Hi ${input.firstName},`,
          `${input.callerPhone ?? "A caller"} wanted to book a time, but ${input.calendars} could not be reached, so your receptionist booked nothing and took a callback request instead.`,
          "Please call them back to set up a time. The lead is in your dashboard.",
        ]
      : [
          `Hi ${input.firstName},`,
          `Your receptionist booked ${input.when ?? "an appointment"} for ${input.callerPhone ?? "a caller"}, but it could not be added to ${input.calendars}. It is in your Ringline appointments, and Ringline will keep trying to add it.`,
          "Check that time in your calendar so nothing else is booked over it.",
        ];
  return {
    subject:
      input.what === "unreachable"
        ? "A caller needs a callback: your calendar could not be reached"
        : "A booking could not be added to your calendar",
    ...layout("Your calendar needs a look", paragraphs, {
      href: input.link,
      label: "Open Integrations",
    }),
  };
}

/**
 * To the administrators when end-of-call reports wait longer than a minute to be applied: the
 * owners' call logs, transcript e-mails and texts wait behind them.
 */
export function lateCallReportsEmail(input: { words: string; link: string }): RenderedEmail {
  return {
    subject: "Ringline: end-of-call reports are late",
    ...layout(
      "End-of-call reports are waiting",
      [
        `End-of-call reports are acknowledged but not applied: ${input.words}.`,
        "Owners' call logs, transcript e-mails and texts wait until they are. Check the job queue and the database on the system page; reports that failed are listed there to replay.",
      ],
      { href: input.link, label: "Open the system page" },
    ),
  };
}
