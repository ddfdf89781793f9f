import { ApiError } from "@ringline/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatClient } from "./chat-client.js";
import { createChatConversation } from "./chat-conversation.js";
import type { ChatContext } from "./chat-state.js";
import { CHAT_STORAGE_KEY, type ChatStorage } from "./chat-storage.js";
import {
  createFakeChatClient,
  createMemoryChatStorage,
  type FakeChatClientOptions,
} from "./fake-chat-client.js";

const SUPPORT_EMAIL = "help@ringline.test";
const INVALID_EMAIL =
  "Please provide a valid email address so I can follow up with helpful information about our AI receptionist service.";
const GENERIC_ERROR = `Sorry, I couldn't get an answer just now. Please try again in a moment, or email us at ${SUPPORT_EMAIL}.`;

interface Setup {
  client?: ChatClient;
  fake?: FakeChatClientOptions;
  context?: Partial<ChatContext>;
  storage?: ChatStorage;
}

function setup({ client, fake, context, storage }: Setup = {}) {
  const fakeClient = createFakeChatClient(fake);
  const activeClient = client ?? fakeClient;
  const chat = createChatConversation({
    client: () => activeClient,
    context: () => ({ mode: "marketing", supportEmail: SUPPORT_EMAIL, ...context }),
    storage: storage ?? createMemoryChatStorage(),
  });
  return { chat, client: fakeClient };
}

/** Opens the chat and lets the welcome arrive. */
async function openAndWelcome(chat: ReturnType<typeof setup>["chat"]) {
  chat.open();
  await vi.advanceTimersByTimeAsync(100);
}

const contents = (chat: ReturnType<typeof setup>["chat"]) =>
  chat.getSnapshot().messages.map((message) => message.content);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the welcome", () => {
  it("asks for the welcome message 100 ms after the first open, then greets with it", async () => {
    const { chat, client } = setup();
    chat.open();
    expect(chat.getSnapshot().status).toBe("welcoming");

    await vi.advanceTimersByTimeAsync(99);
    expect(client.welcomeCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);

    expect(client.welcomeCalls).toBe(1);
    expect(chat.getSnapshot()).toMatchObject({ status: "idle", conversationId: "conversation-1" });
    expect(contents(chat)).toEqual([
      "Hi! I'm the Ringline assistant. What would you like to know?",
    ]);
  });

  it("greets with its own text and a new conversation id when the welcome fails", async () => {
    const { chat } = setup({ fake: { welcome: "fail" } });
    await openAndWelcome(chat);

    expect(contents(chat)[0]).toMatch(/^Hi! I'm Ringline's assistant\./);
    expect(chat.getSnapshot().conversationId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it("does not fetch the welcome again on a second open", async () => {
    const { chat, client } = setup();
    await openAndWelcome(chat);
    chat.close();
    await openAndWelcome(chat);
    expect(client.welcomeCalls).toBe(1);
    expect(chat.getSnapshot().messages).toHaveLength(1);
  });

  it("greets a dashboard owner by business name and sends the owner's data", async () => {
    const { chat, client } = setup({
      context: {
        mode: "dashboard",
        userName: "Ada",
        customerData: { businessName: "Lovelace Realty", aiPhoneNumber: "+15551234567" },
      },
    });
    await openAndWelcome(chat);
    expect(contents(chat)[0]).toMatch(/^Welcome back, Lovelace Realty!/);
    expect(chat.getSnapshot().collection.step).toBe("done");

    chat.send("What is my AI number?");
    await vi.advanceTimersByTimeAsync(0);

    expect(client.requests[0]?.request).toMatchObject({
      chatMode: "dashboard",
      message: "What is my AI number?",
      conversationId: "conversation-1",
      userInfo: {
        name: "Ada",
        isAuthenticated: true,
        customerData: { businessName: "Lovelace Realty", aiPhoneNumber: "+15551234567" },
      },
    });
    expect(client.requests[0]?.support).toBe(false);
  });

  it("sends support questions to the support endpoint", async () => {
    const { chat, client } = setup({ context: { mode: "support" } });
    await openAndWelcome(chat);
    expect(contents(chat)[0]).toMatch(/^Hi! I'm Ringline's support assistant\./);

    chat.send("How do I forward calls?");
    await vi.advanceTimersByTimeAsync(0);

    expect(client.requests[0]).toMatchObject({
      support: true,
      request: { chatMode: "support", message: "How do I forward calls?" },
    });
  });
});

describe("marketing information collection", () => {
  it("asks for the first name after the topic, then the e-mail, then answers the topic", async () => {
    const onTopicSelected = vi.fn();
    const onLeadCollected = vi.fn();
    const client = createFakeChatClient({ reply: (request) => `About ${request.message}` });
    const chat = createChatConversation({
      client: () => client,
      context: () => ({ mode: "marketing", supportEmail: SUPPORT_EMAIL }),
      storage: createMemoryChatStorage(),
      onTopicSelected,
      onLeadCollected,
    });
    await openAndWelcome(chat);
    expect(chat.getSnapshot().collection.step).toBe("topic");

    chat.selectTopic("Pricing plans");
    expect(onTopicSelected).toHaveBeenCalledWith("Pricing plans");
    expect(chat.getSnapshot().collection).toEqual({ step: "name", topic: "Pricing plans" });
    expect(contents(chat).slice(1)).toEqual([
      "Pricing plans",
      "Happy to help with that! Before we start, what's your first name?",
    ]);

    chat.send("  Ada ");
    expect(chat.getSnapshot().collection.step).toBe("email");
    expect(contents(chat).slice(3)).toEqual([
      "Ada",
      "Nice to meet you, Ada! What's your email address, so I can follow up with helpful information?",
    ]);

    chat.send("ada@lovelace-realty.com");
    expect(onLeadCollected).toHaveBeenCalledOnce();
    expect(chat.getSnapshot().collection).toEqual({
      step: "done",
      topic: "Pricing plans",
      name: "Ada",
      email: "ada@lovelace-realty.com",
    });
    await vi.advanceTimersByTimeAsync(0);

    expect(client.requests).toHaveLength(1);
    expect(client.requests[0]?.request).toMatchObject({
      message: "Pricing plans",
      chatMode: "marketing",
      userInfo: { name: "Ada", email: "ada@lovelace-realty.com" },
    });
    expect(client.requests[0]?.request.history?.map((entry) => entry.content)).toEqual(
      contents(chat).slice(0, 6),
    );
    expect(contents(chat).at(-1)).toBe("About Pricing plans");
  });

  it("takes a typed topic as the topic", async () => {
    const { chat } = setup();
    await openAndWelcome(chat);
    chat.typeOwnTopic();
    expect(chat.getSnapshot().collection).toEqual({ step: "topic", typingTopic: true });

    chat.send("Do you integrate with Follow Up Boss?");

    expect(chat.getSnapshot().collection).toEqual({
      step: "name",
      topic: "Do you integrate with Follow Up Boss?",
    });
  });

  it("refuses an invalid e-mail with the exact sentence and asks for it again", async () => {
    const { chat, client } = setup();
    await openAndWelcome(chat);
    chat.selectTopic("Free trial");
    chat.send("Ada");

    chat.send("ada@example");

    expect(contents(chat).slice(-3)).toEqual([
      "ada@example",
      INVALID_EMAIL,
      "Nice to meet you, Ada! What's your email address, so I can follow up with helpful information?",
    ]);
    expect(chat.getSnapshot().collection.step).toBe("email");
    await vi.advanceTimersByTimeAsync(0);
    expect(client.requests).toHaveLength(0);

    chat.send("ada with space@example.com");
    expect(contents(chat).at(-2)).toBe(INVALID_EMAIL);
    expect(chat.getSnapshot().collection.step).toBe("email");
  });
});

describe("sending", () => {
  it("does not send empty or whitespace-only messages", async () => {
    const { chat, client } = setup({ context: { mode: "support" } });
    await openAndWelcome(chat);

    expect(chat.send("")).toBe(false);
    expect(chat.send("   \n\t ")).toBe(false);

    expect(chat.getSnapshot().messages).toHaveLength(1);
    expect(client.requests).toHaveLength(0);
  });

  it("blocks sending while a reply is pending", async () => {
    const { chat, client } = setup({ context: { mode: "support" }, fake: { delayMs: 1000 } });
    await openAndWelcome(chat);
    await vi.advanceTimersByTimeAsync(1000);

    expect(chat.send("First question")).toBe(true);
    expect(chat.getSnapshot().status).toBe("waiting");
    expect(chat.send("Second question")).toBe(false);
    chat.selectTopic("Minutes and overage");
    await vi.advanceTimersByTimeAsync(0);
    expect(client.requests).toHaveLength(1);
    expect(contents(chat).slice(1)).toEqual(["First question"]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(chat.getSnapshot().status).toBe("idle");
    expect(chat.send("Second question")).toBe(true);
  });

  it("appends stream deltas as they arrive", async () => {
    const { chat, client } = setup({
      context: { mode: "support" },
      fake: { reply: () => "One two three four", stream: { wordsPerDelta: 1, delayMs: 50 } },
    });
    await openAndWelcome(chat);

    chat.send("Count");
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.getSnapshot().status).toBe("streaming");
    expect(contents(chat).at(-1)).toBe("One ");
    await vi.advanceTimersByTimeAsync(50);
    expect(contents(chat).at(-1)).toBe("One two ");
    await vi.advanceTimersByTimeAsync(200);

    expect(contents(chat).at(-1)).toBe("One two three four");
    expect(chat.getSnapshot().status).toBe("idle");
    expect(client.requests[0]?.streamed).toBe(true);
  });

  it("asks the JSON endpoint when the server has no streaming endpoint (404)", async () => {
    const { chat, client } = setup({ context: { mode: "support" } });
    await openAndWelcome(chat);

    chat.send("Hello");
    await vi.advanceTimersByTimeAsync(0);

    expect(client.requests.map((entry) => entry.streamed)).toEqual([false]);
    expect(contents(chat).at(-1)).toMatch(/^Here is what I know about \*\*Hello\*\*/);
  });

  it("uses JSON with a client that cannot stream", async () => {
    const sendChatMessage = vi.fn(async () => ({ message: "Whole reply" }));
    const client: ChatClient = {
      getChatWelcome: async () => ({ welcomeMessage: "Hi", conversationId: "c-1" }),
      sendChatMessage,
      endChatConversation: async () => ({ success: true, message: "" }),
    };
    const { chat } = setup({ client, context: { mode: "support" } });
    await openAndWelcome(chat);

    chat.send("Hello");
    await vi.advanceTimersByTimeAsync(0);

    expect(sendChatMessage).toHaveBeenCalledOnce();
    expect(contents(chat).at(-1)).toBe("Whole reply");
  });
});

describe("errors", () => {
  const SIGNED_OUT =
    "I need you to be logged in to provide personalized assistance. Please log in and try again.";
  const FORBIDDEN =
    "I don't have permission to access that information. Please contact support if this continues.";
  const SERVER_FAILURE =
    "I'm experiencing technical difficulties. Please try again in a moment or contact our support team.";
  const withStatus = (status: number) => Object.assign(new Error("Refused"), { status });

  it.each([
    ["a session that expired", ApiError.fromCode("AUTH_SESSION_EXPIRED", 401), SIGNED_OUT],
    ["a visitor not signed in", ApiError.fromCode("AUTH_NOT_AUTHENTICATED", 401), SIGNED_OUT],
    // The client names a bare 403 answer "not authenticated": the code decides, not the status.
    ["a bare 403 answer", ApiError.fromCode("AUTH_NOT_AUTHENTICATED", 403), SIGNED_OUT],
    ["a forbidden code", ApiError.fromCode("AUTH_FORBIDDEN", 403), FORBIDDEN],
    ["another 403 code", ApiError.fromCode("AUTH_EMAIL_NOT_VERIFIED", 403), FORBIDDEN],
    ["a server failure", ApiError.fromCode("API_DATABASE_ERROR", 500), SERVER_FAILURE],
    ["no answer at all", ApiError.fromCode("API_NETWORK_ERROR", 0), GENERIC_ERROR],
    ["a custom client's 401", withStatus(401), SIGNED_OUT],
    ["a custom client's 403", withStatus(403), FORBIDDEN],
    ["a custom client's 500", withStatus(500), SERVER_FAILURE],
    ["an error that only names 401 in its text", new Error("Request failed: 401"), GENERIC_ERROR],
    ["another error", new Error("Network down"), GENERIC_ERROR],
    ["an empty reply", "", GENERIC_ERROR],
    ["a blank reply", "  \n ", GENERIC_ERROR],
  ] as const)("answers %s with its sentence", async (_case, failure, sentence) => {
    const { chat } = setup({ context: { mode: "support" }, fake: { reply: () => failure } });
    await openAndWelcome(chat);

    chat.send("Hello");
    await vi.advanceTimersByTimeAsync(0);

    expect(chat.getSnapshot().status).toBe("idle");
    expect(chat.getSnapshot().messages.at(-1)).toMatchObject({
      role: "assistant",
      content: sentence,
      error: true,
    });
  });

  it("keeps error messages out of the history sent next", async () => {
    let fail = true;
    const { chat, client } = setup({
      context: { mode: "support" },
      fake: { reply: () => (fail ? new Error("boom") : "ok") },
    });
    await openAndWelcome(chat);
    chat.send("First");
    await vi.advanceTimersByTimeAsync(0);
    fail = false;

    chat.send("Second");
    await vi.advanceTimersByTimeAsync(0);

    expect(client.requests[1]?.request.history?.map((entry) => entry.content)).toEqual([
      contents(chat)[0],
      "First",
    ]);
    expect(contents(chat)[2]).toBe(GENERIC_ERROR);
  });
});

/** A conversation whose name, e-mail and topic are collected and answered. */
async function collectedConversation(setupOptions: Setup = {}) {
  const result = setup(setupOptions);
  await openAndWelcome(result.chat);
  result.chat.selectTopic("Pricing plans");
  result.chat.send("Ada");
  result.chat.send("ada@example.com");
  await vi.advanceTimersByTimeAsync(0);
  return result;
}

describe("end-conversation", () => {
  it("is sent on close once name, e-mail and topic are collected", async () => {
    const { chat, client } = await collectedConversation();

    chat.close();

    expect(client.ended).toEqual([
      {
        conversationId: "conversation-1",
        userInfo: { name: "Ada", email: "ada@example.com", topic: "Pricing plans" },
        messages: chat.getSnapshot().messages.map(({ role, content, timestamp }) => ({
          role,
          content,
          timestamp,
        })),
      },
    ]);
  });

  it("is not sent again on a second close without new messages", async () => {
    const { chat, client } = await collectedConversation();
    chat.close();
    chat.open();
    chat.close();
    expect(client.ended).toHaveLength(1);
  });

  it("is not sent before the e-mail is known", async () => {
    const { chat, client } = setup();
    await openAndWelcome(chat);
    chat.selectTopic("Pricing plans");
    chat.send("Ada");

    chat.close();
    chat.open();
    chat.reset();

    expect(client.ended).toHaveLength(0);
  });

  it("is sent on reset, and its failure is ignored", async () => {
    const endChatConversation = vi.fn(async () => {
      throw new Error("offline");
    });
    const fake = createFakeChatClient();
    const { chat } = await collectedConversation({ client: { ...fake, endChatConversation } });

    chat.reset();
    await vi.advanceTimersByTimeAsync(0);

    expect(endChatConversation).toHaveBeenCalledOnce();
    expect(chat.getSnapshot().status).toBe("welcoming");
  });
});

describe("reset", () => {
  it("clears messages and conversation and starts again with a new welcome", async () => {
    const { chat, client } = await collectedConversation();

    chat.reset();
    expect(chat.getSnapshot()).toMatchObject({
      messages: [],
      conversationId: undefined,
      collection: { step: "topic" },
    });
    await vi.advanceTimersByTimeAsync(100);

    expect(client.welcomeCalls).toBe(2);
    expect(chat.getSnapshot().messages).toHaveLength(1);
  });

  it("drops a reply that was pending", async () => {
    const { chat } = setup({ context: { mode: "support" }, fake: { delayMs: 500 } });
    chat.open();
    await vi.advanceTimersByTimeAsync(600);
    chat.send("Hello");

    chat.reset();
    await vi.advanceTimersByTimeAsync(1200);

    expect(contents(chat)).toEqual([
      "Hi! I'm Ringline's support assistant. I can help with call forwarding, your plan, minutes and settings. What do you need help with?",
    ]);
  });
});

describe("the session copy", () => {
  it("restores messages, conversation and collection on the next page", async () => {
    const storage = createMemoryChatStorage();
    const first = setup({ storage });
    await openAndWelcome(first.chat);
    first.chat.selectTopic("Pricing plans");

    const next = setup({ storage });
    expect(next.chat.getSnapshot()).toMatchObject({
      open: false,
      conversationId: "conversation-1",
      collection: { step: "name", topic: "Pricing plans" },
    });
    expect(contents(next.chat)).toEqual(contents(first.chat));
    next.chat.open();
    await vi.advanceTimersByTimeAsync(100);
    expect(next.client.welcomeCalls).toBe(0);
  });

  it("ignores a damaged copy", () => {
    const storage = createMemoryChatStorage();
    storage.setItem(CHAT_STORAGE_KEY, '{"messages":[{"role":"hacker"}]}');
    expect(setup({ storage }).chat.getSnapshot().messages).toEqual([]);
  });

  it("is removed by reset", async () => {
    const storage = createMemoryChatStorage();
    const { chat } = setup({ storage });
    await openAndWelcome(chat);
    expect(storage.getItem(CHAT_STORAGE_KEY)).not.toBeNull();
    chat.reset();
    expect(storage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });
});

describe("unread replies", () => {
  it("counts replies that arrive while closed and clears on open", async () => {
    const { chat } = setup({ context: { mode: "support" }, fake: { delayMs: 200 } });
    chat.open();
    await vi.advanceTimersByTimeAsync(300);
    chat.send("Hello");
    chat.close();

    await vi.advanceTimersByTimeAsync(200);
    expect(chat.getSnapshot().unread).toBe(1);

    chat.open();
    expect(chat.getSnapshot().unread).toBe(0);
  });

  it("counts a streamed reply once, when it is finished", async () => {
    const { chat } = setup({
      context: { mode: "support" },
      fake: { reply: () => "a b c", stream: { wordsPerDelta: 1, delayMs: 10 } },
    });
    await openAndWelcome(chat);
    chat.send("Hello");
    chat.close();
    await vi.advanceTimersByTimeAsync(5);
    expect(chat.getSnapshot().unread).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(chat.getSnapshot().unread).toBe(1);
  });
});
