// Hands out web-call URLs (each with a single-use token) and accepts the WebSocket upgrades
// on the emulator's server, one session per call.

import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import type { EmulatorCore } from "../core.js";
import type { EmulatorRecord } from "../store.js";
import {
  CLOSE_BAD_TOKEN,
  CLOSE_UNKNOWN_CALL,
  WEB_CALL_PATH,
  type WebCallPlatform,
} from "./protocol.js";
import { WebCallSession } from "./web-call-session.js";

/** How long a closing socket gets to finish its handshake at shutdown. */
const CLOSE_GRACE_MS = 1000;

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
