import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import type {
  ChatClient,
  ChatCustomerData,
  ChatMode,
  ChatRequest,
  ChatTranscriptEntry,
  ChatUserInfo,
} from "./chat-client.js";
import { type ChatWidgetTexts, chatWidgetMessages } from "./chat-widget.messages.js";

/**
 * The chat's timings, in milliseconds.
 *
 * @example
 * ```ts
 * vi.advanceTimersByTime(CHAT_TIMINGS.welcomeDelayMs);
 * ```
 */
export const CHAT_TIMINGS = {
  /** The first open waits this long before asking for the welcome message. */
  welcomeDelayMs: 100,
} as const;

/**
 * The `sessionStorage` key the conversation is kept under, so it survives navigation
 * between pages of the same site.
 *
 * @example
 * ```ts
 * sessionStorage.removeItem(CHAT_STORAGE_KEY); // forget the conversation
 * ```
 */
export const CHAT_STORAGE_KEY = "ringline-chat";

// The contract's CHAT_EMAIL_PATTERN and limits, repeated so that the widget does not load
// the contract (and zod) before the first message.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HISTORY_MAX_ITEMS = 50;
const TRANSCRIPT_MAX_ITEMS = 200;
// Statuses meaning the server has no streaming endpoint: the JSON one is asked instead.
const NO_STREAMING_STATUSES = new Set([404, 405, 501]);

/**
 * One message on screen. `error` marks the widget's own apologies, which are not sent
 * back to the chat as history.
 *
 * @example
 * ```ts
 * const message: ChatMessage = { id: "m1", role: "assistant", content: "Hi!", timestamp: "2026-01-01T00:00:00.000Z" };
 * ```
 */
export interface ChatMessage {
  readonly id: string;
  readonly role: "user" | "assistant";
  readonly content: string;
  readonly timestamp: string;
  readonly error?: true;
}

/**
 * Where the marketing chat is in collecting the visitor's details: the `topic`, then the
 * first `name`, then the `email`; `done` once all three are known (and from the start in
 * support and dashboard mode). `typingTopic` is set when the visitor chose to type a
 * topic of their own.
 *
 * @example
 * ```ts
 * const collection: ChatCollection = { step: "email", topic: "Pricing plans", name: "Ada" };
 * ```
 */
export interface ChatCollection {
  readonly step: "topic" | "name" | "email" | "done";
  readonly topic?: string;
  readonly name?: string;
  readonly email?: string;
  readonly typingTopic?: true;
}

/**
 * A snapshot of the chat. `status`: `welcoming` while the welcome message is fetched,
 * `waiting` for the first word of a reply, `streaming` while it arrives, else `idle`.
 *
 * @example
 * ```ts
 * const typing = state.status === "welcoming" || state.status === "waiting";
 * ```
 */
export interface ChatState {
  readonly open: boolean;
  readonly status: "idle" | "welcoming" | "waiting" | "streaming";
  readonly messages: readonly ChatMessage[];
  readonly conversationId: string | undefined;
  readonly collection: ChatCollection;
  /** Replies that arrived while the chat was closed. */
  readonly unread: number;
}

/**
 * Who the chat is talking to right now; read on every request, so it follows the page.
 *
 * @example
 * ```ts
 * const context: ChatContext = { mode: "dashboard", locale: "en", isAuthenticated: true, customerData: { businessName: "Acme" } };
 * ```
 */
export interface ChatContext {
  mode: ChatMode;
  locale?: Locale | undefined;
  isAuthenticated?: boolean | undefined;
  /** A signed-in owner's name. */
  userName?: string | undefined;
  customerData?: ChatCustomerData | null | undefined;
  /** Named in the generic apology. */
  supportEmail: string;
}

/**
 * The part of `sessionStorage` the chat uses.
 *
 * @example
 * ```ts
 * const storage: ChatStorage = new Map() as never; // or sessionStorage
 * ```
 */
export type ChatStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Options of {@link createChatConversation}.
 *
 * @example
 * ```ts
 * createChatConversation({ client: () => api, context: () => ({ mode: "marketing", supportEmail: "help@ringline.ai" }) });
 * ```
 */
export interface ChatConversationOptions {
  /** The client for each request; called lazily, so a default client loads on first use. */
  client: () => ChatClient;
  context: () => ChatContext;
  /** Default `globalThis.sessionStorage` when there is one. */
  storage?: ChatStorage | undefined;
  /** The visitor picked a suggested topic or typed one. */
  onTopicSelected?: ((topic: string) => void) | undefined;
  /** Name, e-mail and topic are all known. */
  onLeadCollected?: (() => void) | undefined;
  /** A message went to the chat. */
  onMessageSent?: (() => void) | undefined;
}

/**
 * The framework-free chat: opening and closing, the welcome, the marketing collection of
 * topic, first name and e-mail, replies (streamed when the client can), errors, reset,
 * the unread count and the session copy of the conversation.
 *
 * @example
 * ```ts
 * const chat = createChatConversation({ client: () => api, context: () => ({ mode: "support", supportEmail }) });
 * chat.subscribe(() => render(chat.getSnapshot()));
 * chat.open();
 * chat.send("How do I forward my calls?");
 * ```
 */
export interface ChatConversation {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ChatState;
  /** Opens the chat; the first open fetches the welcome message. */
  open(): void;
  /** Closes the chat; a collected lead is sent to end-conversation. */
  close(): void;
  /** Sends a message; false (nothing sent) when empty or while a reply is pending. */
  send(text: string): boolean;
  /** A suggested topic (or quick question) was pressed. */
  selectTopic(topic: string): void;
  /** The visitor wants to type a topic of their own: shows the input. */
  typeOwnTopic(): void;
  /** Ends the conversation (end-conversation when collected) and starts a new one. */
  reset(): void;
  /** Stops timers and pending replies (unmount). */
  dispose(): void;
}

/**
 * The chat's mode for a page: `/dashboard…` is the dashboard, `/support` and `/faq` (and
 * their sub-pages) are support, anything else is marketing.
 *
 * @example
 * ```ts
 * chatModeForPath("/dashboard/calls"); // "dashboard"
 * chatModeForPath("/faq"); // "support"
 * chatModeForPath("/pricing"); // "marketing"
 * ```
 */
export function chatModeForPath(path: string): ChatMode {
  if (path.startsWith("/dashboard")) return "dashboard";
  if (/^\/(?:support|faq)(?:[/?#]|$)/.test(path)) return "support";
  return "marketing";
}

/**
 * Whether a text is an e-mail address as the chat accepts it: text, `@`, text, a dot,
 * text, and no spaces.
 *
 * @example
 * ```ts
 * isChatEmail("ada@example.com"); // true
 * isChatEmail("ada@example"); // false
 * ```
 */
export function isChatEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

/**
 * What the chat says when a reply fails: the message (or HTTP status) names 401, 403 or
 * 500, or anything else (an empty reply included) gets the apology with the support
 * address.
 *
 * @example
 * ```ts
 * chatErrorText(new Error("Request failed with 401"), texts, "help@ringline.ai");
 * // "I need you to be logged in to provide personalized assistance. Please log in and try again."
 * ```
 */
export function chatErrorText(
  error: unknown,
  texts: ChatWidgetTexts,
  supportEmail: string,
): string {
  const message = error instanceof Error ? error.message : String(error ?? "");
  const status = statusOf(error);
  if (status === 401 || message.includes("401")) return texts.error401;
  if (status === 403 || message.includes("403")) return texts.error403;
  if (status === 500 || message.includes("500")) return texts.error500;
  return formatMessage(texts.errorGeneric, { supportEmail });
}

/**
 * The greeting the widget shows itself: in support and dashboard mode always (the
 * dashboard one names the business), in marketing mode when the welcome request failed.
 *
 * @example
 * ```ts
 * localGreeting({ mode: "dashboard", customerData: { businessName: "Acme" }, supportEmail }, texts);
 * // "Welcome back, Acme! …"
 * ```
 */
export function localGreeting(context: ChatContext, texts: ChatWidgetTexts): string {
  if (context.mode === "support") return texts.greetingSupport;
  if (context.mode === "marketing") return texts.greetingMarketing;
  const businessName = context.customerData?.businessName?.trim();
  return businessName
    ? formatMessage(texts.greetingDashboard, { businessName })
    : texts.greetingDashboardNoName;
}

function newConversationId(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `chat-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function defaultStorage(): ChatStorage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    // Reading sessionStorage throws where storage is blocked; the chat then lives per page.
    return undefined;
  }
}

interface StoredChat {
  messages: ChatMessage[];
  conversationId: string;
  collection: ChatCollection;
  endedCount: number;
}

function isStoredMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    typeof message.id === "string" &&
    (message.role === "user" || message.role === "assistant") &&
    typeof message.content === "string" &&
    typeof message.timestamp === "string"
  );
}

function readStored(storage: ChatStorage | undefined): StoredChat | undefined {
  try {
    const raw = storage?.getItem(CHAT_STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredChat>;
    const steps = ["topic", "name", "email", "done"];
    if (
      !Array.isArray(stored.messages) ||
      !stored.messages.every(isStoredMessage) ||
      typeof stored.conversationId !== "string" ||
      !steps.includes(String(stored.collection?.step))
    ) {
      return undefined;
    }
    return {
      messages: stored.messages,
      conversationId: stored.conversationId,
      collection: stored.collection as ChatCollection,
      endedCount: typeof stored.endedCount === "number" ? stored.endedCount : 0,
    };
  } catch {
    return undefined;
  }
}

function transcriptOf(messages: readonly ChatMessage[]): ChatTranscriptEntry[] {
  return messages
    .filter((message) => !message.error && message.content !== "")
    .map(({ role, content, timestamp }) => ({ role, content, timestamp }));
}

/**
 * Creates the framework-free chat. `useChatWidget` binds it to React.
 *
 * @example
 * ```ts
 * const chat = createChatConversation({
 *   client: () => createApiClient(),
 *   context: () => ({ mode: chatModeForPath(location.pathname), supportEmail: "help@ringline.ai" }),
 * });
 * chat.open();
 * ```
 */
export function createChatConversation(options: ChatConversationOptions): ChatConversation {
  const storage = options.storage ?? defaultStorage();
  const stored = readStored(storage);
  const listeners = new Set<() => void>();
  let state: ChatState = {
    open: false,
    status: "idle",
    messages: stored?.messages ?? [],
    conversationId: stored?.conversationId,
    collection: stored?.collection ?? { step: "done" },
    unread: 0,
  };
  // How many messages the last end-conversation carried: a second close sends again only
  // when the conversation went on.
  let endedCount = stored?.endedCount ?? 0;
  let welcomeTimer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by reset and dispose; a reply or welcome of an older generation is dropped.
  let generation = 0;
  let abortReply: AbortController | undefined;
  let messageCount = 0;

  const texts = () => chatWidgetMessages.forLocale(options.context().locale);

  function save(): void {
    if (!storage) return;
    try {
      if (state.messages.length === 0 || state.conversationId === undefined) {
        storage.removeItem(CHAT_STORAGE_KEY);
        return;
      }
      const data: StoredChat = {
        messages: [...state.messages],
        conversationId: state.conversationId,
        collection: state.collection,
        endedCount,
      };
      storage.setItem(CHAT_STORAGE_KEY, JSON.stringify(data));
    } catch {
      // Full or blocked storage: the conversation still works on this page.
    }
  }

  function setState(patch: Partial<ChatState>): void {
    const next = { ...state, ...patch };
    const changed = (Object.keys(patch) as (keyof ChatState)[]).some(
      (key) => next[key] !== state[key],
    );
    if (!changed) return;
    const persist =
      next.messages !== state.messages ||
      next.conversationId !== state.conversationId ||
      next.collection !== state.collection;
    state = next;
    // Deltas are not written one by one; the finished reply is.
    if (persist && state.status !== "streaming") save();
    for (const listener of listeners) listener();
  }

  function createMessage(role: ChatMessage["role"], content: string, error?: boolean): ChatMessage {
    messageCount += 1;
    const id = `${Date.now().toString(36)}-${messageCount}`;
    const timestamp = new Date().toISOString();
    return error ? { id, role, content, timestamp, error: true } : { id, role, content, timestamp };
  }

  function append(...messages: ChatMessage[]): void {
    const assistantMessages = messages.filter((message) => message.role === "assistant").length;
    setState({
      messages: [...state.messages, ...messages],
      unread: state.open ? 0 : state.unread + assistantMessages,
    });
  }

  function initialCollection(): ChatCollection {
    return options.context().mode === "marketing" ? { step: "topic" } : { step: "done" };
  }

  function welcome(): void {
    const current = generation;
    setState({ status: "welcoming", collection: initialCollection() });
    welcomeTimer = setTimeout(async () => {
      welcomeTimer = undefined;
      let greeting: string | undefined;
      let conversationId: string;
      try {
        const answer = await options.client().getChatWelcome();
        conversationId = answer.conversationId;
        greeting = answer.welcomeMessage;
      } catch {
        conversationId = newConversationId();
      }
      if (current !== generation) return;
      const context = options.context();
      // The server's welcome is the marketing one, in English; other modes and locales
      // greet with the widget's own text.
      const useServerGreeting =
        context.mode === "marketing" && (context.locale ?? "en") === "en" && greeting?.trim();
      const content = useServerGreeting ? (greeting as string) : localGreeting(context, texts());
      setState({ status: "idle", conversationId });
      append(createMessage("assistant", content));
    }, CHAT_TIMINGS.welcomeDelayMs);
  }

  function endIfCollected(): void {
    const { name, email, topic } = state.collection;
    const conversationId = state.conversationId;
    if (!name || !email || !topic || !conversationId) return;
    if (state.messages.length <= endedCount) return;
    endedCount = state.messages.length;
    save();
    const request = {
      conversationId,
      userInfo: { name, email, topic },
      messages: transcriptOf(state.messages).slice(-TRANSCRIPT_MAX_ITEMS),
    };
    try {
      // Best effort: the visitor is leaving, nothing is shown either way.
      options
        .client()
        .endChatConversation(request)
        .catch(() => {});
    } catch {
      // A client that throws synchronously is ignored the same way.
    }
  }

  function userInfo(): ChatUserInfo {
    const context = options.context();
    const { name, email } = state.collection;
    const info: ChatUserInfo = {};
    const isAuthenticated = context.isAuthenticated ?? context.mode === "dashboard";
    if (context.mode === "dashboard") {
      const ownerName = context.userName?.trim();
      if (ownerName) info.name = ownerName;
      info.isAuthenticated = isAuthenticated;
      info.customerData = context.customerData ?? null;
      return info;
    }
    if (name) info.name = name;
    if (email) info.email = email;
    if (isAuthenticated) info.isAuthenticated = true;
    return info;
  }

  function replaceMessage(id: string, content: string): void {
    setState({
      messages: state.messages.map((message) =>
        message.id === id ? { ...message, content } : message,
      ),
    });
  }

  async function ask(message: string, history: ChatTranscriptEntry[]): Promise<void> {
    const current = generation;
    const conversationId = state.conversationId ?? newConversationId();
    const context = options.context();
    const request: ChatRequest = {
      message,
      conversationId,
      chatMode: context.mode,
      userInfo: userInfo(),
      history: history.slice(-HISTORY_MAX_ITEMS),
    };
    setState({ status: "waiting", conversationId });
    options.onMessageSent?.();
    const controller = new AbortController();
    abortReply = controller;
    let streamed: ChatMessage | undefined;
    let reply = "";
    try {
      const client = options.client();
      let answered = false;
      if (client.streamChatMessage) {
        try {
          for await (const delta of client.streamChatMessage(request, {
            signal: controller.signal,
          })) {
            if (current !== generation) return;
            if (delta === "") continue;
            reply += delta;
            if (streamed) {
              replaceMessage(streamed.id, reply);
            } else {
              streamed = createMessage("assistant", reply);
              setState({ status: "streaming", messages: [...state.messages, streamed] });
            }
          }
          answered = true;
        } catch (error) {
          const status = statusOf(error);
          if (streamed || status === undefined || !NO_STREAMING_STATUSES.has(status)) throw error;
        }
      }
      if (!answered) {
        const answer = await client.sendChatMessage(
          request,
          context.mode === "support" ? { support: true } : undefined,
        );
        reply = answer.message;
      }
      if (current !== generation) return;
      if (reply.trim() === "") throw new Error("The chat sent an empty reply");
      setState({ status: "idle" });
      if (streamed) {
        // The streamed message is finished: save it and count it as unread if closed.
        save();
        if (!state.open) setState({ unread: state.unread + 1 });
      } else {
        append(createMessage("assistant", reply));
      }
    } catch (error) {
      if (current !== generation) return;
      setState({ status: "idle" });
      const { supportEmail } = options.context();
      append(createMessage("assistant", chatErrorText(error, texts(), supportEmail), true));
    } finally {
      if (abortReply === controller) abortReply = undefined;
    }
  }

  function sendToChat(message: string): void {
    const history = transcriptOf(state.messages);
    append(createMessage("user", message));
    void ask(message, history);
  }

  function pickTopic(topic: string): void {
    append(createMessage("user", topic), createMessage("assistant", texts().askName));
    setState({ collection: { step: "name", topic } });
    options.onTopicSelected?.(topic);
  }

  function send(text: string): boolean {
    const message = text.trim();
    if (message === "" || state.status !== "idle") return false;
    const collection = state.collection;
    switch (collection.step) {
      case "topic":
        pickTopic(message);
        return true;
      case "name": {
        append(
          createMessage("user", message),
          createMessage("assistant", formatMessage(texts().askEmail, { name: message })),
        );
        setState({ collection: { step: "email", topic: collection.topic ?? "", name: message } });
        return true;
      }
      case "email": {
        const name = collection.name ?? "";
        if (!isChatEmail(message)) {
          append(
            createMessage("user", message),
            createMessage("assistant", texts().invalidEmail),
            createMessage("assistant", formatMessage(texts().askEmail, { name })),
          );
          return true;
        }
        const topic = collection.topic ?? "";
        append(createMessage("user", message));
        setState({ collection: { step: "done", topic, name, email: message } });
        options.onLeadCollected?.();
        // The collection is over: the chat now answers the topic the visitor chose.
        void ask(topic, transcriptOf(state.messages));
        return true;
      }
      case "done":
        sendToChat(message);
        return true;
    }
  }

  function stopPending(): void {
    generation += 1;
    if (welcomeTimer !== undefined) clearTimeout(welcomeTimer);
    welcomeTimer = undefined;
    abortReply?.abort();
    abortReply = undefined;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    open() {
      setState({ open: true, unread: 0 });
      // Also on an open chat left empty (React's development re-run of effects disposes
      // the chat once and keeps it).
      if (state.messages.length === 0 && state.status === "idle") welcome();
    },
    close() {
      if (!state.open) return;
      setState({ open: false });
      endIfCollected();
    },
    send,
    selectTopic(topic) {
      if (state.status !== "idle") return;
      if (state.collection.step === "topic") pickTopic(topic);
      else {
        options.onTopicSelected?.(topic);
        send(topic);
      }
    },
    typeOwnTopic() {
      if (state.collection.step !== "topic") return;
      setState({ collection: { step: "topic", typingTopic: true } });
    },
    reset() {
      endIfCollected();
      stopPending();
      endedCount = 0;
      setState({ status: "idle", messages: [], conversationId: undefined, unread: 0 });
      welcome();
    },
    dispose() {
      stopPending();
      if (state.status !== "idle") setState({ status: "idle" });
    },
  };
}
