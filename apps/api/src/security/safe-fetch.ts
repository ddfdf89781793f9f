import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import {
  AddressRefusedError,
  checkLiteralHost,
  guardedLookup,
  PRIVATE_ADDRESS_CODE,
} from "./address-guard.js";

// One guarded HTTP GET (the website crawler, the recordings proxy), on Node's own http(s) with
// a guarded DNS lookup (so every address it connects to is checked), a byte cap on the decoded
// body, a time limit and redirects followed only while they stay allowed.

export interface SafeFetchOptions {
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
  userAgent: string;
  /** Whether a redirect may be followed to this URL (same site only, for the crawler). */
  mayFollow: (url: URL) => boolean;
  signal?: AbortSignal | undefined;
  maxRedirects?: number | undefined;
  /** The `Accept` header (default: HTML first, for the crawler). */
  accept?: string | undefined;
}

export type SafeFetchResult =
  | {
      kind: "ok";
      url: string;
      status: number;
      contentType: string;
      body: Buffer;
      /** The body went past `maxBytes` and was cut there. */
      truncated: boolean;
    }
  | { kind: "refused"; url: string; reason: "private-address" | "scheme" | "off-site" }
  | { kind: "failed"; url: string; reason: string };

const agents = new Map<boolean, { http: http.Agent; https: https.Agent }>();

function agentsFor(allowPrivate: boolean) {
  let pair = agents.get(allowPrivate);
  if (!pair) {
    const lookup = guardedLookup(allowPrivate) as unknown as http.AgentOptions["lookup"];
    pair = {
      http: new http.Agent({ keepAlive: true, maxSockets: 8, lookup }),
      https: new https.Agent({ keepAlive: true, maxSockets: 8, lookup }),
    };
    agents.set(allowPrivate, pair);
  }
  return pair;
}

function decoderFor(encoding: string | undefined) {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

function getOnce(
  url: URL,
  options: SafeFetchOptions,
): Promise<
  { redirect: string } | { status: number; contentType: string; body: Buffer; truncated: boolean }
> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const pair = agentsFor(options.allowPrivate);
    const request = (secure ? https : http).get(
      url,
      {
        agent: secure ? pair.https : pair.http,
        headers: {
          "user-agent": options.userAgent,
          accept: options.accept ?? "text/html,application/xhtml+xml,text/plain;q=0.8,*/*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
        },
        timeout: options.timeoutMs,
        signal: options.signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ redirect: new URL(location, url).toString() });
          return;
        }
        const decoder = decoderFor(response.headers["content-encoding"]);
        const stream = decoder ? response.pipe(decoder) : response;
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = () =>
          resolve({
            status,
            contentType: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks),
            truncated,
          });
        stream.on("data", (chunk: Buffer) => {
          if (truncated) return;
          const room = options.maxBytes - size;
          chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
          size += Math.min(chunk.length, room);
          if (chunk.length >= room) {
            truncated = true;
            response.destroy();
            finish();
          }
        });
        stream.on("end", finish);
        stream.on("error", (error) => (truncated ? undefined : reject(error)));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

/** GETs a URL within the options' limits; never throws for a network failure. */
export async function safeFetch(
  start: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  let current = start;
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      return { kind: "failed", url: current, reason: "not a valid address" };
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      return { kind: "refused", url: current, reason: "scheme" };
    }
    if (hop > 0 && !options.mayFollow(url))
      return { kind: "refused", url: current, reason: "off-site" };
    try {
      checkLiteralHost(url.hostname, options.allowPrivate);
      const answer = await getOnce(url, options);
      if ("redirect" in answer) {
        current = answer.redirect;
        continue;
      }
      return { kind: "ok", url: url.toString(), ...answer };
    } catch (error) {
      const refused =
        error instanceof AddressRefusedError ||
        (error as NodeJS.ErrnoException)?.code === PRIVATE_ADDRESS_CODE;
      if (refused) return { kind: "refused", url: current, reason: "private-address" };
      return { kind: "failed", url: current, reason: (error as Error)?.message ?? String(error) };
    }
  }
  return { kind: "failed", url: current, reason: "too many redirects" };
}
