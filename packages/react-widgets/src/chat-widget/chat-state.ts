import { CHAT_EMAIL_PATTERN } from "@ringline/api-client/core";
import { formatMessage } from "../shared/format-message.js";
import type { Locale } from "../shared/messages.js";
import type {
  ChatCustomerData,
  ChatMode,
  ChatTranscriptEntry,
  ChatUserInfo,
} from "./chat-client.js";
import type { ChatWidgetTexts } from "./chat-widget.messages.js";

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
  // The same steps as CHAT_PLACEHOLDER_KEYS (reading it with a step it lacks fails to compile).
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
  return CHAT_EMAIL_PATTERN.test(text);
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

/**
 * What the chat tells the server about the person: a dashboard owner's name, sign-in and
 * customer data; a marketing visitor's collected first name and e-mail.
 *
 * @example
 * ```ts
 * chatUserInfo({ mode: "marketing", supportEmail }, { step: "done", name: "Ada", email: "ada@example.com", topic: "Pricing" });
 * // { name: "Ada", email: "ada@example.com" }
 * ```
 */
export function chatUserInfo(context: ChatContext, collection: ChatCollection): ChatUserInfo {
  const info: ChatUserInfo = {};
  const isAuthenticated = context.isAuthenticated ?? context.mode === "dashboard";
  if (context.mode === "dashboard") {
    const ownerName = context.userName?.trim();
    if (ownerName) info.name = ownerName;
    info.isAuthenticated = isAuthenticated;
    info.customerData = context.customerData ?? null;
    return info;
  }
  if (collection.name) info.name = collection.name;
  if (collection.email) info.email = collection.email;
  if (isAuthenticated) info.isAuthenticated = true;
  return info;
}

/** A new conversation id, for when the server gave none. */
export function newConversationId(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `chat-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The messages as the server's transcript: the widget's own apologies and empty messages left out. */
export function transcriptOf(messages: readonly ChatMessage[]): ChatTranscriptEntry[] {
  return messages
    .filter((message) => !message.error && message.content !== "")
    .map(({ role, content, timestamp }) => ({ role, content, timestamp }));
}
