import {
  type TContactRequestInput,
  type TContactResponse,
  ZContactResponse,
} from "../contract/contact.js";
import { CSRF_HEADER, ZCsrfTokenResponse } from "../contract/csrf.js";
import { ZErrorEnvelope } from "../contract/envelope.js";
import { ApiError } from "./api-error.js";

/** How long a fetched CSRF token is reused before a new one is asked for. */
export const CSRF_TOKEN_TTL_MS = 25 * 60 * 1000;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Origin of the API, e.g. `https://app.ringline.ai`; empty for the same origin (default). */
  baseUrl?: string | undefined;
  /** The fetch to use (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined;
  /** Clock, for tests (default: `Date.now`). */
  now?: (() => number) | undefined;
}

/** The product API, one method per call. */
export interface ApiClient {
  /** A CSRF token for mutating calls, cached for 25 minutes. */
  getCsrfToken(): Promise<string>;
  /** Stores a demo or consultation request. */
  submitContact(request: TContactRequestInput): Promise<TContactResponse>;
}

/** A 403 naming an expired session or security token is worth one fresh token. */
function isExpiredToken(message: string): boolean {
  return /\bexpired\b/i.test(message) && /session|security token/i.test(message);
}

/**
 * Creates a product API client. Framework-free; the React widgets and the reference site
 * both use it.
 *
 * @example
 * ```ts
 * import { createApiClient } from "@ringline/api-client";
 *
 * const api = createApiClient({ baseUrl: "https://app.ringline.ai" });
 * await api.submitContact({
 *   name: "Ada Lovelace",
 *   email: "ada@example.com",
 *   phone: "5551234567",
 *   company: "Lovelace Realty",
 *   requestType: "demo",
 * });
 * ```
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  let csrf: { token: string; expiresAt: number } | undefined;
  let pendingCsrf: Promise<string> | undefined;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${baseUrl}${path}`, { credentials: "include", ...init });
    } catch (cause) {
      throw ApiError.fromCode("API_NETWORK_ERROR", 0, cause);
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    if (text === "") return undefined;
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw ApiError.fromCode(
        "UNKNOWN_ERROR",
        response.status,
        cause,
        "The server's answer was not JSON.",
      );
    }
  }

  async function failure(response: Response): Promise<ApiError> {
    const body = await readJson(response).catch((error: unknown) => error);
    const envelope = ZErrorEnvelope.safeParse(body);
    if (envelope.success) return ApiError.fromEnvelope(response.status, envelope.data);
    return ApiError.fromCode(
      response.status >= 500 ? "UNKNOWN_ERROR" : "API_NOT_FOUND",
      response.status,
      body,
      `The server answered ${response.status} ${response.statusText}`.trim(),
    );
  }

  async function fetchCsrfToken(): Promise<string> {
    const response = await send("/api/csrf-token", { method: "GET" });
    if (!response.ok) throw await failure(response);
    const parsed = ZCsrfTokenResponse.safeParse(await readJson(response));
    if (!parsed.success) {
      throw ApiError.fromCode(
        "UNKNOWN_ERROR",
        response.status,
        parsed.error,
        "No CSRF token in the answer.",
      );
    }
    csrf = { token: parsed.data.csrfToken, expiresAt: now() + CSRF_TOKEN_TTL_MS };
    return parsed.data.csrfToken;
  }

  function getCsrfToken(): Promise<string> {
    if (csrf && csrf.expiresAt > now()) return Promise.resolve(csrf.token);
    // Concurrent callers share one request rather than racing for tokens.
    pendingCsrf ??= fetchCsrfToken().finally(() => {
      pendingCsrf = undefined;
    });
    return pendingCsrf;
  }

  async function mutate(method: string, path: string, body: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await getCsrfToken();
      const response = await send(path, {
        method,
        headers: { "content-type": "application/json", [CSRF_HEADER]: token },
        body: JSON.stringify(body),
      });
      if (response.ok) return readJson(response);
      const error = await failure(response);
      // An expired token is refreshed once; a second refusal is final.
      if (response.status === 403 && attempt === 0 && isExpiredToken(error.message)) {
        csrf = undefined;
        continue;
      }
      throw error;
    }
  }

  return {
    getCsrfToken,
    async submitContact(request) {
      const answer = await mutate("POST", "/api/contact", request);
      const parsed = ZContactResponse.safeParse(answer);
      if (!parsed.success) {
        throw ApiError.fromCode(
          "UNKNOWN_ERROR",
          200,
          parsed.error,
          "Unexpected answer from the server.",
        );
      }
      return parsed.data;
    },
  };
}
