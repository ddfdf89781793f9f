// Type tests: checked by `tsc -p tsconfig.json` (and vitest's typecheck mode).
import { describe, expectTypeOf, test } from "vitest";
import type { components as RestComponents } from "../rest/generated/openapi.js";
import {
  type AssistantRequestReply,
  createAssistantRequestResponse,
  parseServerMessage,
  type ServerMessage,
  type ServerMessageCommonFields,
  type ServerMessageOfType,
  type ServerMessageResponseOfType,
  type ServerMessageType,
  type ToolCallOutcome,
} from "./index.js";

type RestSchemas = RestComponents["schemas"];

describe("parseServerMessage narrows by message.type", () => {
  test("a switch on type narrows each branch to its message", () => {
    const { message } = parseServerMessage("{}");
    expectTypeOf(message).toEqualTypeOf<ServerMessage>();
    switch (message.type) {
      case "tool-calls":
        expectTypeOf(message.type).toEqualTypeOf<"tool-calls">();
        expectTypeOf(message.toolCallList).toEqualTypeOf<RestSchemas["ToolCall"][]>();
        break;
      case "status-update":
        expectTypeOf(message.status).toEqualTypeOf<
          | "scheduled"
          | "queued"
          | "ringing"
          | "in-progress"
          | "forwarding"
          | "ended"
          | "not-found"
          | "deletion-failed"
        >();
        break;
      case "transcript":
        expectTypeOf(message.transcriptType).toEqualTypeOf<"partial" | "final">();
        expectTypeOf(message.transcript).toEqualTypeOf<string>();
        break;
      case "speech-update":
        expectTypeOf(message.role).toEqualTypeOf<"assistant" | "user">();
        break;
      case "end-of-call-report":
        expectTypeOf(message.artifact).toExtend<RestSchemas["Artifact"]>();
        // The fields the platform's example carries beyond the description.
        expectTypeOf(message.durationSeconds).toEqualTypeOf<number | null | undefined>();
        expectTypeOf(message.summary).toEqualTypeOf<string | null | undefined>();
        // A field of another message is not there.
        // @ts-expect-error toolCallList belongs to tool-calls
        message.toolCallList;
        break;
    }
  });

  test("an if on type narrows too, and the common fields are on every message", () => {
    const { message } = parseServerMessage("{}");
    if (message.type === "assistant-request") {
      expectTypeOf(message).toEqualTypeOf<ServerMessageOfType<"assistant-request">>();
    }
    expectTypeOf(message.call).toExtend<RestSchemas["Call"] | undefined>();
    expectTypeOf(message.timestamp).toEqualTypeOf<number | undefined>();
    // Every known message is one a reader of the common fields takes.
    expectTypeOf(message).toExtend<ServerMessageCommonFields>();
    expectTypeOf(message.phoneNumber?.id).toEqualTypeOf<string | null | undefined>();
  });

  test("type is required once parsed, though the description leaves it optional on tool-calls", () => {
    expectTypeOf<ServerMessageOfType<"tool-calls">["type"]>().toEqualTypeOf<"tool-calls">();
  });

  test("every message type of the issue is a ServerMessageType", () => {
    expectTypeOf<
      | "assistant-request"
      | "tool-calls"
      | "status-update"
      | "end-of-call-report"
      | "transcript"
      | "speech-update"
      | "conversation-update"
      | "hang"
      | "transfer-destination-request"
      | "knowledge-base-request"
    >().toExtend<ServerMessageType>();
    // @ts-expect-error not a message type
    expectTypeOf<"function-call">().toExtend<ServerMessageType>();
  });
});

describe("builders accept only well-formed answers", () => {
  test("an assistant-request answer has exactly one choice", () => {
    expectTypeOf<{ assistantId: string }>().toExtend<AssistantRequestReply>();
    expectTypeOf<{ error: string }>().toExtend<AssistantRequestReply>();
    // @ts-expect-error two choices
    createAssistantRequestResponse({ assistantId: "a", squadId: "s" });
    // @ts-expect-error squad overrides do not go with an assistant
    createAssistantRequestResponse({ assistantId: "a", squadOverrides: {} });
    expectTypeOf(createAssistantRequestResponse({ assistantId: "a" })).toEqualTypeOf<
      ServerMessageResponseOfType<"assistant-request">
    >();
  });

  test("a tool-call outcome has a result or an error, not both", () => {
    expectTypeOf<{ toolCallId: string; result: string }>().toExtend<ToolCallOutcome>();
    expectTypeOf<{ toolCallId: string; error: string }>().toExtend<ToolCallOutcome>();
    expectTypeOf<{
      toolCallId: string;
      result: string;
      error: string;
    }>().not.toExtend<ToolCallOutcome>();
    expectTypeOf<{ toolCallId: string }>().not.toExtend<ToolCallOutcome>();
  });
});
