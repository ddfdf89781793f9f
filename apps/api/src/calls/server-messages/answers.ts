import { RECEPTIONIST_TOOLS } from "@ringline/api-client";
import {
  createToolCallsResponse,
  readToolCallArguments,
  type ServerMessageCommonFields,
  type ServerMessageOfType,
  type ToolCallOutcome,
} from "@ringline/voice-client/server";
import type { Logger } from "pino";
import type { Database } from "../../db/database.js";
import type { CalendarBookings } from "../../integrations/calendars/bookings.js";
import type { Calendars } from "../../integrations/calendars/calendars.js";
import type { CrmQueue } from "../../integrations/crms/crm-syncs.js";
import { queueEmail, queueSms } from "../../outbox/outbox.js";
import { type CallOwner, e164, isInService } from "../call-owner.js";
import { servicePausedEmail } from "../notifications/call-emails.js";
import { zonedTime } from "../schedule/time-zones.js";
import {
  bookAppointment,
  cancelAppointment,
  checkAvailability,
  rescheduleAppointment,
} from "../tools/appointments.js";
import { captureLead } from "../tools/capture-lead.js";
import { sendText } from "../tools/send-text.js";
import type { ToolArguments, ToolContext } from "../tools/tool-context.js";
import { transferDestination } from "../tools/transfer.js";
import type { Usage } from "../usage.js";

// The messages the platform waits on: tool calls, the assistant request and the transfer
// destination. Each answers in the platform's format; a tool that fails answers a sentence the
// assistant can say, never a stack.

export interface AnswersOptions {
  db: Database;
  logger: Logger;
  now: () => number;
  publicUrl: string;
  usage: Usage;
  nudgeOutbox(): void;
  calendars: Calendars;
  bookings: CalendarBookings;
  nudgeWebhooks(): void;
  crm: Pick<CrmQueue, "queue" | "nudge">;
}

const TOOLS: Record<string, (context: ToolContext, args: ToolArguments) => Promise<string>> = {
  [RECEPTIONIST_TOOLS.captureLead.name]: captureLead,
  [RECEPTIONIST_TOOLS.checkAvailability.name]: checkAvailability,
  [RECEPTIONIST_TOOLS.bookAppointment.name]: bookAppointment,
  [RECEPTIONIST_TOOLS.rescheduleAppointment.name]: rescheduleAppointment,
  [RECEPTIONIST_TOOLS.cancelAppointment.name]: cancelAppointment,
  [RECEPTIONIST_TOOLS.sendText.name]: sendText,
  [RECEPTIONIST_TOOLS.transferCall.name]: async (context, args) =>
    transferDestination(
      context.owner,
      context.now(),
      typeof args.urgency === "string" ? args.urgency : null,
    ).message,
};

const SORRY =
  "Sorry, I couldn't do that just now. Offer to take a message so the team can call back.";

/** An answer as the platform reads it: the HTTP response body. */
type Answer = Record<string, unknown>;

/** The caller's number as the platform saw it. */
export function callerPhoneOf(message: ServerMessageCommonFields): string | null {
  const number = message.customer?.number || message.call?.customer?.number;
  return number ? (e164(number) ?? number.slice(0, 30)) : null;
}

export function callIdOf(message: ServerMessageCommonFields): string | null {
  return message.call?.id ? message.call.id.slice(0, 100) : null;
}

export function createAnswers(options: AnswersOptions) {
  async function toolCalls(
    message: ServerMessageOfType<"tool-calls">,
    owner: CallOwner | null,
  ): Promise<{ answer: Answer; error?: string }> {
    const errors: string[] = [];
    const outcomes: ToolCallOutcome[] = [];
    for (const toolCall of message.toolCallList) {
      const name = toolCall.function.name;
      if (!owner) {
        outcomes.push({ toolCallId: toolCall.id, name, result: SORRY });
        errors.push(`${name}: the call's receptionist is not known`);
        continue;
      }
      // Only the table's own tools: a name such as `constructor` or `toString` is no tool.
      const handler = Object.hasOwn(TOOLS, name) ? TOOLS[name] : undefined;
      if (!handler) {
        outcomes.push({
          toolCallId: toolCall.id,
          name,
          result: `There is no tool named ${name.slice(0, 100)}.`,
        });
        continue;
      }
      try {
        const args = readToolCallArguments(toolCall);
        const result = await handler(
          {
            db: options.db,
            logger: options.logger,
            now: options.now,
            owner,
            callId: callIdOf(message),
            toolCallId: toolCall.id.slice(0, 100),
            callerPhone: callerPhoneOf(message),
            nudgeOutbox: options.nudgeOutbox,
            calendars: options.calendars,
            bookings: options.bookings,
            crm: options.crm,
            publicUrl: options.publicUrl,
            nudgeWebhooks: options.nudgeWebhooks,
          },
          args,
        );
        outcomes.push({ toolCallId: toolCall.id, name, result });
      } catch (error) {
        options.logger.error({ err: error, tool: name, toolCallId: toolCall.id }, "tool failed");
        errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        outcomes.push({ toolCallId: toolCall.id, name, result: SORRY });
      }
    }
    return {
      answer: { ...createToolCallsResponse(outcomes) },
      ...(errors.length > 0 ? { error: errors.join("\n") } : {}),
    };
  }

  async function turnAway(
    owner: CallOwner,
    message: ServerMessageCommonFields,
    reason: "inactive" | "minutes",
  ): Promise<{ answer: Answer }> {
    const day = zonedTime(options.now(), owner.timeZone).date;
    const dedupeKey = `service-paused:${owner.userId}:${day}`;
    const caller = callerPhoneOf(message);
    const link = `${options.publicUrl}/dashboard/billing`;
    const queued = await queueEmail(options.db.prisma, {
      type: "service-paused",
      to: owner.email,
      ...servicePausedEmail({ firstName: owner.firstName, callerPhone: caller, reason, link }),
      userId: owner.userId,
      customerId: owner.customerId,
      dedupeKey,
    });
    if (owner.smsOptIn && owner.phone) {
      await queueSms(options.db.prisma, {
        customerId: owner.customerId,
        kind: "service-paused",
        to: owner.phone,
        body: `Ringline: ${caller ?? "a caller"} called but your receptionist is paused (${reason === "minutes" ? "minutes used up" : "plan not active"}). ${link}`,
        dedupeKey,
      });
    }
    if (queued) options.nudgeOutbox();
    const business = owner.settings.businessName || "us";
    return {
      answer: {
        error: `Thank you for calling ${business}. We can't take your call right now; please call back later. Goodbye.`,
      },
    };
  }

  /** The called number's owner's assistant, or a short spoken refusal. */
  async function assistantRequest(
    message: ServerMessageOfType<"assistant-request">,
    owner: CallOwner | null,
  ): Promise<{ answer: Answer; error?: string }> {
    if (!owner) {
      return {
        answer: { error: "Sorry, this number is not in service. Goodbye." },
        error: "no receptionist has this number",
      };
    }
    if (!isInService(owner)) return turnAway(owner, message, "inactive");
    const usage = await options.usage.current(owner.userId);
    if (
      usage.minutesIncluded !== null &&
      !usage.hasOverage &&
      usage.minutesUsed >= usage.minutesIncluded
    ) {
      return turnAway(owner, message, "minutes");
    }
    if (!owner.assistantId) {
      return {
        answer: { error: "Sorry, we can't take your call right now. Please call back later." },
        error: "the receptionist has no assistant on the platform yet",
      };
    }
    return { answer: { assistantId: owner.assistantId } };
  }

  /** Where the platform transfers the call (the owner's escalation rules and hours). */
  async function transferDestinationRequest(
    message: ServerMessageOfType<"transfer-destination-request">,
    owner: CallOwner | null,
  ): Promise<{ answer: Answer; error?: string }> {
    if (!owner) return { answer: { error: SORRY }, error: "unknown receptionist" };
    const decision = transferDestination(owner, options.now(), urgencyOf(message));
    if (!decision.number) return { answer: { error: decision.message } };
    return {
      answer: {
        destination: { type: "number", number: decision.number, message: decision.message },
      },
    };
  }

  return {
    toolCalls,
    assistantRequest,
    transferDestinationRequest,
    handoffDestinationRequest,
    knowledgeBaseRequest,
    endpointingRequest,
    campaignPredial,
  };
}

// The requests below go to a server only when an assistant, squad or campaign names it for them;
// the product's never do (a receptionist is one assistant, its knowledge is on the platform, its
// endpointing is the platform's own, and it runs no campaigns). Each still gets a described
// answer that does the safe thing, should a misconfiguration send one here.

/** No squad hands calls on here: the handoff is refused with a reason. */
async function handoffDestinationRequest(): Promise<{ answer: Answer }> {
  return {
    answer: {
      destination: {},
      error: "This receptionist hands calls to a person with its transfer tool, not by handoff.",
    },
  };
}

/** The receptionist's knowledge is in its assistant on the platform: nothing to add. */
async function knowledgeBaseRequest(): Promise<{ answer: Answer }> {
  return { answer: { documents: [] } };
}

/**
 * How long to wait before the caller has finished: the platform's own defaults for a transcript
 * that ends with punctuation (0.1 s), with a number (0.4 s, a phone number being read out) or
 * with neither (1.5 s).
 */
async function endpointingRequest(
  message: ServerMessageOfType<"call.endpointing.request">,
): Promise<{ answer: Answer }> {
  const fromOpenAI = [...(message.messagesOpenAIFormatted ?? [])]
    .reverse()
    .find((line) => line.role === "user")?.content;
  const userLine = [...(message.messages ?? [])].reverse().find((line) => line.role === "user");
  const fromLines = userLine && "message" in userLine ? userLine.message : undefined;
  const said = (typeof fromOpenAI === "string" ? fromOpenAI : (fromLines ?? "")).trim();
  const timeoutSeconds = /\d$/.test(said) ? 0.4 : /[.!?]$/.test(said) ? 0.1 : 1.5;
  return { answer: { timeoutSeconds } };
}

/** Ringline runs no campaigns: a contact it did not ask to dial is not dialled. */
async function campaignPredial(): Promise<{ answer: Answer }> {
  return { answer: { eligible: false } };
}

/** The urgency the assistant gave its last transfer call, from the live conversation. */
function urgencyOf(message: ServerMessageCommonFields): string | null {
  for (const line of [...(message.artifact?.messages ?? [])].reverse()) {
    const transfer = line.toolCalls?.find(
      (call) => call.function?.name === RECEPTIONIST_TOOLS.transferCall.name,
    );
    if (!transfer?.function) continue;
    try {
      const args = readToolCallArguments({ function: transfer.function });
      return typeof args.urgency === "string" ? args.urgency : null;
    } catch {
      return null;
    }
  }
  return null;
}

export type Answers = ReturnType<typeof createAnswers>;
