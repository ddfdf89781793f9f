// Test support for simulated calls: a real receiver of server messages (node:http on
// 127.0.0.1:0) and an emulator that sends to it, signing with an HMAC webhook credential.

import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createVoicePlatformClient } from "@ringline/voice-client";
import { startVoiceEmulator, type VoiceEmulator } from "../index.js";
import type { Json } from "../json.js";

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  message: Json & { type: string };
}

/** The secret of the `hmac-credential` webhook credential the emulator is started with. */
export const SECRET = "s3cret";

/** A test receiver: records what arrives, answers through `answer`. */
export async function startReceiver(
  answer: (received: Received) => { status?: number; body?: unknown } | undefined,
) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = JSON.parse(raw) as { message: Json & { type: string } };
      const item = {
        path: request.url ?? "/",
        headers: request.headers,
        raw,
        message: body.message,
      };
      received.push(item);
      const reply = answer(item) ?? {};
      response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message as `path type[ detail]`, e.g. `/org status-update ringing`. */
export function describeMessage(item: Received): string {
  const { message } = item;
  const detail =
    message.type === "status-update"
      ? String(message.status)
      : message.type === "transcript"
        ? `${message.role} ${message.transcriptType}`
        : message.type === "speech-update"
          ? `${message.role} ${message.status}`
          : "";
  return `${item.path} ${message.type}${detail === "" ? "" : ` ${detail}`}`;
}

/**
 * A receiver and an emulator; `options.serverUrl` is a path on the receiver. Each thing
 * started is pushed onto `cleanups` (to be run in reverse after the test).
 */
export async function startWithReceiver(
  cleanups: (() => Promise<void>)[],
  answer: Parameters<typeof startReceiver>[0],
  options: Parameters<typeof startVoiceEmulator>[0] = {},
) {
  const receiver = await startReceiver(answer);
  cleanups.push(receiver.close);
  const emulator: VoiceEmulator = await startVoiceEmulator({
    credentials: [
      {
        id: "hmac-credential",
        provider: "webhook",
        authenticationPlan: { type: "hmac", secretKey: SECRET, algorithm: "sha256" },
      },
    ],
    deliveryBackoffMs: 10,
    ...options,
    ...(options.serverUrl === undefined
      ? {}
      : { serverUrl: `${receiver.url}${options.serverUrl}` }),
  });
  cleanups.push(() => emulator.close());
  const vapi = createVoicePlatformClient({ token: emulator.privateKey, baseUrl: emulator.url });
  return { receiver, emulator, vapi };
}
