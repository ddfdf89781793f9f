import { voicePlatformOperations } from "./operations.js";
import { parseOperation, type RequestConfig, send } from "./request.js";
import type { VoicePlatformClient } from "./types.js";

/**
 * Settings of a {@link createVoicePlatformClient} client.
 *
 * @example
 * ```ts
 * import type { VoicePlatformClientOptions } from "@ringline/voice-client";
 *
 * const options: VoicePlatformClientOptions = {
 *   token: process.env.VAPI_TOKEN!,
 *   baseUrl: "http://127.0.0.1:4010", // a local emulator
 *   timeoutMs: 10_000,
 *   maxRetries: 3,
 * };
 * ```
 */
export interface VoicePlatformClientOptions {
  /** The platform's private API key, sent as `Authorization: Bearer …`. */
  token: string;
  /** Where the API lives. Defaults to `https://api.vapi.ai`. */
  baseUrl?: string | undefined;
  /** The fetch to use. Defaults to the global `fetch`, looked up at each call. */
  fetch?: typeof globalThis.fetch | undefined;
  /** Time limit for each attempt, in milliseconds. Defaults to 60 000; 0 or Infinity for none. */
  timeoutMs?: number | undefined;
  /**
   * How many times a retryable failure is retried. Defaults to 2. GET, PUT and DELETE are
   * retried on 408, 429, 5xx and network failures; POST and PATCH on 429 only.
   */
  maxRetries?: number | undefined;
  /** Cancels every call of this client. */
  signal?: AbortSignal | undefined;
  /** Headers sent with every call; they cannot replace `Authorization`. */
  headers?: Record<string, string> | undefined;
}

/**
 * Creates the voice platform's REST client: one namespace per group, one method per
 * operation (see {@link voicePlatformOperations}). Methods take the path parameters, then
 * the body, then the query, then {@link VoicePlatformRequestOptions}; they resolve to the
 * parsed answer and reject with a {@link VoicePlatformError}.
 *
 * @example
 * ```ts
 * import { createVoicePlatformClient } from "@ringline/voice-client";
 *
 * const vapi = createVoicePlatformClient({ token: process.env.VAPI_TOKEN! });
 *
 * const assistant = await vapi.assistant.create({ name: "Front desk" });
 * await vapi.assistant.update(assistant.id, { firstMessage: "Hello, Ringline here." });
 * const calls = await vapi.call.list({ assistantId: assistant.id, limit: 20 });
 * ```
 */
export function createVoicePlatformClient(
  options: VoicePlatformClientOptions,
): VoicePlatformClient {
  if (typeof options?.token !== "string" || options.token === "") {
    throw new TypeError("createVoicePlatformClient needs a `token`");
  }
  const config: RequestConfig = {
    token: options.token,
    baseUrl: (options.baseUrl ?? "https://api.vapi.ai").replace(/\/+$/, ""),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
    signal: options.signal,
    headers: options.headers,
  };
  const client: Record<string, Record<string, unknown>> = {};
  for (const [group, entries] of Object.entries(voicePlatformOperations)) {
    const namespace: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(entries)) {
      const operation = parseOperation(spec);
      namespace[name] = (...arguments_: unknown[]) => send(config, operation, arguments_);
    }
    client[group] = namespace;
  }
  return client as VoicePlatformClient;
}
