// The receptionist's tools and structured outputs: one definition that the assistant mapping
// attaches on the voice platform and that the server-message handlers implement. Plain data
// (JSON schema), no zod, so that it is sent to the platform exactly as written here.

/** A JSON-schema property of a tool's parameters or of a structured output. */
export interface ReceptionistJsonSchema {
  readonly type: "string" | "number" | "integer" | "boolean" | "object" | "array";
  readonly description?: string;
  readonly enum?: readonly string[];
  readonly format?: string;
  readonly properties?: Readonly<Record<string, ReceptionistJsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: ReceptionistJsonSchema;
}

/**
 * A function tool the receptionist may call during a call. The platform sends a `tool-calls`
 * server message with `arguments` matching `parameters`; the product answers with the result.
 *
 * @example
 * ```ts
 * const tool: ReceptionistToolDefinition = RECEPTIONIST_TOOLS.captureLead;
 * tool.name; // "capture_lead"
 * ```
 */
export interface ReceptionistToolDefinition {
  /** The function name the platform sends back in `tool-calls`. */
  readonly name: string;
  /**
   * `function`: the platform sends a `tool-calls` message and says the product's result;
   * `transfer`: the platform's transfer tool, which asks the product for the destination
   * (`transfer-destination-request`).
   */
  readonly kind: "function" | "transfer";
  /** What the model reads to decide when to call it. */
  readonly description: string;
  readonly parameters: ReceptionistJsonSchema & { readonly type: "object" };
  /** Said while the product works on the call (the platform's `request-start` message). */
  readonly waitMessage: string;
}

const CALLER_NAME: ReceptionistJsonSchema = {
  type: "string",
  description: "The caller's full name as they gave it.",
};
const CALLER_PHONE: ReceptionistJsonSchema = {
  type: "string",
  description: "A number to call the caller back on, digits only with country code if given.",
};

/**
 * The receptionist's tools: capture a lead, check the business's open slots, book one of them,
 * transfer the call to a person and text the owner. The names are the wire names the
 * server-message handlers dispatch on; `transfer_call` is the platform's transfer tool with no
 * fixed destination, so the platform asks the product where to send the call.
 *
 * @example
 * ```ts
 * import { RECEPTIONIST_TOOLS } from "@ringline/api-client";
 *
 * const byName = new Map(Object.values(RECEPTIONIST_TOOLS).map((tool) => [tool.name, tool]));
 * byName.get("book_appointment")?.parameters.required; // ["slotId", "name"]
 * ```
 */
export const RECEPTIONIST_TOOLS = {
  captureLead: {
    name: "capture_lead",
    kind: "function",
    description:
      "Save the caller as a lead for the business: call this as soon as you know the caller's name and what they need, before the call ends.",
    waitMessage: "Let me note that down.",
    parameters: {
      type: "object",
      properties: {
        name: CALLER_NAME,
        phone: CALLER_PHONE,
        email: { type: "string", description: "The caller's e-mail address, if they gave one." },
        reason: { type: "string", description: "What the caller wants, in one sentence." },
        buyingOrSelling: {
          type: "string",
          enum: ["buying", "selling", "renting", "other"],
          description: "Real estate: whether the caller is buying, selling or renting.",
        },
        area: { type: "string", description: "The area or neighbourhood the caller is after." },
        budget: { type: "string", description: "The caller's budget, if said." },
        timeline: { type: "string", description: "When the caller wants to act, if said." },
        preApproved: {
          type: "boolean",
          description: "Real estate: whether the caller is pre-approved for a mortgage.",
        },
        answers: {
          type: "string",
          description: "The caller's answers to the business's other qualification questions.",
        },
      },
      required: ["name", "reason"],
    },
  },
  checkAvailability: {
    name: "check_availability",
    kind: "function",
    description:
      "List the open appointment slots of the business (inside business hours, not already booked). Call it before offering times; offer only the slots it returns.",
    waitMessage: "Let me check the calendar.",
    parameters: {
      type: "object",
      properties: {
        appointmentType: {
          type: "string",
          description: "One of the business's appointment types, by name.",
        },
        date: {
          type: "string",
          format: "date",
          description: "A day the caller prefers, as YYYY-MM-DD; leave out for the next days.",
        },
      },
      required: [],
    },
  },
  bookAppointment: {
    name: "book_appointment",
    kind: "function",
    description:
      "Book one of the slots check_availability returned, by its slotId, once the caller agreed to it.",
    waitMessage: "One moment while I book that for you.",
    parameters: {
      type: "object",
      properties: {
        slotId: {
          type: "string",
          description:
            "The slotId of the slot the caller chose, exactly as check_availability gave it.",
        },
        name: CALLER_NAME,
        phone: CALLER_PHONE,
        notes: { type: "string", description: "Anything the business should know." },
      },
      required: ["slotId", "name"],
    },
  },
  rescheduleAppointment: {
    name: "reschedule_appointment",
    kind: "function",
    description:
      "Move the caller's upcoming appointment (found by their phone number) to another open slot when they ask to move, change or reschedule it. Call check_availability first and pass the slotId the caller chose.",
    waitMessage: "Let me move that for you.",
    parameters: {
      type: "object",
      properties: {
        slotId: {
          type: "string",
          description: "The slotId of the new slot, exactly as check_availability gave it.",
        },
        phone: CALLER_PHONE,
      },
      required: ["slotId"],
    },
  },
  cancelAppointment: {
    name: "cancel_appointment",
    kind: "function",
    description:
      "Cancel the caller's upcoming appointment (found by their phone number) when they ask to cancel it.",
    waitMessage: "Let me find your booking.",
    parameters: {
      type: "object",
      properties: {
        phone: CALLER_PHONE,
        reason: { type: "string", description: "Why the caller cancels, if they said." },
      },
      required: [],
    },
  },
  transferCall: {
    name: "transfer_call",
    kind: "transfer",
    description:
      "Transfer the call to a person (the owner, or the emergency contact after hours or in an emergency) when the caller has an emergency or the business's escalation procedure says a person must take over.",
    waitMessage: "Please hold while I connect you.",
    parameters: {
      type: "object",
      properties: {
        reason: { type: "string", description: "Why the call must go to a person." },
        urgency: {
          type: "string",
          enum: ["normal", "urgent", "emergency"],
          description: "How urgent the caller's need is.",
        },
      },
      required: ["reason", "urgency"],
    },
  },
  sendText: {
    name: "send_text",
    kind: "function",
    description:
      "Send the business owner a text message about this call when the business's SMS rule says so (for example a new lead, a booking or an urgent caller).",
    waitMessage: "I'm letting the team know.",
    parameters: {
      type: "object",
      properties: {
        trigger: {
          type: "string",
          enum: ["new_lead", "appointment_booked", "urgent_call", "every_call", "custom"],
          description: "Which of the business's SMS rules this text is for.",
        },
        summary: { type: "string", description: "Who called and why, in one or two sentences." },
        callerName: CALLER_NAME,
        callerPhone: CALLER_PHONE,
      },
      required: ["trigger", "summary"],
    },
  },
} as const satisfies Record<string, ReceptionistToolDefinition>;

/**
 * A structured output the platform extracts from every call once it ends (delivered in the
 * end-of-call report as `artifact.structuredOutputs`).
 *
 * @example
 * ```ts
 * const output: ReceptionistStructuredOutput = RECEPTIONIST_STRUCTURED_OUTPUTS.callOutcome;
 * ```
 */
export interface ReceptionistStructuredOutput {
  readonly name: string;
  readonly description: string;
  readonly schema: ReceptionistJsonSchema & { readonly type: "object" };
}

/**
 * What the product reads out of each call: who called, what happened and how good a lead
 * it was, for the call logs, the transcript e-mail and the lead list.
 *
 * @example
 * ```ts
 * import { RECEPTIONIST_STRUCTURED_OUTPUTS } from "@ringline/api-client";
 *
 * RECEPTIONIST_STRUCTURED_OUTPUTS.callOutcome.name; // "call_outcome"
 * ```
 */
export const RECEPTIONIST_STRUCTURED_OUTPUTS = {
  callOutcome: {
    name: "call_outcome",
    description: "The outcome of a call answered by the AI receptionist.",
    schema: {
      type: "object",
      properties: {
        callerName: { type: "string", description: "The caller's name, if given." },
        callerEmail: { type: "string", description: "The caller's e-mail, if given." },
        reason: { type: "string", description: "Why the caller called, in one sentence." },
        leadCaptured: { type: "boolean", description: "Whether the caller was saved as a lead." },
        appointmentBooked: { type: "boolean", description: "Whether an appointment was booked." },
        escalated: { type: "boolean", description: "Whether the call went to a person." },
        sentiment: { type: "string", enum: ["positive", "neutral", "negative"] },
        leadQuality: { type: "string", enum: ["hot", "warm", "cold", "not_a_lead"] },
        language: { type: "string", description: "The language the caller spoke (en, es…)." },
      },
      required: ["reason", "leadCaptured", "appointmentBooked", "sentiment", "leadQuality"],
    },
  },
} as const satisfies Record<string, ReceptionistStructuredOutput>;

/**
 * The path on the product's public address that every assistant, tool and phone number of a
 * receptionist sends its server messages to.
 *
 * @example
 * ```ts
 * const serverUrl = `${publicUrl}${RECEPTIONIST_SERVER_MESSAGES_PATH}`;
 * ```
 */
export const RECEPTIONIST_SERVER_MESSAGES_PATH = "/api/voice/server-messages";
