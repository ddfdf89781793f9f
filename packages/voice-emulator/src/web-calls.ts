// Web calls: POST /call/web answers a `webCallUrl` on the emulator. The local transport's
// wire protocol (packages/voice-client/src/web/local-protocol.md) is not implemented yet:
// an upgrade to that URL is refused, so a client fails fast instead of hanging.

import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { EmulatorCore } from "./core.js";
import type { EmulatorRecord } from "./store.js";

export const WEB_CALL_PATH = "/__emulator/web-calls/";

export class WebCallHub {
  readonly #core: EmulatorCore;

  constructor(core: EmulatorCore) {
    this.#core = core;
  }

  /** The URL a client connects to for this call. */
  register(call: EmulatorRecord): string {
    return `${this.#core.baseUrl().replace(/^http/, "ws")}${WEB_CALL_PATH}${call.id}`;
  }

  attach(server: Server): void {
    server.on("upgrade", (_request: IncomingMessage, socket: Duplex) => {
      socket.end("HTTP/1.1 501 Not Implemented\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
    });
  }

  async close(): Promise<void> {}
}
