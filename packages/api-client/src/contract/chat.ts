import * as z from "zod/mini";
import {
  CHAT_EMAIL_PATTERN,
  CHAT_HISTORY_MAX_ITEMS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TRANSCRIPT_MAX_ITEMS,
} from "../core/chat-limits.js";
import { ZErrorBody } from "./envelope.js";

export {
  CHAT_EMAIL_PATTERN,
  CHAT_HISTORY_MAX_ITEMS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TRANSCRIPT_MAX_ITEMS,
} from "../core/chat-limits.js";

/**
 * Who the chat speaks to: visitors of the marketing site, people on the support pages, or a
 * signed-in owner on the dashboard.
 *
 * @example
 * ```ts
 * const mode: TChatMode = path.startsWith("/dashboard") ? "dashboard" : "marketing";
 * ```
 */
export const CHAT_MODES = ["marketing", "support", "dashboard"] as const;

/** One of {@link CHAT_MODES}. */
export type TChatMode = (typeof CHAT_MODES)[number];

/**
 * Who wrote a message of the conversation.
 *
 * @example
 * ```ts
 * CHAT_ROLES.includes("assistant"); // true
 * ```
 */
export const CHAT_ROLES = ["user", "assistant"] as const;

const EMAIL_MESSAGE = "Please enter a valid email address";

function chatEmail() {
  return z
    .string(EMAIL_MESSAGE)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(255, EMAIL_MESSAGE),
      z.regex(CHAT_EMAIL_PATTERN, EMAIL_MESSAGE),
    );
}

const CONVERSATION_ID_MESSAGE = "Conversation id must be 1 to 100 letters, digits, - or _";

/**
 * A conversation id: made by the server (`GET /api/chat/welcome`) or, when that fails, by the
 * widget (e.g. `crypto.randomUUID()`).
 *
 * @example
 * ```ts
 * ZConversationId.parse(crypto.randomUUID());
 * ```
 */
export const ZConversationId = z
  .string(CONVERSATION_ID_MESSAGE)
  .check(
    z.minLength(1, CONVERSATION_ID_MESSAGE),
    z.maxLength(100, CONVERSATION_ID_MESSAGE),
    z.regex(/^[A-Za-z0-9_-]+$/, CONVERSATION_ID_MESSAGE),
  );

const MESSAGE_TOO_LONG = `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`;

/**
 * One message of a conversation, with the time it was written (ISO 8601).
 *
 * @example
 * ```ts
 * ZChatMessage.parse({ role: "user", content: "Hi", timestamp: new Date().toISOString() });
 * ```
 */
export const ZChatMessage = z.object({
  role: z.enum(CHAT_ROLES, "Role must be user or assistant"),
  // The assistant's own replies may be longer than a visitor's message.
  content: z
    .string("Content must be text")
    .check(z.maxLength(4 * CHAT_MESSAGE_MAX_LENGTH, "Content is too long")),
  timestamp: z.iso.datetime({ offset: true, message: "Timestamp must be an ISO 8601 date-time" }),
});

/** One message of a conversation. */
export type TChatMessage = z.infer<typeof ZChatMessage>;

/**
 * What the widget knows about a signed-in owner. The server reads the owner's data from its
 * own records and uses this only as a hint, never to answer about another account.
 *
 * @example
 * ```ts
 * const customerData: TChatCustomerData = { businessName: "Lovelace Realty", aiPhoneNumber: "+15551234567" };
 * ```
 */
export const ZChatCustomerData = z.object({
  businessName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  aiPhoneNumber: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  plan: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});

/** What the widget knows about a signed-in owner. */
export type TChatCustomerData = z.infer<typeof ZChatCustomerData>;

/**
 * Who is chatting: a visitor's name and e-mail once given; for a signed-in owner the name,
 * `isAuthenticated: true` and `customerData`.
 *
 * @example
 * ```ts
 * const userInfo: TChatUserInfo = { name: "Ada", email: "ada@example.com" };
 * ```
 */
export const ZChatUserInfo = z.object({
  name: z.optional(
    z.string("Name must be text").check(z.trim(), z.maxLength(100, "Name is too long")),
  ),
  email: z.optional(z.union([z.literal(""), chatEmail()])),
  isAuthenticated: z.optional(z.boolean("isAuthenticated must be true or false")),
  customerData: z.optional(z.nullable(ZChatCustomerData)),
});

/** Who is chatting. */
export type TChatUserInfo = z.infer<typeof ZChatUserInfo>;

/**
 * `GET /api/chat/welcome`: the greeting and a new conversation id.
 *
 * @example
 * ```ts
 * const { welcomeMessage, conversationId } = await api.getChatWelcome();
 * ```
 */
export const ZChatWelcomeResponse = z.object({
  welcomeMessage: z.string(),
  conversationId: ZConversationId,
});

/** `GET /api/chat/welcome`. */
export type TChatWelcomeResponse = z.infer<typeof ZChatWelcomeResponse>;

/**
 * A message to the chat (`POST /api/chat`, `POST /api/chat/support`, `POST /api/chat/stream`).
 * The message is trimmed, must not be empty and is at most {@link CHAT_MESSAGE_MAX_LENGTH}
 * characters; `history` holds at most {@link CHAT_HISTORY_MAX_ITEMS} earlier messages.
 *
 * @example
 * ```ts
 * const request: TChatRequestInput = {
 *   message: "How much is the growth plan?",
 *   conversationId,
 *   chatMode: "marketing",
 *   userInfo: { name: "Ada" },
 *   history: [],
 * };
 * ```
 */
export const ZChatRequest = z.object({
  message: z
    .string("Message must be text")
    .check(
      z.trim(),
      z.minLength(1, "Please type a message"),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
    ),
  conversationId: ZConversationId,
  chatMode: z.enum(CHAT_MODES, "Chat mode must be marketing, support or dashboard"),
  userInfo: z._default(ZChatUserInfo, {}),
  history: z._default(
    z
      .array(ZChatMessage, "History must be a list of messages")
      .check(
        z.maxLength(
          CHAT_HISTORY_MAX_ITEMS,
          `History must hold at most ${CHAT_HISTORY_MAX_ITEMS} messages`,
        ),
      ),
    [],
  ),
});

/** A validated chat request. */
export type TChatRequest = z.infer<typeof ZChatRequest>;
/** A chat request before validation (`userInfo` and `history` may be left out). */
export type TChatRequestInput = z.input<typeof ZChatRequest>;

/**
 * The chat's reply: plain text or Markdown (bold, lists, links), never HTML — render it as
 * text or through a Markdown renderer that escapes HTML.
 *
 * @example
 * ```ts
 * const { message } = await api.sendChatMessage(request);
 * ```
 */
export const ZChatResponse = z.object({
  message: z.string(),
});

/** The chat's reply. */
export type TChatResponse = z.infer<typeof ZChatResponse>;

/**
 * `POST /api/chat/end-conversation`: the visitor's details and the transcript, sent when a
 * conversation that collected name, e-mail and topic is closed or reset.
 *
 * @example
 * ```ts
 * await api.endChatConversation({
 *   conversationId,
 *   userInfo: { name: "Ada", email: "ada@example.com", topic: "Pricing plans" },
 *   messages,
 * });
 * ```
 */
export const ZEndConversationRequest = z.object({
  conversationId: ZConversationId,
  userInfo: z.object({
    name: z
      .string("Name is required")
      .check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(100, "Name is too long")),
    email: chatEmail(),
    topic: z
      .string("Topic is required")
      .check(z.trim(), z.minLength(1, "Topic is required"), z.maxLength(200, "Topic is too long")),
  }),
  messages: z
    .array(ZChatMessage, "Messages must be a list of messages")
    .check(
      z.maxLength(
        CHAT_TRANSCRIPT_MAX_ITEMS,
        `Messages must hold at most ${CHAT_TRANSCRIPT_MAX_ITEMS} entries`,
      ),
    ),
});

/** A validated end-of-conversation request. */
export type TEndConversationRequest = z.infer<typeof ZEndConversationRequest>;
/** An end-of-conversation request before validation. */
export type TEndConversationRequestInput = z.input<typeof ZEndConversationRequest>;

/**
 * The answer to `POST /api/chat/end-conversation`.
 *
 * @example
 * ```ts
 * ZEndConversationResponse.parse(await response.json()).success; // true
 * ```
 */
export const ZEndConversationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** The answer to `POST /api/chat/end-conversation`. */
export type TEndConversationResponse = z.infer<typeof ZEndConversationResponse>;

/**
 * The server-sent events of `POST /api/chat/stream`. Each frame is `event: <type>` and
 * `data: <JSON of the event>`; the stream is `message-start`, any number of `text-delta`,
 * then `message-end` (the whole reply) or `error` (the error envelope's body).
 *
 * @example
 * ```ts
 * const event = ZChatStreamEvent.parse(JSON.parse(frame.data));
 * if (event.type === "text-delta") append(event.delta);
 * ```
 */
export const ZChatStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("message-start"), conversationId: ZConversationId }),
  z.object({ type: z.literal("text-delta"), delta: z.string() }),
  z.object({ type: z.literal("message-end"), message: z.string() }),
  z.object({ type: z.literal("error"), error: ZErrorBody }),
]);

/** One server-sent event of `POST /api/chat/stream`. */
export type TChatStreamEvent = z.infer<typeof ZChatStreamEvent>;

/**
 * The names of the server-sent events of `POST /api/chat/stream`.
 *
 * @example
 * ```ts
 * CHAT_STREAM_EVENTS.includes("text-delta"); // true
 * ```
 */
export const CHAT_STREAM_EVENTS = ["message-start", "text-delta", "message-end", "error"] as const;
