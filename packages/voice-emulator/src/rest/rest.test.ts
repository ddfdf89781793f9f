// Contract tests: the product's REST client (@ringline/voice-client) against the emulator,
// every group, every method. The emulator runs with `validateAnswers`, so any answer that
// does not match its described response schema comes back as a 500 and fails the call.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createVoicePlatformClient, voicePlatformOperations } from "@ringline/voice-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVoiceEmulator, type VoiceEmulator } from "../index.js";

type Json = Record<string, unknown>;
type Method = (...arguments_: unknown[]) => Promise<unknown>;
type LooseClient = Record<string, Record<string, Method>>;

let emulator: VoiceEmulator;
let vapi: LooseClient;
const called = new Set<string>();

// Records which operations a test exercised, so the last test can check all were.
function track(client: LooseClient): LooseClient {
  const wrapped: LooseClient = {};
  for (const [group, methods] of Object.entries(client)) {
    wrapped[group] = {};
    for (const [name, method] of Object.entries(methods)) {
      // biome-ignore lint/style/noNonNullAssertion: same keys as the client's
      wrapped[group]![name] = (...arguments_) => {
        called.add(`${group}.${name}`);
        return method(...arguments_);
      };
    }
  }
  return wrapped;
}

async function call<T = Json>(group: string, name: string, ...arguments_: unknown[]): Promise<T> {
  const method = vapi[group]?.[name];
  if (method === undefined) throw new Error(`no method ${group}.${name}`);
  return (await method(...arguments_)) as T;
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; body: Json }> {
  try {
    await promise;
  } catch (error) {
    const { status, body } = error as { status: number; body: Json };
    return { status, body };
  }
  throw new Error("expected the call to fail");
}

beforeAll(async () => {
  emulator = await startVoiceEmulator({ validateAnswers: true });
  vapi = track(
    createVoicePlatformClient({
      token: emulator.privateKey,
      baseUrl: emulator.url,
      maxRetries: 0,
    }) as unknown as LooseClient,
  );
});

afterAll(async () => {
  await emulator.close();
});

describe("assistants", () => {
  it("creates, gets, lists, merges on PATCH, replaces on PUT and deletes", async () => {
    const created = await call("assistant", "create", {
      name: "Front desk",
      firstMessage: "Hello!",
      voicemailMessage: "Call back later",
    });
    expect(created).toMatchObject({ name: "Front desk", orgId: emulator.orgId });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await call("assistant", "get", created.id)).toEqual(created);

    const patched = await call("assistant", "update", created.id, { firstMessage: "Hi!" });
    expect(patched).toMatchObject({ name: "Front desk", firstMessage: "Hi!" });
    expect(patched.createdAt).toBe(created.createdAt);

    const replaced = await call("assistant", "replace", created.id, { name: "Replaced" });
    expect(replaced.name).toBe("Replaced");
    expect(replaced).not.toHaveProperty("firstMessage");
    expect(replaced.id).toBe(created.id);

    const listed = await call<Json[]>("assistant", "list", { limit: 10 });
    expect(listed.map((item) => item.id)).toContain(created.id);

    const versions = await call<{ results: Json[] }>("assistant", "listVersions", created.id, {});
    expect(versions.results.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions.results[1]).toMatchObject({ assistantId: created.id, firstMessage: "Hi!" });

    await call("assistant", "delete", created.id);
    expect((await failure(call("assistant", "get", created.id))).status).toBe(404);
  });

  it("rejects an invalid body with the platform's 400 shape", async () => {
    const { status, body } = await failure(call("assistant", "create", { name: 42 }));
    expect(status).toBe(400);
    expect(body).toEqual({
      message: ["name must be string"],
      error: "Bad Request",
      statusCode: 400,
    });
  });

  it("answers 404 in the platform's shape for an unknown id", async () => {
    const { status, body } = await failure(call("assistant", "get", "no-such-id"));
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Assistant not found", error: "Not Found", statusCode: 404 });
  });

  it("filters lists by the described date filters and limit", async () => {
    const first = await call("assistant", "create", { name: "First" });
    const second = await call("assistant", "create", { name: "Second" });
    const newer = await call<Json[]>("assistant", "list", {
      createdAtGe: second.createdAt,
      limit: 1000,
    });
    expect(newer.map((item) => item.id)).toContain(second.id);
    expect(newer.every((item) => String(item.createdAt) >= String(second.createdAt))).toBe(true);
    const one = await call<Json[]>("assistant", "list", { limit: 1 });
    expect(one).toHaveLength(1);
    expect([first.id, second.id]).toContain(one[0]?.id);
  });
});

describe("v2 lists", () => {
  it("paginates with results and metadata", async () => {
    for (const name of ["P1", "P2", "P3"]) await call("assistant", "create", { name });
    const page = await call<{ results: Json[]; metadata: Json }>("v2", "listAssistants", {
      limit: 2,
      page: 1,
    });
    expect(page.results).toHaveLength(2);
    expect(page.metadata).toMatchObject({ itemsPerPage: 2, currentPage: 1, hasNextPage: true });
    expect(Number(page.metadata.totalItems)).toBeGreaterThanOrEqual(3);

    const number = await call("phoneNumber", "create", { provider: "vapi" });
    const numbers = await call<{ results: Json[] }>("v2", "listPhoneNumbers", { limit: 100 });
    expect(numbers.results.map((item) => item.id)).toContain(number.id);
    const calls = await call<{ results: Json[] }>("v2", "listCalls", { limit: 5 });
    expect(Array.isArray(calls.results)).toBe(true);
    const metadata = await call<{ results: Json[] }>("v2", "listCallMetadata", {});
    expect(Array.isArray(metadata.results)).toBe(true);
    expect(Array.isArray(await call("v2", "exportCalls", {}))).toBe(true);
  });
});

describe("keys", () => {
  it("refuses a wrong key with 401", async () => {
    const stranger = createVoicePlatformClient({
      token: "wrong",
      baseUrl: emulator.url,
      maxRetries: 0,
    }) as unknown as LooseClient;
    const { status, body } = await failure(stranger.assistant?.list?.({}) ?? Promise.resolve());
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: "Unauthorized", statusCode: 401 });
  });

  it("lets the public key start web calls and nothing else", async () => {
    const assistant = await call("assistant", "create", { name: "Web" });
    const browser = createVoicePlatformClient({
      token: emulator.publicKey,
      baseUrl: emulator.url,
      maxRetries: 0,
    }) as unknown as LooseClient;
    const web = (await browser.call?.createWeb?.({ assistantId: assistant.id })) as Json;
    called.add("call.createWeb");
    expect(web).toMatchObject({ type: "webCall", assistantId: assistant.id });
    expect(String(web.webCallUrl)).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
    expect((await failure(browser.assistant?.list?.({}) ?? Promise.resolve())).status).toBe(401);
  });
});

describe("phone numbers", () => {
  it("provisions an E.164 number in the requested area code", async () => {
    const number = await call("phoneNumber", "create", {
      provider: "vapi",
      numberDesiredAreaCode: "212",
      name: "NYC",
    });
    expect(number.number).toMatch(/^\+1212[2-9]\d{6}$/);
    expect(await call("phoneNumber", "get", number.id)).toEqual(number);
    const updated = await call("phoneNumber", "update", number.id, { name: "Renamed" });
    expect(updated).toMatchObject({ name: "Renamed", number: number.number });
    const listed = await call<Json[]>("phoneNumber", "list", {});
    expect(listed.map((item) => item.id)).toContain(number.id);
    await call("phoneNumber", "delete", number.id);
    expect((await failure(call("phoneNumber", "get", number.id))).status).toBe(404);
  });

  it("keeps the number given on Twilio and Vonage imports", async () => {
    const credential = await call("credential", "create", {
      provider: "vonage",
      apiKey: "key",
      apiSecret: "secret",
    });
    const twilio = await call("phoneNumber", "importTwilio", {
      twilioPhoneNumber: "+14155550001",
      twilioAccountSid: "AC123",
      twilioAuthToken: "token",
    });
    expect(twilio).toMatchObject({ provider: "twilio", number: "+14155550001" });
    const vonage = await call("phoneNumber", "importVonage", {
      vonagePhoneNumber: "+14155550002",
      credentialId: credential.id,
    });
    expect(vonage).toMatchObject({ provider: "vonage", number: "+14155550002" });
    const again = await failure(
      call("phoneNumber", "importTwilio", {
        twilioPhoneNumber: "+14155550001",
        twilioAccountSid: "AC123",
      }),
    );
    expect(again.status).toBe(409);
  });
});

describe("files and knowledge bases", () => {
  it("uploads multipart, serves the bytes back, and lets knowledge bases reference them", async () => {
    const text = "Our opening hours are 9 to 5 on weekdays.";
    const file = await call("file", "create", {
      file: new File([text], "hours.txt", { type: "text/plain" }),
    });
    expect(file).toMatchObject({ name: "hours.txt", bytes: text.length, mimetype: "text/plain" });
    const download = await fetch(String(file.url));
    expect(await download.text()).toBe(text);
    const older = await call("file", "upload", { file: new File(["x"], "x.txt") });
    expect(older.name).toBe("x.txt");
    expect(await call("file", "get", file.id)).toMatchObject({ id: file.id });
    expect(await call("file", "update", file.id, { name: "renamed.txt" })).toMatchObject({
      name: "renamed.txt",
    });
    const listed = await call<Json[]>("file", "list", { purpose: "knowledge-base" });
    expect(Array.isArray(listed)).toBe(true);

    // In the current description, knowledge bases that name files live on query tools.
    const knowledge = (fileIds: string[]) => ({
      type: "query",
      function: { name: "faq" },
      knowledgeBases: [{ name: "faq", provider: "google", description: "FAQ", fileIds }],
    });
    const query = await call("tool", "create", knowledge([String(file.id)]));
    expect(query).toMatchObject({ type: "query" });
    const missing = await failure(call("tool", "create", knowledge(["nope"])));
    expect(missing).toMatchObject({ status: 400, body: { message: ["file nope not found"] } });

    const base = await call("knowledgeBase", "create", {
      provider: "trieve",
      name: "FAQ",
      createPlan: { type: "import", providerId: "dataset-1" },
    });
    expect(await call("knowledgeBase", "get", base.id)).toMatchObject({ provider: "trieve" });
    expect(await call("knowledgeBase", "update", base.id, { name: "FAQ 2" })).toMatchObject({
      name: "FAQ 2",
    });
    expect((await call<Json[]>("knowledgeBase", "list", {})).length).toBeGreaterThan(0);
    await call("knowledgeBase", "delete", base.id);
    await call("file", "delete", older.id);
    expect((await failure(call("file", "get", older.id))).status).toBe(404);
  });
});

describe("faults", () => {
  it("answers 429 with Retry-After, then recovers once the fault is used up", async () => {
    emulator.faults.add({
      method: "GET",
      path: "/squad",
      status: 429,
      retryAfterSeconds: 7,
      times: 1,
    });
    const response = await fetch(`${emulator.url}/squad`, {
      headers: { authorization: `Bearer ${emulator.privateKey}` },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.json()).toMatchObject({ statusCode: 429 });
    expect(Array.isArray(await call("squad", "list", {}))).toBe(true);
  });

  it("answers 503 on a path template and drops connections, through the admin endpoint", async () => {
    const headers = {
      authorization: `Bearer ${emulator.privateKey}`,
      "content-type": "application/json",
    };
    const added = await fetch(`${emulator.url}/__emulator/faults`, {
      method: "POST",
      headers,
      body: JSON.stringify({ path: "/tool/{id}", status: 503 }),
    });
    expect(added.status).toBe(201);
    expect((await failure(call("tool", "get", "anything"))).status).toBe(503);
    await fetch(`${emulator.url}/__emulator/faults`, { method: "DELETE", headers });
    expect((await failure(call("tool", "get", "anything"))).status).toBe(404);

    emulator.faults.add({ path: "/workflow", drop: true, times: 1 });
    await expect(fetch(`${emulator.url}/workflow`, { headers })).rejects.toThrow();
    expect(emulator.faults.list()).toEqual([]);
  });

  it("adds latency before answering", async () => {
    const fault = emulator.faults.add({ path: "/token", latencyMs: 50, times: 1 });
    expect(fault.remaining).toBe(1);
    expect(Array.isArray(await call("token", "list", {}))).toBe(true);
    // The fault was taken by that request: latency applies per request, then expires.
    expect(emulator.faults.list().find((item) => item.id === fault.id)).toBeUndefined();
  });
});

describe("every other group", () => {
  it("squads, workflows, sessions and structured outputs", async () => {
    const assistant = await call("assistant", "create", { name: "Member" });
    const squad = await call("squad", "create", { members: [{ assistantId: assistant.id }] });
    expect(await call("squad", "get", squad.id)).toMatchObject({ id: squad.id });
    // The description requires `members` on updates too.
    expect(
      await call("squad", "update", squad.id, { name: "Team", members: squad.members }),
    ).toMatchObject({ name: "Team" });
    await call("squad", "delete", squad.id);

    const workflow = await call("workflow", "create", { name: "Flow", nodes: [], edges: [] });
    expect(await call<Json[]>("workflow", "list")).toContainEqual(workflow);
    expect(await call("workflow", "get", workflow.id)).toEqual(workflow);
    expect(await call("workflow", "update", workflow.id, { name: "Flow 2" })).toMatchObject({
      name: "Flow 2",
    });
    await call("workflow", "delete", workflow.id);

    const session = await call("session", "create", { name: "S", assistantId: assistant.id });
    const sessions = await call<{ results: Json[] }>("session", "list", {
      assistantId: assistant.id,
    });
    expect(sessions.results.map((item) => item.id)).toEqual([session.id]);
    expect(await call("session", "get", session.id)).toEqual(session);
    expect(await call("session", "update", session.id, { name: "T" })).toMatchObject({ name: "T" });
    await call("session", "delete", session.id);

    const output = await call("structuredOutput", "create", {
      name: "Outcome",
      schema: { type: "string" },
    });
    expect((await call<{ results: Json[] }>("structuredOutput", "list", {})).results).toHaveLength(
      1,
    );
    expect(await call("structuredOutput", "get", output.id)).toEqual(output);
    expect(
      // The description makes `schemaOverride` a required query parameter.
      await call(
        "structuredOutput",
        "update",
        output.id,
        { name: "Outcome 2" },
        {
          schemaOverride: "false",
        },
      ),
    ).toMatchObject({ name: "Outcome 2" });
    await call("structuredOutput", "delete", output.id);
  });

  it("calls, chats and campaigns", async () => {
    const assistant = await call("assistant", "create", {
      name: "Chatty",
      model: {
        provider: "openai",
        model: "gpt-4o",
        messages: [{ role: "system", content: "We deliver pizza until midnight." }],
      },
    });
    const number = await call("phoneNumber", "create", { provider: "vapi" });
    const outbound = await call("call", "createPhone", {
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customer: { number: "+14155550199" },
    });
    expect(outbound).toMatchObject({ type: "outboundPhoneCall" });
    const created = await call("call", "create", {
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customer: { number: "+14155550198" },
    });
    await emulator.settle();
    const ended = await call("call", "get", outbound.id);
    expect(ended).toMatchObject({ status: "ended", endedReason: expect.any(String) });
    expect(await call<Json[]>("call", "list", { assistantId: assistant.id })).toHaveLength(2);
    expect(await call("call", "update", created.id, { name: "Renamed" })).toMatchObject({
      name: "Renamed",
    });
    await call("call", "delete", created.id, {});

    const chat = await call("chat", "create", {
      assistantId: assistant.id,
      input: "Until when do you deliver pizza?",
    });
    expect(chat.output).toEqual([
      { role: "assistant", content: "We deliver pizza until midnight." },
    ]);
    expect((await call<{ results: Json[] }>("chat", "list", {})).results).toHaveLength(1);
    expect(await call("chat", "get", chat.id)).toEqual(chat);
    await call("chat", "delete", chat.id);
    const response = await call("chat", "createResponse", {
      assistantId: assistant.id,
      input: "pizza?",
    });
    expect(response).toMatchObject({ object: "response", status: "completed" });
    const web = await call("chat", "createWeb", { assistantId: assistant.id, input: "pizza?" });
    expect(web.output).toEqual([
      { role: "assistant", content: "We deliver pizza until midnight." },
    ]);
    expect(
      await call("chat", "createWebResponse", { assistantId: assistant.id, input: "pizza?" }),
    ).toMatchObject({ object: "response" });

    const campaign = await call("campaign", "create", {
      name: "Reminders",
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customers: [{ number: "+14155550101" }, { number: "+14155550102" }],
    });
    await emulator.settle();
    const done = await call("campaign", "get", campaign.id);
    expect(done).toMatchObject({ status: "ended", callsCounterEnded: 2 });
    expect((await call<{ results: Json[] }>("campaign", "list", {})).results).toHaveLength(1);
    expect(await call("campaign", "update", campaign.id, { name: "R2" })).toMatchObject({
      name: "R2",
    });
    await call("campaign", "delete", campaign.id);
  });

  it("tools and templates", async () => {
    const tool = await call("tool", "create", {
      type: "function",
      function: { name: "lookup_order", description: "Looks up an order" },
    });
    expect(await call("tool", "get", tool.id)).toEqual(tool);
    expect(await call<Json[]>("tool", "list", {})).toContainEqual(tool);
    expect(
      await call("tool", "update", tool.id, { function: { name: "find_order" } }),
    ).toMatchObject({ type: "function", function: { name: "find_order" } });
    await call("tool", "delete", tool.id);

    // The description takes a list of templates (and answers with the first).
    const template = await call("template", "create", [{ type: "tool", name: "Weather" }]);
    expect(await call("template", "get", template.id)).toEqual(template);
    expect(await call<Json[]>("template", "list", {})).toHaveLength(1);
    expect(await call<Json[]>("template", "listPinned")).toEqual([]);
    expect(
      await call("template", "update", template.id, { type: "tool", name: "W" }),
    ).toMatchObject({
      name: "W",
    });
    await call("template", "delete", template.id);
  });

  it("test suites with their tests and runs", async () => {
    const suite = await call("testSuite", "create", { name: "Smoke" });
    expect(await call("testSuite", "get", suite.id)).toEqual(suite);
    expect((await call<{ results: Json[] }>("testSuite", "list", {})).results).toHaveLength(1);
    expect(await call("testSuite", "update", suite.id, { name: "Smoke 2" })).toMatchObject({
      name: "Smoke 2",
    });
    const test = await call("testSuite", "createTest", suite.id, {
      type: "voice",
      script: "Ask for the hours",
      scorers: [{ type: "ai", rubric: "Gives the hours" }],
    });
    expect(await call("testSuite", "getTest", suite.id, test.id)).toEqual(test);
    expect(
      (await call<{ results: Json[] }>("testSuite", "listTests", suite.id, {})).results,
    ).toEqual([test]);
    expect(
      await call("testSuite", "updateTest", suite.id, test.id, { type: "voice", name: "T" }),
    ).toMatchObject({ name: "T" });
    await call("testSuite", "deleteTest", suite.id, test.id);
    const run = await call("testSuite", "createRun", suite.id, { name: "Run 1" });
    expect(await call("testSuite", "getRun", suite.id, run.id)).toEqual(run);
    expect(
      (await call<{ results: Json[] }>("testSuite", "listRuns", suite.id, {})).results,
    ).toHaveLength(1);
    expect(await call("testSuite", "updateRun", suite.id, run.id, { name: "R" })).toMatchObject({
      name: "R",
    });
    await call("testSuite", "deleteRun", suite.id, run.id);
    expect((await failure(call("testSuite", "listRuns", "no-suite", {}))).status).toBe(404);
    await call("testSuite", "delete", suite.id);
  });

  it("evals and eval runs", async () => {
    const evaluation = await call("eval", "create", {
      type: "chat.mockConversation",
      messages: [{ role: "user", content: "Hi" }],
    });
    expect(await call("eval", "get", evaluation.id)).toEqual(evaluation);
    expect((await call<{ results: Json[] }>("eval", "list", {})).results).toHaveLength(1);
    expect(await call("eval", "update", evaluation.id, { name: "E" })).toMatchObject({ name: "E" });
    const assistant = await call("assistant", "create", { name: "Evaluated" });
    const started = await call("eval", "run", {
      type: "eval",
      evalId: evaluation.id,
      target: { type: "assistant", assistantId: assistant.id },
    });
    const runId = String(started.evalRunId);
    expect(await call("eval", "getRun", runId)).toMatchObject({ id: runId, status: "ended" });
    expect((await call<{ results: Json[] }>("eval", "listRuns", {})).results).toHaveLength(1);
    await call("eval", "deleteRun", runId);
    await call("eval", "delete", evaluation.id);
  });

  it("orgs, tokens and credentials", async () => {
    const orgs = await call<Json[]>("org", "list");
    expect(orgs.map((org) => org.id)).toContain(emulator.orgId);
    const org = await call("org", "create", { name: "Second" });
    expect(await call("org", "get", org.id)).toEqual(org);
    expect(await call("org", "update", org.id, { name: "Third" })).toMatchObject({ name: "Third" });
    expect(await call("org", "getFeatureFlags")).toEqual({});
    expect(await call<Json[]>("org", "listUsers", emulator.orgId)).toHaveLength(1);
    await call("org", "invite", emulator.orgId, { emails: ["a@example.com"], role: "editor" });
    await call("org", "updateRole", emulator.orgId, { userId: "u", role: "viewer" });
    await call("org", "removeMember", emulator.orgId, "member");
    expect(await call("org", "getAuth", emulator.orgId)).toMatchObject({ orgId: emulator.orgId });
    await call("org", "leave", org.id);
    await call("org", "delete", org.id);

    const token = await call("token", "create", { name: "CI", tag: "private" });
    expect(typeof token.value).toBe("string");
    expect(await call("token", "get", token.id)).toEqual(token);
    expect(await call("token", "update", token.id, { name: "CI 2" })).toMatchObject({
      name: "CI 2",
    });
    expect(await call<Json[]>("token", "list", {})).toContainEqual(
      expect.objectContaining({ id: token.id }),
    );
    await call("token", "delete", token.id);

    const credential = await call("credential", "create", {
      provider: "webhook",
      authenticationPlan: { type: "hmac", secretKey: "s3cret", algorithm: "sha256" },
    });
    expect(await call("credential", "get", credential.id)).toEqual(credential);
    expect(await call("credential", "update", credential.id, { name: "Signer" })).toMatchObject({
      name: "Signer",
    });
    expect(await call<Json[]>("credential", "list", {})).toContainEqual(
      expect.objectContaining({ id: credential.id }),
    );
    expect(await call("credential", "createSession", { provider: "google" })).toHaveProperty(
      "sessionToken",
    );
    await call("credential", "trigger", {});
    await call("credential", "delete", credential.id);
  });

  it("the credential webhook is the one call without a key", async () => {
    const anonymous = createVoicePlatformClient({
      token: "ignored",
      baseUrl: emulator.url,
      maxRetries: 0,
    }) as unknown as LooseClient;
    await expect(
      anonymous.credential?.webhook?.({ type: "auth", operation: "creation" }),
    ).resolves.toEqual({ received: true });
    called.add("credential.webhook");
  });

  it("voice library, provider resources and analytics", async () => {
    const voice = await call("provider", "addVoice", "11labs", {
      ownerId: "owner",
      voiceId: "v1",
      name: "Rachel",
    });
    expect(voice).toMatchObject({ provider: "11labs", name: "Rachel", isPublic: false });
    await call("provider", "addVoices", "11labs", { ownerId: "o", voiceId: "v2", name: "Adam" });
    expect(await call<Json[]>("provider", "searchVoices", "11labs", { name: "rach" })).toEqual([
      { voiceId: "v1", name: "Rachel" },
    ]);
    expect(await call<Json[]>("provider", "searchVoice", "11labs", { name: "a" })).toHaveLength(2);
    expect(await call<Json[]>("voiceLibrary", "listByProvider", "11labs", {})).toHaveLength(2);
    expect(await call<Json[]>("voiceLibrary", "listAccents", "11labs")).toEqual([]);
    expect(await call<Json[]>("voiceLibrary", "syncProvider", "11labs")).toHaveLength(2);
    expect(await call<Json[]>("voiceLibrary", "sync", {})).toHaveLength(2);
    expect(
      await call("voiceLibrary", "createSesameVoice", { voiceName: "Maya", transcription: "hi" }),
    ).toMatchObject({ provider: "sesame", name: "Maya" });
    expect(
      await call("provider", "cloneVoice", { name: "Me", files: new File(["a"], "a.wav") }),
    ).toHaveProperty("voiceId");
    expect(await call("provider", "listWorkflows", "ghl", {})).toEqual({ workflows: [] });
    expect(await call("provider", "getWorkflowHooks", "ghl", "w1")).toEqual({ hooks: [] });
    expect(await call("provider", "listLocations", "ghl")).toEqual({ locations: [] });

    const resource = await call(
      "provider",
      "createResource",
      "11labs",
      "pronunciation-dictionary",
      {
        name: "Names",
      },
    );
    expect(resource).toMatchObject({
      provider: "11labs",
      resourceName: "pronunciation-dictionary",
    });
    expect(
      await call("provider", "getResource", "11labs", "pronunciation-dictionary", resource.id),
    ).toEqual(resource);
    expect(
      (
        await call<{ results: Json[] }>(
          "provider",
          "listResources",
          "11labs",
          "pronunciation-dictionary",
          {},
        )
      ).results,
    ).toHaveLength(1);
    expect(
      await call("provider", "updateResource", "11labs", "pronunciation-dictionary", resource.id, {
        name: "N2",
      }),
    ).toMatchObject({ resource: { name: "N2" } });
    expect(
      (await failure(call("provider", "getResource", "11labs", "other", resource.id))).status,
    ).toBe(404);
    await call("provider", "deleteResource", "11labs", "pronunciation-dictionary", resource.id);

    const analytics = await call<Json[]>("analytics", "query", {
      queries: [
        { table: "call", name: "calls", operations: [{ operation: "count", column: "id" }] },
      ],
    });
    expect(analytics).toEqual([
      expect.objectContaining({ name: "calls", result: [{ countId: expect.any(Number) }] }),
    ]);
  });
});

describe("persistence", () => {
  it("keeps state in a data directory across restarts", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "voice-emulator-"));
    try {
      const first = await startVoiceEmulator({ dataDir });
      const client = createVoicePlatformClient({ token: first.privateKey, baseUrl: first.url });
      const assistant = await client.assistant.create({ name: "Persistent" });
      const file = await client.file.create({ file: new File(["kept"], "kept.txt") });
      await first.close();

      const second = await startVoiceEmulator({ dataDir });
      expect(second.privateKey).toBe(first.privateKey);
      const again = createVoicePlatformClient({ token: second.privateKey, baseUrl: second.url });
      expect(await again.assistant.get(assistant.id)).toMatchObject({ name: "Persistent" });
      const download = await fetch(`${second.url}/__emulator/files/${file.id}`);
      expect(await download.text()).toBe("kept");
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("coverage", () => {
  it("exercised every operation of the client", () => {
    const all = Object.entries(voicePlatformOperations).flatMap(([group, methods]) =>
      Object.keys(methods).map((name) => `${group}.${name}`),
    );
    expect(all).toHaveLength(148);
    expect(all.filter((name) => !called.has(name))).toEqual([]);
  });
});
