import { describe, expect, it } from "vitest";
import { type DescribedSchema, SchemaInstances } from "./schema-instances.js";

// The generator the conformance test builds its bodies with: what it makes of each construct
// the platform's descriptions use, on small schemas written like theirs.

const SCHEMAS: Record<string, DescribedSchema> = {
  Message: {
    type: "object",
    required: ["type", "call"],
    properties: {
      type: { type: "string", enum: ["status-update", "other"] },
      call: { allOf: [{ $ref: "#/components/schemas/Call" }] },
      destination: {
        oneOf: [{ $ref: "#/components/schemas/Number" }, { $ref: "#/components/schemas/Sip" }],
      },
      tools: { type: "array", items: { $ref: "#/components/schemas/Tool" } },
      roles: {
        type: "array",
        enum: ["user", "bot"],
        items: { type: "string", enum: ["user", "bot"] },
      },
      note: { type: "string", nullable: true },
    },
  },
  Call: {
    type: "object",
    required: ["id", "startedAt"],
    properties: {
      id: { type: "string", format: "uuid" },
      startedAt: { type: "string", format: "date-time" },
      recordingUrl: { type: "string", format: "uri" },
      seconds: { type: "integer", minimum: 10, maximum: 20 },
      cost: { type: "number", maximum: 0.5 },
      name: { type: "string", minLength: 8, maxLength: 10 },
      handle: { type: "string", pattern: "/^[A-Z][A-Z0-9_]*$/" },
      code: { type: "string", pattern: "^\\d{3}-\\d{2}$" },
      status: { type: "object", enum: ["queued", "ended"] },
      nested: { $ref: "#/components/schemas/Nested" },
    },
  },
  Nested: {
    type: "object",
    required: ["level"],
    properties: { level: { type: "number" }, deeper: { $ref: "#/components/schemas/Nested" } },
  },
  Number: {
    type: "object",
    required: ["type", "number"],
    properties: { type: { type: "string", enum: ["number"] }, number: { type: "string" } },
  },
  Sip: {
    type: "object",
    required: ["type", "sipUri"],
    properties: { type: { type: "string", enum: ["sip"] }, sipUri: { type: "string" } },
  },
  Tool: {
    type: "object",
    discriminator: {
      propertyName: "type",
      mapping: {
        function: "#/components/schemas/FunctionTool",
        transferCall: "#/components/schemas/TransferTool",
      },
    },
    oneOf: [
      { $ref: "#/components/schemas/FunctionTool" },
      { $ref: "#/components/schemas/TransferTool" },
    ],
  },
  FunctionTool: {
    type: "object",
    required: ["type"],
    properties: { type: { type: "string", enum: ["function"] }, async: { type: "boolean" } },
  },
  TransferTool: {
    type: "object",
    required: ["type"],
    properties: { type: { type: "string", enum: ["transferCall"] } },
  },
  Loop: {
    type: "object",
    required: ["next"],
    properties: { next: { $ref: "#/components/schemas/Loop" } },
  },
};

const instances = new SchemaInstances(SCHEMAS);

type Json = Record<string, unknown>;
const make = (...args: Parameters<SchemaInstances["of"]>) => instances.of(...args) as Json;

describe("schema instances", () => {
  it("makes a minimal instance of the required fields only, all the way down", () => {
    expect(instances.of("Message", { shape: "minimal" })).toEqual({
      type: "status-update",
      call: { id: "0b5c2a7e-4f1d-4c3b-9a8e-6d7f1e2c3b4a", startedAt: "2026-03-02T15:04:05.000Z" },
    });
  });

  it("fills every field of a full instance, within its format, bounds, length and pattern", () => {
    const message = make("Message", { shape: "full" });
    expect(Object.keys(message).sort()).toEqual(
      ["call", "destination", "note", "roles", "tools", "type"].sort(),
    );
    const call = message.call as Json;
    expect(call).toMatchObject({
      recordingUrl: "https://example.com/recordingUrl",
      seconds: 15,
      cost: 0.5,
      status: "queued",
    });
    expect(call.name).toBe("namexxxx");
    expect(call.handle).toBe("VALUE");
    // No candidate matches: text made for the pattern, the same every time.
    expect(call.code).toMatch(/^\d{3}-\d{2}$/);
    expect(message.note).toBe("note");
    // An enum repeated on an array belongs to its items.
    expect(message.roles).toEqual(["user"]);
  });

  it("takes the first variant of a oneOf, or the last when asked", () => {
    const first = make("Message", { shape: "full" });
    const last = make("Message", { shape: "full", variant: "last" });
    expect(first.destination).toEqual({ type: "number", number: "number" });
    expect(last.destination).toEqual({ type: "sip", sipUri: "sipUri" });
  });

  it("puts one item of each discriminated variant in a full array, named as the mapping names it", () => {
    const message = make("Message", { shape: "full" });
    expect(message.tools).toEqual([{ type: "function", async: true }, { type: "transferCall" }]);
  });

  it("stops filling optional fields below fullDepth, and a required cycle is an error", () => {
    const shallow = make("Call", { shape: "full", fullDepth: 1 });
    expect(shallow.nested).toEqual({ level: 1 });
    const deep = make("Call", { shape: "full", fullDepth: 2 });
    expect(deep.nested).toEqual({ level: 1, deeper: { level: 1 } });
    expect(() => instances.of("Loop", { shape: "minimal" })).toThrow(/required fields cycle/);
  });

  it("gives the same instance every time", () => {
    const once = JSON.stringify(instances.of("Message", { shape: "full", variant: "last" }));
    const again = JSON.stringify(instances.of("Message", { shape: "full", variant: "last" }));
    expect(again).toBe(once);
  });

  it("names a missing schema", () => {
    expect(() => instances.of("Nowhere", { shape: "minimal" })).toThrow(/no schema named Nowhere/);
  });
});
