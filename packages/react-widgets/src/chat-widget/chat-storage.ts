import { type StoredValue, storedValue, type WebStorage } from "../shared/stored-value.js";
import type { ChatCollection, ChatMessage } from "./chat-state.js";

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

/**
 * The part of `sessionStorage` the chat uses.
 *
 * @example
 * ```ts
 * const storage: ChatStorage = new Map() as never; // or sessionStorage
 * ```
 */
export type ChatStorage = WebStorage;

/** What is kept of a conversation between pages. */
export interface StoredChat {
  messages: ChatMessage[];
  conversationId: string;
  collection: ChatCollection;
  /** How many messages the last end-conversation carried. */
  endedCount: number;
}

const COLLECTION_STEPS: readonly string[] = ["topic", "name", "email", "done"];

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

function parseStoredChat(value: unknown): StoredChat | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const stored = value as Partial<StoredChat>;
  if (
    !Array.isArray(stored.messages) ||
    !stored.messages.every(isStoredMessage) ||
    typeof stored.conversationId !== "string" ||
    !COLLECTION_STEPS.includes(String(stored.collection?.step))
  ) {
    return undefined;
  }
  return {
    messages: stored.messages,
    conversationId: stored.conversationId,
    collection: stored.collection as ChatCollection,
    endedCount: typeof stored.endedCount === "number" ? stored.endedCount : 0,
  };
}

/**
 * The conversation as kept in a storage under {@link CHAT_STORAGE_KEY}; anything stored
 * there that is not a conversation reads as none.
 *
 * @example
 * ```ts
 * const stored = storedChat(sessionStorage);
 * stored.read()?.messages.length;
 * ```
 */
export function storedChat(storage: ChatStorage | undefined): StoredValue<StoredChat> {
  return storedValue(storage, CHAT_STORAGE_KEY, parseStoredChat);
}
