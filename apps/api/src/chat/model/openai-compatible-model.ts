import { readServerSentEvents } from "@ringline/api-client";
import type { Logger } from "pino";
import { currentPlansAnswer, fillPlanFigures } from "../knowledge/plan-figures.js";
import type {
  ChatModel,
  ChatModelInput,
  ChatReply,
  ChatReplyOptions,
  OwnerSnapshot,
} from "./chat-model.js";
import type { RankedPassage } from "./retrieval.js";

/** Where the OpenAI-compatible provider is and how long to wait for it. */
export interface ChatProviderConfig {
  /** e.g. `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1` (Ollama), a vLLM server. */
  baseUrl: string;
  /** Sent as a bearer token when set (local servers usually need none). */
  apiKey?: string | undefined;
  model: string;
  /** Until the first token, and then between tokens (default 15 s). */
  timeoutMs?: number | undefined;
}

export interface OpenAiCompatibleModelOptions {
  config: ChatProviderConfig;
  /** Answers when the provider fails, and supplies the passages to ground on. */
  fallback: ChatModel & { retrieve(input: ChatModelInput): RankedPassage[] };
  logger: Pick<Logger, "warn">;
  fetch?: typeof globalThis.fetch | undefined;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const HISTORY_TURNS = 10;
const GROUNDING_PASSAGES = 4;

/** The provider failed: a network error, a timeout, a refusal or an answer we cannot read. */
class ProviderError extends Error {
  override readonly name = "ProviderError";
}

function ownerFacts(owner: OwnerSnapshot): string {
  return [
    `Business name: ${owner.businessName ?? "not set"}`,
    `AI phone number: ${owner.aiPhoneNumber ?? "not assigned yet"}`,
    `AI receptionist status: ${owner.aiStatus ?? "unknown"}`,
    `Plan: ${owner.plan ?? "none"}`,
    `Billing period started: ${owner.periodStart.toISOString().slice(0, 10)}`,
    `Calls answered this period: ${owner.callsThisPeriod}`,
    `Minutes used this period: ${owner.minutesUsed}`,
    `Minutes included: ${owner.minutesIncluded ?? "unlimited or unknown"}`,
  ].join("\n");
}

/** The system message: who the assistant is, the rules, and the only facts it may use. */
export function groundingPrompt(input: ChatModelInput, passages: readonly RankedPassage[]): string {
  const audience = {
    marketing: "a visitor of Ringline's website who may become a customer",
    support: "a Ringline customer or visitor who needs help (FAQ, call forwarding)",
    dashboard: "a signed-in Ringline customer looking at their own dashboard",
  }[input.mode];
  const facts = passages
    .slice(0, GROUNDING_PASSAGES)
    .map(
      ({ passage }) =>
        `## ${passage.title}\n${fillPlanFigures(passage.answer, input.plans) ?? currentPlansAnswer(input.plans)}`,
    )
    .join("\n\n");
  return [
    "You are Ringline's chat assistant. Ringline is an AI receptionist that answers business calls.",
    `You are talking to ${audience}.`,
    "Answer only from the facts below. If they do not contain the answer, say plainly that you don't know and offer a person at help@ringline.ai; never guess prices, codes or policies.",
    "Reply in at most 120 words, in plain text or simple Markdown (bold, lists, links). Never write HTML.",
    "# Facts",
    facts || "(no facts match this question)",
    ...(input.owner ? ["# This customer's own account", ownerFacts(input.owner)] : []),
  ].join("\n\n");
}

/**
 * A chat-completions client for any OpenAI-compatible server (OpenAI, Ollama, vLLM, …),
 * grounded on the knowledge passages the offline model retrieves. When the provider fails
 * before answering, the offline model answers instead and `AI_SERVICE_UNAVAILABLE` is logged.
 */
export function createOpenAiCompatibleModel(options: OpenAiCompatibleModelOptions): ChatModel {
  const { config, fallback, logger } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function complete(
    input: ChatModelInput,
    passages: readonly RankedPassage[],
    replyOptions: ChatReplyOptions,
  ): Promise<string> {
    const stream = replyOptions.onDelta !== undefined;
    const timeout = new AbortController();
    let timer = setTimeout(() => timeout.abort(), timeoutMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => timeout.abort(), timeoutMs);
    };
    const signal = replyOptions.signal
      ? AbortSignal.any([replyOptions.signal, timeout.signal])
      : timeout.signal;
    try {
      const response = await doFetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages: [
            { role: "system", content: groundingPrompt(input, passages) },
            ...input.history
              .slice(-HISTORY_TURNS)
              .map((message) => ({ role: message.role, content: message.content })),
            { role: "user", content: input.message },
          ],
          temperature: 0.2,
          max_tokens: 400,
          stream,
        }),
        signal,
      });
      if (!response.ok) throw new ProviderError(`provider answered HTTP ${response.status}`);
      if (!stream || !response.body) return contentOf(await response.json());
      let text = "";
      for await (const event of readServerSentEvents(response.body)) {
        rearm();
        if (event.data === "[DONE]") break;
        const delta = deltaOf(event.data);
        if (delta) {
          text += delta;
          replyOptions.onDelta?.(delta);
        }
      }
      return text;
    } catch (error) {
      if (replyOptions.signal?.aborted) throw replyOptions.signal.reason;
      if (timeout.signal.aborted) throw new ProviderError(`no answer within ${timeoutMs} ms`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: "openai-compatible",
    async reply(input, replyOptions = {}): Promise<ChatReply> {
      const passages = fallback.retrieve(input);
      let written = "";
      const tracked: ChatReplyOptions = {
        signal: replyOptions.signal,
        ...(replyOptions.onDelta
          ? {
              onDelta: (delta: string) => {
                written += delta;
                replyOptions.onDelta?.(delta);
              },
            }
          : {}),
      };
      try {
        const text = await complete(input, passages, tracked);
        if (text.trim() === "") throw new ProviderError("provider sent an empty reply");
        return {
          text,
          source: "provider",
          passageIds: passages.map(({ passage }) => passage.id),
          answered: true,
        };
      } catch (error) {
        if (replyOptions.signal?.aborted) throw error;
        logger.warn(
          { errorCode: "AI_SERVICE_UNAVAILABLE", err: error, provider: new URL(endpoint).host },
          "chat model provider failed; answering with the offline model",
        );
        if (written === "") return fallback.reply(input, replyOptions);
        // Half a reply was already shown: finish it honestly rather than start another.
        const note = "\n\n(My answer was cut off. Please ask again, or write to help@ringline.ai.)";
        replyOptions.onDelta?.(note);
        return {
          text: written + note,
          source: "provider",
          passageIds: passages.map(({ passage }) => passage.id),
          answered: false,
        };
      }
    },
  };
}

function contentOf(body: unknown): string {
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]
    ?.message?.content;
  if (typeof content !== "string") throw new ProviderError("provider answer has no content");
  return content;
}

function deltaOf(data: string): string | undefined {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new ProviderError("provider sent a chunk that is not JSON");
  }
  const body = chunk as {
    choices?: Array<{ delta?: { content?: unknown } }>;
    error?: { message?: unknown };
  };
  if (body?.error) throw new ProviderError(`provider error: ${String(body.error.message)}`);
  const content = body?.choices?.[0]?.delta?.content;
  return typeof content === "string" ? content : undefined;
}
