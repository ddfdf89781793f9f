import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  loadPlatformDescription,
  PlatformValidator,
  signServerMessageHeaders,
} from "@ringline/voice-emulator";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerCredentialSetting } from "../../core/config.js";
import type { Database } from "../../db/database.js";
import { createTestApp, settle, type TestApp } from "../../test/app.js";
import { testDatabaseTargets } from "../../test/databases.js";
import {
  type DescribedSchema,
  type InstanceOptions,
  SchemaInstances,
} from "../../test/schema-instances.js";
import { type LiveOwner, SECRET, SERVER_MESSAGES, withLiveOwner } from "../test-support.js";

// Conformance to the platform's description: every server message it describes, made from its
// schema (the required fields only, and every field), is delivered signed through the real HTTP
// stack, for a call of a live receptionist and for a call the product does not know. Each must
// be answered 200, and the answer of each message the platform waits on must be what the
// description says that answer is. The list of messages and of answers is read from the
// description (the emulator's vendored copy, which a fresh clone has), so a type added there is
// covered here without a change. The docs' own examples (src/test/fixtures/server-messages) go
// the same way.

const description = loadPlatformDescription();
const validator = new PlatformValidator(description);
const instances = new SchemaInstances(description.schemas);
const REFERENCE = "#/components/schemas/";

type Json = Record<string, unknown>;

function referencedNames(schema: DescribedSchema, property: string): string[] {
  const variants = (schema.properties as Record<string, { oneOf?: Array<{ $ref?: string }> }>)[
    property
  ]?.oneOf;
  return (variants ?? []).map((variant) => String(variant.$ref).replace(REFERENCE, ""));
}

function typesOf(schemaName: string): string[] {
  const type = (instances.schema(schemaName).properties as Record<string, DescribedSchema>).type;
  return Array.isArray(type?.enum) ? (type.enum as string[]) : [];
}

/** Each server message the description lists: a `ServerMessage*` schema and one `type` of it. */
const MESSAGES = referencedNames(instances.schema("ServerMessage"), "message").flatMap((schema) =>
  typesOf(schema).map((type) => ({ schema, type })),
);

/**
 * The answer schema of each message type the platform waits on: `ServerMessageResponse`'s
 * variants, each named after the message it answers (`ServerMessageResponseToolCalls` answers
 * `ServerMessageToolCalls`, whose `type` is `tool-calls`).
 */
const ANSWERS = new Map(
  referencedNames(instances.schema("ServerMessageResponse"), "messageResponse").flatMap(
    (response) =>
      typesOf(response.replace("ServerMessageResponse", "ServerMessage")).map(
        (type) => [type, response] as const,
      ),
  ),
);

/**
 * The one answer that is not JSON: a voice request gets raw PCM audio (1 channel, 16-bit, at
 * the request's sample rate), as its described answer `{ data }` itself says.
 */
const AUDIO_ANSWER = "voice-request";

// Every field of the message, of its objects (the call, the artifact) and of theirs (the call's
// assistant); the required ones below that (bodies of up to 36 KB). A level more doubles the
// time (bodies of up to 110 KB) for parts of the assistant's configuration the product never
// reads.
const FULL_DEPTH = 3;

const SHAPES: Array<{ name: string; options: InstanceOptions }> = [
  { name: "required fields", options: { shape: "minimal" } },
  { name: "every field", options: { shape: "full", variant: "first", fullDepth: FULL_DEPTH } },
  {
    name: "every field, last variants",
    options: { shape: "full", variant: "last", fullDepth: FULL_DEPTH },
  },
];

/**
 * The headers that sign a delivery, as the platform's HMAC credential does (sha256 of
 * `{timestamp}.{body}`, hex). Every delivery of this file is signed here, and only here.
 */
function sign(body: string): Record<string, string> {
  return signServerMessageHeaders(body, { secretKey: SECRET, algorithm: "sha256" });
}

/** A credential the settings may choose, and what the platform sends with it. */
interface Credential {
  name: string;
  setting: ServerCredentialSetting;
  headers(body: string): Record<string, string>;
}

/**
 * The platform's headers for a credential made with `setting` (the plan the product gives it,
 * its secret added): HMAC signed by the emulator with that plan, a Bearer token as sent. A
 * delivery is signed once: a redelivery sends the same headers.
 */
function platformHeaders(setting: ServerCredentialSetting): Credential["headers"] {
  if (setting.type === "bearer") {
    return () => ({
      [setting.headerName ?? "authorization"]:
        setting.bearerPrefixEnabled === false ? SECRET : `Bearer ${SECRET}`,
    });
  }
  return (body) =>
    signServerMessageHeaders(
      body,
      { ...setting, secretKey: SECRET },
      { url: `http://ringline.test${SERVER_MESSAGES}`, messageId: `msg_${randomUUID()}` },
    );
}

const CREDENTIALS: Credential[] = [
  { type: "hmac", algorithm: "sha1", signatureEncoding: "base64", includeTimestamp: false },
  {
    type: "hmac",
    algorithm: "sha512",
    signatureHeader: "x-vapi-signature",
    signaturePrefix: "v1,",
    messageIdHeader: "webhook-id",
    payloadFormat: "{svix-id}.{timestamp}.{method}.{url}.{body}",
  },
  { type: "bearer" },
  { type: "bearer", headerName: "x-api-key", bearerPrefixEnabled: false },
].map((setting) => ({
  name: JSON.stringify(setting),
  setting: setting as ServerCredentialSetting,
  headers: platformHeaders(setting as ServerCredentialSetting),
}));

function send(app: TestApp, body: string, headers: Record<string, string> = sign(body)) {
  return request(app)
    .post(SERVER_MESSAGES)
    .set("content-type", "application/json")
    .set(headers)
    .send(body);
}

/** `message` as a message about a call of `owner`'s receptionist (its other fields kept). */
function ofKnownCall(message: Json, owner: LiveOwner, callId: string): Json {
  const call = (message.call ?? {}) as Json;
  const phoneNumber = (message.phoneNumber ?? {}) as Json;
  return {
    ...message,
    call: {
      ...call,
      id: callId,
      assistantId: owner.assistantId,
      phoneNumberId: owner.phoneNumberId,
    },
    phoneNumber: { ...phoneNumber, id: owner.phoneNumberId, number: owner.number },
  };
}

/** `message` with a fresh call id, when it has a call (ids otherwise as generated: unknown). */
function ofUnknownCall(message: Json, callId: string): Json {
  if (message.call === undefined) return message;
  return { ...message, call: { ...(message.call as Json), id: callId } };
}

/** The instance of one shape, its `type` set (the description leaves it optional on some). */
function instanceOf(schema: string, type: string, options: InstanceOptions): Json {
  return { ...(instances.of(schema, options) as Json), type };
}

describe("the description the conformance test reads", () => {
  it("lists every server message and the answers the platform waits on", () => {
    // Fewer means the loader read something else: the 2025-08 description had 23 messages.
    expect(new Set(MESSAGES.map((message) => message.schema)).size).toBeGreaterThanOrEqual(23);
    expect(MESSAGES.map((message) => message.type)).toEqual(
      expect.arrayContaining(["assistant-request", "tool-calls", "end-of-call-report"]),
    );
    expect([...ANSWERS.keys()]).toEqual(
      expect.arrayContaining(["assistant-request", "tool-calls", "transfer-destination-request"]),
    );
    expect(ANSWERS.has(AUDIO_ANSWER)).toBe(true);
  });

  it.each(MESSAGES)("makes instances of $type valid against $schema", ({ schema, type }) => {
    for (const { options } of SHAPES) {
      const result = validator.validateSchema(schema, instanceOf(schema, type, options));
      expect(result.errors).toEqual([]);
    }
  });
});

const FIXTURES_DIR = fileURLToPath(
  new URL("../../test/fixtures/server-messages/", import.meta.url),
);
const FIXTURES = readdirSync(FIXTURES_DIR)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => ({
    file,
    message: (JSON.parse(readFileSync(`${FIXTURES_DIR}${file}`, "utf8")) as { message: Json })
      .message,
  }));

describe.each(testDatabaseTargets)("server messages as described, on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let owner: LiveOwner;
  withLiveOwner(target, (suite) => {
    ({ db, app, owner } = suite);
  });

  const storedCount = () => db.prisma.webhookLog.count({ where: { source: "voice" } });
  // By the stored body, not the key: a message without a timestamp is keyed by its hash.
  const storedOf = (callId: string) =>
    db.prisma.webhookLog.findMany({
      where: { source: "voice", payload: { path: ["message", "call", "id"], equals: callId } },
    });

  /**
   * Checks the answer: the described one for a message the platform waits on (audio for a voice
   * request), else the acknowledgement.
   */
  function expectAnswer(type: string, response: request.Response, message: Json) {
    if (type === AUDIO_ANSWER) {
      expect(response.headers["content-type"]).toMatch(/^application\/octet-stream/);
      const rate = typeof message.sampleRate === "number" ? message.sampleRate : 24_000;
      // A tenth of a second of 16-bit samples: silence, the receptionist has no custom voice.
      expect(response.body).toEqual(Buffer.alloc(Math.round(rate / 10) * 2));
      return;
    }
    const answer = ANSWERS.get(type);
    if (answer === undefined) {
      expect(response.body).toEqual({ received: true, duplicate: false });
      return;
    }
    const result = validator.validateSchema(answer, response.body);
    expect(result.errors, `answer ${JSON.stringify(response.body)}`).toEqual([]);
  }

  const cases = MESSAGES.flatMap(({ schema, type }) =>
    SHAPES.flatMap((shape) =>
      (["known", "unknown"] as const).map((call) => ({ schema, type, shape, call })),
    ),
  );

  it.each(cases)(
    "answers $type ($shape.name), call $call",
    async ({ schema, type, shape, call }) => {
      const callId = randomUUID();
      const generated = instanceOf(schema, type, shape.options);
      const message =
        call === "known" ? ofKnownCall(generated, owner, callId) : ofUnknownCall(generated, callId);
      const before = await storedCount();
      const response = await send(app, JSON.stringify({ message }));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expectAnswer(type, response, message);
      // Stored once, and as the call of its owner when it is one.
      expect(await storedCount()).toBe(before + 1);
      if (message.call === undefined) return;
      const [row] = await storedOf(callId);
      expect(row?.customerId).toBe(call === "known" ? owner.customerId : null);
      if (type === "end-of-call-report") {
        await settle(app);
        const logs = await db.prisma.callLog.findMany({ where: { callId } });
        expect(logs.map((log) => log.customerId)).toEqual(
          call === "known" ? [owner.customerId] : [],
        );
        // Applied for its owner; kept, visible and replayable, for a call of no one known.
        const [applied] = await storedOf(callId);
        expect(applied?.status).toBe(call === "known" ? "processed" : "failed");
      }
    },
  );

  it.each(FIXTURES)("takes the docs' example $file, once", async ({ file, message: example }) => {
    const callId = randomUUID();
    const message = ofKnownCall(example, owner, callId);
    const body = JSON.stringify({ message });
    const type = String(message.type);
    const response = await send(app, body);
    expect(response.status, `${file}: ${JSON.stringify(response.body)}`).toBe(200);
    expectAnswer(type, response, message);
    // The platform retrying: the same answer again (an acknowledgement says it is a duplicate).
    const again = await send(app, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(
      response.body.received === true ? { received: true, duplicate: true } : response.body,
    );
    await settle(app);
    // Stored once, for the owner, and applied (a report: one call log).
    const rows = await storedOf(callId);
    expect(rows.map((row) => [row.customerId, row.status])).toEqual([
      [owner.customerId, "processed"],
    ]);
    if (type === "end-of-call-report") {
      const logs = await db.prisma.callLog.findMany({ where: { callId } });
      expect(logs.map((log) => log.customerId)).toEqual([owner.customerId]);
    }
  });

  // Each credential the settings may choose, on two instances of one database: the docs' example
  // delivered to one, and the same bytes to the other (the platform retrying elsewhere).
  describe.each(CREDENTIALS)("with the credential $name, on two instances", (credential) => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(() => {
      const options = { receptionist: { serverCredential: credential.setting } };
      first = createTestApp(db, options);
      second = createTestApp(db, options);
    });
    afterAll(async () => {
      await Promise.all([settle(first), settle(second)]);
    });

    it.each(FIXTURES)("$file: 200 on each, the same answer, applied once", async ({ message }) => {
      const callId = randomUUID();
      const body = JSON.stringify({ message: ofKnownCall(message, owner, callId) });
      const headers = credential.headers(body);
      const once = await send(first, body, headers);
      expect(once.status, JSON.stringify(once.body)).toBe(200);
      const again = await send(second, body, headers);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(
        once.body.received === true ? { received: true, duplicate: true } : once.body,
      );
      await Promise.all([settle(first), settle(second)]);
      expect((await storedOf(callId)).map((row) => row.status)).toEqual(["processed"]);
      if (message.type === "end-of-call-report") {
        expect(await db.prisma.callLog.count({ where: { callId } })).toBe(1);
      }
      // Without the credential: refused, on either instance.
      await send(second, body, {}).expect(401);
    });
  });
});
