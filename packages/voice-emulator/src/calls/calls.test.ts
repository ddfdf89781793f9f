// Simulated phone calls against a real receiver (node:http on 127.0.0.1:0) that checks every
// server message's authentication the way the product's server does: with
// `verifyServerMessage` from `@ringline/voice-client/server`, on the raw body received.

import {
  type ServerMessageAuthenticationPlan,
  verifyOptionsFromPlan,
  verifyServerMessage,
} from "@ringline/voice-client/server";
import { afterEach, describe, expect, it } from "vitest";
import { loadPlatformDescription } from "../platform.js";
import { PlatformValidator } from "../validation.js";
import {
  describeMessage,
  type Received,
  SECRET,
  type startReceiver,
  startWithReceiver,
} from "./test-receiver.js";

type Json = Record<string, unknown>;

const validator = new PlatformValidator(loadPlatformDescription());

/** What `verifyServerMessage` says of a received message: its method, or why it refused. */
async function verification(
  item: Received,
  options: Parameters<typeof verifyServerMessage>[1],
): Promise<string> {
  try {
    return (await verifyServerMessage({ headers: item.headers, body: item.raw }, options)).method;
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

function speechTurn(path: string, role: string, partial = true): string[] {
  return [
    `${path} speech-update ${role} started`,
    ...(partial ? [`${path} transcript ${role} partial`] : []),
    `${path} transcript ${role} final`,
    `${path} speech-update ${role} stopped`,
    `${path} conversation-update`,
  ];
}

function readWav(bytes: Buffer) {
  return {
    riff: bytes.toString("ascii", 0, 4),
    wave: bytes.toString("ascii", 8, 12),
    format: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    sampleRate: bytes.readUInt32LE(24),
    bitsPerSample: bytes.readUInt16LE(34),
    dataTag: bytes.toString("ascii", 36, 40),
    dataBytes: bytes.readUInt32LE(40),
    riffBytes: bytes.readUInt32LE(4),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function setUp(
  answer: Parameters<typeof startReceiver>[0],
  options: Parameters<typeof startWithReceiver>[2] = {},
) {
  return startWithReceiver(cleanups, answer, options);
}

describe("every credential the platform offers", () => {
  const plans: ServerMessageAuthenticationPlan[] = [
    { type: "hmac", secretKey: "k1", algorithm: "sha1", signatureEncoding: "base64" },
    { type: "hmac", secretKey: "k2", algorithm: "sha512", includeTimestamp: false },
    {
      type: "hmac",
      secretKey: Buffer.from("k3 bytes").toString("base64"),
      secretIsBase64: true,
      algorithm: "sha256",
      signatureHeader: "x-vapi-signature",
      timestampHeader: "x-vapi-timestamp",
      signaturePrefix: "v1,",
      messageIdHeader: "webhook-id",
      payloadFormat: "{svix-id}.{timestamp}.{method}.{body}",
    },
    { type: "bearer", token: "t0k" },
    { type: "bearer", token: "t0k", headerName: "x-api-key", bearerPrefixEnabled: false },
  ];

  it.each(plans.map((plan) => [JSON.stringify(plan), plan] as const))(
    "%s signs every message as verifyOptionsFromPlan checks it",
    async (_label, plan) => {
      const { receiver, emulator, vapi } = await setUp(() => undefined);
      const credential = (await vapi.credential.create({
        provider: "webhook",
        name: "receiver",
        authenticationPlan: plan,
      } as never)) as { id: string };
      const assistant = await vapi.assistant.create({
        name: "Signed",
        firstMessage: "Hello",
        server: { url: `${receiver.url}/signed`, credentialId: credential.id },
      });
      const number = await vapi.phoneNumber.create({
        provider: "vapi",
        numberDesiredAreaCode: "415",
        assistantId: assistant.id,
      });
      await emulator.placeInboundCall({
        number: String(number.number),
        from: "+14155550100",
        script: ["Bye"],
      });
      expect(receiver.received.length).toBeGreaterThan(3);
      for (const item of receiver.received) {
        const options = verifyOptionsFromPlan(plan, { replayCache: false });
        expect(await verification(item, options), describeMessage(item)).toBe(plan.type);
        const other =
          plan.type === "bearer" ? { ...plan, token: "other" } : { ...plan, secretKey: "b3RoZXI=" };
        expect(await verification(item, verifyOptionsFromPlan(other))).toMatch(/^refused/);
      }
    },
  );
});

describe("simulated inbound calls", () => {
  it("delivers every message in order, signed, answers a tool call, and serves the recording", async () => {
    const { receiver, emulator, vapi } = await setUp((item) => {
      if (item.message.type !== "tool-calls") return undefined;
      const [toolCall] = item.message.toolCallList as { id: string }[];
      return { body: { results: [{ toolCallId: toolCall?.id, result: "Yes, 8pm is free." }] } };
    });
    const tool = await vapi.tool.create({
      type: "function",
      function: {
        name: "check_availability",
        description: "Checks table availability for a party",
        parameters: { type: "object", properties: { people: { type: "number" } } },
      },
      server: { url: `${receiver.url}/tools`, credentialId: "hmac-credential" },
    });
    const assistant = await vapi.assistant.create({
      name: "Bistro",
      firstMessage: "Bistro, how can I help?",
      model: { provider: "openai", model: "gpt-4o", toolIds: [tool.id] },
      server: { url: `${receiver.url}/assistant`, credentialId: "hmac-credential" },
    });
    const number = await vapi.phoneNumber.create({
      provider: "vapi",
      numberDesiredAreaCode: "415",
      assistantId: assistant.id,
    });

    const call = await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: ["Is there availability for 4 people tonight?", "Thanks, bye"],
    });

    expect(receiver.received.map(describeMessage)).toEqual([
      "/assistant status-update ringing",
      "/assistant status-update in-progress",
      ...speechTurn("/assistant", "assistant"),
      ...speechTurn("/assistant", "user"),
      "/tools tool-calls",
      "/assistant conversation-update",
      ...speechTurn("/assistant", "assistant"),
      ...speechTurn("/assistant", "user"),
      ...speechTurn("/assistant", "assistant"),
      "/assistant status-update ended",
      "/assistant end-of-call-report",
    ]);
    for (const item of receiver.received) {
      expect(await verification(item, { hmac: { secret: SECRET } }), describeMessage(item)).toBe(
        "hmac",
      );
      // Signed over these exact bytes: another secret or a changed body does not verify.
      expect(await verification(item, { hmac: { secret: "wrong" } })).toMatch(/^refused/);
      expect(
        await verification(
          { ...item, raw: item.raw.replace('"type"', '"type" ') },
          { hmac: { secret: SECRET } },
        ),
      ).toMatch(/^refused/);
      expect(validator.validateSchema("ServerMessage", { message: item.message }).errors).toEqual(
        [],
      );
    }
    const toolCalls = receiver.received.find((item) => item.message.type === "tool-calls");
    expect(toolCalls?.message.toolCallList).toEqual([
      {
        id: expect.any(String),
        type: "function",
        function: { name: "check_availability", arguments: JSON.stringify({ people: 4 }) },
      },
    ]);

    const report = receiver.received.at(-1)?.message as unknown as Json & {
      artifact: { transcript: string; recordingUrl: string; messages: Json[] };
    };
    expect(report).toMatchObject({
      type: "end-of-call-report",
      endedReason: "assistant-ended-call",
      cost: expect.any(Number),
      durationSeconds: expect.any(Number),
      summary: expect.stringContaining("check_availability"),
      recordingUrl: report.artifact.recordingUrl,
    });
    // The assistant used the tool's answer.
    expect(report.artifact.transcript).toContain("AI: check_availability says: Yes, 8pm is free.");
    expect(report.artifact.messages.map((message) => message.role)).toEqual([
      "bot",
      "user",
      "tool_calls",
      "tool_call_result",
      "bot",
      "user",
      "bot",
    ]);
    expect(call).toMatchObject({ id: report.call && (report.call as Json).id, status: "ended" });

    const download = await fetch(report.artifact.recordingUrl);
    expect(download.headers.get("content-type")).toBe("audio/wav");
    const bytes = Buffer.from(await download.arrayBuffer());
    const wav = readWav(bytes);
    expect(wav).toEqual({
      riff: "RIFF",
      wave: "WAVE",
      format: 1,
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 16,
      dataTag: "data",
      dataBytes: bytes.length - 44,
      riffBytes: bytes.length - 8,
    });
    expect(wav.dataBytes / 2 / 8000).toBeCloseTo(Number(report.durationSeconds), 0);
    const samples = new Int16Array(bytes.buffer, bytes.byteOffset + 44, wav.dataBytes / 2);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(5000);

    const logged = emulator.deliveries({ callId: call.id as string });
    expect(logged).toHaveLength(receiver.received.length);
    expect(logged.every((item) => item.state === "delivered" && item.attempts.length === 1)).toBe(
      true,
    );
  });

  it("asks the server for an assistant when the number has none, with the legacy secret", async () => {
    const { receiver, emulator, vapi } = await setUp(
      (item) =>
        item.message.type === "assistant-request"
          ? { body: { assistant: { firstMessage: "Hello from the server." } } }
          : undefined,
      { serverUrl: "/org", serverSecret: "legacy-secret" },
    );
    const number = await vapi.phoneNumber.create({ provider: "vapi" });
    await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: ["Hello?"],
    });
    expect(receiver.received.map((item) => item.message.type).slice(0, 2)).toEqual([
      "assistant-request",
      "status-update",
    ]);
    expect(receiver.received.every((item) => item.path === "/org")).toBe(true);
    for (const item of receiver.received) {
      expect(await verification(item, { legacySecret: "legacy-secret" })).toBe("legacy-secret");
    }
    const report = receiver.received.at(-1)?.message as unknown as Json & {
      artifact: { transcript: string };
    };
    expect(report.artifact.transcript.split("\n")[0]).toBe("AI: Hello from the server.");
    expect(report.endedReason).toBe("customer-ended-call");
  });

  it("ends the call when the assistant-request answers with an error", async () => {
    const { receiver, emulator, vapi } = await setUp(
      (item) =>
        item.message.type === "assistant-request" ? { body: { error: "closed today" } } : undefined,
      { serverUrl: "/org" },
    );
    const number = await vapi.phoneNumber.create({ provider: "vapi" });
    const call = await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: ["Hello?"],
    });
    expect(call.endedReason).toBe("assistant-request-returned-error");
    expect(receiver.received.map(describeMessage)).toEqual([
      "/org assistant-request",
      "/org status-update ended",
      "/org end-of-call-report",
    ]);
  });

  it("sends to the phone number's server when the assistant names none", async () => {
    const { receiver, emulator, vapi } = await setUp(() => undefined, { serverUrl: "/org" });
    const assistant = await vapi.assistant.create({ name: "Plain" });
    const number = await vapi.phoneNumber.create({
      provider: "vapi",
      assistantId: assistant.id,
      server: { url: `${receiver.url}/number` },
    });
    await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: [],
    });
    expect(new Set(receiver.received.map((item) => item.path))).toEqual(new Set(["/number"]));
  });

  it("retries a message the server refused, with backoff, until it is taken", async () => {
    let refusals = 2;
    const { receiver, emulator, vapi } = await setUp(
      (item) => {
        if (
          item.message.type === "status-update" &&
          item.message.status === "ringing" &&
          refusals > 0
        ) {
          refusals -= 1;
          return { status: 500 };
        }
        return undefined;
      },
      { serverUrl: "/org" },
    );
    const assistant = await vapi.assistant.create({ name: "Retry" });
    const number = await vapi.phoneNumber.create({ provider: "vapi", assistantId: assistant.id });
    const call = await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: [],
    });
    const ringing = emulator
      .deliveries({ callId: String(call.id), type: "status-update" })
      .find((item) => (item.message as { message: Json }).message.status === "ringing");
    expect(ringing?.state).toBe("delivered");
    expect(ringing?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    // The receiver saw the refused copies first, then everything else once, in order.
    expect(receiver.received.slice(0, 3).map(describeMessage)).toEqual([
      "/org status-update ringing",
      "/org status-update ringing",
      "/org status-update ringing",
    ]);
    expect(receiver.received[3]?.message.status).toBe("in-progress");
  });

  it("refuses to send to a non-loopback address unless allowed", async () => {
    const { receiver, emulator, vapi } = await setUp(() => undefined);
    const assistant = await vapi.assistant.create({
      name: "Far away",
      server: { url: "http://192.0.2.1/hook" },
    });
    const number = await vapi.phoneNumber.create({ provider: "vapi", assistantId: assistant.id });
    const call = await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: [],
    });
    const logged = emulator.deliveries({ callId: String(call.id) });
    expect(logged.length).toBeGreaterThan(0);
    expect(
      logged.every((item) => item.state === "refused" && item.attempts[0]?.status === null),
    ).toBe(true);
    expect(receiver.received).toEqual([]);
  });

  it("places a call from the admin endpoint and lists its deliveries there", async () => {
    const { receiver, emulator, vapi } = await setUp(() => undefined, { serverUrl: "/org" });
    const assistant = await vapi.assistant.create({ name: "Admin" });
    const number = await vapi.phoneNumber.create({ provider: "vapi", assistantId: assistant.id });
    const headers = {
      authorization: `Bearer ${emulator.privateKey}`,
      "content-type": "application/json",
    };
    const placed = await fetch(`${emulator.url}/__emulator/calls/inbound?wait=true`, {
      method: "POST",
      headers,
      body: JSON.stringify({ number: number.number, from: "+14155550100", script: ["Hi"] }),
    });
    expect(placed.status).toBe(200);
    const call = (await placed.json()) as Json;
    expect(call).toMatchObject({ status: "ended", type: "inboundPhoneCall" });
    const listed = await fetch(`${emulator.url}/__emulator/deliveries?callId=${call.id}`, {
      headers,
    });
    const deliveries = (await listed.json()) as Json[];
    expect(deliveries.map((item) => item.type)).toEqual(
      receiver.received.map((item) => item.message.type),
    );
    const unknown = await fetch(`${emulator.url}/__emulator/calls/inbound`, {
      method: "POST",
      headers,
      body: JSON.stringify({ number: "+19999999999", from: "+14155550100", script: [] }),
    });
    expect(unknown.status).toBe(404);
    const anonymous = await fetch(`${emulator.url}/__emulator/deliveries`);
    expect(anonymous.status).toBe(401);
  });
});

describe("the offline responder's answers", () => {
  it("says the prompt's sentences, never its Markdown headings or list markers", async () => {
    const { emulator, vapi } = await setUp(() => undefined, { serverUrl: "/org" });
    const assistant = await vapi.assistant.create({
      name: "Prompted",
      firstMessage: "Hello.",
      model: {
        provider: "openai",
        model: "gpt-4o",
        messages: [
          {
            role: "system",
            content: "## Qualifying callers\n- Ask callers for their budget and their area.",
          },
        ],
      },
    } as never);
    const number = await vapi.phoneNumber.create({ provider: "vapi", assistantId: assistant.id });
    const call = await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: ["What do you ask callers?"],
    });
    const said = (call.messages as Json[]).filter((message) => message.role === "bot");
    expect(said.map((message) => message.message)).toEqual([
      "Hello.",
      "Ask callers for their budget and their area.",
    ]);
  });
});

describe("calls run by a squad or a workflow given inline", () => {
  it("takes the squad's first member, or the workflow's start node with its global prompt", async () => {
    const { emulator, vapi } = await setUp(() => undefined, { serverUrl: "/org" });
    const number = await vapi.phoneNumber.create({ provider: "vapi" });
    emulator.setCallee({ number: "+14155550199", script: ["Hello?", "What do you ask callers?"] });
    const squadCall = await vapi.call.createPhone({
      phoneNumberId: number.id,
      customer: { number: "+14155550199" },
      squad: { members: [{ assistant: { name: "Member", firstMessage: "Desk here." } }] },
    } as never);
    const workflowCall = await vapi.call.createPhone({
      phoneNumberId: number.id,
      customer: { number: "+14155550199" },
      workflow: {
        name: "Intake",
        globalPrompt: "Ask callers for their budget.",
        nodes: [{ type: "conversation", name: "start", isStart: true, prompt: "Be brief." }],
        edges: [],
      },
    } as never);
    await emulator.settle();
    const said = async (id: string) =>
      (((await vapi.call.get(id)) as Json).messages as Json[])
        .filter((message) => message.role === "bot")
        .map((message) => message.message);
    expect((await said(String(squadCall.id)))[0]).toBe("Desk here.");
    expect(await said(String(workflowCall.id))).toContain("Ask callers for their budget.");
  });
});

describe("an inbound call paced on the real clock", () => {
  it("takes as long as its lines take to say, and its call record shows each line as it is said", async () => {
    const { emulator, vapi } = await setUp(() => undefined, { serverUrl: "/org" });
    const assistant = await vapi.assistant.create({ name: "Live", firstMessage: "Hello there." });
    const number = await vapi.phoneNumber.create({ provider: "vapi", assistantId: assistant.id });
    const headers = {
      authorization: `Bearer ${emulator.privateKey}`,
      "content-type": "application/json",
    };
    const began = Date.now();
    const placed = await fetch(`${emulator.url}/__emulator/calls/inbound`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        number: number.number,
        from: "+14155550100",
        script: ["Bye."],
        pace: "real",
      }),
    });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: string };

    // The greeting is on the call record while the call is still on.
    let seen: Json = {};
    while (Date.now() - began < 10_000) {
      seen = (await vapi.call.get(id)) as Json;
      if (Array.isArray(seen.messages) && seen.messages.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.status).toBe("in-progress");
    expect(seen.messages).toEqual([
      expect.objectContaining({ role: "bot", message: "Hello there." }),
    ]);

    await emulator.settle();
    const ended = (await vapi.call.get(id)) as Json;
    expect(ended.status).toBe("ended");
    // Two short lines and the pauses after them: well over a second on the real clock
    // (simulated, the same call ends in a few milliseconds).
    expect(Date.now() - began).toBeGreaterThan(1_000);

    const wrong = await fetch(`${emulator.url}/__emulator/calls/inbound`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        number: number.number,
        from: "+14155550100",
        script: [],
        pace: "fast",
      }),
    });
    expect(wrong.status).toBe(400);
  });
});

describe("simulated outbound calls", () => {
  it("lets the customer speak first on POST /call/phone", async () => {
    const { receiver, emulator, vapi } = await setUp(() => undefined, { serverUrl: "/org" });
    emulator.setCallee({ number: "+14155550123", script: ["Hello, who is this?", "Goodbye"] });
    const assistant = await vapi.assistant.create({
      name: "Caller",
      firstMessage: "Hi, this is Ringline calling about your booking.",
    });
    const number = await vapi.phoneNumber.create({ provider: "vapi" });
    const call = await vapi.call.createPhone({
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customer: { number: "+14155550123" },
    });
    await emulator.settle();
    const finals = receiver.received
      .filter(
        (item) => item.message.type === "transcript" && item.message.transcriptType === "final",
      )
      .map((item) => `${item.message.role}: ${item.message.transcript}`);
    expect(finals).toEqual([
      "user: Hello, who is this?",
      "assistant: Hi, this is Ringline calling about your booking.",
      "user: Goodbye",
      "assistant: Thank you for calling. Goodbye!",
    ]);
    expect(await vapi.call.get(call.id)).toMatchObject({
      status: "ended",
      endedReason: "assistant-ended-call",
    });
  });
});
