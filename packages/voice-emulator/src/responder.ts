// The assistant's brain in the emulator: a small deterministic responder driven by the
// assistant's configuration (first message, system prompt, knowledge-base files, tools),
// or an OpenAI-compatible chat-completions endpoint when one is configured.

/** A tool the assistant may call, as the responder sees it. */
export interface ResponderTool {
  /** The stored tool's id, when it came from `model.toolIds`. */
  id?: string | undefined;
  type: string;
  name: string;
  description: string;
  parameters: { properties?: Record<string, { type?: string }>; required?: string[] } | undefined;
  /** The tool as configured, for `toolWithToolCallList`. */
  definition: Record<string, unknown>;
}

export interface ResponderMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string;
}

export type ResponderTurn =
  | { kind: "say"; text: string }
  | { kind: "tool"; tool: ResponderTool; arguments: Record<string, unknown>; text?: string }
  | { kind: "end"; text: string };

/**
 * An OpenAI-compatible endpoint that replaces the deterministic responder.
 *
 * @example
 * ```ts
 * import { startVoiceEmulator } from "@ringline/voice-emulator";
 *
 * const emulator = await startVoiceEmulator({
 *   model: { baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.2", apiKey: "unused" },
 * });
 * ```
 */
export interface ResponderModelOptions {
  /** The API root, e.g. `http://127.0.0.1:11434/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof globalThis.fetch | undefined;
}

export interface ResponderConfig {
  firstMessage?: string | undefined;
  systemPrompt?: string | undefined;
  endCallMessage?: string | undefined;
  endCallPhrases?: string[] | undefined;
  knowledge: string[];
  tools: ResponderTool[];
  model?: ResponderModelOptions | undefined;
}

const DEFAULT_FIRST_MESSAGE = "Hello, how can I help you today?";
const DEFAULT_END_MESSAGE = "Thank you for calling. Goodbye!";
const GOODBYE = /\b(bye|goodbye|hang up|that's all|that is all)\b/i;
const STOP_WORDS = new Set(
  (
    "about above after again also because been before being below between both could does doing " +
    "down during each from further have having here into itself just more most once only other " +
    "over same should some such than that their theirs them then there these they this those " +
    "through under until very what when where which while will with would your yours you the and " +
    "for are but not can how who why our out its was were has had his her him she any all"
  ).split(" "),
);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter(
    (word) => word.length >= 4 && !STOP_WORDS.has(word),
  );
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Reads a tool's arguments out of what the caller said, one per described parameter. */
function argumentsFrom(line: string, tool: ResponderTool): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const numbers = line.match(/-?\d+(\.\d+)?/g) ?? [];
  let numberIndex = 0;
  for (const [name, schema] of Object.entries(tool.parameters?.properties ?? {})) {
    if (schema.type === "number" || schema.type === "integer") {
      const value = numbers[numberIndex++];
      if (value !== undefined) result[name] = Number(value);
    } else if (schema.type === "boolean") {
      result[name] = !/\b(no|not|don't)\b/i.test(line);
    } else {
      result[name] = line;
    }
  }
  return result;
}

function mentions(line: string, tool: ResponderTool): boolean {
  const lower = line.toLowerCase();
  const name = tool.name.toLowerCase();
  if (name !== "" && (lower.includes(name) || lower.includes(name.replace(/[_-]+/g, " ")))) {
    return true;
  }
  const said = new Set(words(line));
  return words(tool.description).some((word) => word.length >= 5 && said.has(word));
}

/**
 * Decides what the assistant says. Deterministic: the same configuration and the same
 * caller lines always give the same turns.
 */
export class Responder {
  readonly #config: ResponderConfig;
  readonly #facts: string[];

  constructor(config: ResponderConfig) {
    this.#config = config;
    this.#facts = [...config.knowledge.flatMap(sentences), ...sentences(config.systemPrompt ?? "")];
  }

  get firstMessage(): string {
    return this.#config.firstMessage ?? DEFAULT_FIRST_MESSAGE;
  }

  get endMessage(): string {
    return this.#config.endCallMessage ?? DEFAULT_END_MESSAGE;
  }

  /** The next turn after the caller said `line`, given the conversation so far. */
  async reply(line: string, history: readonly ResponderMessage[]): Promise<ResponderTurn> {
    if (this.#config.model !== undefined) return this.#replyFromModel(history);
    const endPhrases = this.#config.endCallPhrases ?? [];
    const lower = line.toLowerCase();
    if (GOODBYE.test(line) || endPhrases.some((phrase) => lower.includes(phrase.toLowerCase()))) {
      return { kind: "end", text: this.endMessage };
    }
    const endTool = this.#config.tools.find((tool) => tool.type === "endCall");
    // Query tools are knowledge the platform searches itself, never a call to a server.
    const tool = this.#config.tools.find(
      (candidate) =>
        candidate.type !== "endCall" && candidate.type !== "query" && mentions(line, candidate),
    );
    if (tool !== undefined) {
      return { kind: "tool", tool, arguments: argumentsFrom(line, tool) };
    }
    if (endTool !== undefined && mentions(line, endTool)) {
      return { kind: "end", text: this.endMessage };
    }
    return { kind: "say", text: this.#answerFromFacts(line) };
  }

  /** What the assistant says once a tool answered. */
  async afterTool(
    tool: ResponderTool,
    result: unknown,
    history: readonly ResponderMessage[],
  ): Promise<string> {
    if (this.#config.model !== undefined) {
      const turn = await this.#replyFromModel(history);
      return turn.kind === "tool" ? "One moment please." : turn.text;
    }
    const text = typeof result === "string" ? result : JSON.stringify(result);
    return `${tool.name} says: ${text}`;
  }

  #answerFromFacts(line: string): string {
    const said = new Set(words(line));
    let best: string | undefined;
    let bestScore = 0;
    for (const fact of this.#facts) {
      const score = words(fact).filter((word) => said.has(word)).length;
      if (score > bestScore) {
        best = fact;
        bestScore = score;
      }
    }
    return best ?? "I see. Could you tell me a little more about that?";
  }

  async #replyFromModel(history: readonly ResponderMessage[]): Promise<ResponderTurn> {
    const model = this.#config.model;
    if (model === undefined) throw new Error("no model configured");
    const system = [this.#config.systemPrompt ?? "", ...this.#config.knowledge]
      .filter((part) => part !== "")
      .join("\n\n");
    const tools = this.#config.tools
      .filter((tool) => tool.type === "function")
      .map((tool) => ({
        type: "function",
        function: {
          name: tool.name,
          description: tool.description,
          parameters: tool.parameters ?? { type: "object", properties: {} },
        },
      }));
    const fetcher = model.fetch ?? globalThis.fetch;
    const response = await fetcher(`${model.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(model.apiKey === undefined ? {} : { authorization: `Bearer ${model.apiKey}` }),
      },
      body: JSON.stringify({
        model: model.model,
        messages: [
          ...(system === "" ? [] : [{ role: "system", content: system }]),
          ...history
            .filter((message) => message.role !== "system")
            .map((message) =>
              message.role === "tool"
                ? { role: "user", content: `Tool result: ${message.content}` }
                : message,
            ),
        ],
        ...(tools.length === 0 ? {} : { tools }),
      }),
    });
    if (!response.ok) throw new Error(`model answered ${response.status}`);
    const answer = (await response.json()) as {
      choices?: {
        message?: {
          content?: string | null;
          tool_calls?: { function?: { name?: string; arguments?: string } }[];
        };
      }[];
    };
    const message = answer.choices?.[0]?.message;
    const call = message?.tool_calls?.[0]?.function;
    const tool = this.#config.tools.find((candidate) => candidate.name === call?.name);
    if (call !== undefined && tool !== undefined) {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(call.arguments ?? "{}") as Record<string, unknown>;
      } catch {
        // A model that writes broken JSON gets its call made with no arguments.
      }
      return { kind: "tool", tool, arguments: parsed };
    }
    const text = message?.content ?? "";
    return GOODBYE.test(text) ? { kind: "end", text } : { kind: "say", text };
  }
}
