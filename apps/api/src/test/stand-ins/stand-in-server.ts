import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// The plumbing of a provider's local stand-in: one HTTP server on a free loopback port, each
// request read (JSON or form body) and handed to the stand-in's handler, every request logged
// as `METHOD path`, and failures on demand (the next N requests answered with a status).

/** A request as a stand-in's handler reads it. */
export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The JSON body (or the form's fields), `{}` when empty. */
  body: Record<string, unknown>;
}

/** A stand-in's answer: a JSON body, a redirect, or nothing. */
export interface StandInAnswer {
  status: number;
  body?: unknown;
  location?: string;
}

/** A running stand-in: its origin, its request log, failures on demand. */
export interface StandInServer {
  url: string;
  /** Every request, `METHOD path`. */
  requests: string[];
  /**
   * The next `count` requests (of the API, not OAuth's; only those whose `METHOD path` is
   * `only` when given) are answered `status` (500 by default).
   */
  failNext(count: number, status?: number, only?: string): void;
  close(): Promise<void>;
}

/** Starts a stand-in on 127.0.0.1; `failable` says which requests `failNext` may fail. */
export async function startStandInServer(
  handle: (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>,
  failable: (request: StandInRequest) => boolean = () => true,
): Promise<StandInServer> {
  const requests: string[] = [];
  let failures = 0;
  let failureStatus = 500;
  let failureOnly: string | undefined;
  const server: Server = createServer(async (incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://stand-in");
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const form = (incoming.headers["content-type"] ?? "").includes("x-www-form-urlencoded");
    let body: Record<string, unknown> = {};
    try {
      if (text) body = form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    } catch {
      outgoing.writeHead(400, { "content-type": "application/json" });
      outgoing.end(JSON.stringify({ message: "the body is not JSON" }));
      return;
    }
    const request: StandInRequest = {
      method: incoming.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body,
    };
    requests.push(`${request.method} ${request.path}`);
    let answer: StandInAnswer;
    const line = `${request.method} ${request.path}`;
    if (failures > 0 && failable(request) && (!failureOnly || failureOnly === line)) {
      failures--;
      answer = { status: failureStatus, body: { message: "Internal server error" } };
    } else {
      try {
        answer = await handle(request);
      } catch (error) {
        answer = { status: 500, body: { message: (error as Error).message } };
      }
    }
    if (answer.location) {
      outgoing.writeHead(answer.status, { location: answer.location });
      outgoing.end();
      return;
    }
    if (answer.body === undefined) {
      outgoing.writeHead(answer.status);
      outgoing.end();
      return;
    }
    outgoing.writeHead(answer.status, { "content-type": "application/json" });
    outgoing.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 500, only) {
      failures = count;
      failureStatus = status;
      failureOnly = only;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether two phone numbers are the same (digits compared). */
export function samePhone(left: unknown, right: unknown): boolean {
  const digits = (value: unknown) => (typeof value === "string" ? value.replace(/\D/g, "") : "");
  return digits(left) !== "" && digits(left) === digits(right);
}
