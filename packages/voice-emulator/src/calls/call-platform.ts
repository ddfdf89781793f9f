// The platform's side of any call, phone or web: finding the assistant, sending server
// messages in order, tool calls, keeping the stored call up to date, and the end (the
// stored call, status-update ended, the end-of-call report and its recording).

import { randomUUID } from "node:crypto";
import { resolveAssistant, runnerAssistant } from "../assistant-config.js";
import type { EmulatorCore } from "../core.js";
import type { DeliveryService, VoiceEmulatorDelivery } from "../deliveries.js";
import { asObject, type Json } from "../json.js";
import type { ResponderTool } from "../responder.js";
import type { EmulatorRecord } from "../store.js";
import type { CallRun } from "./call-run.js";
import type { ServerTargets } from "./server-targets.js";

const COST_PER_MINUTE = 0.05;

/** What a server's answer to a message carries: `messageResponse`, or the body itself. */
function answerOf(delivery: VoiceEmulatorDelivery | undefined): Json | undefined {
  const response = asObject(delivery?.response);
  return asObject(response?.messageResponse) ?? response;
}

export class CallPlatform {
  readonly #core: EmulatorCore;
  readonly #deliveries: DeliveryService;
  readonly #log: (line: string) => void;
  readonly targets: ServerTargets;

  constructor(
    core: EmulatorCore,
    deliveries: DeliveryService,
    targets: ServerTargets,
    log: (line: string) => void,
  ) {
    this.#core = core;
    this.#deliveries = deliveries;
    this.targets = targets;
    this.#log = log;
  }

  get core(): EmulatorCore {
    return this.#core;
  }

  log(line: string): void {
    this.#log(line);
  }

  // The message is built now and delivered after the ones queued before it, so a web call
  // can send without waiting while its receiver still sees everything in order.
  send(
    run: CallRun,
    type: string,
    fields: Json,
    target = run.target,
  ): Promise<VoiceEmulatorDelivery | undefined> {
    const allowed = run.assistant?.serverMessages;
    if (target === undefined) return Promise.resolve(undefined);
    if (Array.isArray(allowed) && !allowed.includes(type) && type !== "assistant-request") {
      return Promise.resolve(undefined);
    }
    const message = {
      type,
      timestamp: run.nowMs,
      call: run.call,
      ...(run.phoneNumber === undefined ? {} : { phoneNumber: run.phoneNumber }),
      ...(run.call.customer === undefined ? {} : { customer: run.call.customer }),
      ...(run.assistant === undefined ? {} : { assistant: run.assistant }),
      ...fields,
    };
    const delivery = run.outbox.then(() => this.#deliveries.send(target, { message }, run.call.id));
    run.outbox = delivery.catch(() => undefined);
    return delivery;
  }

  setCall(run: CallRun, fields: Json): void {
    run.call = { ...run.call, ...fields, updatedAt: this.#core.now() };
    this.#core.store.put("call", run.call);
  }

  conversationUpdate(run: CallRun): Promise<VoiceEmulatorDelivery | undefined> {
    return this.send(run, "conversation-update", run.conversation());
  }

  /**
   * Finds the assistant: on the call, in its squad or from its workflow (`runnerAssistant`).
   * Only an inbound phone call to a number
   * without one asks a server for it (`assistant-request`), as the platform does: an outbound
   * or web call was given what runs it when it was created.
   */
  async findAssistant(run: CallRun): Promise<{ assistant?: Json; endedReason?: string }> {
    const core = this.#core;
    const given = runnerAssistant(core, run.call as Json);
    if (given !== undefined) return { assistant: given };
    if (run.call.type !== "inboundPhoneCall") return { endedReason: "assistant-not-found" };
    const target = this.targets.of(run.phoneNumber, "phone-number") ?? this.targets.org();
    if (target === undefined) return { endedReason: "assistant-not-found" };
    const delivery = await this.send(run, "assistant-request", {}, target);
    if (delivery?.state !== "delivered") return { endedReason: "assistant-request-failed" };
    const answer = answerOf(delivery) ?? {};
    if (typeof answer.error === "string") {
      return { endedReason: "assistant-request-returned-error" };
    }
    const assistant = resolveAssistant(core, answer);
    if (answer.assistantId !== undefined && assistant === undefined) {
      return { endedReason: "assistant-not-found" };
    }
    if (assistant === undefined) return { endedReason: "assistant-request-returned-no-assistant" };
    return { assistant };
  }

  /** The assistant's call of `tool`, written into the call's messages as the platform does. */
  #recordToolCall(run: CallRun, tool: ResponderTool, args: Json) {
    const toolCall = {
      id: `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
      type: "function",
      function: { name: tool.name, arguments: JSON.stringify(args) },
    };
    run.toolNames.push(tool.name);
    run.messages.push({
      role: "tool_calls",
      toolCalls: [toolCall],
      message: "",
      time: run.nowMs,
      secondsFromStart: run.offsetSeconds,
    });
    run.openAi.push({ role: "assistant", content: "", tool_calls: [toolCall] });
    return toolCall;
  }

  /** Sends tool-calls and reads the result; `undefined` when the server gave none. */
  async callTool(run: CallRun, tool: ResponderTool, args: Json): Promise<unknown> {
    const toolCall = this.#recordToolCall(run, tool, args);
    const delivery = await this.send(
      run,
      "tool-calls",
      {
        toolCallList: [toolCall],
        toolWithToolCallList: [{ ...tool.definition, type: tool.type, toolCall }],
      },
      this.targets.resolve(run, tool),
    );
    run.offsetSeconds += 0.5;
    const answer = answerOf(delivery);
    const results = Array.isArray(answer?.results) ? answer.results.map(asObject) : [];
    const result =
      results.find((item) => item?.toolCallId === toolCall.id) ?? results[0] ?? undefined;
    const value = result?.result ?? result?.error;
    if (delivery?.state !== "delivered" || value === undefined) return undefined;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    run.messages.push({
      role: "tool_call_result",
      toolCallId: toolCall.id,
      name: tool.name,
      result: text,
      time: run.nowMs,
      secondsFromStart: run.offsetSeconds,
    });
    run.openAi.push({ role: "tool", tool_call_id: toolCall.id, content: text });
    run.history.push({ role: "tool", content: text });
    await this.conversationUpdate(run);
    return value;
  }

  /**
   * A transfer tool without destinations: the platform asks the server where to transfer
   * (`transfer-destination-request`, with the live conversation) and reads the destination,
   * or the error to say instead.
   */
  async transfer(
    run: CallRun,
    tool: ResponderTool,
    args: Json,
  ): Promise<{ destination?: Json; message?: string; error?: string }> {
    this.#recordToolCall(run, tool, args);
    const delivery = await this.send(
      run,
      "transfer-destination-request",
      { artifact: run.artifact() },
      this.targets.resolve(run, tool),
    );
    run.offsetSeconds += 0.5;
    const answer = answerOf(delivery) ?? {};
    const destination = asObject(answer.destination);
    const spoken =
      asObject(destination?.message)?.content ?? destination?.message ?? answer.message;
    return {
      ...(destination === undefined ? {} : { destination }),
      ...(typeof spoken === "string" ? { message: spoken } : {}),
      ...(typeof answer.error === "string" ? { error: answer.error } : {}),
    };
  }

  /** Ends the call: stores it with its artifact, sends status-update ended and the report. */
  async end(run: CallRun, endedReason: string): Promise<EmulatorRecord> {
    const durationSeconds = Math.round(run.offsetSeconds * 100) / 100;
    const cost = Math.round((durationSeconds / 60) * COST_PER_MINUTE * 10_000) / 10_000;
    const costs = [{ type: "vapi", subType: "normal", minutes: durationSeconds / 60, cost }];
    const startedAt = String(run.call.startedAt ?? new Date(run.startMs).toISOString());
    const endedAt = new Date(run.nowMs).toISOString();
    const recordingUrl = `${this.#core.baseUrl()}/__emulator/recordings/${run.call.id}.wav`;
    this.#core.store.put("recording", {
      id: run.call.id,
      timeline: run.timeline,
      durationSeconds,
    });
    const summary = run.summary(endedReason);
    const artifact = {
      ...run.artifact(),
      recordingUrl,
      recording: { mono: { combinedUrl: recordingUrl } },
    };
    this.setCall(run, {
      status: "ended",
      endedReason,
      startedAt,
      endedAt,
      cost,
      costs,
      messages: run.messages,
      artifact,
      analysis: { summary },
    });
    await this.send(run, "status-update", { status: "ended", endedReason });
    await this.send(run, "end-of-call-report", {
      endedReason,
      startedAt,
      endedAt,
      cost,
      costs,
      artifact,
      analysis: { summary },
      // The platform's older top-level fields, which many receivers still read.
      transcript: artifact.transcript,
      messages: run.messages,
      summary,
      recordingUrl,
      durationSeconds,
      durationMs: Math.round(durationSeconds * 1000),
      durationMinutes: durationSeconds / 60,
    });
    this.#log(`call ${run.call.id} ended: ${endedReason}`);
    return run.call;
  }
}
