// The one function every client method calls: it turns an operation-table entry and the
// method's arguments into a fetch, with time limits, retries and cancellation.

import {
  VoicePlatformError,
  VoicePlatformNetworkError,
  VoicePlatformSchemaError,
  VoicePlatformTimeoutError,
  voicePlatformErrorCodeFor,
} from "./errors.js";
import type { VoicePlatformRequestOptions } from "./types.js";

/** An operation-table entry, read. */
export interface Operation {
  method: string;
  /** The path template, e.g. `/assistant/{id}`. */
  path: string;
  /** `b` JSON body, `m` multipart body, `""` none. */
  body: "b" | "m" | "";
  query: boolean;
  auth: boolean;
}

/** The client's settings, defaults filled in. */
export interface RequestConfig {
  token: string;
  baseUrl: string;
  fetch: typeof globalThis.fetch | undefined;
  timeoutMs: number;
  maxRetries: number;
  signal: AbortSignal | undefined;
  headers: Record<string, string> | undefined;
}

// Backoff doubles from the first delay up to the ceiling, with ±25 % jitter so that
// clients that failed together do not retry together.
const FIRST_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 8_000;
// A longer Retry-After is not waited out inside a call: the error carries it instead.
const MAX_RETRY_AFTER_MS = 60_000;
const IDEMPOTENT_METHODS = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"];

export function parseOperation(spec: string): Operation {
  const [method = "", path = "", ...flags] = spec.split(" ");
  return {
    method,
    path,
    body: flags.includes("m") ? "m" : flags.includes("b") ? "b" : "",
    query: flags.includes("q"),
    auth: !flags.includes("-"),
  };
}

export function backoffDelay(retry: number): number {
  const delay = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** retry);
  return Math.round(delay * (0.75 + Math.random() * 0.5));
}

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(header)) return Math.round(Number(header) * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function encodeQuery(query: unknown): string {
  if (query === undefined || query === null) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Arrays repeat the key (OpenAPI's default `form` style); dates travel as ISO text.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(
        key,
        item instanceof Date
          ? item.toISOString()
          : typeof item === "object"
            ? JSON.stringify(item)
            : String(item),
      );
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body as object)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === "") return undefined;
  return contentType !== null && /json/i.test(contentType) ? JSON.parse(text) : text;
}

function detailOf(body: unknown): string | undefined {
  if (typeof body === "string") return body.slice(0, 300) || undefined;
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message === "string") return message;
  if (Array.isArray(message)) return message.join("; ");
  return undefined;
}

/**
 * One AbortController that follows every given signal, and a promise that rejects with
 * the reason once it aborts. Racing against that promise keeps the time limit and
 * cancellation working even with a `fetch` that ignores its signal.
 */
function follow(signals: readonly (AbortSignal | undefined)[]) {
  const controller = new AbortController();
  const onAbort = (event: Event) => controller.abort((event.target as AbortSignal).reason);
  for (const signal of signals) {
    if (signal?.aborted) controller.abort(signal.reason);
    else signal?.addEventListener("abort", onAbort);
  }
  const aborted = new Promise<never>((_, reject) => {
    const rejectWithReason = () => reject(controller.signal.reason);
    if (controller.signal.aborted) rejectWithReason();
    else controller.signal.addEventListener("abort", rejectWithReason);
  });
  aborted.catch(() => undefined);
  return {
    controller,
    aborted,
    dispose() {
      for (const signal of signals) signal?.removeEventListener("abort", onAbort);
    },
  };
}

async function sleep(milliseconds: number, signals: readonly (AbortSignal | undefined)[]) {
  const link = follow(signals);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, milliseconds);
      }),
      link.aborted,
    ]);
  } finally {
    clearTimeout(timer);
    link.dispose();
  }
}

export async function send(
  config: RequestConfig,
  operation: Operation,
  arguments_: readonly unknown[],
): Promise<unknown> {
  const { method } = operation;
  let position = 0;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = arguments_[position++];
    if ((typeof value !== "string" && typeof value !== "number") || value === "") {
      throw new VoicePlatformSchemaError({
        direction: "request",
        message: `${method} ${operation.path} needs the path parameter "${name}", got ${JSON.stringify(value)}`,
        method,
        path: operation.path,
      });
    }
    return encodeURIComponent(value);
  });
  const body = operation.body === "" ? undefined : arguments_[position++];
  const query = operation.query ? arguments_[position++] : undefined;
  const options = (arguments_[position] ?? {}) as VoicePlatformRequestOptions;

  const headers = new Headers(config.headers);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  if (operation.auth) headers.set("authorization", `Bearer ${config.token}`);
  else headers.delete("authorization");
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (operation.body === "m") {
      // fetch writes the multipart boundary into the content type itself.
      headers.delete("content-type");
      payload = toFormData(body);
    } else {
      headers.set("content-type", "application/json");
      payload = JSON.stringify(body);
    }
  }

  const url = config.baseUrl + path + encodeQuery(query);
  const fetcher = config.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? config.timeoutMs;
  const requestedRetries = options.maxRetries ?? config.maxRetries;
  // NaN or a negative count would otherwise mean "retry forever" or "never stop".
  const maxRetries = requestedRetries >= 0 ? Math.floor(requestedRetries) : 0;
  const signals = [config.signal, options.signal];
  const idempotent = IDEMPOTENT_METHODS.includes(method);

  for (let retry = 0; ; retry++) {
    const link = follow(signals);
    const timer =
      timeoutMs > 0 && timeoutMs < 2 ** 31
        ? setTimeout(
            () => link.controller.abort(new VoicePlatformTimeoutError({ timeoutMs, method, path })),
            timeoutMs,
          )
        : undefined;
    let response: Response;
    let text: string;
    try {
      if (link.controller.signal.aborted) throw link.controller.signal.reason;
      const init: RequestInit = { method, headers, signal: link.controller.signal };
      if (payload !== undefined) init.body = payload;
      response = await Promise.race([fetcher(url, init), link.aborted]);
      // The time limit covers reading the body too: a stalled stream must not hang the call.
      text = await Promise.race([response.text(), link.aborted]);
    } catch (error) {
      // Time limit (the abort reason), or the caller's cancellation: pass on as is.
      if (link.controller.signal.aborted) throw link.controller.signal.reason;
      const networkError = new VoicePlatformNetworkError({ cause: error, method, path });
      if (!idempotent || retry >= maxRetries) throw networkError;
      await sleep(backoffDelay(retry), signals);
      continue;
    } finally {
      clearTimeout(timer);
      link.dispose();
    }

    const contentType = response.headers.get("content-type");
    if (response.ok) {
      try {
        return parseBody(text, contentType);
      } catch (error) {
        throw new VoicePlatformSchemaError({
          direction: "response",
          message: `${method} ${path} answered ${response.status} with a body that is not the JSON it claims to be`,
          body: text,
          status: response.status,
          method,
          path,
          cause: error,
        });
      }
    }

    let errorBody: unknown;
    try {
      errorBody = parseBody(text, contentType);
    } catch {
      errorBody = text;
    }
    const { status } = response;
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
    const detail = detailOf(errorBody);
    const error = new VoicePlatformError({
      code: voicePlatformErrorCodeFor(status, path),
      message: `${method} ${path} answered ${status}${detail === undefined ? "" : `: ${detail}`}`,
      status,
      body: errorBody,
      method,
      path,
      retryAfterMs,
    });
    // A 429 was refused before any work, so any method may try again; other failures
    // only for methods that are safe to repeat.
    const retryable = status === 429 || (idempotent && (status === 408 || status >= 500));
    if (!retryable || retry >= maxRetries || (retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) throw error;
    await sleep(retryAfterMs ?? backoffDelay(retry), signals);
  }
}
