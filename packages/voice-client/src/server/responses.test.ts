import { describe, expect, test } from "vitest";
import {
  type AssistantRequestReply,
  createAssistantRequestResponse,
  createToolCallsResponse,
  type ToolCallOutcome,
} from "./responses.js";

describe("createToolCallsResponse", () => {
  test("answers `{ results: [{ toolCallId, result | error }] }`, in order", () => {
    expect(
      createToolCallsResponse([
        { toolCallId: "call_1", result: "Booked for 9:30." },
        { toolCallId: "call_2", error: "No slot left today." },
      ]),
    ).toEqual({
      results: [
        { toolCallId: "call_1", result: "Booked for 9:30." },
        { toolCallId: "call_2", error: "No slot left today." },
      ],
    });
  });

  test("a result that is not text is sent as its JSON text", () => {
    const { results } = createToolCallsResponse([
      { toolCallId: "call_1", result: { slot: "09:30", confirmed: true } },
      { toolCallId: "call_2", result: 0 },
      { toolCallId: "call_3", result: null },
    ]);
    expect(results.map((entry) => entry.result)).toEqual([
      '{"slot":"09:30","confirmed":true}',
      "0",
      "null",
    ]);
  });

  test("name and metadata are passed on; absent ones leave no key behind", () => {
    const { results } = createToolCallsResponse([
      { toolCallId: "call_1", name: "book", result: "ok", metadata: { bookingId: "b_1" } },
      { toolCallId: "call_2", result: "ok" },
    ]);
    expect(results[0]).toEqual({
      toolCallId: "call_1",
      name: "book",
      result: "ok",
      metadata: { bookingId: "b_1" },
    });
    expect(Object.keys(results[1] ?? {})).toEqual(["toolCallId", "result"]);
  });

  test.each([
    ["both result and error", { toolCallId: "call_1", result: "ok", error: "no" }],
    ["neither result nor error", { toolCallId: "call_1" }],
    ["no toolCallId", { toolCallId: "", result: "ok" }],
  ])("throws on an outcome with %s", (_label, outcome) => {
    expect(() => createToolCallsResponse([outcome as unknown as ToolCallOutcome])).toThrow(
      TypeError,
    );
  });
});

describe("createAssistantRequestResponse", () => {
  const assistant = { name: "Front desk", firstMessage: "Hello!" };
  const overrides = { variableValues: { name: "Ada" } };

  test.each([
    [{ assistantId: "asst_1" }],
    [{ assistantId: "asst_1", assistantOverrides: overrides }],
    [{ assistant }],
    [{ assistant, assistantOverrides: overrides }],
    [{ squadId: "squad_1", squadOverrides: overrides }],
    [{ squad: { members: [{ assistantId: "asst_1" }] } }],
    [{ workflowId: "wf_1" }],
    [{ workflow: { name: "Intake", nodes: [], edges: [] } }],
    [{ destination: { type: "number", number: "+14155550100" } }],
    [{ error: "Sorry, this line is closed." }],
  ] as unknown as [AssistantRequestReply][])("%o is answered as given", (reply) => {
    expect(createAssistantRequestResponse(reply)).toEqual(reply);
  });

  test("keys given as undefined are left out of the answer", () => {
    const reply = {
      assistantId: "asst_1",
      assistantOverrides: undefined,
    } as unknown as AssistantRequestReply;
    expect(Object.keys(createAssistantRequestResponse(reply))).toEqual(["assistantId"]);
  });

  test.each([
    ["no choice", {}],
    ["two choices", { assistantId: "asst_1", squadId: "squad_1" }],
    ["an id and an inline definition", { assistantId: "asst_1", assistant }],
    ["overrides of another kind", { assistantId: "asst_1", squadOverrides: overrides }],
    ["overrides with an error", { error: "closed", assistantOverrides: overrides }],
  ])("throws on %s", (_label, reply) => {
    expect(() => createAssistantRequestResponse(reply as unknown as AssistantRequestReply)).toThrow(
      TypeError,
    );
  });
});
