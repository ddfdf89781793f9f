import {
  CHAT_MESSAGE_MAX_LENGTH,
  readServerSentEvents,
  ZChatResponse,
  ZChatStreamEvent,
  ZChatWelcomeResponse,
  ZErrorEnvelope,
} from "@ringline/api-client";
import request, { type Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import {
  createTestApp,
  type SignedUp,
  settle,
  signUp,
  type TestApp,
  visitorWithToken,
} from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./test/fake-openai-server.js";

let sequence = 0;
function conversationId(): string {
  sequence += 1;
  return `test-${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

function chatRequest(message: string, overrides: Record<string, unknown> = {}) {
  return {
    message,
    conversationId: conversationId(),
    chatMode: "marketing",
    userInfo: { name: "Ada" },
    history: [],
    ...overrides,
  };
}

/** Keeps a streamed body as text (supertest would otherwise try to parse the event stream). */
function collectText(response: Response, done: (error: Error | null, body: string) => void): void {
  let text = "";
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    text += chunk;
  });
  response.on("end", () => done(null, text));
}

/** The events of a server-sent-event body, parsed by the client package's reader. */
async function eventsOf(body: string) {
  const stream = new Response(body).body;
  if (!stream) throw new Error("no body");
  const events = [];
  for await (const frame of readServerSentEvents(stream)) {
    expect(ZChatStreamEvent.parse(JSON.parse(frame.data)).type).toBe(frame.event);
    events.push(ZChatStreamEvent.parse(JSON.parse(frame.data)));
  }
  return events;
}

describe.each(testDatabaseTargets)("chat API on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let visitor: { agent: ReturnType<typeof request.agent>; token: string };

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { chat: { salesEmail: "leads@ringline.test" } });
    visitor = await visitorWithToken(app);
  });
  afterAll(async () => {
    if (app) await settle(app);
    await db?.close();
  });

  const post = (
    path: string,
    body: unknown,
    as: { agent: typeof visitor.agent; token: string } = visitor,
  ) =>
    as.agent
      .post(path)
      .set("x-csrf-token", as.token)
      .send(body as object);

  /** A signed-up owner with a customer record, an AI number, calls and usage this period. */
  async function makeOwner(
    name: string,
    figures: { calls: number; minutes: number; phone: string },
  ) {
    const owner = await signUp(app, { firstName: name });
    const customer = await db.prisma.customer.create({
      data: {
        userId: owner.userId,
        email: owner.email,
        username: owner.email.slice(0, 40),
        firstName: name,
        lastName: "Owner",
        company: `${name} Realty`,
        plan: "growth",
        aiStatus: "green",
        aiPhoneNumber: figures.phone,
      },
    });
    await db.prisma.onboardingData.create({
      data: {
        customerId: customer.id,
        businessName: `${name} Realty Group`,
        businessType: "Real estate",
        primaryPhone: "5551234567",
      },
    });
    const now = Date.now();
    await db.prisma.callLog.createMany({
      data: Array.from({ length: figures.calls }, (_, index) => ({
        customerId: customer.id,
        callId: `${customer.id}-${index}`,
        duration: 90,
        createdAt: new Date(now - 60_000),
      })),
    });
    await db.prisma.usagePeriod.create({
      data: {
        userId: owner.userId,
        periodStart: new Date(now - 5 * 86_400_000),
        periodEnd: new Date(now + 25 * 86_400_000),
        plan: "growth",
        minutesIncluded: 500,
        minutesUsed: figures.minutes,
      },
    });
    return owner;
  }

  const ownerAgent = (owner: SignedUp) => ({ agent: owner.agent, token: owner.csrf });

  describe("GET /api/chat/welcome", () => {
    it("answers a greeting and a new conversation id each time", async () => {
      const first = ZChatWelcomeResponse.parse(
        (await request(app).get("/api/chat/welcome").expect(200)).body,
      );
      const second = ZChatWelcomeResponse.parse(
        (await request(app).get("/api/chat/welcome").expect(200)).body,
      );
      expect(first.welcomeMessage).toMatch(/Ringline/);
      expect(first.conversationId).not.toBe(second.conversationId);
    });
  });

  describe("POST /api/chat (marketing)", () => {
    it("answers from the knowledge base, naming the facts", async () => {
      const response = await post("/api/chat", chatRequest("How much is the Growth plan?")).expect(
        200,
      );
      const { message } = ZChatResponse.parse(response.body);
      expect(message).toContain("$59");
      expect(message).toContain("500 minutes");
    });

    it("quotes the prices of plan_configurations, as the pricing table does, after a change", async () => {
      await db.prisma.planConfiguration.update({
        where: { planId: "growth" },
        data: { monthlyPrice: 64, minutesIncluded: 600 },
      });
      try {
        const response = await post("/api/chat", chatRequest("How much is the Growth plan?"));
        const { message } = ZChatResponse.parse(response.body);
        expect(message).toContain("$64/month");
        expect(message).toContain("600 minutes");
        expect(message).not.toContain("$59");
      } finally {
        await db.prisma.planConfiguration.update({
          where: { planId: "growth" },
          data: { monthlyPrice: 59, minutesIncluded: 500 },
        });
      }
    });

    it("stores the conversation with the question and the answer", async () => {
      const body = chatRequest("Is there a free trial?");
      const response = await post("/api/chat", body).expect(200);
      const conversation = await db.prisma.chatConversation.findUniqueOrThrow({
        where: { id: body.conversationId },
        include: { messages: { orderBy: { createdAt: "asc" } } },
      });
      expect(conversation.mode).toBe("marketing");
      expect(conversation.userId).toBeNull();
      expect(conversation.messages.map((message) => [message.role, message.content])).toEqual([
        ["user", "Is there a free trial?"],
        ["assistant", response.body.message],
      ]);
      expect(conversation.messages[1]?.source).toBe("offline");
    });

    it("says plainly when it does not know, and offers a person", async () => {
      const response = await post(
        "/api/chat",
        chatRequest("What's the weather in Paris tomorrow?"),
      ).expect(200);
      expect(response.body.message).toMatch(/don't know/);
      expect(response.body.message).toContain("help@ringline.ai");
    });

    it("answers a follow-up from the previous question in the history", async () => {
      const response = await post(
        "/api/chat",
        chatRequest("and the yearly price?", {
          history: [
            {
              role: "user",
              content: "Tell me about the Unlimited plan",
              timestamp: "2026-11-21T10:00:00.000Z",
            },
            {
              role: "assistant",
              content: "It is $99 a month.",
              timestamp: "2026-11-21T10:00:01.000Z",
            },
          ],
        }),
      ).expect(200);
      expect(response.body.message).toContain("$796");
    });
  });

  describe("POST /api/chat/support", () => {
    it("answers in support mode from the forwarding guide, whatever chatMode says", async () => {
      const body = chatRequest("How do I turn off call forwarding on Verizon?", {
        chatMode: "marketing",
      });
      const response = await post("/api/chat/support", body).expect(200);
      expect(response.body.message).toContain("*73");
      const conversation = await db.prisma.chatConversation.findUniqueOrThrow({
        where: { id: body.conversationId },
      });
      expect(conversation.mode).toBe("support");
    });

    it("does not answer owners' account questions outside the dashboard", async () => {
      const response = await post(
        "/api/chat/support",
        chatRequest("What is my AI phone number?"),
      ).expect(200);
      expect(response.body.message).not.toMatch(/Your AI receptionist's phone number is/);
    });
  });

  describe("validation", () => {
    const cases: Array<[string, unknown, string]> = [
      ["an over-long message", chatRequest("x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1)), "message"],
      ["an empty message", chatRequest("   "), "message"],
      ["a missing message", { ...chatRequest("x"), message: undefined }, "message"],
      ["an unknown chat mode", chatRequest("Hi", { chatMode: "sales" }), "chatMode"],
      [
        "a conversation id with spaces",
        chatRequest("Hi", { conversationId: "a b" }),
        "conversationId",
      ],
      [
        "a conversation id over 100 characters",
        chatRequest("Hi", { conversationId: "a".repeat(101) }),
        "conversationId",
      ],
      [
        "a history entry without an ISO timestamp",
        chatRequest("Hi", { history: [{ role: "user", content: "x", timestamp: "yesterday" }] }),
        "history",
      ],
      [
        "a history entry with an unknown role",
        chatRequest("Hi", {
          history: [{ role: "system", content: "x", timestamp: "2026-11-21T10:00:00Z" }],
        }),
        "history",
      ],
      [
        "a history of more than 50 messages",
        chatRequest("Hi", {
          history: Array.from({ length: 51 }, () => ({
            role: "user",
            content: "x",
            timestamp: "2026-11-21T10:00:00Z",
          })),
        }),
        "history",
      ],
      [
        "a visitor e-mail without a domain",
        chatRequest("Hi", { userInfo: { email: "ada@" } }),
        "userInfo",
      ],
    ];

    it.each(cases)("refuses %s with a 422 naming the field", async (_name, body, field) => {
      for (const path of ["/api/chat", "/api/chat/support", "/api/chat/stream"]) {
        const response = await post(path, body).expect(422);
        const envelope = ZErrorEnvelope.parse(response.body);
        expect(envelope.error.errorCode).toBe("API_VALIDATION_ERROR");
        expect(Object.keys(envelope.error.fieldErrors ?? {})).toContain(field);
      }
    });

    it("says in the message itself that a message is too long", async () => {
      const response = await post(
        "/api/chat",
        chatRequest("x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1)),
      ).expect(422);
      expect(response.body.error.message).toBe(
        `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
      );
    });

    it("accepts a message of exactly the maximum length", async () => {
      await post("/api/chat", chatRequest("a".repeat(CHAT_MESSAGE_MAX_LENGTH))).expect(200);
    });

    it("refuses a body that is not a JSON object", async () => {
      const response = await post("/api/chat", ["How much?"]).expect(422);
      expect(response.body.error.errorCode).toBe("API_VALIDATION_ERROR");
    });

    it("refuses a request without the CSRF token", async () => {
      const response = await visitor.agent.post("/api/chat").send(chatRequest("Hi")).expect(403);
      expect(response.body.error.errorCode).toBe("AUTH_CSRF_TOKEN_INVALID");
    });

    const endCases: Array<[string, Record<string, unknown>, string]> = [
      [
        "an invalid e-mail",
        { userInfo: { name: "Ada", email: "ada at example", topic: "Pricing" } },
        "userInfo",
      ],
      ["a missing topic", { userInfo: { name: "Ada", email: "ada@example.com" } }, "userInfo"],
      [
        "an empty name",
        { userInfo: { name: " ", email: "ada@example.com", topic: "Pricing" } },
        "userInfo",
      ],
      ["messages that are not a list", { messages: "hello" }, "messages"],
      ["a missing conversation id", { conversationId: undefined }, "conversationId"],
    ];
    it.each(endCases)("refuses an ended conversation with %s", async (_name, overrides, field) => {
      const body = {
        conversationId: conversationId(),
        userInfo: { name: "Ada", email: "ada@example.com", topic: "Pricing plans" },
        messages: [],
        ...overrides,
      };
      const response = await post("/api/chat/end-conversation", body).expect(422);
      expect(Object.keys(response.body.error.fieldErrors)).toContain(field);
    });
  });

  describe("dashboard mode", () => {
    it("is for signed-in owners only", async () => {
      const response = await post(
        "/api/chat",
        chatRequest("How many calls did I get?", { chatMode: "dashboard" }),
      ).expect(401);
      expect(response.body.error.errorCode).toBe("AUTH_NOT_AUTHENTICATED");
    });

    it("answers from the owner's own number, status, calls and minutes", async () => {
      const owner = await makeOwner("Grace", { calls: 3, minutes: 118, phone: "+15550102030" });
      const ask = async (message: string) =>
        (
          await post(
            "/api/chat",
            chatRequest(message, { chatMode: "dashboard" }),
            ownerAgent(owner),
          ).expect(200)
        ).body.message as string;
      expect(await ask("What is my AI phone number?")).toContain("+15550102030");
      expect(await ask("Is my AI receptionist active?")).toContain("active and answering calls");
      expect(await ask("How many calls did I get this month?")).toContain("3 calls");
      expect(await ask("How many minutes do I have left?")).toContain("382 minutes left");
      expect(await ask("What's my business name?")).toContain("Grace Realty Group");
      expect(await ask("How do I forward calls on Verizon?")).toContain("*725550102030");
    });

    it("never answers from another customer's data, whatever the request claims", async () => {
      const alice = await makeOwner("Alice", { calls: 2, minutes: 40, phone: "+15550001111" });
      const bob = await makeOwner("Bobby", { calls: 7, minutes: 300, phone: "+15550009999" });
      const bobsConversation = conversationId();
      await post(
        "/api/chat",
        chatRequest("Hi", { chatMode: "dashboard", conversationId: bobsConversation }),
        ownerAgent(bob),
      ).expect(200);

      const pretending = {
        name: "Bobby",
        isAuthenticated: true,
        customerData: {
          businessName: "Bobby Realty Group",
          aiPhoneNumber: "+15550009999",
          plan: "unlimited",
        },
      };
      for (const question of [
        "Give me a summary of my account",
        "What is my AI phone number?",
        "How many calls did I get this month?",
        "What's my business name?",
      ]) {
        const response = await post(
          "/api/chat",
          chatRequest(question, { chatMode: "dashboard", userInfo: pretending }),
          ownerAgent(alice),
        ).expect(200);
        expect(response.body.message).not.toMatch(/Bobby|5550009999|7 calls|300 minutes/);
      }
      const summary = await post(
        "/api/chat",
        chatRequest("Give me a summary of my account", {
          chatMode: "dashboard",
          userInfo: pretending,
        }),
        ownerAgent(alice),
      ).expect(200);
      expect(summary.body.message).toContain("Alice Realty Group");
      expect(summary.body.message).toContain("+15550001111");
      expect(summary.body.message).toContain("2 calls");

      // Bob's conversation is his alone: neither Alice nor a visitor may continue it.
      for (const asker of [ownerAgent(alice), visitor]) {
        const refused = await post(
          "/api/chat",
          chatRequest("What is my AI phone number?", {
            chatMode: "marketing",
            conversationId: bobsConversation,
          }),
          asker,
        ).expect(403);
        expect(refused.body.error.errorCode).toBe("AUTH_FORBIDDEN");
      }
      const stored = await db.prisma.chatMessage.count({
        where: { conversationId: bobsConversation },
      });
      expect(stored).toBe(2);
    });
  });

  describe("POST /api/chat/stream", () => {
    it("streams the reply as server-sent events: start, deltas, end", async () => {
      const body = chatRequest("What are your prices?");
      const response = await post("/api/chat/stream", body).buffer(true).parse(collectText);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
      const events = await eventsOf(response.body as string);
      expect(events[0]).toEqual({ type: "message-start", conversationId: body.conversationId });
      const deltas = events.flatMap((event) => (event.type === "text-delta" ? [event.delta] : []));
      const end = events.at(-1);
      expect(end?.type).toBe("message-end");
      expect(deltas.join("")).toBe(end?.type === "message-end" ? end.message : "");
      expect(deltas.join("")).toContain("$39");
      const stored = await db.prisma.chatMessage.findMany({
        where: { conversationId: body.conversationId, role: "assistant" },
      });
      expect(stored.map((message) => message.content)).toEqual([deltas.join("")]);
    });

    it("refuses dashboard mode without sign-in as a JSON envelope, before streaming", async () => {
      const response = await post(
        "/api/chat/stream",
        chatRequest("My calls?", { chatMode: "dashboard" }),
      ).expect(401);
      expect(response.headers["content-type"]).toMatch(/json/);
      expect(response.body.error.errorCode).toBe("AUTH_NOT_AUTHENTICATED");
    });
  });

  describe("POST /api/chat/end-conversation", () => {
    const transcript = [
      {
        role: "assistant",
        content: "Hi! What can I help with?",
        timestamp: "2026-11-21T10:00:00.000Z",
      },
      { role: "user", content: "Pricing <b>please</b>", timestamp: "2026-11-21T10:00:05.000Z" },
    ];

    it("stores the conversation, creates the lead and e-mails it to the sales inbox", async () => {
      const id = conversationId();
      const email = `lead.${id}@example.com`;
      const response = await post("/api/chat/end-conversation", {
        conversationId: id,
        userInfo: { name: "Ada", email: email.toUpperCase(), topic: "Pricing plans" },
        messages: transcript,
      }).expect(200);
      expect(response.body).toEqual({ success: true, message: expect.any(String) });

      const lead = await db.prisma.salesLead.findUniqueOrThrow({ where: { email } });
      expect(lead).toMatchObject({
        name: "Ada",
        topic: "Pricing plans",
        source: "chat",
        conversationCount: 1,
      });
      const conversation = await db.prisma.chatConversation.findUniqueOrThrow({ where: { id } });
      expect(conversation).toMatchObject({
        visitorName: "Ada",
        visitorEmail: email,
        topic: "Pricing plans",
        salesLeadId: lead.id,
        transcript,
      });
      expect(conversation.endedAt).toBeInstanceOf(Date);

      const mail = await db.prisma.emailLog.findFirstOrThrow({
        where: {
          toEmail: "leads@ringline.test",
          emailType: "chat-lead",
          content: { contains: email },
        },
      });
      expect(mail.subject).toBe("Chat lead: Ada · Pricing plans");
      expect(mail.content).toContain("Ada: Pricing <b>please</b>");
    });

    it("adds to the lead of a returning visitor, counting each conversation once", async () => {
      const email = `returning.${conversationId()}@example.com`;
      const first = conversationId();
      const second = conversationId();
      const end = (id: string, topic: string) =>
        post("/api/chat/end-conversation", {
          conversationId: id,
          userInfo: { name: "Ada L.", email, topic },
          messages: transcript,
        }).expect(200);
      await end(first, "Pricing plans");
      await end(second, "Free trial");
      await end(second, "Free trial");
      const lead = await db.prisma.salesLead.findUniqueOrThrow({ where: { email } });
      // The lead keeps what its first conversation said; each conversation keeps its own.
      expect(lead).toMatchObject({ topic: "Pricing plans", conversationCount: 2 });
      expect(
        await db.prisma.chatConversation.findUniqueOrThrow({ where: { id: second } }),
      ).toMatchObject({ topic: "Free trial", salesLeadId: lead.id });
      const mails = await db.prisma.emailLog.findMany({
        where: { emailType: "chat-lead", content: { contains: email } },
        orderBy: { createdAt: "asc" },
      });
      expect(mails.map((mail) => mail.subject)).toEqual([
        "Chat lead: Ada L. · Pricing plans",
        "Chat lead: Ada L. · Free trial",
        "Chat lead (updated): Ada L. · Free trial",
      ]);
    });

    it("keeps visitor text out of the e-mail's HTML markup", async () => {
      const { chatLeadEmail } = await import("./lead-email.js");
      const email = chatLeadEmail({
        name: "<script>x</script>",
        email: "a@b.co",
        topic: "t",
        conversationId: "c",
        messages: transcript as never,
        firstEnd: true,
        leadCreated: true,
      });
      expect(email.html).not.toContain("<script>");
      expect(email.html).not.toContain("<b>please</b>");
      expect(email.html).toContain("&lt;b&gt;please&lt;/b&gt;");
    });
  });
});

describe.each(testDatabaseTargets)("chat with an OpenAI-compatible provider on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let provider: FakeOpenAiServer;
  let visitor: { agent: ReturnType<typeof request.agent>; token: string };

  beforeAll(async () => {
    db = await target.open();
    provider = await startFakeOpenAiServer();
    app = createTestApp(db, {
      chat: {
        provider: {
          baseUrl: provider.baseUrl,
          apiKey: "sk-test",
          model: "test-model",
          timeoutMs: 500,
        },
      },
    });
    visitor = await visitorWithToken(app);
  });
  afterAll(async () => {
    await provider?.close();
    if (app) await settle(app);
    await db?.close();
  });

  const ask = (path: string, message: string) =>
    visitor.agent.post(path).set("x-csrf-token", visitor.token).send(chatRequest(message));

  it("answers with the provider's reply, grounded on the retrieved passages", async () => {
    provider.behave({ kind: "reply", content: "Growth is **$59/month** with 500 minutes." });
    const response = await ask("/api/chat", "How much is the Growth plan?").expect(200);
    expect(response.body.message).toBe("Growth is **$59/month** with 500 minutes.");
    const sent = provider.requests.at(-1);
    expect(sent?.authorization).toBe("Bearer sk-test");
    expect(sent?.body).toMatchObject({ model: "test-model", stream: false });
    const messages = sent?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain("$474/year");
    expect(messages.at(-1)).toEqual({ role: "user", content: "How much is the Growth plan?" });
  });

  it("never passes the provider's HTML on to the page", async () => {
    provider.behave({
      kind: "reply",
      content:
        'Hi <img src=x onerror="alert(1)">there, [click](javascript:alert(1)) <script>steal()</script>',
    });
    const response = await ask("/api/chat", "Hello").expect(200);
    expect(response.body.message).not.toMatch(/<img|<script|javascript:/);
    expect(response.body.message).toContain("Hi there");
  });

  it.each([
    ["answers HTTP 500", { kind: "status", status: 500 } as const],
    ["answers HTTP 401 (a bad key)", { kind: "status", status: 401 } as const],
    ["does not answer before the timeout", { kind: "hang" } as const],
  ])("falls back to the offline model when the provider %s", async (_name, behaviour) => {
    provider.behave(behaviour);
    const response = await ask("/api/chat/support", "How do I forward calls on Verizon?").expect(
      200,
    );
    expect(response.body.message).toContain("*72");
    expect(response.body.message).toContain("*73");
  });

  it("streams the provider's deltas", async () => {
    provider.behave({ kind: "reply", content: "The trial lasts 7 days and needs a card." });
    const response = await visitor.agent
      .post("/api/chat/stream")
      .set("x-csrf-token", visitor.token)
      .send(chatRequest("Is there a free trial?"))
      .buffer(true)
      .parse(collectText)
      .expect(200);
    const events = await eventsOf(response.body as string);
    const deltas = events.flatMap((event) => (event.type === "text-delta" ? [event.delta] : []));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe("The trial lasts 7 days and needs a card.");
    expect(provider.requests.at(-1)?.body.stream).toBe(true);
  });

  it("streams the offline answer when the provider fails", async () => {
    provider.behave({ kind: "status", status: 503 });
    const response = await visitor.agent
      .post("/api/chat/stream")
      .set("x-csrf-token", visitor.token)
      .send(chatRequest("Is there a free trial?"))
      .buffer(true)
      .parse(collectText)
      .expect(200);
    const events = await eventsOf(response.body as string);
    expect(events.at(-1)).toMatchObject({
      type: "message-end",
      message: expect.stringContaining("7-day free trial"),
    });
  });
});

describe("chat rate limit", () => {
  it("answers 429 with Retry-After once a visitor sends too many messages", async () => {
    const db = await testDatabaseTargets[0]?.open();
    if (!db) throw new Error("no test database");
    try {
      const app = createTestApp(db, { rateLimits: { chat: { windowMs: 60_000, limit: 2 } } });
      const { agent, token } = await visitorWithToken(app);
      const send = () => agent.post("/api/chat").set("x-csrf-token", token).send(chatRequest("Hi"));
      await send().expect(200);
      await send().expect(200);
      const refused = await send().expect(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.body.error.errorCode).toBe("API_RATE_LIMITED");
      // The welcome and the stream share the chat's limit.
      await agent.get("/api/chat/welcome").expect(429);
      await agent
        .post("/api/chat/stream")
        .set("x-csrf-token", token)
        .send(chatRequest("Hi"))
        .expect(429);
      await settle(app);
    } finally {
      await db.close();
    }
  });
});
