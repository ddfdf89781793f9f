import type { Logger } from "pino";
import type { ChatModel } from "./chat-model.js";
import { createOfflineChatModel } from "./offline-model.js";
import { type ChatProviderConfig, createOpenAiCompatibleModel } from "./openai-compatible-model.js";

/**
 * The configured chat model: the OpenAI-compatible provider (with the offline model behind it)
 * when a base URL is set, the offline model alone otherwise.
 */
export function createChatModel(options: {
  provider?: ChatProviderConfig | undefined;
  logger: Pick<Logger, "warn">;
  fetch?: typeof globalThis.fetch | undefined;
}): ChatModel {
  const offline = createOfflineChatModel();
  if (!options.provider) return offline;
  return createOpenAiCompatibleModel({
    config: options.provider,
    fallback: offline,
    logger: options.logger,
    fetch: options.fetch,
  });
}
