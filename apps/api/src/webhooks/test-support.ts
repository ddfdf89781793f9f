// Test helpers of the webhooks: a receiver on 127.0.0.1 that checks every request as an
// owner's server would, with `standardwebhooks`' own `Webhook.verify`.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** A request the receiver got, and whether its signature checked out. */
export interface ReceivedWebhook {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed payload when `Webhook.verify` accepted it; undefined when it refused it. */
  verified: { type: string; timestamp: string; data: Record<string, unknown> } | undefined;
}

/** What the receiver answers to the n-th request (from 1): a status and a body. */
export type Respond = (count: number) => { status: number; body?: string } | "hang";

/**
 * A local HTTP receiver. `secret` is the signing secret to verify with (set it once the
 * endpoint is made); `respond` chooses each answer (200 by default).
 */
export async function startReceiver(respond: Respond = () => ({ status: 200 })) {
  const received: ReceivedWebhook[] = [];
  const state = { secret: "", respond };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified: ReceivedWebhook["verified"];
      try {
        verified = new Webhook(state.secret).verify(
          body,
          request.headers as Record<string, string>,
        ) as ReceivedWebhook["verified"];
      } catch {
        verified = undefined;
      }
      received.push({
        id: String(request.headers["webhook-id"] ?? ""),
        headers: request.headers,
        body,
        verified,
      });
      const answer = state.respond(received.length);
      if (answer === "hang") return;
      response.writeHead(answer.status, { "content-type": "text/plain" });
      response.end(answer.body ?? (answer.status < 300 ? "ok" : "receiver refused"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/ringline`,
    received,
    /** Uses this secret for the checks from now on. */
    useSecret(secret: string) {
      state.secret = secret;
    },
    /** Answers from now on as `next` says. */
    answer(next: Respond) {
      state.respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A running receiver. */
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
