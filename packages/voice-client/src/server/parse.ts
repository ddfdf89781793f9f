import * as z from "zod/mini";
import { type ServerMessageIssue, ServerMessageSchemaError } from "./errors.js";
import type {
  ServerMessageEnvelope,
  ServerMessageType,
  UnknownServerMessageEnvelope,
} from "./types.js";

// What is checked: the envelope, `message.type`, the fields every message may carry and
// readers use (`timestamp`, the call's ids and caller, the customer, the phone number, the
// assistant, the conversation's lines: ServerMessageCommonFields), the fields the description
// marks required for each type, by kind, and the end-of-call report's content. Optional fields
// may be null (read as absent). Enum values are checked only where the set is small and closed
// (speaker roles, transcript kinds); open sets such as `endedReason` grow with the platform
// and must not turn a new value into a rejected message. Unknown fields pass through.
// Where the platform is laxer than its description, so are we: `timestamp` may be an ISO date
// (read as epoch milliseconds), and an end-of-call report may come without `analysis` (the
// docs' own example has none; a report is sent once, so refusing it would lose the call); a
// tool call written as the docs write it (`{ id, name, parameters }`) is read as the described
// `{ id, type: "function", function: { name, arguments } }`; an endpointing request may come
// without `messagesOpenAIFormatted`, as the description's own example does.

const ZObject = z.record(z.string(), z.unknown());
const ZArray = z.array(z.unknown());
const ZRole = z.enum(["assistant", "user"]);
const ZOpenAIMessages = z.array(z.looseObject({ role: z.string() }));

// `function.arguments` is a JSON string in the description, but the platform also sends an
// object; both are accepted, and readToolCallArguments reads either.
const ZToolCall = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.string(),
  function: z.looseObject({
    name: z.string().check(z.minLength(1)),
    arguments: z.union([z.string(), ZObject]),
  }),
});

const ZText = z.nullish(z.string());
const ZNumber = z.nullish(z.number());
const ZCustomer = z.nullish(z.looseObject({ number: ZText }));
const ZConversationLines = z.nullish(
  z.array(
    z.looseObject({
      role: z.string(),
      message: ZText,
      secondsFromStart: ZNumber,
      toolCalls: z.nullish(
        z.array(z.looseObject({ function: z.nullish(z.looseObject({ name: ZText })) })),
      ),
    }),
  ),
);

const ZTranscriptFields = {
  role: ZRole,
  transcriptType: z.enum(["partial", "final"]),
  transcript: z.string(),
};

// `satisfies` makes a type added to the description (and so to ServerMessageType) a
// compile error here until it has its fields.
const REQUIRED_FIELDS = {
  "assistant-request": {},
  "assistant.speechStarted": { text: z.string() },
  "call.artifact.upload": { artifacts: ZArray },
  "call.delete.failed": {},
  "call.deleted": {},
  // Required by the description, yet absent from its own example (which sends `messages`).
  "call.endpointing.request": {
    messagesOpenAIFormatted: z.optional(ZOpenAIMessages),
    messages: ZConversationLines,
  },
  "campaign.predial": { campaignId: z.string(), contact: ZObject },
  "chat.created": { chat: ZObject },
  "chat.deleted": { chat: ZObject },
  "conversation-update": { messagesOpenAIFormatted: ZOpenAIMessages },
  "end-of-call-report": {
    endedReason: z.string(),
    artifact: z.looseObject({
      messages: ZConversationLines,
      transcript: ZText,
      recordingUrl: ZText,
      recording: z.nullish(
        z.looseObject({ mono: z.nullish(z.looseObject({ combinedUrl: ZText })) }),
      ),
    }),
    analysis: z.nullish(z.looseObject({ summary: ZText })),
    startedAt: ZText,
    endedAt: ZText,
    cost: ZNumber,
    // Beyond the description: in the platform's published example and payloads.
    durationSeconds: ZNumber,
    durationMs: ZNumber,
    summary: ZText,
    transcript: ZText,
    recordingUrl: ZText,
    messages: ZConversationLines,
  },
  "handoff-destination-request": { parameters: ZObject },
  hang: {},
  "knowledge-base-request": { messagesOpenAIFormatted: ZOpenAIMessages },
  "language-change-detected": { language: z.string() },
  // An object in the description; streamed tokens arrive as strings too.
  "model-output": { output: z.union([z.string(), ZObject]) },
  "phone-call-control": { request: z.string() },
  "session.created": { session: ZObject },
  "session.deleted": { session: ZObject },
  "session.updated": { session: ZObject },
  "speech-update": { status: z.enum(["started", "stopped"]), role: ZRole },
  "status-update": { status: z.string() },
  "tool-calls": { toolCallList: z.array(ZToolCall), toolWithToolCallList: ZArray },
  transcript: ZTranscriptFields,
  'transcript[transcriptType="final"]': ZTranscriptFields,
  "transfer-destination-request": {},
  "transfer-update": {},
  "user-interrupted": {},
  "voice-input": { input: z.string() },
  "voice-request": { text: z.string(), sampleRate: z.number() },
} satisfies Record<ServerMessageType, Record<string, z.ZodMiniType>>;

// Epoch milliseconds in the description; an ISO date in payloads captured from the platform.
const ZTimestamp = z
  .unknown()
  .check(
    z.refine(
      (value) =>
        (typeof value === "number" && Number.isFinite(value)) ||
        (typeof value === "string" && !Number.isNaN(Date.parse(value))),
      "expected a number or an ISO date",
    ),
  );

const COMMON_FIELDS = {
  timestamp: z.optional(ZTimestamp),
  call: z.nullish(
    z.looseObject({
      id: z.string(),
      assistantId: ZText,
      phoneNumberId: ZText,
      customer: ZCustomer,
      startedAt: ZText,
      endedAt: ZText,
      cost: ZNumber,
    }),
  ),
  customer: ZCustomer,
  phoneNumber: z.nullish(z.looseObject({ id: ZText, number: ZText })),
  assistant: z.nullish(z.looseObject({ id: ZText })),
  artifact: z.nullish(z.looseObject({ messages: ZConversationLines })),
};

const ZUnknownMessage = z.looseObject({
  message: z.looseObject({ type: z.string().check(z.minLength(1)), ...COMMON_FIELDS }),
});

const ZEnvelope = z.looseObject({ message: z.looseObject({ type: z.string() }) });

const messageSchemas = new Map<string, z.ZodMiniType>(
  Object.entries(REQUIRED_FIELDS).map(([type, fields]) => [
    type,
    // A type's own fields after the common ones: the report's `artifact` is required and checks more.
    z.looseObject({ message: z.looseObject({ type: z.string(), ...COMMON_FIELDS, ...fields }) }),
  ]),
);

/**
 * The `type` of every server message this package validates, sorted.
 *
 * @example
 * ```ts
 * import { serverMessageTypes } from "@ringline/voice-client/server";
 *
 * serverMessageTypes.includes("tool-calls"); // true
 * ```
 */
export const serverMessageTypes = Object.keys(
  REQUIRED_FIELDS,
).sort() as readonly ServerMessageType[];

function describeReceived(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  return typeof input;
}

function toIssues(error: z.core.$ZodError): ServerMessageIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === "symbol" ? String(key) : key));
    let message: string;
    if (issue.code === "invalid_type") {
      message = `expected ${issue.expected}, received ${describeReceived(issue.input)}`;
    } else if (issue.code === "invalid_value") {
      message = `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(" | ")}, received ${JSON.stringify(issue.input)}`;
    } else if (issue.code === "too_small") {
      message = "must not be empty";
    } else if (issue.code === "invalid_union") {
      message = `expected string or object, received ${describeReceived(issue.input)}`;
    } else {
      message = issue.message;
    }
    return { path, message };
  });
}

function decodeBody(input: string | Uint8Array | ArrayBuffer): unknown {
  try {
    const text =
      typeof input === "string" ? input : new TextDecoder("utf-8", { fatal: true }).decode(input);
    return JSON.parse(text);
  } catch (cause) {
    throw new ServerMessageSchemaError({
      issues: [{ path: [], message: "not UTF-8 JSON" }],
      cause,
    });
  }
}

/**
 * Checks that a body is a server message and returns it typed by its `type`, so that a
 * `switch (message.type)` narrows it. Takes the raw body (a string or bytes, parsed as
 * JSON) or an already-parsed value. Unknown fields are kept; an unknown `type` is rejected
 * (unless `unknownTypes: "accept"`, below). An ISO `timestamp` is read as epoch milliseconds.
 *
 * Throws {@link ServerMessageSchemaError} (answer 400) listing every problem found.
 * Verify the request first ({@link verifyServerMessage}): this checks shape, not sender.
 *
 * @example
 * ```ts
 * import { parseServerMessage } from "@ringline/voice-client/server";
 *
 * const { message } = parseServerMessage(rawBody);
 * switch (message.type) {
 *   case "tool-calls":
 *     for (const toolCall of message.toolCallList) console.log(toolCall.function.name);
 *     break;
 *   case "end-of-call-report":
 *     console.log(message.endedReason, message.artifact.transcript);
 *     break;
 * }
 * ```
 */
export function parseServerMessage(input: unknown): ServerMessageEnvelope;
/**
 * With `unknownTypes: "accept"`, a message of a `type` this package does not know (the
 * platform adds types) is returned too, as an {@link UnknownServerMessageEnvelope} (its common
 * fields checked): acknowledge and keep it rather than fail the delivery.
 * {@link isKnownServerMessage} tells the two apart.
 *
 * @example
 * ```ts
 * import { isKnownServerMessage, parseServerMessage } from "@ringline/voice-client/server";
 *
 * const envelope = parseServerMessage(rawBody, { unknownTypes: "accept" });
 * if (!isKnownServerMessage(envelope)) console.log("new type:", envelope.message.type);
 * ```
 */
export function parseServerMessage(
  input: unknown,
  options: { unknownTypes: "accept" | "reject" },
): ServerMessageEnvelope | UnknownServerMessageEnvelope;
export function parseServerMessage(
  input: unknown,
  options: { unknownTypes: "accept" | "reject" } = { unknownTypes: "reject" },
): ServerMessageEnvelope | UnknownServerMessageEnvelope {
  const value =
    typeof input === "string" || input instanceof Uint8Array || input instanceof ArrayBuffer
      ? decodeBody(input)
      : input;
  const envelope = ZEnvelope.safeParse(value, { reportInput: true });
  if (!envelope.success) throw new ServerMessageSchemaError({ issues: toIssues(envelope.error) });
  const type = envelope.data.message.type;
  const schema = messageSchemas.get(type);
  if (!schema && options.unknownTypes === "accept") {
    const unknown = ZUnknownMessage.safeParse(value, { reportInput: true });
    if (!unknown.success) throw new ServerMessageSchemaError({ issues: toIssues(unknown.error) });
    return withEpochTimestamp(unknown.data) as unknown as UnknownServerMessageEnvelope;
  }
  if (!schema) {
    throw new ServerMessageSchemaError({
      issues: [
        {
          path: ["message", "type"],
          message: `unknown server message type ${JSON.stringify(type)}`,
        },
      ],
    });
  }
  const result = schema.safeParse(withDescribedToolCalls(value), { reportInput: true });
  if (!result.success) throw new ServerMessageSchemaError({ issues: toIssues(result.error) });
  return withEpochTimestamp(
    result.data as { message: Record<string, unknown> },
  ) as unknown as ServerMessageEnvelope;
}

/**
 * The docs' tool calls (`{ id, name, parameters }`) in the described shape, their own fields
 * kept; any other body is returned as it is.
 */
function withDescribedToolCalls(value: unknown): unknown {
  const message = (value as { message?: { toolCallList?: unknown } }).message;
  if (!Array.isArray(message?.toolCallList)) return value;
  const list = message.toolCallList.map((item: unknown) => {
    if (item === null || typeof item !== "object" || "function" in item) return item;
    const { name, parameters } = item as { name?: unknown; parameters?: unknown };
    if (typeof name !== "string") return item;
    return { type: "function", ...item, function: { name, arguments: parameters ?? {} } };
  });
  return { ...(value as object), message: { ...message, toolCallList: list } };
}

/** An ISO `timestamp` as epoch milliseconds, as the description types it (a number). */
function withEpochTimestamp<T extends { message: Record<string, unknown> }>(envelope: T): T {
  const { timestamp } = envelope.message;
  if (typeof timestamp !== "string") return envelope;
  return { ...envelope, message: { ...envelope.message, timestamp: Date.parse(timestamp) } };
}

/**
 * Whether a parsed envelope is of a type this package knows (narrows it to
 * {@link ServerMessageEnvelope}).
 *
 * @example
 * ```ts
 * const envelope = parseServerMessage(rawBody, { unknownTypes: "accept" });
 * if (isKnownServerMessage(envelope)) handle(envelope.message);
 * ```
 */
export function isKnownServerMessage(
  envelope: ServerMessageEnvelope | UnknownServerMessageEnvelope,
): envelope is ServerMessageEnvelope {
  return messageSchemas.has(envelope.message.type);
}

/**
 * Reads a tool call's arguments as an object, whether the platform sent them as a JSON
 * string (as the description says) or as an object (as it also does). Throws
 * {@link ServerMessageSchemaError} when the string is not a JSON object.
 *
 * @example
 * ```ts
 * import { parseServerMessage, readToolCallArguments } from "@ringline/voice-client/server";
 *
 * const { message } = parseServerMessage(rawBody);
 * if (message.type === "tool-calls") {
 *   const [toolCall] = message.toolCallList;
 *   const { date } = readToolCallArguments(toolCall) as { date?: string };
 * }
 * ```
 */
export function readToolCallArguments(toolCall: {
  readonly function: { readonly arguments?: unknown; readonly [key: string]: unknown };
}): Record<string, unknown> {
  let value = toolCall.function.arguments;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch (cause) {
      throw new ServerMessageSchemaError({
        issues: [{ path: ["function", "arguments"], message: "not JSON" }],
        cause,
      });
    }
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ServerMessageSchemaError({
      issues: [
        {
          path: ["function", "arguments"],
          message: `expected object, received ${describeReceived(value)}`,
        },
      ],
    });
  }
  return value as Record<string, unknown>;
}
