// Contract tests of the endpoints the product uses (or is about to): for each, a request the
// product would send, checked against the platform's described request schema, and the
// emulator's answer checked against the described response schema for its status; then a
// bad request, answered with the platform's error body. The descriptions are the vendored
// copy the emulator itself validates with (data/platform.json, from
// /work/shared/voice-platform/). The emulator runs without `validateAnswers`, so the checks
// here are the test's own.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVoiceEmulator, type VoiceEmulator } from "../index.js";
import type { Json } from "../json.js";
import { contractChecks } from "./contract-checks.js";

let emulator: VoiceEmulator;
const { validator, send, described, refused, expectRefusedByDescription } = contractChecks(
  () => emulator,
);

beforeAll(async () => {
  emulator = await startVoiceEmulator();
});

afterAll(async () => {
  await emulator.close();
});

const assistantBody = {
  name: "Front desk",
  firstMessage: "Thanks for calling Bright Smile Dental, how can I help?",
  model: {
    provider: "openai",
    model: "gpt-4o",
    messages: [{ role: "system", content: "You are the receptionist of Bright Smile Dental." }],
  },
  voice: { provider: "11labs", voiceId: "21m00Tcm4TlvDq8ikWAM" },
  transcriber: { provider: "deepgram", model: "nova-2", language: "en" },
  serverMessages: ["end-of-call-report", "status-update"],
  endCallPhrases: ["goodbye"],
  maxDurationSeconds: 600,
};

describe("assistants", () => {
  it("create, get, list, update and delete", async () => {
    const created = await described("POST /assistant", { body: assistantBody });
    expect(created).toMatchObject({ name: "Front desk", orgId: emulator.orgId });
    const params = { id: String(created.id) };
    expect(await described("GET /assistant/{id}", { params })).toEqual(created);
    const listed = await described<Json[]>("GET /assistant", { query: { limit: "100" } });
    expect(listed.map((item) => item.id)).toContain(created.id);
    const body = { firstMessage: "Bright Smile Dental, good morning!" };
    expect(await described("PATCH /assistant/{id}", { params, body })).toMatchObject(body);
    expect(await described("DELETE /assistant/{id}", { params })).toMatchObject(params);
  });

  it("refuse bad requests", async () => {
    const tooLong = { name: "A name far longer than the forty characters allowed" };
    expectRefusedByDescription("POST /assistant", tooLong);
    await refused(
      "POST /assistant",
      { body: tooLong },
      400,
      "name must NOT have more than 40 characters",
    );
    const missing = { params: { id: "00000000-0000-4000-8000-000000000000" } };
    await refused("GET /assistant/{id}", missing, 404, "Assistant not found");
    await refused("GET /assistant", { query: { limit: "many" } }, 400, "limit must be number");
    await refused("PATCH /assistant/{id}", { ...missing, body: {} }, 404, "Assistant not found");
    await refused("DELETE /assistant/{id}", missing, 404, "Assistant not found");
  });
});

describe("calls", () => {
  it("web calls start with the public key", async () => {
    const assistant = await described("POST /assistant", { body: assistantBody });
    const call = await described("POST /call/web", {
      key: emulator.publicKey,
      body: { assistantId: assistant.id, assistantOverrides: { variableValues: { name: "Ada" } } },
    });
    expect(call).toMatchObject({ type: "webCall", webCallUrl: expect.stringMatching(/^ws:/) });
    // The description accepts an empty body; the platform still needs something to run.
    await refused(
      "POST /call/web",
      { key: emulator.publicKey, body: {} },
      400,
      "assistantId or assistant should not be empty",
    );
  });

  it("web calls run a squad or a workflow, by id or inline, as the platform accepts them", async () => {
    const assistant = await described("POST /assistant", { body: assistantBody });
    const squad = await described("POST /squad", {
      body: { name: "Desk", members: [{ assistantId: assistant.id }] },
    });
    const workflowBody = {
      name: "Intake",
      globalPrompt: "You answer for Bright Smile Dental.",
      nodes: [{ type: "conversation", name: "start", isStart: true, prompt: "Greet the caller." }],
      edges: [],
    };
    const workflow = await described("POST /workflow", { body: workflowBody });
    for (const body of [
      { squadId: squad.id },
      { squad: { members: [{ assistant: assistantBody }] } },
      { workflowId: workflow.id },
      { workflow: workflowBody },
    ]) {
      const call = await described("POST /call/web", { key: emulator.publicKey, body });
      expect(call, JSON.stringify(body)).toMatchObject({
        type: "webCall",
        webCallUrl: expect.stringMatching(/^ws:/),
      });
    }
    // A workflow without a conversation node has nothing to run.
    await refused(
      "POST /call/web",
      { key: emulator.publicKey, body: { workflow: { name: "Empty", nodes: [], edges: [] } } },
      400,
      "assistantId or assistant should not be empty",
    );
  });

  it("phone calls, then list and get", async () => {
    const assistant = await described("POST /assistant", { body: assistantBody });
    const number = await described("POST /phone-number", { body: { provider: "vapi" } });
    const body = {
      assistantId: assistant.id,
      phoneNumberId: number.id,
      customer: { number: "+14155550123", name: "Ada Lovelace" },
    };
    const call = await described("POST /call", { body });
    expect(call).toMatchObject({ type: "outboundPhoneCall", assistantId: assistant.id });
    await emulator.settle();
    const query = { assistantId: String(assistant.id), limit: "10" };
    const listed = await described<Json[]>("GET /call", { query });
    expect(listed.map((item) => item.id)).toEqual([call.id]);
    const ended = await described("GET /call/{id}", { params: { id: String(call.id) } });
    expect(ended).toMatchObject({ id: call.id, status: "ended" });

    await refused("GET /call", { query: { limit: "all" } }, 400, "limit must be number");
    await refused("GET /call/{id}", { params: { id: "no-such-call" } }, 404, "Call not found");
  });

  it("POST /call needs an assistant, a squad or a workflow", async () => {
    const number = await described("POST /phone-number", { body: { provider: "vapi" } });
    const body = { phoneNumberId: number.id, customer: { number: "+14155550123" } };
    // The schema requires none of them: the platform checks it past validation.
    expect(validator.validateBody("POST /call", body).errors).toEqual([]);
    await refused(
      "POST /call",
      { body },
      400,
      "assistantId, assistant, squadId, squad, workflowId or workflow should not be empty",
    );
    await refused(
      "POST /call",
      { body: {} },
      400,
      "assistantId, assistant, squadId, squad, workflowId or workflow should not be empty",
    );
    const workflow = await described("POST /workflow", {
      body: { name: "Intake", nodes: [], edges: [] },
    });
    const started = await described("POST /call", { body: { ...body, workflowId: workflow.id } });
    expect(started).toMatchObject({ type: "outboundPhoneCall", workflowId: workflow.id });
    await refused(
      "POST /call",
      { body: { ...body, squadId: "no-such-squad" } },
      404,
      "Squad not found",
    );
    await emulator.settle();
  });

  it("POST /call refuses a customer number that is not E.164, unless the check is off", async () => {
    const assistant = await described("POST /assistant", { body: assistantBody });
    const number = await described("POST /phone-number", { body: { provider: "vapi" } });
    const call = (customer: Json) => ({
      body: { assistantId: assistant.id, phoneNumberId: number.id, customer },
    });
    expect(validator.validateBody("POST /call", call({ number: "415-555-0123" }).body).valid).toBe(
      true,
    );
    await refused(
      "POST /call",
      call({ number: "415-555-0123" }),
      400,
      "customer.number must be a valid phone number in the E.164 format",
    );
    await refused(
      "POST /call",
      call({ number: "1234", numberE164CheckEnabled: false, name: "x".repeat(41) }),
      400,
      "customer.name must NOT have more than 40 characters",
    );
    await refused(
      "POST /call",
      call({ number: "12-34", numberE164CheckEnabled: false }),
      400,
      "customer.number must contain only letters and digits, with an optional +",
    );
    const trunk = await described(
      "POST /call",
      call({ number: "1234", numberE164CheckEnabled: false }),
    );
    expect(trunk).toMatchObject({ customer: { number: "1234" } });
    await emulator.settle();
  });
});

describe("phone numbers", () => {
  it("create (buy), list, get, update, delete and import from Twilio", async () => {
    const assistant = await described("POST /assistant", { body: assistantBody });
    const bought = await described("POST /phone-number", {
      body: { provider: "vapi", numberDesiredAreaCode: "212", assistantId: assistant.id },
    });
    expect(bought.number).toMatch(/^\+1212\d{7}$/);
    const params = { id: String(bought.id) };
    const listed = await described<Json[]>("GET /phone-number", { query: { limit: "100" } });
    expect(listed.map((item) => item.id)).toContain(bought.id);
    expect(await described("GET /phone-number/{id}", { params })).toEqual(bought);
    const renamed = await described("PATCH /phone-number/{id}", {
      params,
      body: { name: "Main line", assistantId: assistant.id },
    });
    expect(renamed).toMatchObject({ name: "Main line", number: bought.number });
    expect(await described("DELETE /phone-number/{id}", { params })).toMatchObject(params);
    const imported = await described("POST /phone-number/import/twilio", {
      body: {
        twilioPhoneNumber: "+14155550177",
        twilioAccountSid: "AC0123456789abcdef0123456789abcdef",
        twilioAuthToken: "token",
        assistantId: assistant.id,
        name: "Imported",
      },
    });
    expect(imported).toMatchObject({ provider: "twilio", number: "+14155550177" });
  });

  it("refuse bad requests", async () => {
    const wrongAreaCode = { provider: "vapi", numberDesiredAreaCode: "4155" };
    expectRefusedByDescription("POST /phone-number", wrongAreaCode);
    await refused(
      "POST /phone-number",
      { body: wrongAreaCode },
      400,
      "numberDesiredAreaCode must NOT have more than 3 characters",
    );
    await refused("GET /phone-number", { query: { limit: "some" } }, 400, "limit must be number");
    const missing = { params: { id: "no-such-number" } };
    await refused("GET /phone-number/{id}", missing, 404, "Phone number not found");
    await refused(
      "PATCH /phone-number/{id}",
      { ...missing, body: { name: "Main line" } },
      404,
      "Phone number not found",
    );
    await refused("DELETE /phone-number/{id}", missing, 404, "Phone number not found");
    const noSid = { twilioPhoneNumber: "+14155550178" };
    expectRefusedByDescription("POST /phone-number/import/twilio", noSid);
    await refused(
      "POST /phone-number/import/twilio",
      { body: noSid },
      400,
      "twilioAccountSid should not be empty",
    );
  });
});

describe("tools", () => {
  const bookAppointment = {
    type: "function",
    function: {
      name: "book_appointment",
      description: "Books an appointment for the caller",
      parameters: {
        type: "object",
        properties: { date: { type: "string" }, name: { type: "string" } },
        required: ["date"],
      },
    },
    server: { url: "http://127.0.0.1:9/tools" },
  };

  it("create, get, update and delete", async () => {
    const tool = await described("POST /tool", { body: bookAppointment });
    const params = { id: String(tool.id) };
    expect(await described("GET /tool/{id}", { params })).toEqual(tool);
    const updated = await described("PATCH /tool/{id}", {
      params,
      body: { type: "function", function: { ...bookAppointment.function, name: "book_visit" } },
    });
    expect(updated).toMatchObject({ function: { name: "book_visit" } });
    expect(await described("DELETE /tool/{id}", { params })).toMatchObject(params);
  });

  it("refuse bad requests", async () => {
    const unknownType = { type: "teleport" };
    expectRefusedByDescription("POST /tool", unknownType);
    const answer = await send("POST /tool", { body: unknownType });
    expect(answer).toMatchObject({ status: 400, body: { error: "Bad Request", statusCode: 400 } });
    const missing = { params: { id: "no-such-tool" } };
    await refused("GET /tool/{id}", missing, 404, "Tool not found");
    await refused("PATCH /tool/{id}", { ...missing, body: bookAppointment }, 404, "Tool not found");
    await refused("DELETE /tool/{id}", missing, 404, "Tool not found");
  });
});

describe("files and knowledge bases, for the website-crawl text", () => {
  const crawled = "Bright Smile Dental is open 8am to 6pm, Monday to Friday.";

  it("upload the crawl text, list it, search it from a query tool, and delete it", async () => {
    const form = new FormData();
    form.append("file", new File([crawled], "brightsmile.com.txt", { type: "text/plain" }));
    form.append("purpose", "knowledge-base-v2");
    const fields = { file: "brightsmile.com.txt", purpose: "knowledge-base-v2" };
    const file = await described("POST /file", { form, body: fields });
    expect(file).toMatchObject({ name: "brightsmile.com.txt", bytes: crawled.length });
    expect(await (await fetch(String(file.url))).text()).toBe(crawled);
    const listed = await described<Json[]>("GET /file", {
      query: { purpose: "knowledge-base-v2" },
    });
    expect(listed.map((item) => item.id)).toEqual([file.id]);

    // The current description attaches files to an assistant through a query tool.
    const website = (fileIds: unknown[]) => ({
      type: "query",
      function: { name: "website" },
      knowledgeBases: [
        { provider: "google", name: "website", description: "The business's website", fileIds },
      ],
    });
    const tool = await described("POST /tool", { body: website([file.id]) });
    expect(tool).toMatchObject({ type: "query" });
    await refused(
      "POST /tool",
      { body: website(["no-such-file"]) },
      400,
      "file no-such-file not found",
    );

    const params = { id: String(file.id) };
    expect(await described("DELETE /file/{id}", { params })).toMatchObject(params);
    await refused("DELETE /file/{id}", { params }, 404, "File not found");
    await refused("POST /file", { form: new FormData() }, 400, "file should not be empty");
    await refused("GET /file", {}, 400, "purpose should not be empty");
  });

  it("knowledge bases: create, list and delete", async () => {
    const body = {
      provider: "trieve",
      name: "Website",
      createPlan: { type: "import", providerId: "brightsmile-dataset" },
    };
    const base = await described("POST /knowledge-base", { body });
    expect(base).toMatchObject({ provider: "trieve", name: "Website" });
    const listed = await described<Json[]>("GET /knowledge-base", { query: { limit: "10" } });
    expect(listed.map((item) => item.id)).toContain(base.id);
    const params = { id: String(base.id) };
    expect(await described("DELETE /knowledge-base/{id}", { params })).toMatchObject(params);

    const noServer = { provider: "custom-knowledge-base" };
    expectRefusedByDescription("POST /knowledge-base", noServer);
    await refused("POST /knowledge-base", { body: noServer }, 400, "server should not be empty");
    await refused("GET /knowledge-base", { query: { limit: "ten" } }, 400, "limit must be number");
    await refused("DELETE /knowledge-base/{id}", { params }, 404, "Knowledge base not found");
  });
});

describe("voice library", () => {
  it("lists a provider's voices", async () => {
    await described("POST /{provider}/voices/add", {
      params: { provider: "11labs" },
      body: { ownerId: "owner", voiceId: "21m00Tcm4TlvDq8ikWAM", name: "Rachel" },
    });
    const voices = await described<Json[]>("GET /voice-library/{provider}", {
      params: { provider: "11labs" },
      query: { gender: "female", language: "en" },
    });
    expect(voices).toEqual([
      expect.objectContaining({
        provider: "11labs",
        name: "Rachel",
        providerId: "21m00Tcm4TlvDq8ikWAM",
      }),
    ]);
    await refused(
      "GET /voice-library/{provider}",
      { params: { provider: "11labs" }, query: { page: "first" } },
      400,
      "page must be number",
    );
  });
});
