import { CHAT_HISTORY_MAX_ITEMS, CHAT_TRANSCRIPT_MAX_ITEMS } from "@ringline/api-client/core";
import { statusOf } from "../shared/api-error.js";
import { formatMessage } from "../shared/format-message.js";
import { browserStorage } from "../shared/stored-value.js";
import { createWidgetStore, type WidgetStore } from "../shared/widget-store.js";
import type { ChatClient, ChatRequest, ChatTranscriptEntry } from "./chat-client.js";
import { chatErrorText, errorCatalogueFor } from "./chat-errors.js";
import {
  type ChatCollection,
  type ChatContext,
  type ChatMessage,
  type ChatState,
  chatUserInfo,
  isChatEmail,
  localGreeting,
  newConversationId,
  transcriptOf,
} from "./chat-state.js";
import { type ChatStorage, storedChat } from "./chat-storage.js";
import { chatWidgetMessages } from "./chat-widget.messages.js";

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

// Statuses meaning the server has no streaming endpoint: the JSON one is asked instead.
const NO_STREAMING_STATUSES = new Set([404, 405, 501]);

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
export interface ChatConversation extends WidgetStore<ChatState> {
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
  const stored = storedChat(options.storage ?? browserStorage("sessionStorage"));
  const restored = stored.read();
  const store = createWidgetStore<ChatState>({
    open: false,
    status: "idle",
    messages: restored?.messages ?? [],
    conversationId: restored?.conversationId,
    collection: restored?.collection ?? { step: "done" },
    unread: 0,
  });
  // How many messages the last end-conversation carried: a second close sends again only
  // when the conversation went on.
  let endedCount = restored?.endedCount ?? 0;
  let welcomeTimer: ReturnType<typeof setTimeout> | undefined;
  // Bumped by reset and dispose; a reply or welcome of an older generation is dropped.
  let generation = 0;
  let abortReply: AbortController | undefined;
  let messageCount = 0;

  const texts = () => chatWidgetMessages.forLocale(options.context().locale);

  function save(): void {
    const { messages, conversationId, collection } = store.get();
    stored.write(
      messages.length === 0 || conversationId === undefined
        ? undefined
        : { messages: [...messages], conversationId, collection, endedCount },
    );
  }

  function setState(patch: Partial<ChatState>): void {
    const previous = store.get();
    if (!store.patch(patch)) return;
    const state = store.get();
    // Deltas are not written one by one; the finished reply is.
    if (state.status === "streaming") return;
    if (
      state.messages !== previous.messages ||
      state.conversationId !== previous.conversationId ||
      state.collection !== previous.collection
    ) {
      save();
    }
  }

  function createMessage(role: ChatMessage["role"], content: string, error?: boolean): ChatMessage {
    messageCount += 1;
    const id = `${Date.now().toString(36)}-${messageCount}`;
    const timestamp = new Date().toISOString();
    return error ? { id, role, content, timestamp, error: true } : { id, role, content, timestamp };
  }

  function append(...messages: ChatMessage[]): void {
    const assistantMessages = messages.filter((message) => message.role === "assistant").length;
    const state = store.get();
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
    const { collection, conversationId, messages } = store.get();
    const { name, email, topic } = collection;
    if (!name || !email || !topic || !conversationId) return;
    if (messages.length <= endedCount) return;
    endedCount = messages.length;
    save();
    const request = {
      conversationId,
      userInfo: { name, email, topic },
      messages: transcriptOf(messages).slice(-CHAT_TRANSCRIPT_MAX_ITEMS),
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

  function replaceMessage(id: string, content: string): void {
    setState({
      messages: store
        .get()
        .messages.map((message) => (message.id === id ? { ...message, content } : message)),
    });
  }

  async function ask(message: string, history: ChatTranscriptEntry[]): Promise<void> {
    const current = generation;
    const conversationId = store.get().conversationId ?? newConversationId();
    const context = options.context();
    const request: ChatRequest = {
      message,
      conversationId,
      chatMode: context.mode,
      userInfo: chatUserInfo(context, store.get().collection),
      history: history.slice(-CHAT_HISTORY_MAX_ITEMS),
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
              setState({ status: "streaming", messages: [...store.get().messages, streamed] });
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
        const { open, unread } = store.get();
        if (!open) setState({ unread: unread + 1 });
      } else {
        append(createMessage("assistant", reply));
      }
    } catch (error) {
      if (current !== generation) return;
      const catalogue = await errorCatalogueFor(error);
      if (current !== generation) return;
      setState({ status: "idle" });
      const { supportEmail } = options.context();
      const text = chatErrorText(error, texts(), supportEmail, catalogue);
      append(createMessage("assistant", text, true));
    } finally {
      if (abortReply === controller) abortReply = undefined;
    }
  }

  function sendToChat(message: string): void {
    const history = transcriptOf(store.get().messages);
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
    if (message === "" || store.get().status !== "idle") return false;
    const collection = store.get().collection;
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
        void ask(topic, transcriptOf(store.get().messages));
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
    ...store.readable,
    open() {
      setState({ open: true, unread: 0 });
      // Also on an open chat left empty (React's development re-run of effects disposes
      // the chat once and keeps it).
      const { messages, status } = store.get();
      if (messages.length === 0 && status === "idle") welcome();
    },
    close() {
      if (!store.get().open) return;
      setState({ open: false });
      endIfCollected();
    },
    send,
    selectTopic(topic) {
      const { status, collection } = store.get();
      if (status !== "idle") return;
      if (collection.step === "topic") pickTopic(topic);
      else {
        options.onTopicSelected?.(topic);
        send(topic);
      }
    },
    typeOwnTopic() {
      if (store.get().collection.step !== "topic") return;
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
      if (store.get().status !== "idle") setState({ status: "idle" });
    },
  };
}
