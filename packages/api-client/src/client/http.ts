import ky, {
  type AfterResponseHook,
  type BeforeRequestHook,
  type KyInstance,
  type Options,
} from "ky";
import { CSRF_HEADER, ZCsrfTokenResponse } from "../contract/csrf.js";
import { ZErrorEnvelope } from "../contract/envelope.js";
import { CSRF_FAILED_TOAST, codeForStatus, statusMessageOf } from "../contract/errors.js";
import { EMBED_KEY_PARAMETER, EMBED_VISITOR_HEADER } from "../core/embed-facts.js";
import { ApiError } from "./api-error.js";
import { STORAGE_KEYS, type TokenStorage } from "./storage.js";

/**
 * How long a fetched CSRF token is reused before a new one is asked for.
 *
 * @example
 * ```ts
 * CSRF_TOKEN_TTL_MS; // 1500000 (25 minutes)
 * ```
 */
export const CSRF_TOKEN_TTL_MS = 25 * 60 * 1000;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Admin API paths never carry the customer's bearer or impersonation token. */
export function isAdminPath(url: string): boolean {
  return url.includes("/api/admin/");
}

/**
 * A widget on a partner site: the embed key its page names and the visitor's token. Requests
 * then carry the key in the address and the token in a header, send no cookies and no CSRF
 * token, and carry no bearer token.
 *
 * @example
 * ```ts
 * const embed: EmbedIdentity = { key: "rk_…", visitorToken: () => readOrCreateToken() };
 * ```
 */
export interface EmbedIdentity {
  /** The embed key (`rk_…`) the partner's page was given. */
  key: string;
  /** The visitor's token, read at each request (the widget keeps it in its own storage). */
  visitorToken: () => string;
}

export interface HttpOptions {
  baseUrl: string;
  storage: TokenStorage;
  fetch: typeof globalThis.fetch;
  now: () => number;
  embed?: EmbedIdentity | undefined;
}

/** The client's HTTP layer: ky with the product's hooks, and the CSRF token cache. */
export interface Http {
  readonly ky: KyInstance;
  readonly baseUrl: string;
  /** Query parameters every request carries (the embed key of a widget on a partner site). */
  readonly searchParams: Readonly<Record<string, string>> | undefined;
  getCsrfToken(): Promise<string>;
  forgetCsrfToken(): void;
}

/**
 * Reads an answer's body as JSON; an empty body is `undefined`.
 */
export async function readJson(response: Response): Promise<unknown> {
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

/** A failed answer as an ApiError: the server's envelope, else the words of its status. */
async function failureOf(response: Response): Promise<ApiError> {
  const body = await readJson(response).catch((error: unknown) => error);
  const envelope = ZErrorEnvelope.safeParse(body);
  if (envelope.success) return ApiError.fromEnvelope(response.status, envelope.data);
  return ApiError.fromCode(
    codeForStatus(response.status),
    response.status,
    body,
    statusMessageOf(response.status).message,
  );
}

/** Network failures and aborts become the caller's reason or API_NETWORK_ERROR. */
export function networkFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  if (ApiError.isInstance(error)) return error;
  return ApiError.fromCode("API_NETWORK_ERROR", 0, error);
}

/**
 * Builds the client's ky instance. Its hooks attach the CSRF header to mutations and the
 * bearer token (the impersonation token in place of the session's, none on admin paths),
 * refresh an expired CSRF token once, and turn every failed answer into an {@link ApiError}
 * with a catalogue code.
 */
export function createHttp(options: HttpOptions): Http {
  let csrf: { token: string; expiresAt: number } | undefined;
  let pendingCsrf: Promise<string> | undefined;

  const { embed } = options;
  const attachCredentials: BeforeRequestHook = async (request) => {
    if (embed) {
      // No ambient credential and no CSRF token: the visitor token is the whole identity.
      request.headers.set(EMBED_VISITOR_HEADER, embed.visitorToken());
      return;
    }
    if (MUTATING.has(request.method)) request.headers.set(CSRF_HEADER, await getCsrfToken());
    if (isAdminPath(request.url)) return;
    const bearer =
      options.storage.getItem(STORAGE_KEYS.impersonationToken) ??
      options.storage.getItem(STORAGE_KEYS.authToken);
    if (bearer) request.headers.set("authorization", `Bearer ${bearer}`);
  };

  const raiseFailures: AfterResponseHook = async (_request, _options, response) => {
    if (!response.ok) throw await failureOf(response);
  };

  // An expired or missing CSRF token is worth one fresh token; a second refusal is final.
  const retryExpiredCsrf: AfterResponseHook = async (request, requestOptions, response) => {
    if (embed || response.status !== 403 || !MUTATING.has(request.method)) return;
    const failure = await failureOf(response.clone());
    if (failure.code !== "AUTH_CSRF_TOKEN_INVALID") return;
    csrf = undefined;
    // The same request again through the base `ky` (the body comes from the options' json),
    // with the credential hook and without this one: one retry at most.
    return ky(request, {
      ...(requestOptions as unknown as Options),
      hooks: { beforeRequest: [attachCredentials], afterResponse: [raiseFailures] },
    });
  };

  const instance = ky.create({
    // A widget on a partner site sends no cookies: none of Ringline's is set there.
    credentials: embed ? "omit" : "include",
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    fetch: options.fetch,
    hooks: { beforeRequest: [attachCredentials], afterResponse: [retryExpiredCsrf, raiseFailures] },
  });

  async function fetchCsrfToken(): Promise<string> {
    let answer: unknown;
    try {
      // Plain ky: the token request itself needs no token and must not retry.
      const response = await ky.get(`${options.baseUrl}/api/csrf-token`, {
        credentials: "include",
        retry: 0,
        timeout: false,
        throwHttpErrors: false,
        fetch: options.fetch,
      });
      if (!response.ok) throw await failureOf(response);
      answer = await readJson(response);
    } catch (error) {
      // Offline is explained as offline; any other failure of the token fetch is AUTH_CSRF_FAILED.
      if (!ApiError.isInstance(error)) throw networkFailure(error, undefined);
      throw csrfFailure(error);
    }
    const parsed = ZCsrfTokenResponse.safeParse(answer);
    if (!parsed.success) throw csrfFailure(parsed.error);
    csrf = { token: parsed.data.csrfToken, expiresAt: options.now() + CSRF_TOKEN_TTL_MS };
    return parsed.data.csrfToken;
  }

  function getCsrfToken(): Promise<string> {
    if (csrf && csrf.expiresAt > options.now()) return Promise.resolve(csrf.token);
    // Concurrent callers share one request rather than racing for tokens.
    pendingCsrf ??= fetchCsrfToken().finally(() => {
      pendingCsrf = undefined;
    });
    return pendingCsrf;
  }

  return {
    ky: instance,
    baseUrl: options.baseUrl,
    searchParams: embed ? { [EMBED_KEY_PARAMETER]: embed.key } : undefined,
    getCsrfToken,
    forgetCsrfToken: () => {
      csrf = undefined;
    },
  };
}

/** The specification's AUTH_CSRF_FAILED: a toast, no catalogue entry. */
function csrfFailure(cause: unknown): ApiError {
  const status = ApiError.isInstance(cause) ? cause.status : 0;
  return new ApiError(
    status,
    {
      title: CSRF_FAILED_TOAST.title,
      message: CSRF_FAILED_TOAST.message,
      suggestion: CSRF_FAILED_TOAST.suggestion,
      errorCode: CSRF_FAILED_TOAST.code,
      supportReference: "",
      retryable: true,
      action: { type: "retry", delayMs: 3000 },
    },
    { cause },
  );
}
