export {
  type ConversationLine,
  type ConversationMetadata,
  type ConversationPlayer,
  type ConversationPlayerOptions,
  type ConversationPlayerState,
  type ConversationSpeaker,
  createConversationPlayer,
  PLAYER_ERRORS,
  PLAYER_TIMINGS,
  type PlayerAudio,
  parseConversationMetadata,
} from "./conversation-player.js";
export {
  DemoConversationPlayer,
  type DemoConversationPlayerProps,
} from "./demo-conversation-player.js";
export {
  type DemoConversationPlayerEvents,
  type UseDemoConversationPlayerOptions,
  type UseDemoConversationPlayerResult,
  useDemoConversationPlayer,
} from "./use-demo-conversation-player.js";
