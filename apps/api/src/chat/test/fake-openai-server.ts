// A local OpenAI-compatible chat-completions server for tests: it records what it received and
// answers as told (whole JSON, a server-sent-event stream, an HTTP error, or nothing at all).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBehaviour =
  | { kind: "reply"; content: string }
  | { kind: "status"; status: number }
  | { kind: "hang" };

export interface FakeOpenAiServer {
  baseUrl: string;
  requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }>;
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let behaviour: FakeBehaviour = { kind: "reply", content: "Hello from the provider." };
  const requests: FakeOpenAiServer["requests"] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    requests.push({ authorization: request.headers.authorization, body });
    if (behaviour.kind === "hang") {
      hanging.add(() => response.destroy());
      return;
    }
    if (behaviour.kind === "status") {
      response.writeHead(behaviour.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "overloaded" } }));
      return;
    }
    const content = behaviour.content;
    if (body.stream === true) {
      response.writeHead(200, { "content-type": "text/event-stream" });
      // Word by word, as a real model streams, in the chat.completion.chunk shape.
      for (const piece of content.match(/\S+\s*|\s+/g) ?? []) {
        const chunk = {
          object: "chat.completion.chunk",
          choices: [{ index: 0, delta: { content: piece } }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end("data: [DONE]\n\n");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
