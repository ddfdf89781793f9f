// Round trips against a real HTTP server on 127.0.0.1: one or more per group, plus the
// failure paths that need a real socket (error bodies, Retry-After, time limit, abort).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createVoicePlatformClient } from "./client.js";
import { VoicePlatformError, VoicePlatformTimeoutError } from "./errors.js";
import type { VoicePlatformClient } from "./types.js";

interface Received {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  authorization: string | null;
  contentType: string | null;
  json?: unknown;
  text: string;
}

type Handler = (received: Received, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let handler: Handler | undefined;

function echo(received: Received, response: ServerResponse) {
  response.writeHead(received.method === "POST" ? 201 : 200, {
    "content-type": "application/json",
  });
  response.end(JSON.stringify(received));
}

async function read(request: IncomingMessage): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? "") : values;
  }
  const contentType = request.headers["content-type"] ?? null;
  return {
    method: request.method ?? "",
    path: url.pathname,
    query,
    authorization: request.headers.authorization ?? null,
    contentType,
    text,
    ...(contentType?.startsWith("application/json") ? { json: JSON.parse(text) } : {}),
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    read(request).then(
      (entry) => {
        received.push(entry);
        (handler ?? echo)(entry, response);
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  handler = undefined;
});

function client(options: { timeoutMs?: number; maxRetries?: number } = {}): VoicePlatformClient {
  return createVoicePlatformClient({ token: "secret-token", baseUrl, ...options });
}

/** What the echo server saw, as the client parsed it. */
function asEcho(value: unknown): Received {
  return value as Received;
}

describe("one round trip per group", () => {
  test("assistant: create sends the JSON body with the bearer token", async () => {
    const answer = asEcho(
      await client().assistant.create({ name: "Front desk", firstMessage: "Hello" }),
    );
    expect(answer).toMatchObject({
      method: "POST",
      path: "/assistant",
      authorization: "Bearer secret-token",
      contentType: "application/json",
      json: { name: "Front desk", firstMessage: "Hello" },
    });
  });

  test("v2: listCalls sends its query", async () => {
    const answer = asEcho(await client().v2.listCalls({ assistantId: "a-1", limit: 2 }));
    expect(answer).toMatchObject({
      method: "GET",
      path: "/v2/call",
      query: { assistantId: "a-1", limit: "2" },
    });
  });

  test("squad: get fills in the id", async () => {
    expect(asEcho(await client().squad.get("squad-7"))).toMatchObject({
      method: "GET",
      path: "/squad/squad-7",
    });
  });

  test("workflow: delete", async () => {
    expect(asEcho(await client().workflow.delete("wf-1"))).toMatchObject({
      method: "DELETE",
      path: "/workflow/wf-1",
      text: "",
    });
  });

  test("call: createWeb", async () => {
    const answer = asEcho(await client().call.createWeb({ assistantId: "a-1" }));
    expect(answer).toMatchObject({
      method: "POST",
      path: "/call/web",
      json: { assistantId: "a-1" },
    });
  });

  test("call: delete sends its body", async () => {
    const answer = asEcho(await client().call.delete("c-1", { ids: ["c-1", "c-2"] }));
    expect(answer).toMatchObject({
      method: "DELETE",
      path: "/call/c-1",
      json: { ids: ["c-1", "c-2"] },
    });
  });

  test("chat: createWeb", async () => {
    const answer = asEcho(await client().chat.createWeb({ assistantId: "a-1", input: "Hi" }));
    expect(answer).toMatchObject({ path: "/chat/web", json: { assistantId: "a-1", input: "Hi" } });
  });

  test("campaign: list", async () => {
    expect(asEcho(await client().campaign.list({ limit: 1 }))).toMatchObject({
      path: "/campaign",
      query: { limit: "1" },
    });
  });

  test("session: update", async () => {
    const answer = asEcho(await client().session.update("s-1", { name: "Evening" }));
    expect(answer).toMatchObject({
      method: "PATCH",
      path: "/session/s-1",
      json: { name: "Evening" },
    });
  });

  test("phone-number: importTwilio", async () => {
    const body = {
      twilioPhoneNumber: "+15550100",
      twilioAccountSid: "AC1",
      twilioAuthToken: "tok",
    };
    const answer = asEcho(await client().phoneNumber.importTwilio(body));
    expect(answer).toMatchObject({
      method: "POST",
      path: "/phone-number/import/twilio",
      json: body,
    });
  });

  test("tool: list without a query sends no query string", async () => {
    expect(asEcho(await client().tool.list())).toMatchObject({ path: "/tool", query: {} });
  });

  test("knowledge-base: get", async () => {
    expect(asEcho(await client().knowledgeBase.get("kb-1"))).toMatchObject({
      path: "/knowledge-base/kb-1",
    });
  });

  test("file: create uploads multipart with the file's name", async () => {
    const file = new File(["hello voice"], "notes.txt", { type: "text/plain" });
    const answer = asEcho(await client().file.create({ file, purpose: "assistant" }));
    expect(answer.method).toBe("POST");
    expect(answer.path).toBe("/file");
    expect(answer.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.text).toContain('name="file"; filename="notes.txt"');
    expect(answer.text).toContain("hello voice");
    expect(answer.text).toMatch(/name="purpose"\r\n\r\nassistant/);
  });

  test("file: the deprecated upload takes a ready FormData", async () => {
    const form = new FormData();
    form.append("file", new File(["x"], "x.pdf"));
    const answer = asEcho(await client().file.upload(form));
    expect(answer).toMatchObject({ path: "/file/upload" });
    expect(answer.text).toContain('filename="x.pdf"');
  });

  test("structured-output: update sends a body and the schemaOverride query", async () => {
    const answer = asEcho(
      await client().structuredOutput.update(
        "so-1",
        { name: "Outcome" },
        { schemaOverride: "true" },
      ),
    );
    expect(answer).toMatchObject({
      method: "PATCH",
      path: "/structured-output/so-1",
      query: { schemaOverride: "true" },
      json: { name: "Outcome" },
    });
  });

  test("test-suite: listRuns of a suite", async () => {
    const answer = asEcho(await client().testSuite.listRuns("suite-1", { page: 2 }));
    expect(answer).toMatchObject({ path: "/test-suite/suite-1/run", query: { page: "2" } });
  });

  test("eval: getRun", async () => {
    expect(asEcho(await client().eval.getRun("run-1"))).toMatchObject({ path: "/eval/run/run-1" });
  });

  test("org: removeMember answers with an empty body", async () => {
    handler = (_, response) => response.writeHead(200).end();
    await expect(client().org.removeMember("org-1", "member-2")).resolves.toBeUndefined();
    expect(received[0]).toMatchObject({
      method: "DELETE",
      path: "/org/org-1/member/member-2/leave",
    });
  });

  test("token: create", async () => {
    const answer = asEcho(await client().token.create({ name: "ci", tag: "private" }));
    expect(answer).toMatchObject({ path: "/token", json: { name: "ci", tag: "private" } });
  });

  test("template: listPinned", async () => {
    expect(asEcho(await client().template.listPinned())).toMatchObject({
      path: "/template/pinned",
    });
  });

  test("credential: webhook goes out without the bearer token", async () => {
    const answer = asEcho(
      await client().credential.webhook({
        type: "auth",
        operation: "creation",
        from: "nango",
        connectionId: "conn-1",
        authMode: "OAUTH2",
        providerConfigKey: "google-calendar",
        provider: "google",
        environment: "prod",
        success: true,
        endUser: { endUserId: "u-1", organizationId: "o-1" },
      }),
    );
    expect(answer).toMatchObject({ path: "/credential/webhook", authorization: null });
  });

  test("voice-library: syncProvider has no body", async () => {
    const answer = asEcho(await client().voiceLibrary.syncProvider("11labs"));
    expect(answer).toMatchObject({
      method: "POST",
      path: "/voice-library/sync/11labs",
      contentType: null,
      text: "",
    });
  });

  test("provider: cloneVoice uploads several files", async () => {
    const files = [new File(["one"], "one.wav"), new File(["two"], "two.wav")];
    const answer = asEcho(await client().provider.cloneVoice({ name: "Me", files }));
    expect(answer.path).toBe("/11labs/voice/clone");
    expect(answer.text.match(/name="files"/g)).toHaveLength(2);
  });

  test("provider: resources under /provider/{provider}/{resourceName}", async () => {
    const answer = asEcho(
      await client().provider.getResource("11labs", "pronunciation-dictionary", "d-1"),
    );
    expect(answer).toMatchObject({ path: "/provider/11labs/pronunciation-dictionary/d-1" });
  });

  test("analytics: query posts the queries", async () => {
    const body = {
      queries: [
        {
          table: "call" as const,
          name: "calls",
          operations: [{ operation: "count" as const, column: "id" as const }],
        },
      ],
    };
    expect(asEcho(await client().analytics.query(body))).toMatchObject({
      path: "/analytics",
      json: body,
    });
  });
});

describe("failures over a real socket", () => {
  test("a 404 on an assistant is VAPI_AGENT_NOT_FOUND with the parsed body", async () => {
    handler = (_, response) => {
      response.writeHead(404, { "content-type": "application/json; charset=utf-8" });
      response.end(
        JSON.stringify({
          message: "Couldn't Get Assistant. Assistant Not Found.",
          error: "Not Found",
          statusCode: 404,
        }),
      );
    };
    const error = await client()
      .assistant.get("missing")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VoicePlatformError);
    expect(error).toMatchObject({
      code: "VAPI_AGENT_NOT_FOUND",
      status: 404,
      body: { error: "Not Found", statusCode: 404 },
      method: "GET",
      path: "/assistant/missing",
      isRetryable: false,
    });
    expect(received).toHaveLength(1);
  });

  test("a 429 with Retry-After: 0 is retried, even for POST", async () => {
    let attempts = 0;
    handler = (entry, response) => {
      attempts += 1;
      if (attempts === 1) {
        response.writeHead(429, { "retry-after": "0", "content-type": "application/json" });
        response.end('{"message":"Too Many Requests"}');
      } else echo(entry, response);
    };
    const answer = asEcho(await client().call.create({ assistantId: "a-1" }));
    expect(answer).toMatchObject({ method: "POST", path: "/call" });
    expect(received).toHaveLength(2);
  });

  test("a server that never answers runs into the time limit", async () => {
    handler = () => undefined;
    const error = await client({ timeoutMs: 100 })
      .assistant.list()
      .catch((caught: unknown) => caught);
    expect(VoicePlatformTimeoutError.isInstance(error)).toBe(true);
    expect(received).toHaveLength(1);
  });

  test("aborting cancels the request in flight", async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = client()
      .call.list(undefined, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const error = await pending;
    expect((error as DOMException).name).toBe("AbortError");
  });
});
