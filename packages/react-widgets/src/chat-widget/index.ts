export type {
  ChatClient,
  ChatCustomerData,
  ChatMode,
  ChatRequest,
  ChatTranscriptEntry,
  ChatUserInfo,
} from "./chat-client.js";
export {
  CHAT_STORAGE_KEY,
  CHAT_TIMINGS,
  type ChatCollection,
  type ChatContext,
  type ChatConversation,
  type ChatConversationOptions,
  type ChatMessage,
  type ChatState,
  type ChatStorage,
  chatErrorText,
  chatModeForPath,
  createChatConversation,
  isChatEmail,
} from "./chat-conversation.js";
export { type MarkdownBlock, type MarkdownInline, parseMarkdown } from "./chat-markdown.js";
export { ChatWidget, type ChatWidgetProps } from "./chat-widget.js";
export {
  type ChatWidgetEvents,
  DEFAULT_SUPPORT_EMAIL,
  lazyApiChatClient,
  type UseChatWidgetOptions,
  type UseChatWidgetResult,
  useChatWidget,
} from "./use-chat-widget.js";
