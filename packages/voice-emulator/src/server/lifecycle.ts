// Starting to listen, and shutting down in order: calls end and send their reports, then
// the server stops, then pending state is written.

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { CallSimulator } from "../calls/call-simulator.js";
import type { Store } from "../store.js";

/** Listens on `host:port` (0: any free port) and resolves with the base URL. */
export async function listen(server: Server, host: string, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${hostForUrl}:${address.port}`;
}

/**
 * Ends the calls (web calls with `worker-shutdown`) and waits for their reports, stops the
 * server, cutting the connections still open (keep-alive ones included), then writes what
 * the store has pending.
 */
export async function shutdown(
  simulator: CallSimulator,
  server: Server,
  store: Store,
): Promise<void> {
  await simulator.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await store.flush();
}
