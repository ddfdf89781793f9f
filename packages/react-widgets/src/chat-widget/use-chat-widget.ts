import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useStore } from "zustand";
import { type AnalyticsHandler, emitAnalyticsEvent } from "../shared/analytics.js";
import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import { useIsomorphicLayoutEffect } from "../shared/use-isomorphic-layout-effect.js";
import {
  type ChatClient,
  type ChatCustomerData,
  type ChatMode,
  lazyApiChatClient,
} from "./chat-client.js";
import { createChatConversation } from "./chat-conversation.js";
import { useChatMarkdown } from "./chat-markdown-loader.js";
import { type ChatCollection, chatModeForPath } from "./chat-state.js";
import type { ChatStorage } from "./chat-storage.js";
import {
  CHAT_PLACEHOLDER_KEYS,
  CHAT_QUESTION_KEYS,
  CHAT_TOPIC_KEYS,
  chatWidgetMessages,
} from "./chat-widget.messages.js";
import type { ChatInputProps, UseChatWidgetResult } from "./chat-widget.props.js";

/**
 * The support address named in the chat's apology when no other is given.
 *
 * @example
 * ```tsx
 * <ChatWidget supportEmail={DEFAULT_SUPPORT_EMAIL} />
 * ```
 */
export const DEFAULT_SUPPORT_EMAIL = "support@ringline.ai";

// How far from the bottom still counts as reading the latest message.
const BOTTOM_TOLERANCE_PX = 20;

/**
 * The analytics events of the chat widget and their properties.
 *
 * @example
 * ```ts
 * const onEvent: AnalyticsHandler<ChatWidgetEvents> = (name, properties) => console.log(name, properties.mode);
 * ```
 */
export type ChatWidgetEvents = {
  /** The chat was opened. */
  chat_opened: { mode: ChatMode };
  /** A suggested topic was pressed or one was typed. */
  chat_topic_selected: { mode: ChatMode; topic: string };
  /** A marketing visitor gave topic, first name and e-mail. */
  chat_lead_collected: { mode: ChatMode };
  /** A message went to the chat. */
  chat_message_sent: { mode: ChatMode };
};

/**
 * Options of {@link useChatWidget}.
 *
 * @example
 * ```ts
 * const options: UseChatWidgetOptions = { mode: "support", locale: "es" };
 * ```
 */
export interface UseChatWidgetOptions {
  /** Default: from `path` (`/dashboard…` dashboard, `/support` and `/faq` support, else marketing). */
  mode?: ChatMode | undefined;
  /** Default: `location.pathname`. */
  path?: string | undefined;
  /** Whether an owner is signed in. Default: true in dashboard mode only. */
  isAuthenticated?: boolean | undefined;
  /** The signed-in owner's name, sent with dashboard messages. */
  userName?: string | undefined;
  /** The owner's business name (the dashboard greeting uses it), AI phone number and plan. */
  customerData?: ChatCustomerData | null | undefined;
  /** Default: the `ApiClient` of `@ringline/api-client` for the same origin, loaded on first use. */
  client?: ChatClient | undefined;
  /** Default `sessionStorage`. */
  storage?: ChatStorage | undefined;
  /** Named in the apology when a reply fails. Default {@link DEFAULT_SUPPORT_EMAIL}. */
  supportEmail?: string | undefined;
  /** Open on first render. */
  defaultOpen?: boolean | undefined;
  locale?: Locale | undefined;
  onEvent?: AnalyticsHandler<ChatWidgetEvents> | undefined;
}

const AUTOCOMPLETE = {
  topic: "off",
  name: "given-name",
  email: "email",
  done: "off",
} as const satisfies Record<ChatCollection["step"], ChatInputProps["autoComplete"]>;

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_TOLERANCE_PX;
}

/**
 * The chat widget's behaviour for React: the conversation, the mode from the page, the
 * draft (Enter sends, Shift+Enter breaks the line), topics and quick questions, focus,
 * the scroll-down button, the live region's text and analytics, as prop getters.
 *
 * @example
 * ```tsx
 * function MiniChat() {
 *   const chat = useChatWidget({ mode: "support" });
 *   return (
 *     <form {...chat.getFormProps()}>
 *       {chat.state.messages.map((message) => <p key={message.id}>{message.content}</p>)}
 *       <textarea {...chat.getInputProps()} />
 *       <button {...chat.getSendButtonProps()}>Send</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useChatWidget(options: UseChatWidgetOptions): UseChatWidgetResult {
  const path = options.path ?? globalThis.location?.pathname ?? "/";
  const mode = options.mode ?? chatModeForPath(path);
  const texts = chatWidgetMessages.forLocale(options.locale);

  // The conversation reads the props of the moment it sends, not of when it was made.
  const latest = useRef({ ...options, mode });
  useIsomorphicLayoutEffect(() => {
    latest.current = { ...options, mode };
  });
  const defaultClient = useRef<ChatClient | undefined>(undefined);

  const [chat] = useState(() =>
    createChatConversation({
      client: () => {
        const client = latest.current.client;
        if (client) return client;
        defaultClient.current ??= lazyApiChatClient();
        return defaultClient.current;
      },
      context: () => {
        const current = latest.current;
        return {
          mode: current.mode,
          locale: current.locale,
          isAuthenticated: current.isAuthenticated,
          userName: current.userName,
          customerData: current.customerData,
          supportEmail: current.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
        };
      },
      storage: options.storage,
      onTopicSelected: (topic) =>
        emitAnalyticsEvent(latest.current.onEvent, "chat_topic_selected", {
          mode: latest.current.mode,
          topic,
        }),
      onLeadCollected: () =>
        emitAnalyticsEvent(latest.current.onEvent, "chat_lead_collected", {
          mode: latest.current.mode,
        }),
      onMessageSent: () =>
        emitAnalyticsEvent(latest.current.onEvent, "chat_message_sent", {
          mode: latest.current.mode,
        }),
    }),
  );
  const state = useStore(chat);
  const [draft, setDraft] = useState("");
  const [showScrollButton, setShowScrollButton] = useState(false);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const titleId = `${baseId}-title`;
  const inputId = `${baseId}-input`;

  const bubble = useRef<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLElement | null>(null);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const atBottom = useRef(true);
  const shownCount = useRef(0);
  // Where focus goes after the next render: the input once it shows, or back to the bubble.
  const [focusRequest, setFocusRequest] = useState<{ target: "input" | "bubble" }>();

  useEffect(() => () => chat.dispose(), [chat]);

  // Only on mount: a later change of the prop does not reopen a chat the visitor closed.
  const openOnMount = useRef(options.defaultOpen);
  useEffect(() => {
    if (openOnMount.current) chat.open();
  }, [chat]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (state.open && !wasOpen.current) {
      emitAnalyticsEvent(latest.current.onEvent, "chat_opened", { mode: latest.current.mode });
      (input.current ?? panel.current)?.focus();
    }
    wasOpen.current = state.open;
  }, [state.open]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "bubble") bubble.current?.focus();
    else (input.current ?? panel.current)?.focus();
  }, [focusRequest]);

  // New messages: follow them when the reader is at the bottom, else offer the button.
  const lastMessage = state.messages[state.messages.length - 1];
  useIsomorphicLayoutEffect(() => {
    const element = scroller.current;
    const count = state.messages.length;
    const added = count > shownCount.current;
    shownCount.current = count;
    if (!element) return;
    if (atBottom.current) element.scrollTop = element.scrollHeight;
    else if (added) setShowScrollButton(true);
  }, [state.messages.length, lastMessage?.content, state.status, state.open]);

  const handleScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = isNearBottom(element);
    if (atBottom.current) setShowScrollButton(false);
  }, []);

  const scrollToLatest = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setShowScrollButton(false);
  }, []);

  // Refs are stable callbacks: a new one on every render would detach and re-attach the
  // element each time, and the scroller would jump back to the latest message.
  const scrollerRef = useCallback((element: HTMLElement | null) => {
    scroller.current = element;
    if (element) {
      // A freshly opened panel starts at the latest message.
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, []);
  const bubbleRef = useCallback((element: HTMLButtonElement | null) => {
    bubble.current = element;
  }, []);
  const panelRef = useCallback((element: HTMLElement | null) => {
    panel.current = element;
  }, []);
  const inputRef = useCallback((element: HTMLTextAreaElement | null) => {
    input.current = element;
  }, []);

  const close = useCallback(() => {
    chat.close();
    setShowScrollButton(false);
    setFocusRequest({ target: "bubble" });
  }, [chat]);

  const toggle = useCallback(() => {
    if (chat.getSnapshot().open) close();
    else chat.open();
  }, [chat, close]);

  const reset = useCallback(() => {
    chat.reset();
    setDraft("");
    setShowScrollButton(false);
    atBottom.current = true;
    setFocusRequest({ target: "input" });
  }, [chat]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (chat.send(draft)) setDraft("");
    },
    [chat, draft],
  );

  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
      event.preventDefault();
      handleSubmit();
    },
    [handleSubmit],
  );

  const handlePanelKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Escape" || event.nativeEvent.isComposing) return;
      event.preventDefault();
      close();
    },
    [close],
  );

  const selectTopic = (topic: string) => {
    chat.selectTopic(topic);
    // The pressed button goes away; focus moves on to the input.
    setFocusRequest({ target: "input" });
  };

  const typeOwnTopic = () => {
    chat.typeOwnTopic();
    setFocusRequest({ target: "input" });
  };

  const { collection, messages, status } = state;
  const busy = status !== "idle";
  const markdown = useChatMarkdown(state.open);
  const onlyGreeting = messages.length === 1 && messages[0]?.role === "assistant";
  const collecting = collection.step === "topic";
  const topics = onlyGreeting ? CHAT_TOPIC_KEYS[mode].map((key) => texts[key]) : [];
  const bubbleLabel = state.open ? texts.closeChat : texts.openChat;

  return {
    state,
    mode,
    texts,
    chat,
    typing: status === "welcoming" || status === "waiting",
    inputVisible: !collecting || collection.typingTopic === true,
    topics,
    offerOwnTopic: collecting && !collection.typingTopic && topics.length > 0,
    quickQuestions:
      messages.length >= 2 && collection.step === "done"
        ? CHAT_QUESTION_KEYS[mode].map((key) => texts[key])
        : [],
    markdown,
    announcement:
      !busy && lastMessage?.role === "assistant"
        ? formatMessage(texts.newMessage, {
            text: markdown?.markdownToText(lastMessage.content) ?? lastMessage.content,
          })
        : "",
    showScrollButton,
    getBubbleProps: () => ({
      ref: bubbleRef,
      type: "button",
      "aria-label":
        state.unread > 0
          ? `${bubbleLabel}, ${formatMessage(texts.unread, { count: state.unread })}`
          : bubbleLabel,
      "aria-expanded": state.open,
      "aria-controls": state.open ? panelId : undefined,
      onClick: toggle,
    }),
    getPanelProps: () => ({
      ref: panelRef,
      id: panelId,
      role: "dialog",
      "aria-labelledby": titleId,
      tabIndex: -1,
      onKeyDown: handlePanelKeyDown,
    }),
    getTitleProps: () => ({ id: titleId }),
    getResetButtonProps: () => ({
      type: "button",
      "aria-label": texts.reset,
      title: texts.reset,
      onClick: reset,
    }),
    getCloseButtonProps: () => ({ type: "button", "aria-label": texts.closeChat, onClick: close }),
    getScrollerProps: () => ({
      ref: scrollerRef,
      "aria-label": texts.conversation,
      // Focusable so that the conversation scrolls from the keyboard.
      tabIndex: 0,
      onScroll: handleScroll,
    }),
    getChoiceProps: (text) => ({
      type: "button",
      disabled: busy,
      onClick: () => selectTopic(text),
    }),
    getOwnTopicProps: () => ({ type: "button", onClick: typeOwnTopic }),
    getScrollButtonProps: () => ({ type: "button", onClick: scrollToLatest }),
    getFormProps: () => ({ onSubmit: handleSubmit }),
    getInputProps: () => ({
      ref: inputRef,
      id: inputId,
      rows: 1,
      value: draft,
      placeholder: texts[CHAT_PLACEHOLDER_KEYS[collection.step]],
      autoComplete: AUTOCOMPLETE[collection.step],
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setDraft(event.target.value),
      onKeyDown: handleKeyDown,
    }),
    getSendButtonProps: () => ({ type: "submit", disabled: busy || draft.trim() === "" }),
  };
}
