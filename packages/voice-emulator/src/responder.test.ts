// The `model` option: replies come from an OpenAI-compatible chat-completions endpoint, here a
// fake one on 127.0.0.1 that answers from the conversation it is sent.

import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createVoicePlatformClient } from "@ringline/voice-client";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startVoiceEmulator } from "./index.js";

type Json = Record<string, unknown>;
interface ChatMessage {
  role: string;
  content: string;
}
interface ChatRequest {
  headers: IncomingHttpHeaders;
  path: string;
  body: { model: string; messages: ChatMessage[]; tools?: { function: { name: string } }[] };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An HTTP server on 127.0.0.1 that answers every POST with `answer(body)`. */
async function serve(answer: (body: Json, path: string, headers: IncomingHttpHeaders) => unknown) {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Json;
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(answer(body, request.url ?? "/", request.headers)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A chat-completions endpoint: books with the tool, then says what the tool said. */
async function fakeModel() {
  const requests: ChatRequest[] = [];
  const url = await serve((body, path, headers) => {
    const request = { headers, path, body: body as unknown as ChatRequest["body"] };
    requests.push(request);
    const last = request.body.messages.at(-1)?.content ?? "";
    const message = last.startsWith("Tool result: ")
      ? { role: "assistant", content: `All set. ${last.slice("Tool result: ".length)}` }
      : /table/i.test(last)
        ? {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                id: "call_1",
                type: "function",
                function: { name: "book_table", arguments: JSON.stringify({ people: 4 }) },
              },
            ],
          }
        : /bye/i.test(last)
          ? { role: "assistant", content: "Goodbye, see you soon." }
          : { role: "assistant", content: `You said: ${last}` };
    return { id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message }] };
  });
  return { baseUrl: `${url}/v1`, requests };
}

describe("the model responder", () => {
  it("asks the chat-completions endpoint for every reply, calls the tool it picks and ends on its goodbye", async () => {
    const model = await fakeModel();
    const toolCalls: Json[] = [];
    const toolServer = await serve((body) => {
      const message = body.message as { toolCallList: { id: string }[] };
      toolCalls.push(body.message as Json);
      return { results: [{ toolCallId: message.toolCallList[0]?.id, result: "Table 7 at 8pm." }] };
    });
    const emulator = await startVoiceEmulator({
      model: { baseUrl: model.baseUrl, model: "test-model", apiKey: "test-key" },
    });
    cleanups.push(() => emulator.close());
    const vapi = createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url });
    const tool = await vapi.tool.create({
      type: "function",
      function: {
        name: "book_table",
        description: "Books a table",
        parameters: { type: "object", properties: { people: { type: "number" } } },
      },
      server: { url: `${toolServer}/tools` },
    });
    const assistant = await vapi.assistant.create({
      name: "Model",
      firstMessage: "Bistro, hello.",
      model: {
        provider: "openai",
        model: "gpt-4o",
        toolIds: [tool.id],
        messages: [{ role: "system", content: "You are the Bistro's host." }],
      },
    });
    const number = await vapi.phoneNumber.create({ provider: "vapi", assistantId: assistant.id });

    const call = (await emulator.placeInboundCall({
      number: String(number.number),
      from: "+14155550100",
      script: ["I would like a table for 4", "Thanks, bye"],
    })) as Json & { artifact: { transcript: string } };

    expect(call.artifact.transcript.split("\n")).toEqual([
      "AI: Bistro, hello.",
      "User: I would like a table for 4",
      "AI: All set. Table 7 at 8pm.",
      "User: Thanks, bye",
      "AI: Goodbye, see you soon.",
    ]);
    expect(call.endedReason).toBe("assistant-ended-call");
    expect(toolCalls).toHaveLength(1);
    expect(toolCalls[0]?.toolCallList).toMatchObject([
      { function: { name: "book_table", arguments: JSON.stringify({ people: 4 }) } },
    ]);

    expect(model.requests).toHaveLength(3);
    for (const request of model.requests) {
      expect(request.path).toBe("/v1/chat/completions");
      expect(request.headers.authorization).toBe("Bearer test-key");
      expect(request.body.model).toBe("test-model");
      expect(request.body.messages[0]).toEqual({
        role: "system",
        content: "You are the Bistro's host.",
      });
      expect(request.body.tools?.map((item) => item.function.name)).toEqual(["book_table"]);
    }
    // The model sees the conversation so far, the tool's result included.
    expect(model.requests[1]?.body.messages.slice(1)).toEqual([
      { role: "assistant", content: "Bistro, hello." },
      { role: "user", content: "I would like a table for 4" },
      { role: "user", content: "Tool result: Table 7 at 8pm." },
    ]);
  });

  it("answers a web call's add-message from the model", async () => {
    const model = await fakeModel();
    const emulator = await startVoiceEmulator({
      model: { baseUrl: model.baseUrl, model: "test-model" },
    });
    cleanups.push(() => emulator.close());
    const response = await fetch(`${emulator.url}/call/web`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${emulator.publicKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ assistant: { firstMessage: "" } }),
    });
    const { webCallUrl } = (await response.json()) as { webCallUrl: string };
    const socket = new WebSocket(webCallUrl);
    cleanups.push(async () => {
      socket.close(1000);
    });
    const finals: string[] = [];
    const answered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer; got ${finals}`)), 10_000);
      socket.on("message", (data: Buffer, isBinary) => {
        if (isBinary) return;
        const frame = JSON.parse(data.toString("utf8")) as { type: string; data?: unknown };
        if (frame.data === "listening") {
          socket.send(
            JSON.stringify({
              type: "app-message",
              data: { type: "add-message", message: { role: "user", content: "Hello model" } },
            }),
          );
        }
        const message = frame.data as Json | undefined;
        if (message?.type === "transcript" && message.transcriptType === "final") {
          finals.push(String(message.transcript));
          clearTimeout(timer);
          resolve();
        }
      });
    });
    await answered;
    expect(finals).toEqual(["You said: Hello model"]);
    expect(model.requests.at(-1)?.body.messages).toEqual([
      { role: "user", content: "Hello model" },
    ]);
  });
});
