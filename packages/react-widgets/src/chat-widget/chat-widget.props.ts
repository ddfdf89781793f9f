import type { ChangeEvent, FormEvent, KeyboardEvent } from "react";
import type { ChatMode } from "./chat-client.js";
import type { ChatConversation } from "./chat-conversation.js";
import type { ChatMarkdownModule } from "./chat-markdown-loader.js";
import type { ChatState } from "./chat-state.js";
import type { ChatWidgetTexts } from "./chat-widget.messages.js";

/**
 * Props of the bubble that opens and closes the chat, for a `<button>`.
 *
 * @example
 * ```tsx
 * <button {...chat.getBubbleProps()}>{chat.state.open ? "×" : "Chat"}</button>
 * ```
 */
export interface ChatBubbleProps {
  ref: (element: HTMLButtonElement | null) => void;
  type: "button";
  /** "Open chat" or "Close chat", with the unread count when there are unread replies. */
  "aria-label": string;
  "aria-expanded": boolean;
  "aria-controls": string | undefined;
  onClick: () => void;
}

/**
 * Props of the panel: a dialog named by its title, focusable, closed by Escape.
 *
 * @example
 * ```tsx
 * <section {...chat.getPanelProps()}>…</section>
 * ```
 */
export interface ChatPanelProps {
  ref: (element: HTMLElement | null) => void;
  id: string;
  role: "dialog";
  "aria-labelledby": string;
  tabIndex: -1;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Props of a plain button of the chat (start over, close, a topic, scroll down).
 *
 * @example
 * ```tsx
 * <button {...chat.getCloseButtonProps()}><CloseIcon /></button>
 * ```
 */
export interface ChatButtonProps {
  type: "button";
  onClick: () => void;
  disabled?: boolean;
  "aria-label"?: string;
  title?: string;
}

/**
 * Props of the scrolling list of messages: a named region that scrolls from the keyboard.
 *
 * @example
 * ```tsx
 * <section {...chat.getScrollerProps()}><ol>…</ol></section>
 * ```
 */
export interface ChatScrollerProps {
  ref: (element: HTMLElement | null) => void;
  "aria-label": string;
  tabIndex: 0;
  onScroll: () => void;
}

/**
 * Props of the message input: Enter sends, Shift+Enter makes a new line.
 *
 * @example
 * ```tsx
 * <textarea {...chat.getInputProps()} />
 * ```
 */
export interface ChatInputProps {
  ref: (element: HTMLTextAreaElement | null) => void;
  id: string;
  rows: 1;
  value: string;
  /** Asks for the first name or the e-mail while the marketing chat collects them. */
  placeholder: string;
  autoComplete: "given-name" | "email" | "off";
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/**
 * What {@link useChatWidget} gives the markup: what to show, and a prop getter for each
 * part of the chat (as zag's `connect` does), so that the markup spreads props instead of
 * wiring ids, refs and handlers itself.
 *
 * @example
 * ```tsx
 * const chat = useChatWidget({});
 * <button {...chat.getBubbleProps()}>Chat</button>
 * ```
 */
export interface UseChatWidgetResult {
  state: ChatState;
  mode: ChatMode;
  texts: ChatWidgetTexts;
  chat: ChatConversation;
  /** The welcome or a reply is on its way: the typing indicator shows. */
  typing: boolean;
  /** The marketing input stays hidden until a topic is picked. */
  inputVisible: boolean;
  /** Suggested topics, while only the greeting is on screen. */
  topics: readonly string[];
  /** Whether to offer "Something else" (marketing, typing a topic). */
  offerOwnTopic: boolean;
  /** Quick questions, after two or more messages once the collection is over. */
  quickQuestions: readonly string[];
  /** What the live region says: the latest finished reply. */
  announcement: string;
  /** The Markdown reader, once loaded (replies show as plain text until then). */
  markdown: ChatMarkdownModule | undefined;
  /** New messages arrived below while the reader was scrolled up. */
  showScrollButton: boolean;
  getBubbleProps(): ChatBubbleProps;
  getPanelProps(): ChatPanelProps;
  getTitleProps(): { id: string };
  getResetButtonProps(): ChatButtonProps;
  getCloseButtonProps(): ChatButtonProps;
  getScrollerProps(): ChatScrollerProps;
  /** A suggested topic or quick question; pressing it sends it. */
  getChoiceProps(text: string): ChatButtonProps;
  /** "Something else": shows the input for a topic of the visitor's own. */
  getOwnTopicProps(): ChatButtonProps;
  getScrollButtonProps(): ChatButtonProps;
  getFormProps(): { onSubmit: (event?: FormEvent) => void };
  getInputProps(): ChatInputProps;
  getSendButtonProps(): { type: "submit"; disabled: boolean };
}
