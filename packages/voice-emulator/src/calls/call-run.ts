// One call's running state (its conversation in the platform's three shapes, the speech
// timeline for the recording, the simulated clock), and what is derived from it.

import type { ServerTarget } from "../deliveries.js";
import { asObject, type Json } from "../json.js";
import type { ResponderMessage } from "../responder.js";
import type { EmulatorRecord } from "../store.js";
import type { SpeechTurn } from "../wav.js";

/** When a spoken line started (seconds from the call's start, and as a time) and how long it took. */
export interface SpokenLine {
  start: number;
  timeMs: number;
  durationMs: number;
}

export class CallRun {
  readonly startMs = Date.now();
  offsetSeconds = 0;
  turn = 0;
  /** The call artifact's messages (`bot`, `user`, `tool_calls` …). */
  readonly messages: Json[] = [];
  /** The same conversation in OpenAI's format. */
  readonly openAi: Json[] = [];
  readonly timeline: SpeechTurn[] = [];
  readonly transcript: string[] = [];
  /** The conversation as the responder reads it. */
  readonly history: ResponderMessage[] = [];
  toolNames: string[] = [];
  assistant: Json | undefined;
  target: ServerTarget | undefined;
  /** The last delivery queued: each message waits for the one before it. */
  outbox: Promise<unknown> = Promise.resolve();
  /**
   * Speech takes its time on the real clock too (an inbound call placed with `pace: "real"`),
   * so that a page following the call sees it unfold as a caller would hear it.
   */
  realTime = false;

  constructor(
    public call: EmulatorRecord,
    readonly phoneNumber: EmulatorRecord | undefined,
  ) {}

  get nowMs(): number {
    return this.startMs + Math.round(this.offsetSeconds * 1000);
  }

  /** Adds a line to the conversation; a spoken one (`speech`) also to the recording. */
  recordTurn(role: "assistant" | "user" | "system", text: string, speech?: SpokenLine): void {
    if (speech !== undefined && role !== "system") {
      this.timeline.push({ role, start: speech.start, end: this.offsetSeconds });
    }
    this.messages.push({
      role: role === "assistant" ? "bot" : role,
      message: text,
      time: speech?.timeMs ?? this.nowMs,
      ...(speech === undefined
        ? { secondsFromStart: this.offsetSeconds }
        : { endTime: this.nowMs, secondsFromStart: speech.start, duration: speech.durationMs }),
    });
    this.openAi.push({ role, content: text });
    if (role !== "system") {
      this.transcript.push(`${role === "assistant" ? "AI" : "User"}: ${text}`);
    }
    this.history.push({ role, content: text });
  }

  /** The conversation-update fields: copies, since the delivery log keeps what was sent. */
  conversation(): Json {
    return { messages: [...this.messages], messagesOpenAIFormatted: [...this.openAi] };
  }

  /** The call artifact's conversation: messages, OpenAI-formatted messages, transcript. */
  artifact(): Json & { transcript: string } {
    return { ...this.conversation(), transcript: this.transcript.join("\n") };
  }

  /** The analysis summary: who called whom, the first thing said, the tools used, the end. */
  summary(endedReason: string): string {
    const who = String(asObject(this.call.customer)?.number ?? "the customer");
    const firstLine = this.messages.find((message) => message.role === "user")?.message;
    const parts = [
      this.call.type === "outboundPhoneCall"
        ? `The assistant called ${who}.`
        : this.call.type === "webCall"
          ? "A web call with the assistant."
          : `${who} called ${String(this.phoneNumber?.number ?? "the assistant")}.`,
    ];
    if (typeof firstLine === "string") parts.push(`The caller said: "${firstLine}".`);
    if (this.toolNames.length > 0) {
      parts.push(`The assistant used ${this.toolNames.join(", ")}.`);
    }
    parts.push(`The call ended (${endedReason}).`);
    return parts.join(" ");
  }
}
