import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's headers, worked out once: with fixed options (no per-request nonce) every answer
 * gets the same ones, and setting a list of values costs far less than running helmet's
 * dozen middlewares on each request.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers = new Map<string, string | number | readonly string[]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, value);
      removed.delete(name.toLowerCase());
    },
    removeHeader(name: string) {
      headers.delete(name);
      removed.add(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name),
  };
  let finished = false;
  helmet(options)(
    { headers: {}, method: "GET", url: "/" } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // Helmet calls next() synchronously; if a version ever did not, fail at start-up, not later.
  if (!finished) throw new Error("helmet did not finish synchronously");
  const list = [...headers];
  return (_request, response, next) => {
    for (const [name, value] of list) response.setHeader(name, value);
    for (const name of removed) response.removeHeader(name);
    next();
  };
}
