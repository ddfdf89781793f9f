import type {
  ApiClient,
  TChatCustomerData,
  TChatMessage,
  TChatMode,
  TChatRequestInput,
  TChatUserInfo,
} from "@ringline/api-client";

/**
 * Who the chat speaks to: visitors of the marketing site, people on the support and FAQ
 * pages, or a signed-in owner on the dashboard.
 *
 * @example
 * ```tsx
 * <ChatWidget mode="support" />
 * ```
 */
export type ChatMode = TChatMode;

/**
 * What the widget knows about a signed-in owner; passed to the chat as a hint (the server
 * answers from its own records).
 *
 * @example
 * ```ts
 * const customerData: ChatCustomerData = { businessName: "Lovelace Realty", aiPhoneNumber: "+15551234567" };
 * ```
 */
export type ChatCustomerData = TChatCustomerData;

/**
 * Who is chatting, as sent with every message.
 *
 * @example
 * ```ts
 * const userInfo: ChatUserInfo = { name: "Ada", email: "ada@example.com" };
 * ```
 */
export type ChatUserInfo = TChatUserInfo;

/**
 * One message of a conversation as the API takes it (`timestamp` in ISO 8601).
 *
 * @example
 * ```ts
 * const entry: ChatTranscriptEntry = { role: "user", content: "Hi", timestamp: new Date().toISOString() };
 * ```
 */
export type ChatTranscriptEntry = TChatMessage;

/**
 * A message to the chat (`POST /api/chat`, `/api/chat/support`, `/api/chat/stream`).
 *
 * @example
 * ```ts
 * const request: ChatRequest = {
 *   message: "How much is the growth plan?",
 *   conversationId: "c-1",
 *   chatMode: "marketing",
 *   userInfo: { name: "Ada" },
 *   history: [],
 * };
 * ```
 */
export type ChatRequest = TChatRequestInput;

/**
 * What the chat widget needs from the API: the `ApiClient` of `@ringline/api-client`
 * fits, as does a partner's own client or a fake in tests and stories. Without
 * `streamChatMessage` replies come whole from `sendChatMessage`.
 *
 * @example
 * ```ts
 * const client: ChatClient = {
 *   getChatWelcome: async () => ({ welcomeMessage: "Hi!", conversationId: "c-1" }),
 *   sendChatMessage: async (request) => ({ message: `You asked: ${request.message}` }),
 *   endChatConversation: async () => ({ success: true, message: "Stored" }),
 * };
 * ```
 */
export type ChatClient = Pick<
  ApiClient,
  "getChatWelcome" | "sendChatMessage" | "endChatConversation"
> &
  Partial<Pick<ApiClient, "streamChatMessage">>;

/**
 * The `ApiClient` of `@ringline/api-client`, loaded with the first request so that pages
 * where nobody chats do not pay for it.
 *
 * @example
 * ```ts
 * const client = lazyApiChatClient();
 * await client.getChatWelcome(); // loads the API client now
 * ```
 */
export function lazyApiChatClient(): ChatClient {
  let loaded: Promise<Required<ChatClient>> | undefined;
  const load = () => {
    loaded ??= import("@ringline/api-client").then((api) => api.createApiClient());
    return loaded;
  };
  return {
    getChatWelcome: async () => (await load()).getChatWelcome(),
    sendChatMessage: async (request, options) => (await load()).sendChatMessage(request, options),
    endChatConversation: async (request) => (await load()).endChatConversation(request),
    async *streamChatMessage(request, options) {
      yield* (await load()).streamChatMessage(request, options);
    },
  };
}
