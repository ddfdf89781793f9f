import { ApiError } from "@ringline/api-client";
import type { ChatClient, ChatRequest } from "./chat-client.js";
import type { ChatStorage } from "./chat-storage.js";

/**
 * How the fake chat answers. `reply` gives the answer to a request (a thrown or returned
 * `Error` fails it); `stream` sends it as deltas of a few words; `pending` never answers.
 *
 * @example
 * ```ts
 * const client = createFakeChatClient({ reply: (request) => `You asked: ${request.message}` });
 * ```
 */
export interface FakeChatClientOptions {
  welcome?: { welcomeMessage: string; conversationId: string } | "fail" | undefined;
  reply?: ((request: ChatRequest) => string | Error) | undefined;
  /** Send replies through `streamChatMessage`, this many words at a time. */
  stream?: { wordsPerDelta: number; delayMs: number; stopAfter?: number } | undefined;
  /** Never answer messages (the typing indicator stays). */
  pending?: boolean | undefined;
  /** Latency of every answer. Default 0. */
  delayMs?: number | undefined;
}

/**
 * A chat client with every call recorded, for stories and tests.
 *
 * @example
 * ```ts
 * const client = createFakeChatClient();
 * render(<ChatWidget client={client} defaultOpen />);
 * expect(client.requests).toHaveLength(0);
 * ```
 */
export interface FakeChatClient extends Required<ChatClient> {
  readonly requests: { request: ChatRequest; support: boolean; streamed: boolean }[];
  readonly ended: Parameters<ChatClient["endChatConversation"]>[0][];
  welcomeCalls: number;
}

/** The fake's default answer: names the question, with a list and a bold price. */
export function defaultFakeReply(request: ChatRequest): string {
  return `Here is what I know about **${request.message}**:\n- Plans start at $39 a month\n- Setup takes 5 minutes\n\nMore at [our pricing page](https://ringline.ai/pricing).`;
}

function wait(milliseconds: number, signal?: AbortSignal): Promise<void> {
  if (milliseconds <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const never = () => new Promise<never>(() => {});

/**
 * Creates a {@link FakeChatClient}.
 *
 * @example
 * ```ts
 * createFakeChatClient({ reply: () => ApiError.fromCode("INTERNAL_ERROR", 500) });
 * ```
 */
export function createFakeChatClient(options: FakeChatClientOptions = {}): FakeChatClient {
  const delayMs = options.delayMs ?? 0;
  const reply = options.reply ?? defaultFakeReply;

  function answer(request: ChatRequest): string {
    const result = reply(request);
    if (result instanceof Error) throw result;
    return result;
  }

  const client: FakeChatClient = {
    requests: [],
    ended: [],
    welcomeCalls: 0,
    async getChatWelcome() {
      client.welcomeCalls += 1;
      await wait(delayMs);
      const welcome = options.welcome;
      if (welcome === "fail") throw ApiError.fromCode("API_NETWORK_ERROR", 0);
      return (
        welcome ?? {
          welcomeMessage: "Hi! I'm the Ringline assistant. What would you like to know?",
          conversationId: "conversation-1",
        }
      );
    },
    async sendChatMessage(request, sendOptions) {
      client.requests.push({ request, support: sendOptions?.support === true, streamed: false });
      if (options.pending) return never();
      await wait(delayMs);
      return { message: answer(request) };
    },
    async endChatConversation(request) {
      client.ended.push(request);
      await wait(delayMs);
      return { success: true, message: "Conversation stored" };
    },
    async *streamChatMessage(request, streamOptions) {
      const stream = options.stream;
      if (!stream) throw ApiError.fromCode("API_NOT_FOUND", 404);
      client.requests.push({ request, support: false, streamed: true });
      if (options.pending) await never();
      await wait(delayMs, streamOptions?.signal);
      const words = answer(request).split(/(?<= )/);
      let sent = 0;
      for (let index = 0; index < words.length; index += stream.wordsPerDelta) {
        if (stream.stopAfter !== undefined && sent >= stream.stopAfter) await never();
        yield words.slice(index, index + stream.wordsPerDelta).join("");
        sent += 1;
        await wait(stream.delayMs, streamOptions?.signal);
      }
    },
  };
  return client;
}

/**
 * A `Storage` in memory, one per rendered story.
 *
 * @example
 * ```ts
 * render(<ChatWidget storage={createMemoryChatStorage()} />);
 * ```
 */
export function createMemoryChatStorage(): ChatStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
