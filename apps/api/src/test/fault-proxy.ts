// A TCP proxy on 127.0.0.1 to put between the API and PostgreSQL or Redis, so that a test can
// take the service away and give it back without stopping the machine's real one (other test
// files use it at the same time).
import net from "node:net";

/** How the proxy behaves while the service is "stopped". */
export type FaultMode =
  /** Open connections are cut (reset) and new ones refused: the service is stopped. */
  | "refuse"
  /** Open connections are cut; new ones are accepted and never answered: a dead network path. */
  | "blackhole";

export interface FaultProxy {
  /** The port the API should connect to. */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** Takes the service away: every open connection is cut at once. */
  stop(mode?: FaultMode): void;
  /** Gives the service back: new connections reach it again. */
  start(): void;
  /** Connections made through the proxy so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * Starts a proxy to `target` (a `host:port` on this machine).
 *
 * @example
 * ```ts
 * const proxy = await startFaultProxy("127.0.0.1:5432");
 * const db = await openDatabase({ databaseUrl: proxy.through(url), dataDir: "" });
 * proxy.stop(); // PostgreSQL "stopped"
 * proxy.start(); // and back
 * ```
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode | "up" = "up";
  let connections = 0;
  const open = new Set<net.Socket>();

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    // A cut connection errors on both sides; that is the point, not a failure of the test.
    socket.on("error", () => undefined);
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === "refuse") {
      client.resetAndDestroy();
      return;
    }
    if (mode === "blackhole") return;
    connections += 1;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  const cutAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };

  return {
    port,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    stop(next = "refuse") {
      mode = next;
      cutAll();
    },
    start() {
      mode = "up";
      // Connections held open by the black hole were never answered: let them fail now.
      cutAll();
    },
    get connections() {
      return connections;
    },
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
