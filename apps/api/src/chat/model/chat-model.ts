import type { TChatMessage, TChatMode, TPlan } from "@ringline/api-client";

/**
 * The signed-in owner's own figures for dashboard answers, read from their account only.
 * The model never sees another customer's data because the service never hands it any.
 */
export interface OwnerSnapshot {
  businessName: string | null;
  aiPhoneNumber: string | null;
  /** `green`/`active`, `yellow`/`pending`, `red`/`paused`, `inactive`, … as stored. */
  aiStatus: string | null;
  /** Plan id (`starter`, `growth`, `unlimited`) or null without a subscription. */
  plan: string | null;
  /** Start of the current billing period (or of the calendar month when unknown). */
  periodStart: Date;
  callsThisPeriod: number;
  minutesUsed: number;
  /** Minutes included in the plan; null for unlimited or unknown. */
  minutesIncluded: number | null;
}

/** What a model answers from. */
export interface ChatModelInput {
  mode: TChatMode;
  /** The visitor's message, trimmed and at most CHAT_MESSAGE_MAX_LENGTH characters. */
  message: string;
  /** Earlier messages, oldest first. */
  history: readonly TChatMessage[];
  /** The signed-in owner's data; present in dashboard mode only. */
  owner?: OwnerSnapshot | undefined;
  /** The plans on sale (plan_configurations), whose figures fill in the passages' prices. */
  plans: readonly TPlan[];
}

/** Where a reply came from, kept with the stored message. */
export type ChatReplySource = "offline" | "provider";

export interface ChatReply {
  /** Plain text or Markdown, not yet sanitised. */
  text: string;
  source: ChatReplySource;
  /** The knowledge passages the reply was grounded on, best first. */
  passageIds: string[];
  /** False when the model said it does not know and offered a person instead. */
  answered: boolean;
}

export interface ChatReplyOptions {
  signal?: AbortSignal | undefined;
  /** Receives the reply as it is written; a model that cannot stream calls it once. */
  onDelta?: ((delta: string) => void) | undefined;
}

/** A chat model: the offline knowledge-base model, or an LLM with the offline one behind it. */
export interface ChatModel {
  readonly name: string;
  reply(input: ChatModelInput, options?: ChatReplyOptions): Promise<ChatReply>;
}
