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

/**
 * The sentences of a prompt or a document, as they could be said: a Markdown heading is a
 * title, not something to say, and a list item's marker is not spoken.
 */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => !/^\s*#{1,6}\s/.test(sentence))
    .map((sentence) => sentence.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "").trim())
    .filter((sentence) => sentence.length > 0);
}

type ParameterSchema = { type?: string; enum?: string[]; format?: string; description?: string };

const NAME_INTRO =
  /\b(?:my name is|my name's|this is|i am|i'm|it's|call me)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)/;
const PHONE = /\+?\d[\d ().-]{8,}\d/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@.,!?]+/;
const MONEY = /\$\s?\d[\d,.]*\s*(?:k|m|thousand|million)?|\b\d[\d,.]*\s*(?:k|thousand|million)\b/i;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];

/** The caller's lines so far, the newest last, and the newest tool result parsed as JSON. */
function contextOf(line: string, history: readonly ResponderMessage[]) {
  const said = [
    ...history.filter((message) => message.role === "user").map((m) => m.content),
    line,
  ];
  let toolResult: unknown;
  for (const message of [...history].reverse()) {
    if (message.role !== "tool") continue;
    try {
      toolResult = JSON.parse(message.content);
    } catch {
      toolResult = undefined;
    }
    break;
  }
  return { said, toolResult };
}

/** The newest match of `pattern` in what the caller said. */
function newest(said: readonly string[], pattern: RegExp): string | undefined {
  for (const text of [...said].reverse()) {
    const match = pattern.exec(text);
    if (match) return (match[1] ?? match[0]).trim();
  }
  return undefined;
}

/** Objects of a tool result (at any depth) that carry `key`, in order. */
function optionsWith(value: unknown, key: string, found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const item of value) optionsWith(item, key, found);
  else if (typeof value === "object" && value !== null) {
    const object = value as Record<string, unknown>;
    if (typeof object[key] === "string") found.push(object);
    else for (const item of Object.values(object)) optionsWith(item, key, found);
  }
  return found;
}

/** The option the caller chose: named by an ordinal ("the second one") or by its words. */
function chosen(
  line: string,
  options: Record<string, unknown>[],
): Record<string, unknown> | undefined {
  const lower = line.toLowerCase();
  const ordinal = ORDINALS.findIndex((word) => lower.includes(word));
  if (ordinal >= 0 && options[ordinal]) return options[ordinal];
  if (/\blast\b/.test(lower) && options.length > 0) return options.at(-1);
  const said = new Set(words(line));
  let best = options[0];
  let bestScore = 0;
  for (const option of options) {
    const text = Object.values(option)
      .filter((item) => typeof item === "string")
      .join(" ");
    const score = words(text).filter((word) => said.has(word)).length;
    if (score > bestScore) {
      best = option;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Reads a tool's arguments out of the conversation, one per described parameter, the way a
 * careful model would: numbers from the line; a name, phone, e-mail, amount or date where the
 * caller said one; an enum value the caller named; an id (`slotId`) from the options the last
 * tool result offered, the one the caller chose; a yes/no only when the caller spoke of it;
 * and for other required texts, the caller's line.
 */
function argumentsFrom(
  line: string,
  tool: ResponderTool,
  history: readonly ResponderMessage[] = [],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const { said, toolResult } = contextOf(line, history);
  const required = new Set(tool.parameters?.required ?? []);
  const numbers = line.match(/-?\d+(\.\d+)?/g) ?? [];
  let numberIndex = 0;
  const properties = (tool.parameters?.properties ?? {}) as Record<string, ParameterSchema>;
  for (const [name, schema] of Object.entries(properties)) {
    const key = name.toLowerCase();
    const label = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
    let value: unknown;
    if (schema.type === "number" || schema.type === "integer") {
      const number = numbers[numberIndex++];
      if (number !== undefined) value = Number(number);
    } else if (schema.type === "boolean") {
      const topic = label.split(" ").filter((word) => word.length >= 4);
      const lower = line.toLowerCase().replaceAll("-", " ");
      if (required.has(name) || topic.some((word) => lower.includes(word))) {
        value = !/\b(no|not|don't|haven't|isn't)\b/i.test(line);
      }
    } else if (Array.isArray(schema.enum) && schema.enum.length > 0) {
      const lower = said.join(" ").toLowerCase();
      value =
        schema.enum.find((option) => lower.includes(option.replaceAll("_", " ").toLowerCase())) ??
        schema.enum.find((option) =>
          option
            .toLowerCase()
            .split(/[_\s-]+/)
            .some((word) => word.length >= 4 && new RegExp(`\\b${word}\\b`).test(lower)),
        ) ??
        (required.has(name) ? schema.enum[0] : undefined);
    } else if (key.endsWith("id") && toolResult !== undefined) {
      value = chosen(line, optionsWith(toolResult, name))?.[name];
    } else if (key.includes("name")) {
      value = newest(said, NAME_INTRO);
    } else if (key.includes("phone")) {
      value = newest(said, PHONE);
    } else if (key.includes("email")) {
      value = newest(said, EMAIL);
    } else if (key.includes("budget") || key.includes("price")) {
      value = newest(said, MONEY);
    } else if (schema.format === "date" || key === "date") {
      value = newest(said, DATE);
    }
    if (value === undefined && required.has(name) && schema.type !== "number") value = line;
    if (value !== undefined) result[name] = value;
  }
  return result;
}

/** Words too common in calls to point at a tool by its name ("call me back"). */
const COMMON_NAME_WORDS = new Set(["call", "calls", "get", "set", "make", "tool"]);

/**
 * How much a line is about a tool: its name said outright wins; else the words of its name
 * (twice), of its description, and of its parameters (their names and descriptions: a caller
 * giving what a tool takes), and a name introduced when the tool takes one.
 */
function relevance(line: string, tool: ResponderTool): number {
  const lower = line.toLowerCase();
  const name = tool.name.toLowerCase();
  if (name !== "" && (lower.includes(name) || lower.includes(name.replace(/[_-]+/g, " ")))) {
    return 1000;
  }
  const said = new Set(lower.match(/[a-z0-9]+/g) ?? []);
  const nameWords = name
    .split(/[_\s-]+|(?=[A-Z])/)
    .filter((word) => word.length >= 4 && !COMMON_NAME_WORDS.has(word));
  const properties = (tool.parameters?.properties ?? {}) as Record<string, ParameterSchema>;
  const parameterText = Object.entries(properties)
    .map(([key, schema]) =>
      [
        key.replace(/([a-z])([A-Z])/g, "$1 $2"),
        schema.description ?? "",
        ...(schema.enum ?? []),
      ].join(" "),
    )
    .join(" ");
  const described = new Set(
    words(`${tool.description} ${parameterText}`).filter(
      (word) => word.length >= 5 && said.has(word),
    ),
  );
  let score = 2 * nameWords.filter((word) => said.has(word)).length + described.size;
  if (properties.name !== undefined && NAME_INTRO.test(line)) score += 1;
  return score;
}

function mentions(line: string, tool: ResponderTool): boolean {
  return relevance(line, tool) > 0;
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
    // The tool the line is most about (its name said, else the most words of its
    // description); the first listed on a tie.
    let tool: ResponderTool | undefined;
    let best = 0;
    for (const candidate of this.#config.tools) {
      if (candidate.type === "endCall" || candidate.type === "query") continue;
      const score = relevance(line, candidate);
      if (score > best) {
        tool = candidate;
        best = score;
      }
    }
    if (tool !== undefined) {
      return { kind: "tool", tool, arguments: argumentsFrom(line, tool, history) };
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
    let text = typeof result === "string" ? result : JSON.stringify(result);
    // A JSON result with a sentence for the caller (`message`, `say`): that is what is said.
    try {
      const parsed = typeof result === "string" ? JSON.parse(result) : result;
      const sentence = parsed?.message ?? parsed?.say;
      if (typeof sentence === "string") text = sentence;
    } catch {
      // Plain text is said as it is.
    }
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
