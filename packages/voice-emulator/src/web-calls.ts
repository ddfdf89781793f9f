// Web calls: the server side of the local transport's protocol
// (packages/voice-client/src/web/local-protocol.md). POST /call/web answers a `webCallUrl`
// with a single-use token; the client opens one WebSocket there and the emulator runs the
// assistant over it: `joined`, the "listening" app-message, the first message spoken as PCM
// frames plus transcript and speech-update app-messages, answers to the client's
// add-message, say and control messages, and the end (status-update ended, `left`, close).
// The server side (server messages, end-of-call report, the stored call) is the call
// simulator's, reached through `WebCallPlatform`.

import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import type { EmulatorCore } from "./core.js";
import type { Responder, ResponderMessage, ResponderTool, ResponderTurn } from "./responder.js";
import type { EmulatorRecord } from "./store.js";
import { renderSpeech } from "./wav.js";

type Json = Record<string, unknown>;

export const WEB_CALL_PATH = "/__emulator/web-call/";

/** Samples per second of the PCM on the wire, both ways. */
const SAMPLE_RATE = 16_000;
/** One frame: 20 ms, 320 samples, 640 bytes. */
const FRAME_MS = 20;
const FRAME_SAMPLES = 320;
const FRAME_BYTES = FRAME_SAMPLES * 2;
const SILENCE = Buffer.alloc(FRAME_BYTES);
/** Most frames sent at once to catch up after a stall (the client buffers ≤ 100 ms). */
const MAX_CATCH_UP_FRAMES = 5;
const SECONDS_PER_WORD = 0.32;
/** How long a closing socket gets to finish its handshake at shutdown. */
const CLOSE_GRACE_MS = 1000;

const CLOSE_NORMAL = 1000;
const CLOSE_BAD_TOKEN = 4001;
const CLOSE_UNKNOWN_CALL = 4004;
const CLOSE_PROTOCOL_VIOLATION = 4400;

const SORRY = "Sorry, I could not do that right now.";

/** A call's platform side, as the call simulator runs it for a web call. */
export interface PlatformCall {
  /** The assistant the call runs; undefined when none was found (see `endedReason`). */
  readonly assistant: Json | undefined;
  readonly responder: Responder | undefined;
  readonly endedReason: string | undefined;
  /** The conversation so far, for the responder. */
  readonly history: readonly ResponderMessage[];
  elapsedSeconds(): number;
  /** Queues a server message for the call's server URL (delivered in order). */
  notify(type: string, fields: Json): void;
  /**
   * Adds a line to the conversation (spoken from `spokenFrom` seconds until now, or typed),
   * sends conversation-update to the server and answers its fields for the client.
   */
  addMessage(role: "assistant" | "user" | "system", text: string, spokenFrom?: number): Json;
  /** Sends tool-calls to the tool's server; the result, or undefined when none came. */
  callTool(tool: ResponderTool, args: Json): Promise<unknown>;
  /** Ends the call once: stores it, sends status-update ended and the end-of-call report. */
  end(endedReason: string): Promise<EmulatorRecord>;
}

export interface WebCallPlatform {
  open(call: EmulatorRecord): Promise<PlatformCall>;
  log: (line: string) => void;
}

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Json)
    : undefined;
}

function speechSeconds(text: string): number {
  const words = text.split(/\s+/).filter((word) => word !== "").length;
  return Math.max(0.8, words * SECONDS_PER_WORD);
}

interface Utterance {
  pcm: Buffer;
  offset: number;
  onHalf: () => void;
  halfReported: boolean;
  done: (spoken: boolean) => void;
}

/**
 * The assistant's mouth: one clock for the whole call that sends a frame every 20 ms, the
 * next frame of speech when there is some and silence otherwise, so the client's level
 * analysis sees speech exactly while the assistant speaks.
 */
class Voice {
  readonly #send: (frame: Buffer) => void;
  readonly #queue: Utterance[] = [];
  #timer: ReturnType<typeof setInterval> | undefined;
  #startedAt = 0;
  #sent = 0;
  muted = false;

  constructor(send: (frame: Buffer) => void) {
    this.#send = send;
  }

  start(): void {
    if (this.#timer !== undefined) return;
    this.#startedAt = performance.now();
    this.#timer = setInterval(() => this.#tick(), FRAME_MS);
  }

  // Frames follow the wall clock, not the timer's count: setInterval drifts and stalls.
  #tick(): void {
    const due = Math.floor((performance.now() - this.#startedAt) / FRAME_MS);
    if (due - this.#sent > MAX_CATCH_UP_FRAMES) this.#sent = due - MAX_CATCH_UP_FRAMES;
    while (this.#sent < due) {
      this.#sent += 1;
      this.#frame();
    }
  }

  #frame(): void {
    const current = this.#queue[0];
    if (current === undefined) {
      this.#send(SILENCE);
      return;
    }
    const frame = current.pcm.subarray(current.offset, current.offset + FRAME_BYTES);
    current.offset += FRAME_BYTES;
    // Muted, the assistant keeps its timing but makes no sound.
    this.#send(this.muted ? SILENCE : frame);
    if (!current.halfReported && current.offset * 2 >= current.pcm.length) {
      current.halfReported = true;
      current.onHalf();
    }
    if (current.offset >= current.pcm.length) {
      this.#queue.shift();
      current.done(true);
    }
  }

  /** Speaks `pcm`; resolves true once its last frame is sent, false when cut off. */
  say(pcm: Buffer, onHalf: () => void): Promise<boolean> {
    return new Promise((resolve) => {
      this.#queue.push({ pcm, offset: 0, onHalf, halfReported: false, done: resolve });
    });
  }

  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    for (const utterance of this.#queue.splice(0)) utterance.done(false);
  }
}

/** One connected web call. */
class WebCallSession {
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

/** Hands out web-call URLs and runs the calls whose clients connect to them. */
export class WebCallHub {
  readonly #core: EmulatorCore;
  readonly #platform: WebCallPlatform;
  readonly #tokens = new Map<string, { token: string; used: boolean }>();
  readonly #sessions = new Set<WebCallSession>();
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  #closing = false;

  constructor(core: EmulatorCore, platform: WebCallPlatform) {
    this.#core = core;
    this.#platform = platform;
  }

  /** The URL a client connects to for this call, with a fresh single-use token. */
  register(call: EmulatorRecord): string {
    const token = randomUUID();
    this.#tokens.set(call.id, { token, used: false });
    const base = this.#core.baseUrl().replace(/^http/, "ws");
    return `${base}${WEB_CALL_PATH}${encodeURIComponent(call.id)}?token=${token}`;
  }

  attach(server: Server): void {
    server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? "/", "http://emulator.invalid");
      if (!url.pathname.startsWith(WEB_CALL_PATH)) {
        socket.end("HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
        return;
      }
      this.#server.handleUpgrade(request, socket, head, (webSocket) =>
        this.#accept(webSocket, url),
      );
    });
  }

  // Refusals complete the upgrade first: close codes only exist on an open WebSocket.
  #accept(socket: WebSocket, url: URL): void {
    const refuse = (code: number, message: string) => {
      socket.send(JSON.stringify({ type: "error", message, fatal: true }));
      socket.close(code, message);
    };
    socket.on("error", () => undefined);
    const callId = decodeURIComponent(url.pathname.slice(WEB_CALL_PATH.length));
    const call = this.#core.store.get("call", callId);
    if (this.#closing || call === undefined || call.type !== "webCall") {
      refuse(CLOSE_UNKNOWN_CALL, "Unknown call.");
      return;
    }
    if (call.status === "ended") {
      refuse(CLOSE_UNKNOWN_CALL, "The call has ended.");
      return;
    }
    const entry = this.#tokens.get(callId);
    if (entry === undefined || entry.used || entry.token !== url.searchParams.get("token")) {
      refuse(CLOSE_BAD_TOKEN, "Bad or reused token.");
      return;
    }
    entry.used = true;
    const session = new WebCallSession(socket, call, this.#platform);
    this.#sessions.add(session);
    // The session stays listed until its report is sent, so `close()` waits for it.
    socket.once("close", () => {
      void session
        .finish("customer-ended-call", false)
        .finally(() => this.#sessions.delete(session));
    });
  }

  /** Ends every web call (`worker-shutdown`) and waits for their reports. */
  async close(): Promise<void> {
    this.#closing = true;
    const sessions = [...this.#sessions];
    await Promise.all(sessions.map((session) => session.finish("worker-shutdown", true)));
    await Promise.all(sessions.map((session) => session.closed(CLOSE_GRACE_MS)));
    this.#server.close();
  }
}
