import type { components } from "./generated/server-messages.js";

type ServerMessageResponseAssistantRequest =
  components["schemas"]["ServerMessageResponseAssistantRequest"];

/**
 * The outcome of one tool call: a `result` (text; any other JSON value is sent as its JSON
 * text) or an `error`, never both.
 *
 * @example
 * ```ts
 * import type { ToolCallOutcome } from "@ringline/voice-client/server";
 *
 * const booked: ToolCallOutcome = { toolCallId: "call_1", result: { slot: "09:30" } };
 * const failed: ToolCallOutcome = { toolCallId: "call_2", error: "No slot left today." };
 * ```
 */
export type ToolCallOutcome = {
  /** The `id` of the tool call in the message's `toolCallList`. */
  toolCallId: string;
  /** The tool's name; the description lists it, the platform does not need it. */
  name?: string;
  /** Kept with the call's record, not spoken. */
  metadata?: Record<string, unknown>;
} & ({ result: unknown; error?: never } | { error: string; result?: never });

/**
 * The answer to a `tool-calls` message: `{ results: [{ toolCallId, result | error }] }`.
 *
 * @example
 * ```ts
 * import type { ToolCallsResponse } from "@ringline/voice-client/server";
 *
 * const answer: ToolCallsResponse = { results: [{ toolCallId: "call_1", result: "Booked." }] };
 * ```
 */
export interface ToolCallsResponse {
  results: {
    toolCallId: string;
    name?: string;
    result?: string;
    error?: string;
    metadata?: Record<string, unknown>;
  }[];
}

/**
 * Builds the answer to a `tool-calls` message, one entry per tool call, in order. A
 * `result` that is not a string is sent as JSON text (the platform reads `result` as text).
 * Throws a `TypeError` when an entry has both or neither of `result` and `error`, or no
 * `toolCallId`.
 *
 * @example
 * ```ts
 * import { createToolCallsResponse, parseServerMessage } from "@ringline/voice-client/server";
 *
 * const { message } = parseServerMessage(rawBody);
 * if (message.type === "tool-calls") {
 *   return Response.json(
 *     createToolCallsResponse(
 *       message.toolCallList.map((toolCall) =>
 *         toolCall.function.name === "book"
 *           ? { toolCallId: toolCall.id, result: { confirmed: true } }
 *           : { toolCallId: toolCall.id, error: `unknown tool ${toolCall.function.name}` },
 *       ),
 *     ),
 *   );
 * }
 * ```
 */
export function createToolCallsResponse(outcomes: readonly ToolCallOutcome[]): ToolCallsResponse {
  return {
    results: outcomes.map((outcome, index) => {
      const hasResult = outcome.result !== undefined;
      const hasError = outcome.error !== undefined;
      if (typeof outcome.toolCallId !== "string" || outcome.toolCallId === "") {
        throw new TypeError(`outcome ${index} has no toolCallId`);
      }
      if (hasResult === hasError) {
        throw new TypeError(
          `outcome ${index} (${outcome.toolCallId}) needs exactly one of result and error`,
        );
      }
      const entry: ToolCallsResponse["results"][number] = { toolCallId: outcome.toolCallId };
      if (outcome.name !== undefined) entry.name = outcome.name;
      if (hasResult) {
        entry.result =
          typeof outcome.result === "string" ? outcome.result : JSON.stringify(outcome.result);
      } else {
        entry.error = outcome.error as string;
      }
      if (outcome.metadata !== undefined) entry.metadata = outcome.metadata;
      return entry;
    }),
  };
}

type AssistantResponse = ServerMessageResponseAssistantRequest;
type ChoiceKey =
  | "assistantId"
  | "assistant"
  | "squadId"
  | "squad"
  | "workflowId"
  | "workflow"
  | "destination"
  | "error";
type Only<T> = T & { [K in Exclude<ChoiceKey, keyof T>]?: never };

/**
 * The ways to answer an `assistant-request`, exactly one per answer: a saved assistant,
 * squad or workflow by id, one defined inline, a transfer `destination` (forward the caller
 * without an assistant), or an `error` (spoken to the caller, then the call ends). Overrides
 * go with the kind they override.
 *
 * @example
 * ```ts
 * import type { AssistantRequestReply } from "@ringline/voice-client/server";
 *
 * const reply: AssistantRequestReply = {
 *   assistantId: "0b2c…",
 *   assistantOverrides: { variableValues: { name: "Ada" } },
 * };
 * ```
 */
export type AssistantRequestReply =
  | Only<{
      assistantId: string;
      assistantOverrides?: NonNullable<AssistantResponse["assistantOverrides"]>;
    }>
  | Only<{
      assistant: NonNullable<AssistantResponse["assistant"]>;
      assistantOverrides?: NonNullable<AssistantResponse["assistantOverrides"]>;
    }>
  | Only<{ squadId: string; squadOverrides?: NonNullable<AssistantResponse["squadOverrides"]> }>
  | Only<{
      squad: NonNullable<AssistantResponse["squad"]>;
      squadOverrides?: NonNullable<AssistantResponse["squadOverrides"]>;
    }>
  | Only<{
      workflowId: string;
      workflowOverrides?: NonNullable<AssistantResponse["workflowOverrides"]>;
    }>
  | Only<{
      workflow: NonNullable<AssistantResponse["workflow"]>;
      workflowOverrides?: NonNullable<AssistantResponse["workflowOverrides"]>;
    }>
  | Only<{ destination: NonNullable<AssistantResponse["destination"]> }>
  | Only<{ error: string }>;

const CHOICE_KEYS: readonly ChoiceKey[] = [
  "assistantId",
  "assistant",
  "squadId",
  "squad",
  "workflowId",
  "workflow",
  "destination",
  "error",
];
const OVERRIDES_OF: Partial<Record<ChoiceKey, keyof AssistantResponse>> = {
  assistantId: "assistantOverrides",
  assistant: "assistantOverrides",
  squadId: "squadOverrides",
  squad: "squadOverrides",
  workflowId: "workflowOverrides",
  workflow: "workflowOverrides",
};

/**
 * Builds the answer to an `assistant-request` message (send it as the response body).
 * Throws a `TypeError` unless exactly one of `assistantId`, `assistant`, `squadId`, `squad`,
 * `workflowId`, `workflow`, `destination` and `error` is given, or when overrides do not
 * match the kind chosen.
 *
 * @example
 * ```ts
 * import { createAssistantRequestResponse, parseServerMessage } from "@ringline/voice-client/server";
 *
 * const { message } = parseServerMessage(rawBody);
 * if (message.type === "assistant-request") {
 *   const known = await customers.byPhone(message.call?.customer?.number);
 *   return Response.json(
 *     known
 *       ? createAssistantRequestResponse({ assistantId: FRONT_DESK, assistantOverrides: { variableValues: { name: known.name } } })
 *       : createAssistantRequestResponse({ error: "Sorry, this line is for registered customers." }),
 *   );
 * }
 * ```
 */
export function createAssistantRequestResponse(
  reply: AssistantRequestReply,
): ServerMessageResponseAssistantRequest {
  const given = reply as Record<string, unknown>;
  const chosen = CHOICE_KEYS.filter((key) => given[key] !== undefined);
  const [choice] = chosen;
  if (chosen.length !== 1 || choice === undefined) {
    throw new TypeError(
      `an assistant-request answer needs exactly one of ${CHOICE_KEYS.join(", ")}; got ${chosen.length === 0 ? "none" : chosen.join(", ")}`,
    );
  }
  const allowedOverrides = OVERRIDES_OF[choice];
  const answer: Record<string, unknown> = { [choice]: given[choice] };
  for (const key of ["assistantOverrides", "squadOverrides", "workflowOverrides"] as const) {
    if (given[key] === undefined) continue;
    if (key !== allowedOverrides) {
      throw new TypeError(`${key} does not go with ${choice}`);
    }
    answer[key] = given[key];
  }
  return answer as ServerMessageResponseAssistantRequest;
}
