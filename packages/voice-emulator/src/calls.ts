// Simulated phone calls. A call walks a script of caller lines against the assistant's
// responder and sends the platform's server messages on the way, one after the other, each
// waiting for the previous delivery (so a receiver sees them in order):
//
//   [assistant-request] → status-update ringing → status-update in-progress →
//   per turn: speech-update started, transcript partial/final, speech-update stopped,
//   conversation-update; tool-calls when the responder calls a tool (to the tool's server) →
//   status-update ended → end-of-call-report (with a recording the emulator serves).
//
// Times in the messages follow a simulated clock (speech takes ~0.3 s a word), so a call
// runs as fast as its receiver answers while its timestamps, duration and recording stay
// plausible.

import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import { resolveAssistant, responderFor } from "./assistant-config.js";
import type { CallHooks, EmulatorCore } from "./core.js";
import type { DeliveryService, ServerTarget, VoiceEmulatorDelivery } from "./deliveries.js";
import { HttpError } from "./http-error.js";
import type { Responder, ResponderMessage, ResponderTool } from "./responder.js";
import type { HmacSigningPlan } from "./signing.js";
import type { EmulatorRecord } from "./store.js";
import type { SpeechTurn } from "./wav.js";
import { type PlatformCall, WebCallHub } from "./web-calls.js";

type Json = Record<string, unknown>;

/**
 * A simulated inbound call: who calls which provisioned number, and what they say.
 *
 * @example
 * ```ts
 * import type { InboundCallInput } from "@ringline/voice-emulator";
 *
 * const input: InboundCallInput = {
 *   number: "+14155550123",
 *   from: "+14155550100",
 *   script: ["Can I book a table for 4?", "Great, bye!"],
 * };
 * ```
 */
export interface InboundCallInput {
  /** A number provisioned or imported in the emulator (E.164). */
  number: string;
  /** The caller's number (E.164). */
  from: string;
  /** The caller's lines, in order; the caller hangs up after the last one. */
  script: string[];
}

/**
 * What a customer says when an outbound call (POST /call/phone, a campaign) reaches them.
 *
 * @example
 * ```ts
 * import type { OutboundCallee } from "@ringline/voice-emulator";
 *
 * const callee: OutboundCallee = { number: "+14155550100", script: ["Hello?", "Yes please.", "Bye."] };
 * ```
 */
export interface OutboundCallee {
  number: string;
  script: string[];
}

interface OrgServer {
  url: string;
  secret?: string;
  credentialId?: string;
}

export interface CallSimulatorOptions {
  orgServer: OrgServer | undefined;
  log: (line: string) => void;
}

const DEFAULT_CALLEE_SCRIPT = ["Hello?", "Sure, go ahead.", "Thanks, goodbye."];
const SECONDS_PER_WORD = 0.32;
const PAUSE_SECONDS = 0.6;
const COST_PER_MINUTE = 0.05;
const E164 = /^\+[1-9]\d{6,14}$/;

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function speechSeconds(text: string): number {
  const words = text.split(/\s+/).filter((word) => word !== "").length;
  return Math.max(0.8, words * SECONDS_PER_WORD);
}

/** One call's running state. */
class CallRun {
  readonly startMs = Date.now();
  offsetSeconds = 0;
  turn = 0;
  readonly messages: Json[] = [];
  readonly openAi: Json[] = [];
  readonly timeline: SpeechTurn[] = [];
  readonly transcript: string[] = [];
  readonly history: ResponderMessage[] = [];
  toolNames: string[] = [];
  assistant: Json | undefined;
  target: ServerTarget | undefined;
  /** The last delivery queued: each message waits for the one before it. */
  outbox: Promise<unknown> = Promise.resolve();

  constructor(
    public call: EmulatorRecord,
    readonly phoneNumber: EmulatorRecord | undefined,
  ) {}

  get nowMs(): number {
    return this.startMs + Math.round(this.offsetSeconds * 1000);
  }
}

export class CallSimulator implements CallHooks {
  readonly #core: EmulatorCore;
  readonly #deliveries: DeliveryService;
  readonly #options: CallSimulatorOptions;
  readonly #callees = new Map<string, string[]>();
  readonly #running = new Set<Promise<unknown>>();
  readonly #webCalls: WebCallHub;

  constructor(core: EmulatorCore, deliveries: DeliveryService, options: CallSimulatorOptions) {
    this.#core = core;
    this.#deliveries = deliveries;
    this.#options = options;
    this.#webCalls = new WebCallHub(core, {
      open: (call) => this.#openWebCall(call),
      log: options.log,
    });
  }

  attach(server: Server): void {
    this.#webCalls.attach(server);
  }

  setCallee(callee: OutboundCallee): void {
    if (typeof callee?.number !== "string" || !Array.isArray(callee.script)) {
      throw new HttpError(400, ["number and script should not be empty"]);
    }
    this.#callees.set(callee.number, callee.script.map(String));
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#running.add(promise);
    const done = () => this.#running.delete(promise);
    promise.then(done, done);
    return promise;
  }

  async settle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  async close(): Promise<void> {
    await this.#webCalls.close();
    await this.settle();
  }

  placeInbound(input: InboundCallInput): {
    created: Promise<EmulatorRecord>;
    ended: Promise<EmulatorRecord>;
  } {
    const core = this.#core;
    const create = (): EmulatorRecord => {
      if (typeof input?.number !== "string" || typeof input.from !== "string") {
        throw new HttpError(400, ["number and from should not be empty"]);
      }
      if (!E164.test(input.from)) {
        throw new HttpError(400, ["from must be a valid phone number in the E.164 format"]);
      }
      if (!Array.isArray(input.script) || input.script.some((line) => typeof line !== "string")) {
        throw new HttpError(400, ["script must be an array of strings"]);
      }
      const phoneNumber = core.store
        .list("phone-number")
        .find((record) => record.number === input.number);
      if (phoneNumber === undefined) throw new HttpError(404, `${input.number} is not provisioned`);
      const now = core.now();
      return core.store.put("call", {
        id: randomUUID(),
        orgId: core.orgId,
        type: "inboundPhoneCall",
        status: "ringing",
        phoneNumberId: phoneNumber.id,
        customer: { number: input.from },
        phoneCallProvider: String(phoneNumber.provider ?? "vapi"),
        phoneCallTransport: "pstn",
        ...(typeof phoneNumber.assistantId === "string"
          ? { assistantId: phoneNumber.assistantId }
          : {}),
        ...(typeof phoneNumber.squadId === "string" ? { squadId: phoneNumber.squadId } : {}),
        createdAt: now,
        updatedAt: now,
      });
    };
    let call: EmulatorRecord;
    try {
      call = create();
    } catch (error) {
      const failed = Promise.reject(error);
      failed.catch(() => undefined);
      return { created: failed, ended: failed };
    }
    const phoneNumber = core.store.get("phone-number", String(call.phoneNumberId));
    const ended = this.#track(this.#run(new CallRun(call, phoneNumber), input.script, "inbound"));
    return { created: Promise.resolve(call), ended };
  }

  startPhoneCall(call: EmulatorRecord): void {
    const phoneNumber =
      typeof call.phoneNumberId === "string"
        ? this.#core.store.get("phone-number", call.phoneNumberId)
        : undefined;
    const customer = asObject(call.customer);
    const script = this.#callees.get(String(customer?.number ?? "")) ?? DEFAULT_CALLEE_SCRIPT;
    const run = new CallRun(call, phoneNumber);
    this.#track(this.#run(run, script, "outbound")).catch((error: unknown) => {
      this.#options.log(`call ${call.id} failed: ${String(error)}`);
    });
  }

  startCampaign(campaign: EmulatorRecord): void {
    const customers = Array.isArray(campaign.customers) ? campaign.customers : [];
    if (customers.length === 0 || typeof campaign.phoneNumberId !== "string") return;
    const core = this.#core;
    const update = (fields: Json) => {
      const current = core.store.get("campaign", campaign.id);
      if (current !== undefined) {
        core.store.put("campaign", { ...current, ...fields, updatedAt: core.now() });
      }
    };
    const counters = { queued: customers.length, inProgress: 0, ended: 0 };
    const callIds: Record<string, unknown> = {};
    update({ status: "in-progress", callsCounterQueued: counters.queued });
    const runs = customers.map((customer) => {
      const now = core.now();
      const call = core.store.put("call", {
        id: randomUUID(),
        orgId: core.orgId,
        type: "outboundPhoneCall",
        status: "queued",
        campaignId: campaign.id,
        phoneNumberId: campaign.phoneNumberId,
        customer,
        ...(typeof campaign.assistantId === "string" ? { assistantId: campaign.assistantId } : {}),
        ...(campaign.assistantOverrides === undefined
          ? {}
          : { assistantOverrides: campaign.assistantOverrides }),
        createdAt: now,
        updatedAt: now,
      });
      callIds[call.id] = { status: "queued" };
      counters.queued -= 1;
      counters.inProgress += 1;
      const script =
        this.#callees.get(String(asObject(customer)?.number ?? "")) ?? DEFAULT_CALLEE_SCRIPT;
      const phoneNumber = core.store.get("phone-number", String(campaign.phoneNumberId));
      return this.#run(new CallRun(call, phoneNumber), script, "outbound").finally(() => {
        counters.inProgress -= 1;
        counters.ended += 1;
        callIds[call.id] = { status: "ended" };
        update({
          calls: callIds,
          callsCounterQueued: counters.queued,
          callsCounterInProgress: counters.inProgress,
          callsCounterEnded: counters.ended,
        });
      });
    });
    this.#track(Promise.allSettled(runs)).then(() =>
      update({ status: "ended", endedReason: "campaign.ended.success" }),
    );
  }

  startWebCall(call: EmulatorRecord): string {
    return this.#webCalls.register(call);
  }

  /**
   * The platform side of a web call once its client joined: the assistant, the server
   * messages and the end-of-call report, on the real clock rather than the simulated one.
   */
  async #openWebCall(call: EmulatorRecord): Promise<PlatformCall> {
    const run = new CallRun(call, undefined);
    const tick = () => {
      run.offsetSeconds = (Date.now() - run.startMs) / 1000;
    };
    this.#options.log(`call ${call.id} web started`);
    const found = await this.#assistantFor(run);
    run.assistant = found.assistant;
    run.target = this.#resolveTarget(run);
    const responder =
      run.assistant === undefined ? undefined : await responderFor(this.#core, run.assistant);
    if (run.assistant !== undefined) {
      if (typeof run.call.assistantId !== "string" && run.call.assistant === undefined) {
        this.#setCall(run, { assistant: run.assistant });
      }
      this.#setCall(run, { status: "in-progress", startedAt: new Date(run.nowMs).toISOString() });
      void this.#send(run, "status-update", { status: "in-progress" });
    }
    let ended: Promise<EmulatorRecord> | undefined;
    return {
      assistant: run.assistant,
      responder,
      endedReason: found.endedReason,
      history: run.history,
      elapsedSeconds: () => (Date.now() - run.startMs) / 1000,
      notify: (type, fields) => {
        tick();
        void this.#send(run, type, fields);
      },
      addMessage: (role, text, spokenFrom) => {
        tick();
        const speech =
          spokenFrom === undefined
            ? undefined
            : {
                start: spokenFrom,
                timeMs: run.startMs + Math.round(spokenFrom * 1000),
                durationMs: Math.round((run.offsetSeconds - spokenFrom) * 1000),
              };
        this.#recordTurn(run, role, text, speech);
        // GET /call/{id} shows the conversation while the call runs.
        this.#setCall(run, { messages: [...run.messages] });
        void this.#conversationUpdate(run);
        return this.#conversation(run);
      },
      callTool: (tool, args) => {
        tick();
        return this.#callTool(run, tool, args);
      },
      end: (endedReason) => {
        if (ended === undefined) {
          tick();
          ended = this.#track(this.#end(run, endedReason));
        }
        return ended;
      },
    };
  }

  // ---- server targets ----------------------------------------------------------------

  #credential(id: unknown): Pick<ServerTarget, "hmac" | "bearerToken"> {
    if (typeof id !== "string") return {};
    const credential = this.#core.store.get("credential", id);
    const plan = asObject(credential?.authenticationPlan);
    if (plan?.type === "hmac" && typeof plan.secretKey === "string") {
      return { hmac: plan as unknown as HmacSigningPlan };
    }
    if (plan?.type === "bearer" && typeof plan.token === "string") {
      return { bearerToken: plan.token };
    }
    return {};
  }

  /** The server a holder (tool, assistant, phone number) names, if it names one. */
  #targetOf(holder: Json | undefined, level: string): ServerTarget | undefined {
    if (holder === undefined) return undefined;
    const server = asObject(holder.server);
    const url = typeof server?.url === "string" ? server.url : holder.serverUrl;
    if (typeof url !== "string" || url === "") return undefined;
    const secret = server?.secret ?? holder.serverUrlSecret;
    const backoff = asObject(server?.backoffPlan);
    return {
      url,
      level,
      ...(typeof secret === "string" ? { secret } : {}),
      ...this.#credential(server?.credentialId ?? holder.credentialId),
      ...(asObject(server?.headers) === undefined
        ? {}
        : { headers: server?.headers as Record<string, string> }),
      ...(typeof server?.timeoutSeconds === "number"
        ? { timeoutSeconds: server.timeoutSeconds }
        : {}),
      ...(typeof backoff?.maxRetries === "number" ? { maxRetries: backoff.maxRetries } : {}),
    };
  }

  #orgTarget(): ServerTarget | undefined {
    const org = this.#options.orgServer;
    if (org === undefined) return undefined;
    return {
      url: org.url,
      level: "org",
      ...(org.secret === undefined ? {} : { secret: org.secret }),
      ...this.#credential(org.credentialId),
    };
  }

  /** Precedence: tool, then assistant, then phone number, then org. */
  #resolveTarget(run: CallRun, tool?: ResponderTool): ServerTarget | undefined {
    return (
      (tool === undefined ? undefined : this.#targetOf(tool.definition, "tool")) ??
      this.#targetOf(run.assistant, "assistant") ??
      this.#targetOf(run.phoneNumber, "phone-number") ??
      this.#orgTarget()
    );
  }

  // ---- messages --------------------------------------------------------------------------

  // The message is built now and delivered after the ones queued before it, so a web call
  // can send without waiting while its receiver still sees everything in order.
  #send(
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

  #artifact(run: CallRun): Json {
    return {
      messages: [...run.messages],
      messagesOpenAIFormatted: [...run.openAi],
      transcript: run.transcript.join("\n"),
    };
  }

  #setCall(run: CallRun, fields: Json): void {
    run.call = { ...run.call, ...fields, updatedAt: this.#core.now() };
    this.#core.store.put("call", run.call);
  }

  async #speak(run: CallRun, role: "assistant" | "user", text: string): Promise<void> {
    run.turn += 1;
    const start = run.offsetSeconds;
    const seconds = speechSeconds(text);
    const timeMs = run.nowMs;
    await this.#send(run, "speech-update", { status: "started", role, turn: run.turn });
    const words = text.split(/\s+/);
    if (words.length > 1) {
      run.offsetSeconds += seconds / 2;
      await this.#send(run, "transcript", {
        role,
        transcriptType: "partial",
        transcript: words.slice(0, Math.ceil(words.length / 2)).join(" "),
      });
      run.offsetSeconds += seconds / 2;
    } else {
      run.offsetSeconds += seconds;
    }
    await this.#send(run, "transcript", { role, transcriptType: "final", transcript: text });
    await this.#send(run, "speech-update", { status: "stopped", role, turn: run.turn });
    this.#recordTurn(run, role, text, { start, timeMs, durationMs: Math.round(seconds * 1000) });
    await this.#conversationUpdate(run);
    run.offsetSeconds += PAUSE_SECONDS;
  }

  /** Adds a line to the conversation; a spoken one (`speech`) also to the recording. */
  #recordTurn(
    run: CallRun,
    role: "assistant" | "user" | "system",
    text: string,
    speech?: { start: number; timeMs: number; durationMs: number },
  ): void {
    if (speech !== undefined && role !== "system") {
      run.timeline.push({ role, start: speech.start, end: run.offsetSeconds });
    }
    run.messages.push({
      role: role === "assistant" ? "bot" : role,
      message: text,
      time: speech?.timeMs ?? run.nowMs,
      ...(speech === undefined
        ? { secondsFromStart: run.offsetSeconds }
        : { endTime: run.nowMs, secondsFromStart: speech.start, duration: speech.durationMs }),
    });
    run.openAi.push({ role, content: text });
    if (role !== "system") run.transcript.push(`${role === "assistant" ? "AI" : "User"}: ${text}`);
    run.history.push({ role, content: text });
  }

  #conversation(run: CallRun): Json {
    // Copies: the lists keep growing, and the delivery log must keep what was sent.
    return { messages: [...run.messages], messagesOpenAIFormatted: [...run.openAi] };
  }

  #conversationUpdate(run: CallRun) {
    return this.#send(run, "conversation-update", this.#conversation(run));
  }

  /** Sends tool-calls and reads the result; `undefined` when the server gave none. */
  async #callTool(run: CallRun, tool: ResponderTool, args: Json): Promise<unknown> {
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
    const target = this.#resolveTarget(run, tool);
    const delivery = await this.#send(
      run,
      "tool-calls",
      {
        toolCallList: [toolCall],
        toolWithToolCallList: [{ ...tool.definition, type: tool.type, toolCall }],
      },
      target,
    );
    run.offsetSeconds += 0.5;
    const response = asObject(delivery?.response);
    const answer = asObject(response?.messageResponse) ?? response;
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
    await this.#conversationUpdate(run);
    return value;
  }

  /** Finds the assistant: on the call, on the number, in a squad, or by assistant-request. */
  async #assistantFor(run: CallRun): Promise<{ assistant?: Json; endedReason?: string }> {
    const core = this.#core;
    const direct = resolveAssistant(core, run.call as Json);
    if (direct !== undefined) return { assistant: direct };
    const squadId = run.call.squadId;
    const squad = typeof squadId === "string" ? core.store.get("squad", squadId) : undefined;
    const member = asObject(Array.isArray(squad?.members) ? squad.members[0] : undefined);
    if (member !== undefined) {
      const fromSquad = resolveAssistant(core, member);
      if (fromSquad !== undefined) return { assistant: fromSquad };
    }
    const target = this.#targetOf(run.phoneNumber, "phone-number") ?? this.#orgTarget();
    if (target === undefined) return { endedReason: "assistant-not-found" };
    const delivery = await this.#send(run, "assistant-request", {}, target);
    if (delivery?.state !== "delivered") return { endedReason: "assistant-request-failed" };
    const response = asObject(delivery.response);
    const answer = asObject(response?.messageResponse) ?? response ?? {};
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

  // ---- the call ---------------------------------------------------------------------------

  async #run(
    run: CallRun,
    script: readonly string[],
    direction: "inbound" | "outbound",
  ): Promise<EmulatorRecord> {
    const log = this.#options.log;
    log(`call ${run.call.id} ${direction} started`);
    const found = await this.#assistantFor(run);
    run.assistant = found.assistant;
    run.target = this.#resolveTarget(run);
    let endedReason = found.endedReason;
    if (run.assistant !== undefined) {
      if (typeof run.call.assistantId !== "string" && run.call.assistant === undefined) {
        this.#setCall(run, { assistant: run.assistant });
      }
      endedReason = await this.#converse(run, script, direction);
    } else {
      this.#setCall(run, { status: "ringing" });
    }
    return this.#end(run, endedReason ?? "customer-ended-call");
  }

  async #converse(
    run: CallRun,
    script: readonly string[],
    direction: "inbound" | "outbound",
  ): Promise<string> {
    const assistant = run.assistant ?? {};
    const responder: Responder = await responderFor(this.#core, assistant);
    this.#setCall(run, { status: "ringing" });
    await this.#send(run, "status-update", { status: "ringing" });
    this.#setCall(run, { status: "in-progress", startedAt: new Date(run.nowMs).toISOString() });
    await this.#send(run, "status-update", { status: "in-progress" });

    const lines = [...script];
    // Outbound, the customer picks up and speaks first.
    if (direction === "outbound" && lines.length > 0) {
      await this.#speak(run, "user", lines.shift() ?? "");
    }
    if (assistant.firstMessageMode !== "assistant-waits-for-user") {
      await this.#speak(run, "assistant", responder.firstMessage);
    }
    for (const line of lines) {
      await this.#speak(run, "user", line);
      let turn = await responder.reply(line, run.history);
      if (turn.kind === "tool") {
        const result = await this.#callTool(run, turn.tool, turn.arguments);
        if (result === undefined) {
          await this.#send(run, "hang", {});
          turn = { kind: "say", text: "Sorry, I could not do that right now." };
        } else {
          turn = { kind: "say", text: await responder.afterTool(turn.tool, result, run.history) };
        }
      }
      await this.#speak(run, "assistant", turn.text);
      if (turn.kind === "end") return "assistant-ended-call";
    }
    return "customer-ended-call";
  }

  #summary(run: CallRun, endedReason: string): string {
    const who = String(asObject(run.call.customer)?.number ?? "the customer");
    const firstLine = run.messages.find((message) => message.role === "user")?.message;
    const parts = [
      run.call.type === "outboundPhoneCall"
        ? `The assistant called ${who}.`
        : run.call.type === "webCall"
          ? "A web call with the assistant."
          : `${who} called ${String(run.phoneNumber?.number ?? "the assistant")}.`,
    ];
    if (typeof firstLine === "string") parts.push(`The caller said: "${firstLine}".`);
    if (run.toolNames.length > 0) parts.push(`The assistant used ${run.toolNames.join(", ")}.`);
    parts.push(`The call ended (${endedReason}).`);
    return parts.join(" ");
  }

  async #end(run: CallRun, endedReason: string): Promise<EmulatorRecord> {
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
    const summary = this.#summary(run, endedReason);
    const artifact: Json & { transcript: string } = {
      ...this.#artifact(run),
      transcript: run.transcript.join("\n"),
      recordingUrl,
      recording: { mono: { combinedUrl: recordingUrl } },
    };
    this.#setCall(run, {
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
    await this.#send(run, "status-update", { status: "ended", endedReason });
    await this.#send(run, "end-of-call-report", {
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
    this.#options.log(`call ${run.call.id} ended: ${endedReason}`);
    return run.call;
  }
}
