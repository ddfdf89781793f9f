// One connected web call: the protocol's frames in and out over its WebSocket, the turns
// run one after the other, and the end told to the client and to the platform.

import type { RawData, WebSocket } from "ws";
import { asObject, type Json } from "../json.js";
import type { Responder, ResponderTurn } from "../responder.js";
import type { EmulatorRecord } from "../store.js";
import { renderSpeech, speechSeconds } from "../wav.js";
import {
  CLOSE_NORMAL,
  CLOSE_PROTOCOL_VIOLATION,
  FRAME_BYTES,
  FRAME_SAMPLES,
  type PlatformCall,
  SAMPLE_RATE,
  type WebCallPlatform,
} from "./protocol.js";
import { Voice } from "./voice.js";

const SORRY = "Sorry, I could not do that right now.";

/** One connected web call. */
export class WebCallSession {
  readonly #socket: WebSocket;
  readonly #call: EmulatorRecord;
  readonly #platform: WebCallPlatform;
  readonly #voice: Voice;
  readonly #opening: Promise<PlatformCall | undefined>;
  /** Turns run one after the other: a `say` waits for the sentence being spoken. */
  #work: Promise<void>;
  #ending: Promise<void> | undefined;
  #maxDuration: ReturnType<typeof setTimeout> | undefined;
  #assistant: Json | undefined;
  #turn = 0;
  #userMuted = false;
  /** Microphone frames received (the emulator does not transcribe them). */
  microphoneFrames = 0;

  constructor(socket: WebSocket, call: EmulatorRecord, platform: WebCallPlatform) {
    this.#socket = socket;
    this.#call = call;
    this.#platform = platform;
    this.#voice = new Voice((frame) => {
      if (this.#isOpen()) this.#socket.send(frame, { binary: true });
    });
    socket.on("message", (data, isBinary) => this.#onMessage(data, isBinary));
    socket.on("close", () => {
      void this.finish("customer-ended-call", false);
    });
    socket.on("error", (error) => platform.log(`web call ${call.id}: ${error.message}`));
    this.#sendFrame({ type: "joined", callId: call.id });
    this.#opening = platform.open(call).catch((error: unknown) => {
      platform.log(`web call ${call.id} could not start: ${String(error)}`);
      return undefined;
    });
    this.#work = this.#start();
  }

  get ended(): boolean {
    return this.#ending !== undefined;
  }

  #isOpen(): boolean {
    return this.#socket.readyState === this.#socket.OPEN;
  }

  #sendFrame(frame: Json): void {
    if (this.#isOpen()) this.#socket.send(JSON.stringify(frame));
  }

  /** An app-message to the client, unless the assistant's `clientMessages` leave it out. */
  #toClient(type: string, fields: Json): void {
    const allowed = this.#assistant?.clientMessages;
    if (Array.isArray(allowed) && !allowed.includes(type)) return;
    this.#sendFrame({ type: "app-message", data: { type, timestamp: Date.now(), ...fields } });
  }

  /** To the client and to the server URL alike. */
  #emit(opened: PlatformCall, type: string, fields: Json): void {
    this.#toClient(type, fields);
    opened.notify(type, fields);
  }

  async #start(): Promise<void> {
    const opened = await this.#opening;
    if (this.ended) return;
    if (opened?.assistant === undefined || opened.responder === undefined) {
      await this.finish(opened?.endedReason ?? "assistant-not-found", true);
      return;
    }
    const assistant = opened.assistant;
    this.#assistant = assistant;
    this.#sendFrame({ type: "app-message", data: "listening" });
    this.#toClient("status-update", { status: "in-progress" });
    this.#voice.start();
    if (typeof assistant.maxDurationSeconds === "number" && assistant.maxDurationSeconds > 0) {
      this.#maxDuration = setTimeout(() => {
        void this.finish("exceeded-max-duration", true);
      }, assistant.maxDurationSeconds * 1000);
    }
    // With video recording the client asks for the first message once recording started.
    const recording = asObject(this.#call.artifactPlan)?.videoRecordingEnabled === true;
    if (!recording && assistant.firstMessageMode !== "assistant-waits-for-user") {
      await this.#sayFirstMessage(opened);
    }
  }

  async #sayFirstMessage(opened: PlatformCall): Promise<void> {
    if (opened.assistant?.firstMessage === "") return;
    await this.#speak(opened, opened.responder?.firstMessage ?? "");
  }

  /** Queues a turn behind the ones before it; a failure is reported, the call goes on. */
  #enqueue(task: (opened: PlatformCall) => Promise<void>): void {
    this.#work = this.#work
      .then(async () => {
        const opened = await this.#opening;
        if (this.ended || opened?.responder === undefined) return;
        await task(opened);
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.#platform.log(`web call ${this.#call.id}: ${message}`);
        this.#sendFrame({ type: "error", message, fatal: false });
      });
  }

  /** Speaks `text`; false when the call ended before the sentence did. */
  async #speak(opened: PlatformCall, text: string): Promise<boolean> {
    const role = "assistant";
    this.#turn += 1;
    const turn = this.#turn;
    const start = opened.elapsedSeconds();
    this.#emit(opened, "speech-update", { status: "started", role, turn });
    const words = text.split(/\s+/).filter((word) => word !== "");
    const pcm = renderSpeech(speechSeconds(text), SAMPLE_RATE, FRAME_SAMPLES, role);
    const spoken = await this.#voice.say(pcm, () => {
      if (words.length > 1) {
        const partial = words.slice(0, Math.ceil(words.length / 2)).join(" ");
        this.#emit(opened, "transcript", { role, transcriptType: "partial", transcript: partial });
      }
    });
    if (!spoken) return false;
    this.#emit(opened, "transcript", { role, transcriptType: "final", transcript: text });
    this.#emit(opened, "speech-update", { status: "stopped", role, turn });
    this.#toClient("conversation-update", opened.addMessage(role, text, start));
    return true;
  }

  /** The assistant's answer to what the user said: a sentence, a tool call, or the end. */
  async #respond(opened: PlatformCall, line: string): Promise<void> {
    const responder = opened.responder as Responder;
    let turn: ResponderTurn = await responder.reply(line, opened.history);
    if (this.ended) return;
    if (turn.kind === "tool") {
      const result = await opened.callTool(turn.tool, turn.arguments);
      if (this.ended) return;
      if (result === undefined) {
        this.#emit(opened, "hang", {});
        turn = { kind: "say", text: SORRY };
      } else {
        turn = { kind: "say", text: await responder.afterTool(turn.tool, result, opened.history) };
      }
    }
    const spoken = await this.#speak(opened, turn.text);
    if (spoken && turn.kind === "end") await this.finish("assistant-ended-call", true);
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    if (this.ended) return;
    if (isBinary) {
      const bytes = Array.isArray(data)
        ? data.reduce((sum, chunk) => sum + chunk.length, 0)
        : data.byteLength;
      // Microphone audio: other sizes are dropped, and a muted user sends none.
      if (bytes === FRAME_BYTES && !this.#userMuted) this.microphoneFrames += 1;
      return;
    }
    let frame: Json | undefined;
    try {
      frame = asObject(JSON.parse(String(data)));
    } catch {
      frame = undefined;
    }
    if (frame === undefined || typeof frame.type !== "string") {
      this.#sendFrame({
        type: "error",
        message: "Frames must be JSON objects with a type.",
        fatal: true,
      });
      this.#socket.close(CLOSE_PROTOCOL_VIOLATION, "protocol violation");
      void this.finish("phone-call-provider-closed-websocket", false);
      return;
    }
    switch (frame.type) {
      case "app-message":
        this.#onAppMessage(frame.data);
        return;
      case "mute":
        this.#userMuted = frame.muted === true;
        return;
      case "start-recording":
        if (asObject(this.#call.artifactPlan)?.videoRecordingEnabled === true) {
          this.#sendFrame({ type: "recording-started", startTime: Date.now() });
        }
        return;
      case "leave":
        void this.finish("customer-ended-call", false);
        return;
      default:
      // Unknown types are ignored: the protocol's forward compatibility.
    }
  }

  #onAppMessage(data: unknown): void {
    // "playable" only says the client plays the audio; nothing waits for it.
    const message = asObject(data);
    if (message === undefined) return;
    switch (message.type) {
      case "add-message": {
        const added = asObject(message.message);
        const role = added?.role;
        const content = added?.content;
        if (
          typeof content !== "string" ||
          (role !== "user" && role !== "system" && role !== "assistant")
        ) {
          this.#sendFrame({
            type: "error",
            message:
              "add-message needs message.role (user, system or assistant) and message.content",
            fatal: false,
          });
          return;
        }
        // A user line is answered unless told otherwise; other roles only when asked to.
        const respond =
          role === "user"
            ? message.triggerResponseEnabled !== false
            : message.triggerResponseEnabled === true;
        this.#enqueue(async (opened) => {
          this.#toClient("conversation-update", opened.addMessage(role, content));
          if (respond) await this.#respond(opened, content);
        });
        return;
      }
      case "say": {
        const text = message.message;
        if (typeof text !== "string" || text === "") return;
        this.#enqueue(async (opened) => {
          const spoken = await this.#speak(opened, text);
          if (spoken && message.endCallAfterSpoken === true) {
            await this.finish("assistant-said-end-call-phrase", true);
          }
        });
        return;
      }
      case "control":
        if (message.control === "mute-assistant") this.#voice.muted = true;
        else if (message.control === "unmute-assistant") this.#voice.muted = false;
        else if (message.control === "say-first-message") {
          this.#enqueue((opened) => this.#sayFirstMessage(opened));
        }
        return;
      case "end-call":
        void this.finish("customer-ended-call", true);
        return;
      default:
    }
  }

  /**
   * Ends the call once. `tellClient`: the server ends it, so the client gets status-update
   * ended and `left` before the socket closes; otherwise the client left already.
   */
  finish(endedReason: string, tellClient: boolean): Promise<void> {
    this.#ending ??= (async () => {
      if (this.#maxDuration !== undefined) clearTimeout(this.#maxDuration);
      this.#voice.stop();
      if (this.#isOpen()) {
        if (tellClient) {
          this.#sendFrame({
            type: "app-message",
            data: { type: "status-update", status: "ended", endedReason },
          });
          this.#sendFrame({ type: "left", reason: endedReason });
        }
        this.#socket.close(CLOSE_NORMAL, endedReason);
      }
      const opened = await this.#opening;
      await opened?.end(endedReason);
    })();
    return this.#ending;
  }

  /** Resolves once the socket is closed, or after `graceMs` (then it is cut). */
  closed(graceMs: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.#socket.readyState === this.#socket.CLOSED) {
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        this.#socket.terminate();
        resolve();
      }, graceMs);
      this.#socket.once("close", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
