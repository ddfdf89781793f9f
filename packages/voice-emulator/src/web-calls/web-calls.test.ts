// Web calls over the local protocol (voice-client's local-protocol.md), driven from Node by a
// `ws` client that plays the browser's part frame by frame.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createVoicePlatformClient } from "@ringline/voice-client";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startVoiceEmulator, type VoiceEmulator } from "../index.js";

type Json = Record<string, unknown>;
type Event = { kind: "text"; frame: Json } | { kind: "audio"; bytes: number; rms: number };

const WAIT_MS = 10_000;

function rms(bytes: Buffer): number {
  let sum = 0;
  const samples = Math.floor(bytes.length / 2);
  for (let index = 0; index < samples; index++) {
    const sample = bytes.readInt16LE(index * 2);
    sum += sample * sample;
  }
  return samples === 0 ? 0 : Math.sqrt(sum / samples) / 32768;
}

/** The browser's side of the protocol: every frame received, in order. */
class ProtocolClient {
  readonly events: Event[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #socket: WebSocket;
  readonly #listeners = new Set<() => void>();

  constructor(url: string) {
    this.#socket = new WebSocket(url);
    this.#socket.on("message", (data: Buffer, isBinary) => {
      this.events.push(
        isBinary
          ? { kind: "audio", bytes: data.length, rms: rms(data) }
          : { kind: "text", frame: JSON.parse(data.toString("utf8")) as Json },
      );
      for (const listener of this.#listeners) listener();
    });
    this.closed = new Promise((resolve) => {
      this.#socket.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString("utf8") });
        for (const listener of this.#listeners) listener();
      });
    });
  }

  get texts(): Json[] {
    return this.events.flatMap((event) => (event.kind === "text" ? [event.frame] : []));
  }

  /** App-message data objects, as `type[ detail]` strings. */
  get messages(): string[] {
    return this.texts
      .filter((frame) => frame.type === "app-message" && typeof frame.data === "object")
      .map((frame) => summarise(frame.data as Json));
  }

  send(frame: Json | string): void {
    this.#socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  sendAudio(bytes: Buffer): void {
    this.#socket.send(bytes, { binary: true });
  }

  close(): void {
    this.#socket.close(1000, "left");
  }

  /** Resolves with the index of the first event that matches; bounded. */
  waitFor(what: string, predicate: (event: Event) => boolean): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const index = this.events.findIndex(predicate);
        if (index < 0) return false;
        this.#listeners.delete(check);
        clearTimeout(timer);
        resolve(index);
        return true;
      };
      const timer = setTimeout(() => {
        this.#listeners.delete(check);
        reject(new Error(`no ${what} within ${WAIT_MS} ms; got ${JSON.stringify(this.texts)}`));
      }, WAIT_MS);
      if (!check()) this.#listeners.add(check);
    });
  }

  waitForMessage(description: string): Promise<number> {
    return this.waitFor(description, isMessage(description));
  }
}

/** Matches the app-message whose data {@link summarise}s as `description`. */
function isMessage(description: string): (event: Event) => boolean {
  return (event) =>
    event.kind === "text" &&
    event.frame.type === "app-message" &&
    typeof event.frame.data === "object" &&
    summarise(event.frame.data as Json) === description;
}

function summarise(message: Json): string {
  const detail =
    message.type === "transcript"
      ? `${message.role} ${message.transcriptType}: ${message.transcript}`
      : message.type === "speech-update"
        ? `${message.role} ${message.status}`
        : message.type === "status-update"
          ? `${message.status}${message.endedReason === undefined ? "" : ` ${message.endedReason}`}`
          : "";
  return detail === "" ? String(message.type) : `${message.type} ${detail}`;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server URL receiver that records the types of the server messages it gets. */
async function startReceiver() {
  const received: Json[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(
        (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: Json }).message,
      );
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

async function setUp(options: Parameters<typeof startVoiceEmulator>[0] = {}) {
  const emulator: VoiceEmulator = await startVoiceEmulator(options);
  cleanups.push(() => emulator.close());
  const vapi = createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url });
  /** POST /call/web with the public key, as the browser does. */
  const createWebCall = async (body: Json) => {
    const response = await fetch(`${emulator.url}/call/web`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${emulator.publicKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Json & { id: string; webCallUrl: string };
  };
  const connect = (url: string) => {
    const client = new ProtocolClient(url);
    cleanups.push(async () => {
      client.close();
      await client.closed;
    });
    return client;
  };
  return { emulator, vapi, createWebCall, connect };
}

const FIRST_MESSAGE = "Hello from the Bistro front desk!";
const FACT = "Our opening hours are 9am to 5pm every weekday.";

describe("web calls over the local protocol", () => {
  it("joins, speaks the first message as paced audio and transcripts, answers add-message and ends on end-call", async () => {
    const receiver = await startReceiver();
    const { emulator, vapi, createWebCall, connect } = await setUp({ serverUrl: receiver.url });
    const assistant = await vapi.assistant.create({
      name: "Bistro",
      firstMessage: FIRST_MESSAGE,
      model: {
        provider: "openai",
        model: "gpt-4o",
        messages: [{ role: "system", content: `You are the Bistro's host. ${FACT}` }],
      },
    });
    const created = await createWebCall({ assistantId: assistant.id });
    expect(created).toMatchObject({
      type: "webCall",
      artifactPlan: { videoRecordingEnabled: false },
      transport: { provider: "vapi.websocket" },
    });
    expect(created.webCallUrl).toMatch(
      new RegExp(`^ws://127\\.0\\.0\\.1:\\d+/__emulator/web-call/${created.id}\\?token=[\\w-]+$`),
    );

    const client = connect(created.webCallUrl);
    await client.waitForMessage("conversation-update");
    expect(client.texts.slice(0, 2)).toEqual([
      { type: "joined", callId: created.id },
      { type: "app-message", data: "listening" },
    ]);
    expect(client.messages).toEqual([
      "status-update in-progress",
      "speech-update assistant started",
      "transcript assistant partial: Hello from the",
      `transcript assistant final: ${FIRST_MESSAGE}`,
      "speech-update assistant stopped",
      "conversation-update",
    ]);

    // Between speech-update started and stopped: the sentence's frames, all of them sound
    // (6 words at 0.32 s = 1.92 s = 96 frames of 20 ms); silence before it.
    const started = client.events.findIndex(isMessage("speech-update assistant started"));
    const stopped = client.events.findIndex(isMessage("speech-update assistant stopped"));
    const audio = client.events.filter((event) => event.kind === "audio");
    expect(audio.every((event) => event.bytes === 640)).toBe(true);
    const speech = client.events.slice(started, stopped).filter((event) => event.kind === "audio");
    expect(speech).toHaveLength(96);
    expect(speech.every((event) => event.rms > 0)).toBe(true);
    expect(Math.max(...speech.map((event) => event.rms))).toBeGreaterThan(0.05);
    expect(
      client.events.slice(0, started).filter((event) => event.kind === "audio" && event.rms > 0),
    ).toEqual([]);

    // The microphone is optional; frames are taken without an answer.
    client.sendAudio(Buffer.alloc(640));
    client.send({ type: "app-message", data: "playable" });
    client.send({ type: "something-from-the-future" });
    client.send({
      type: "app-message",
      data: {
        type: "add-message",
        message: { role: "user", content: "What are your opening hours?" },
      },
    });
    await client.waitForMessage(`transcript assistant final: ${FACT}`);
    // After the stopped speech, silence until the answer starts.
    const answerStarted = client.events.findLastIndex(isMessage("speech-update assistant started"));
    expect(
      client.events
        .slice(stopped, answerStarted)
        .some((event) => event.kind === "audio" && event.rms > 0),
    ).toBe(false);

    client.send({ type: "app-message", data: { type: "end-call" } });
    expect(await client.closed).toEqual({ code: 1000, reason: "customer-ended-call" });
    expect(client.texts.slice(-2)).toEqual([
      {
        type: "app-message",
        data: { type: "status-update", status: "ended", endedReason: "customer-ended-call" },
      },
      { type: "left", reason: "customer-ended-call" },
    ]);

    await emulator.settle();
    const call = (await vapi.call.get(created.id)) as Json & {
      artifact: { transcript: string; recordingUrl: string };
      messages: Json[];
    };
    expect(call).toMatchObject({ status: "ended", endedReason: "customer-ended-call" });
    expect(call.artifact.transcript.split("\n")).toEqual([
      `AI: ${FIRST_MESSAGE}`,
      "User: What are your opening hours?",
      `AI: ${FACT}`,
    ]);
    expect(call.messages.map((message) => message.role)).toEqual(["bot", "user", "bot"]);
    const recording = await fetch(call.artifact.recordingUrl);
    expect(recording.headers.get("content-type")).toBe("audio/wav");
    expect((await recording.arrayBuffer()).byteLength).toBeGreaterThan(44);

    const types = receiver.received.map((message) => message.type);
    expect(types[0]).toBe("status-update");
    expect(types.slice(-2)).toEqual(["status-update", "end-of-call-report"]);
    expect(receiver.received.at(-1)).toMatchObject({
      endedReason: "customer-ended-call",
      recordingUrl: call.artifact.recordingUrl,
      call: { id: created.id, type: "webCall" },
    });
    expect(types.filter((type) => type === "transcript")).toHaveLength(4);
  });

  it("refuses a bad or reused token with 4001 and an unknown or ended call with 4004, after an error frame", async () => {
    const { vapi, createWebCall, connect } = await setUp();
    const assistant = await vapi.assistant.create({ name: "Tokens", firstMessage: "Hi." });
    const created = await createWebCall({ assistantId: assistant.id });
    const url = new URL(created.webCallUrl);

    const refusedWith = async (target: string) => {
      const client = connect(target);
      const closed = await client.closed;
      expect(client.texts).toEqual([{ type: "error", message: expect.any(String), fatal: true }]);
      return closed.code;
    };

    const wrong = new URL(url);
    wrong.searchParams.set("token", "not-the-token");
    expect(await refusedWith(wrong.href)).toBe(4001);

    const unknown = new URL(url);
    unknown.pathname = "/__emulator/web-call/no-such-call";
    expect(await refusedWith(unknown.href)).toBe(4004);

    // The token still works after the wrong one was tried, once.
    const first = connect(created.webCallUrl);
    await first.waitFor(
      "joined",
      (event) => event.kind === "text" && event.frame.type === "joined",
    );
    expect(await refusedWith(created.webCallUrl)).toBe(4001);

    first.send({ type: "leave" });
    first.close();
    expect((await first.closed).code).toBe(1000);
    await expect.poll(async () => (await vapi.call.get(created.id)).status).toBe("ended");
    expect(await refusedWith(created.webCallUrl)).toBe(4004);
    expect((await vapi.call.get(created.id)).endedReason).toBe("customer-ended-call");
  });

  it("says what it is told, silences the audio while muted, and ends after an end-call say", async () => {
    const { createWebCall, connect } = await setUp();
    const created = await createWebCall({
      assistant: { firstMessage: "", model: { provider: "openai", model: "gpt-4o" } },
    });
    const client = connect(created.webCallUrl);
    await client.waitFor(
      "listening",
      (event) => event.kind === "text" && event.frame.data === "listening",
    );
    client.send({ type: "app-message", data: { type: "control", control: "mute-assistant" } });
    client.send({ type: "app-message", data: { type: "say", message: "This is muted." } });
    await client.waitForMessage("speech-update assistant stopped");
    const mutedStopped = client.events.length;
    client.send({ type: "app-message", data: { type: "control", control: "unmute-assistant" } });
    client.send({
      type: "app-message",
      data: { type: "say", message: "Goodbye for now.", endCallAfterSpoken: true },
    });
    expect(await client.closed).toEqual({ code: 1000, reason: "assistant-said-end-call-phrase" });

    const muted = client.events.slice(0, mutedStopped);
    expect(muted.filter((event) => event.kind === "audio").length).toBeGreaterThan(0);
    expect(muted.some((event) => event.kind === "audio" && event.rms > 0)).toBe(false);
    expect(
      client.events.slice(mutedStopped).some((event) => event.kind === "audio" && event.rms > 0),
    ).toBe(true);
    expect(client.messages).toEqual([
      "status-update in-progress",
      "speech-update assistant started",
      "transcript assistant partial: This is",
      "transcript assistant final: This is muted.",
      "speech-update assistant stopped",
      "conversation-update",
      "speech-update assistant started",
      "transcript assistant partial: Goodbye for",
      "transcript assistant final: Goodbye for now.",
      "speech-update assistant stopped",
      "conversation-update",
      "status-update ended assistant-said-end-call-phrase",
    ]);
    expect(client.texts.at(-1)).toEqual({ type: "left", reason: "assistant-said-end-call-phrase" });
  });

  it("closes with 4400 on a text frame that is not JSON, and ends calls on shutdown", async () => {
    const { emulator, vapi, createWebCall, connect } = await setUp();
    const assistant = await vapi.assistant.create({ name: "Strict", firstMessage: "Hi." });
    const broken = connect((await createWebCall({ assistantId: assistant.id })).webCallUrl);
    await broken.waitFor(
      "joined",
      (event) => event.kind === "text" && event.frame.type === "joined",
    );
    broken.send("this is not json");
    expect((await broken.closed).code).toBe(4400);
    expect(broken.texts.at(-1)).toMatchObject({ type: "error", fatal: true });

    const live = connect((await createWebCall({ assistantId: assistant.id })).webCallUrl);
    await live.waitFor(
      "listening",
      (event) => event.kind === "text" && event.frame.data === "listening",
    );
    await emulator.close();
    expect(await live.closed).toEqual({ code: 1000, reason: "worker-shutdown" });
    expect(live.texts.slice(-2)).toEqual([
      {
        type: "app-message",
        data: { type: "status-update", status: "ended", endedReason: "worker-shutdown" },
      },
      { type: "left", reason: "worker-shutdown" },
    ]);
  });
});
