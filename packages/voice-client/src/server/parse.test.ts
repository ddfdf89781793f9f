import { describe, expect, test } from "vitest";
import { ServerMessageSchemaError } from "./errors.js";
import {
  isKnownServerMessage,
  parseServerMessage,
  readToolCallArguments,
  serverMessageTypes,
} from "./parse.js";
import type { ServerMessageType } from "./types.js";

const toolCall = {
  id: "call_1",
  type: "function",
  function: { name: "book", arguments: '{"day":"monday"}' },
};
const openAIMessages = [{ role: "user", content: "Hello" }];

// The smallest message of each type the description allows: `type` plus its required fields.
const minimalMessages: Record<ServerMessageType, Record<string, unknown>> = {
  "assistant-request": {},
  "assistant.speechStarted": { text: "Hello there" },
  "call.artifact.upload": { artifacts: [] },
  "call.delete.failed": {},
  "call.deleted": {},
  "call.endpointing.request": { messagesOpenAIFormatted: openAIMessages },
  "campaign.predial": { campaignId: "campaign_1", contact: { number: "+14155550100" } },
  "chat.created": { chat: { id: "chat_1" } },
  "chat.deleted": { chat: { id: "chat_1" } },
  "conversation-update": { messagesOpenAIFormatted: openAIMessages },
  "end-of-call-report": {
    endedReason: "customer-ended-call",
    artifact: { transcript: "…" },
    analysis: { summary: "…" },
  },
  "handoff-destination-request": { parameters: { reason: "billing" } },
  hang: {},
  "knowledge-base-request": { messagesOpenAIFormatted: openAIMessages },
  "language-change-detected": { language: "fr" },
  "model-output": { output: { content: "Sure" } },
  "phone-call-control": { request: "forward" },
  "session.created": { session: { id: "session_1" } },
  "session.deleted": { session: { id: "session_1" } },
  "session.updated": { session: { id: "session_1" } },
  "speech-update": { status: "started", role: "assistant" },
  "status-update": { status: "in-progress" },
  "tool-calls": { toolCallList: [toolCall], toolWithToolCallList: [] },
  transcript: { role: "user", transcriptType: "final", transcript: "I'd like to book" },
  'transcript[transcriptType="final"]': {
    role: "user",
    transcriptType: "final",
    transcript: "I'd like to book",
  },
  "transfer-destination-request": {},
  "transfer-update": {},
  "user-interrupted": {},
  "voice-input": { input: "Hello" },
  "voice-request": { text: "Hello", sampleRate: 24000 },
};

const envelope = (type: string, fields: Record<string, unknown>) => ({
  message: { type, timestamp: 1767225600000, call: { id: "call-123" }, ...fields },
});

function issuesOf(input: unknown) {
  try {
    parseServerMessage(input);
  } catch (error) {
    if (ServerMessageSchemaError.isInstance(error)) return error.issues;
    throw error;
  }
  throw new Error("parsed, but an error was expected");
}

const types = Object.keys(minimalMessages) as ServerMessageType[];
// What the platform sends without its description's required field, accepted: an end-of-call
// report without `analysis` (the docs' own example), an endpointing request without
// `messagesOpenAIFormatted` (the description's own example).
const OPTIONAL_IN_PRACTICE: ReadonlyArray<readonly [ServerMessageType, string]> = [
  ["end-of-call-report", "analysis"],
  ["call.endpointing.request", "messagesOpenAIFormatted"],
];
const requiredFieldCases = types.flatMap((type) =>
  Object.keys(minimalMessages[type])
    .filter((field) => !OPTIONAL_IN_PRACTICE.some(([t, f]) => t === type && f === field))
    .map((field) => [type, field] as const),
);

describe("parseServerMessage: each message type", () => {
  test("the validator table and the generated types list the same message types", () => {
    expect(serverMessageTypes).toEqual([...types].sort());
  });

  test.each(types)("a minimal %s is accepted and keeps its type", (type) => {
    const parsed = parseServerMessage(envelope(type, minimalMessages[type]));
    expect(parsed.message.type).toBe(type);
    expect(parsed.message).toMatchObject(minimalMessages[type]);
  });

  test.each(types)("%s without `type` is rejected at message.type", (type) => {
    const { message } = envelope(type, minimalMessages[type]);
    const { type: _dropped, ...withoutType } = message;
    expect(issuesOf({ message: withoutType })).toEqual([
      { path: ["message", "type"], message: "expected string, received undefined" },
    ]);
  });

  test.each(types)("%s with a wrong `timestamp` or a `call` without id is rejected", (type) => {
    const bad = envelope(type, { ...minimalMessages[type], timestamp: "yesterday", call: {} });
    expect(issuesOf(bad)).toEqual([
      { path: ["message", "timestamp"], message: "expected a number or an ISO date" },
      { path: ["message", "call", "id"], message: "expected string, received undefined" },
    ]);
  });

  test.each(requiredFieldCases)("%s without its required %s is rejected", (type, field) => {
    const { [field]: _dropped, ...rest } = minimalMessages[type];
    const issues = issuesOf(envelope(type, rest));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(["message", field]);
    expect(issues[0]?.message).toMatch(/received undefined$/);
  });

  test.each(requiredFieldCases)("%s with %s of the wrong kind is rejected", (type, field) => {
    const value = minimalMessages[type][field];
    const wrong = typeof value === "number" ? "24000" : 42;
    const issues = issuesOf(envelope(type, { ...minimalMessages[type], [field]: wrong }));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(["message", field]);
  });
});

describe("parseServerMessage: the envelope and the body", () => {
  test("unknown fields pass through, at every level", () => {
    const parsed = parseServerMessage({
      extra: true,
      message: {
        ...envelope("status-update", { status: "ended" }).message,
        brandNewField: { nested: 1 },
        call: { id: "call-123", orgId: "org-1" },
      },
    });
    expect(parsed).toMatchObject({
      extra: true,
      message: { brandNewField: { nested: 1 }, call: { id: "call-123", orgId: "org-1" } },
    });
  });

  test("a value of an open set (a new status) is accepted", () => {
    const parsed = parseServerMessage(envelope("status-update", { status: "on-hold-someday" }));
    expect(parsed.message).toMatchObject({ status: "on-hold-someday" });
  });

  test("a value outside a closed set (speech status) is rejected", () => {
    expect(issuesOf(envelope("speech-update", { status: "paused", role: "user" }))).toEqual([
      {
        path: ["message", "status"],
        message: 'expected one of "started" | "stopped", received "paused"',
      },
    ]);
  });

  test("an ISO `timestamp` is read as epoch milliseconds; a number is kept as sent", () => {
    const iso = parseServerMessage(
      envelope("status-update", { status: "ended", timestamp: "2026-01-01T00:00:00.000Z" }),
    );
    expect(iso.message.timestamp).toBe(Date.UTC(2026, 0, 1));
    const seconds = parseServerMessage(
      envelope("status-update", { status: "ended", timestamp: 1767225600 }),
    );
    expect(seconds.message.timestamp).toBe(1767225600);
  });

  test("an end-of-call report without `analysis` (the docs' example) is accepted", () => {
    const { analysis: _none, ...report } = minimalMessages["end-of-call-report"];
    const parsed = parseServerMessage(envelope("end-of-call-report", report));
    expect(parsed.message).toMatchObject({
      type: "end-of-call-report",
      endedReason: "customer-ended-call",
    });
  });

  test("with unknownTypes: accept, a new type is returned as unknown, its common fields checked", () => {
    const parsed = parseServerMessage(envelope("call.new-thing", { detail: { a: 1 } }), {
      unknownTypes: "accept",
    });
    expect(isKnownServerMessage(parsed)).toBe(false);
    expect(parsed.message).toMatchObject({
      type: "call.new-thing",
      call: { id: "call-123" },
      detail: { a: 1 },
    });
    expect(
      isKnownServerMessage(parseServerMessage(envelope("hang", {}), { unknownTypes: "accept" })),
    ).toBe(true);
    let error: unknown;
    try {
      parseServerMessage(envelope("call.new-thing", { timestamp: "later", call: {} }), {
        unknownTypes: "accept",
      });
    } catch (caught) {
      error = caught;
    }
    expect(ServerMessageSchemaError.isInstance(error)).toBe(true);
  });

  test("an unknown message type is rejected, naming the type", () => {
    expect(issuesOf(envelope("telepathy", {}))).toEqual([
      { path: ["message", "type"], message: 'unknown server message type "telepathy"' },
    ]);
  });

  test("a body without `message` is rejected", () => {
    expect(issuesOf({ type: "hang" })).toEqual([
      { path: ["message"], message: "expected object, received undefined" },
    ]);
  });

  test("the raw body is accepted as text and as bytes", () => {
    const text = JSON.stringify(envelope("hang", {}));
    expect(parseServerMessage(text).message.type).toBe("hang");
    expect(parseServerMessage(new TextEncoder().encode(text)).message.type).toBe("hang");
    expect(parseServerMessage(new TextEncoder().encode(text).buffer).message.type).toBe("hang");
  });

  test("a body that is not JSON, or not UTF-8, is a schema error", () => {
    expect(issuesOf("{not json")).toEqual([{ path: [], message: "not UTF-8 JSON" }]);
    expect(issuesOf(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual([
      { path: [], message: "not UTF-8 JSON" },
    ]);
  });

  test("a tool call without a function name is rejected at its index", () => {
    const broken = { ...toolCall, function: { arguments: "{}" } };
    const issues = issuesOf(
      envelope("tool-calls", { toolCallList: [toolCall, broken], toolWithToolCallList: [] }),
    );
    expect(issues).toEqual([
      {
        path: ["message", "toolCallList", 1, "function", "name"],
        message: "expected string, received undefined",
      },
    ]);
  });

  test("the fields readers use are checked where present; null reads as absent", () => {
    const report = minimalMessages["end-of-call-report"];
    const accepted = parseServerMessage({
      message: {
        type: "end-of-call-report",
        ...report,
        phoneNumber: null,
        customer: { number: null },
        call: { id: "call_1", assistantId: null, customer: { number: "+14155550100" } },
        durationSeconds: 95,
        summary: null,
        artifact: { messages: [{ role: "bot", message: "Hi", secondsFromStart: 0 }] },
      },
    });
    expect(accepted.message.type).toBe("end-of-call-report");
    const issuesOf = (message: Record<string, unknown>) => {
      try {
        parseServerMessage({ message: { type: "end-of-call-report", ...report, ...message } });
        return [];
      } catch (error) {
        return ServerMessageSchemaError.isInstance(error)
          ? error.issues.map((issue) => issue.path.join("."))
          : ["thrown"];
      }
    };
    expect(issuesOf({ durationSeconds: "95" })).toEqual(["message.durationSeconds"]);
    expect(issuesOf({ call: { id: "c", assistantId: 7 } })).toEqual(["message.call.assistantId"]);
    expect(issuesOf({ phoneNumber: { id: ["pn"] } })).toEqual(["message.phoneNumber.id"]);
    expect(issuesOf({ customer: "+14155550100" })).toEqual(["message.customer"]);
    expect(issuesOf({ artifact: { messages: [{ message: "no role" }] } })).toEqual([
      "message.artifact.messages.0.role",
    ]);
    expect(issuesOf({ artifact: { transcript: 42 } })).toEqual(["message.artifact.transcript"]);
    expect(
      issuesOf({
        artifact: { messages: [{ role: "tool_calls", toolCalls: [{ function: { name: 1 } }] }] },
      }),
    ).toEqual(["message.artifact.messages.0.toolCalls.0.function.name"]);
  });

  test("an unknown type's common fields are checked as a known one's", () => {
    expect(() =>
      parseServerMessage(
        { message: { type: "call.new-thing", phoneNumber: { number: 14155550100 } } },
        { unknownTypes: "accept" },
      ),
    ).toThrow(/message\.phoneNumber\.number/);
  });

  test("a tool call as the docs write it is read in the described shape", () => {
    const { message } = parseServerMessage({
      message: {
        type: "tool-calls",
        toolWithToolCallList: [],
        toolCallList: [{ id: "abc123", name: "sendEmail", parameters: { to: "john@example.com" } }],
      },
    });
    if (message.type !== "tool-calls") throw new Error("not narrowed");
    expect(message.toolCallList).toEqual([
      {
        id: "abc123",
        type: "function",
        name: "sendEmail",
        parameters: { to: "john@example.com" },
        function: { name: "sendEmail", arguments: { to: "john@example.com" } },
      },
    ]);
    expect(readToolCallArguments(message.toolCallList[0] as never)).toEqual({
      to: "john@example.com",
    });
    // Neither shape: still refused where it fails.
    expect(() =>
      parseServerMessage({
        message: { type: "tool-calls", toolWithToolCallList: [], toolCallList: [{ id: "x" }] },
      }),
    ).toThrow(/toolCallList\.0\.function/);
  });

  test("the error says what is wrong, where, and that it is the sender's fault (400)", () => {
    try {
      parseServerMessage(envelope("transcript", { role: "user", transcriptType: "final" }));
      expect.unreachable();
    } catch (error) {
      expect(ServerMessageSchemaError.isInstance(error)).toBe(true);
      const schemaError = error as ServerMessageSchemaError;
      expect(schemaError.code).toBe("VAPI_SERVER_MESSAGE_INVALID");
      expect(schemaError.status).toBe(400);
      expect(schemaError.message).toBe(
        "not a valid server message: message.transcript: expected string, received undefined",
      );
    }
  });
});

describe("readToolCallArguments", () => {
  test("reads arguments sent as JSON text and as an object", () => {
    expect(readToolCallArguments(toolCall)).toEqual({ day: "monday" });
    expect(
      readToolCallArguments({ function: { name: "book", arguments: { day: "tuesday" } } }),
    ).toEqual({ day: "tuesday" });
  });

  test.each([
    ["text that is not JSON", "{day", "not JSON"],
    ["JSON that is not an object", "[1,2]", "expected object, received array"],
  ])("rejects %s", (_label, value, message) => {
    try {
      readToolCallArguments({ function: { arguments: value } });
      expect.unreachable();
    } catch (error) {
      expect(ServerMessageSchemaError.isInstance(error)).toBe(true);
      expect((error as ServerMessageSchemaError).issues).toEqual([
        { path: ["function", "arguments"], message },
      ]);
    }
  });
});
