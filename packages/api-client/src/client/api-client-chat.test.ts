import { describe, expect, it, vi } from "vitest";
import { type TChatRequestInput, ZChatRequest, ZEndConversationRequest } from "../contract/chat.js";
import { createErrorEnvelope } from "../contract/envelope.js";
import { type RecordedRequest, recordRequest } from "../test/recorded-request.js";
import { createApiClient } from "./api-client.js";
import { ApiError } from "./api-error.js";
import { createMemoryStorage } from "./storage.js";

const request: TChatRequestInput = {
  message: "How much is Growth?",
  conversationId: "c-1",
  chatMode: "marketing",
  userInfo: { name: "Ada" },
  history: [],
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

function sse(frames: string[], options: { close?: boolean } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const frame of frames) controller.enqueue(encoder.encode(frame));
      if (options.close !== false) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const frame = (event: Record<string, unknown> & { type: string }) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

function clientAnswering(
  answer: (url: string, request: RecordedRequest) => Response | Promise<Response>,
) {
  const calls: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await recordRequest(input, init);
    const url = request.url;
    if (url.endsWith("/api/csrf-token")) return json(200, { csrfToken: "token-abcdefghijklmnop" });
    calls.push(request);
    return answer(url, request);
  });
  return {
    api: createApiClient({ baseUrl: "https://api.test", fetch, storage: createMemoryStorage() }),
    calls,
  };
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const delta of iterable) deltas.push(delta);
  return deltas;
}

describe("chat client", () => {
  it("gets the welcome and posts messages to /api/chat or /api/chat/support", async () => {
    const { api, calls } = clientAnswering((url) =>
      url.endsWith("/welcome")
        ? json(200, { welcomeMessage: "Hi!", conversationId: "c-9" })
        : json(200, { message: "It is $59." }),
    );
    await expect(api.getChatWelcome()).resolves.toEqual({
      welcomeMessage: "Hi!",
      conversationId: "c-9",
    });
    await expect(api.sendChatMessage(request)).resolves.toEqual({ message: "It is $59." });
    await api.sendChatMessage(request, { support: true });
    expect(calls.map((call) => call.url)).toEqual([
      "https://api.test/api/chat/welcome",
      "https://api.test/api/chat",
      "https://api.test/api/chat/support",
    ]);
    expect(calls[1]?.headers).toMatchObject({ "x-csrf-token": "token-abcdefghijklmnop" });
  });

  it("sends the end of a conversation", async () => {
    const { api, calls } = clientAnswering(() => json(200, { success: true, message: "Thanks!" }));
    const end = {
      conversationId: "c-1",
      userInfo: { name: "Ada", email: "ada@example.com", topic: "Pricing" },
      messages: [],
    };
    await expect(api.endChatConversation(end)).resolves.toEqual({
      success: true,
      message: "Thanks!",
    });
    expect(calls[0]?.url).toBe("https://api.test/api/chat/end-conversation");
    expect(JSON.parse(String(calls[0]?.body))).toEqual(end);
  });

  it("streams the text deltas of POST /api/chat/stream", async () => {
    const { api, calls } = clientAnswering(() =>
      sse([
        frame({ type: "message-start", conversationId: "c-1" }),
        ": comment\n\n",
        frame({ type: "text-delta", delta: "It is " }),
        frame({ type: "text-delta", delta: "$59." }),
        frame({ type: "message-end", message: "It is $59." }),
      ]),
    );
    expect(await collect(api.streamChatMessage(request))).toEqual(["It is ", "$59."]);
    expect(calls[0]?.url).toBe("https://api.test/api/chat/stream");
    expect(calls[0]?.method).toBe("POST");
  });

  it("rejects with the server's error when the stream reports one", async () => {
    const { error } = createErrorEnvelope("AI_SERVICE_UNAVAILABLE");
    const { api } = clientAnswering(() =>
      sse([frame({ type: "text-delta", delta: "It" }), frame({ type: "error", error })]),
    );
    const deltas: string[] = [];
    const failure = await (async () => {
      try {
        for await (const delta of api.streamChatMessage(request)) deltas.push(delta);
      } catch (caught) {
        return caught;
      }
    })();
    expect(deltas).toEqual(["It"]);
    expect(ApiError.isInstance(failure) && failure.code).toBe("AI_SERVICE_UNAVAILABLE");
    expect(ApiError.isInstance(failure) && failure.status).toBe(503);
  });

  it("rejects a refused stream with the envelope's error, before any delta", async () => {
    const { api } = clientAnswering(() => json(401, createErrorEnvelope("AUTH_NOT_AUTHENTICATED")));
    await expect(
      collect(api.streamChatMessage({ ...request, chatMode: "dashboard" })),
    ).rejects.toMatchObject({
      code: "AUTH_NOT_AUTHENTICATED",
      status: 401,
    });
  });

  it("rejects when the stream ends before message-end", async () => {
    const { api } = clientAnswering(() => sse([frame({ type: "text-delta", delta: "It" })]));
    await expect(collect(api.streamChatMessage(request))).rejects.toMatchObject({
      code: "API_NETWORK_ERROR",
    });
  });

  it("stops reading and rejects with the reason when aborted", async () => {
    const { api } = clientAnswering(() =>
      sse([frame({ type: "text-delta", delta: "It" })], { close: false }),
    );
    const controller = new AbortController();
    const reason = new Error("closed by the visitor");
    const deltas: string[] = [];
    const failure = (async () => {
      for await (const delta of api.streamChatMessage(request, { signal: controller.signal })) {
        deltas.push(delta);
        controller.abort(reason);
      }
    })();
    await expect(failure).rejects.toBe(reason);
    expect(deltas).toEqual(["It"]);
  });

  it("yields a whole JSON reply when the server does not stream", async () => {
    const { api } = clientAnswering(() => json(200, { message: "Whole reply." }));
    expect(await collect(api.streamChatMessage(request))).toEqual(["Whole reply."]);
  });
});

describe("chat contract", () => {
  it("trims the message and fills userInfo and history", () => {
    expect(
      ZChatRequest.parse({ message: "  Hi  ", conversationId: "c-1", chatMode: "support" }),
    ).toEqual({
      message: "Hi",
      conversationId: "c-1",
      chatMode: "support",
      userInfo: {},
      history: [],
    });
  });

  it("accepts the widget's e-mail rule (text@text.text) and refuses spaces", () => {
    const end = (email: string) =>
      ZEndConversationRequest.safeParse({
        conversationId: "c",
        userInfo: { name: "A", email, topic: "T" },
        messages: [],
      }).success;
    expect(end("a@b.c")).toBe(true);
    expect(end("a b@c.d")).toBe(false);
    expect(end("a@bc")).toBe(false);
  });
});
