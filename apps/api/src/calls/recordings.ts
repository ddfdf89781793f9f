import type { Request, Response } from "express";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";

// Recordings reach the owner through the API only: the call must be theirs (the caller of this
// module checked), the platform's file is fetched server-side, and HTTP range requests are
// answered so that the player can seek. Recently played recordings are kept in memory, since a
// player asks for many ranges of the same file.

const MAX_BYTES = 64 * 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;

interface Cached {
  bytes: Buffer;
  type: string;
}

/** A single `bytes=` range of a `size`-byte file; null when unsatisfiable, undefined when absent. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

export function createRecordings(options: { logger: Logger; fetch?: typeof fetch }) {
  const fetcher = options.fetch ?? globalThis.fetch;
  const cache = new Map<string, Cached>();
  let cachedBytes = 0;

  function remember(key: string, value: Cached) {
    if (value.bytes.length > CACHE_BYTES / 4) return;
    cache.delete(key);
    cache.set(key, value);
    cachedBytes += value.bytes.length;
    while (cachedBytes > CACHE_BYTES) {
      const oldest = cache.keys().next().value as string;
      cachedBytes -= cache.get(oldest)?.bytes.length ?? 0;
      cache.delete(oldest);
    }
  }

  async function load(key: string, url: string): Promise<Cached> {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    let response: globalThis.Response;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error("bad URL");
      response = await fetcher(parsed, { signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new AppError("CALL_AUDIO_LOAD_FAILED", { cause: error });
    }
    const length = Number(response.headers.get("content-length") ?? 0);
    if (!response.ok || length > MAX_BYTES) {
      throw new AppError("CALL_AUDIO_LOAD_FAILED", {
        message: `Failed to load audio (the recording answered ${response.status}).`,
      });
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const value = { bytes, type: response.headers.get("content-type") ?? "audio/wav" };
    remember(key, value);
    return value;
  }

  return {
    /** Answers a recording request (with its range) for call `key` from `url`. */
    async serve(key: string, url: string, request: Request, response: Response): Promise<void> {
      const { bytes, type } = await load(key, url);
      const size = bytes.length;
      const range = parseRange(request.header("range"), size);
      response.set({
        "accept-ranges": "bytes",
        "content-type": type,
        "cache-control": "private, max-age=300",
        "content-disposition": `inline; filename="call-${key.slice(0, 8)}.wav"`,
      });
      if (range === null) {
        response.status(416).set("content-range", `bytes */${size}`).end();
        return;
      }
      if (range === undefined) {
        response.status(200).set("content-length", String(size));
        response.end(request.method === "HEAD" ? undefined : bytes);
        return;
      }
      const part = bytes.subarray(range.start, range.end + 1);
      response.status(206).set({
        "content-range": `bytes ${range.start}-${range.end}/${size}`,
        "content-length": String(part.length),
      });
      response.end(request.method === "HEAD" ? undefined : part);
    },
  };
}

export type Recordings = ReturnType<typeof createRecordings>;
