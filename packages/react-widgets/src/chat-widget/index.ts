export {
  type ChatClient,
  type ChatCustomerData,
  type ChatMode,
  type ChatRequest,
  type ChatTranscriptEntry,
  type ChatUserInfo,
  lazyApiChatClient,
} from "./chat-client.js";
export {
  CHAT_TIMINGS,
  type ChatConversation,
  type ChatConversationOptions,
  createChatConversation,
} from "./chat-conversation.js";
export { type ChatErrorCatalogue, chatErrorText } from "./chat-errors.js";
// Types only: the reader itself (with `marked`) loads on its own, through `loadChatMarkdown`.
export type { MarkdownBlock, MarkdownInline } from "./chat-markdown.js";
export { type ChatMarkdownModule, loadChatMarkdown } from "./chat-markdown-loader.js";
export {
  type ChatCollection,
  type ChatContext,
  type ChatMessage,
  type ChatState,
  chatModeForPath,
  isChatEmail,
} from "./chat-state.js";
export { CHAT_STORAGE_KEY, type ChatStorage } from "./chat-storage.js";
export { ChatWidget, type ChatWidgetProps } from "./chat-widget.js";
export type {
  ChatBubbleProps,
  ChatButtonProps,
  ChatInputProps,
  ChatPanelProps,
  ChatScrollerProps,
  UseChatWidgetResult,
} from "./chat-widget.props.js";
export {
  type ChatWidgetEvents,
  DEFAULT_SUPPORT_EMAIL,
  type UseChatWidgetOptions,
  useChatWidget,
} from "./use-chat-widget.js";
