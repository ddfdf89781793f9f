import type { Request, Response } from "express";
import type { Logger } from "pino";
import { AppError } from "../core/errors.js";
import { type SafeFetchResult, safeFetch } from "../security/safe-fetch.js";

// Recordings reach the owner through the API only: the call must be theirs (the caller of this
// module checked), the platform's file is fetched server-side, and HTTP range requests are
// answered so that the player can seek. Recently played recordings are kept in memory, since a
// player asks for many ranges of the same file.
//
// A recording's address comes from a signed end-of-call report, but it is still fetched only
// from the platform's storage (`RECORDING_HOSTS`, https) or, when the embedded emulator is the
// platform, from the emulator's own origin; redirects are followed over https to public
// addresses only; and only audio is served as what it is (anything else is a download, never
// rendered from our origin).

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

/** Where recordings may come from. */
export interface RecordingSources {
  /** Hostnames of the platform's storage (`storage.vapi.ai`; `*.example.com` for its subdomains). */
  hosts: readonly string[];
  /** The embedded emulator's origin when it is the platform (loopback, plain http). */
  localOrigin?: string | undefined;
}

/** The platform's recording storage by default. */
export const DEFAULT_RECORDING_HOSTS: readonly string[] = ["storage.vapi.ai"];

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return hosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed.startsWith("*.") ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

function loadFailed(message: string): AppError {
  return new AppError("CALL_AUDIO_LOAD_FAILED", { message });
}

export function createRecordings(options: {
  logger: Logger;
  sources?: RecordingSources | undefined;
}) {
  const hosts = options.sources?.hosts ?? DEFAULT_RECORDING_HOSTS;
  const localOrigin = options.sources?.localOrigin;
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
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw loadFailed("Failed to load audio (the recording's address is not valid).");
    }
    const local = localOrigin !== undefined && parsed.origin === localOrigin;
    if (!local && (parsed.protocol !== "https:" || !hostAllowed(parsed.hostname, hosts))) {
      options.logger.warn({ host: parsed.host }, "a recording outside the platform's storage");
      throw loadFailed("Failed to load audio (the recording is not on the voice platform).");
    }
    let answer: SafeFetchResult;
    try {
      answer = await safeFetch(parsed.toString(), {
        allowPrivate: local,
        maxBytes: MAX_BYTES + 1,
        timeoutMs: 20_000,
        userAgent: "Ringline",
        accept: "audio/*",
        maxRedirects: 3,
        // The platform may redirect to a signed download URL: over https, to a public address
        // (the guarded lookup refuses the others); the emulator never leaves its origin.
        mayFollow: (next) => (local ? next.origin === localOrigin : next.protocol === "https:"),
      });
    } catch (error) {
      throw new AppError("CALL_AUDIO_LOAD_FAILED", { cause: error });
    }
    if (answer.kind !== "ok") {
      options.logger.warn({ answer: answer.kind, reason: answer.reason }, "recording not fetched");
      throw loadFailed("Failed to load audio (the recording could not be reached).");
    }
    if (answer.status < 200 || answer.status >= 300 || answer.truncated) {
      throw loadFailed(
        answer.truncated
          ? "Failed to load audio (the recording is too large)."
          : `Failed to load audio (the recording answered ${answer.status}).`,
      );
    }
    const value = { bytes: answer.body, type: answer.contentType.split(";")[0]?.trim() ?? "" };
    remember(key, value);
    return value;
  }

  return {
    /** Answers a recording request (with its range) for call `key` from `url`. */
    async serve(key: string, url: string, request: Request, response: Response): Promise<void> {
      const { bytes, type } = await load(key, url);
      const size = bytes.length;
      const range = parseRange(request.header("range"), size);
      // Audio plays inline; anything else the storage answered is only ever a download.
      const audio = /^audio\/[\w.+-]+$/i.test(type);
      response.set({
        "accept-ranges": "bytes",
        "content-type": audio ? type : "application/octet-stream",
        "x-content-type-options": "nosniff",
        "cache-control": "private, max-age=300",
        "content-disposition": `${audio ? "inline" : "attachment"}; filename="call-${key.slice(0, 8)}.${audio ? "wav" : "bin"}"`,
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
