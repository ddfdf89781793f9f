import {
  type TAdmin,
  type TAdminLoginRequest,
  type TAuditLogEntry,
  type TImpersonationResponse,
  type TStartImpersonationRequest,
  type TTotpEnrollResponse,
  ZAdminAuthResponse,
  ZAdminMeResponse,
  ZAuditLogResponse,
  ZImpersonationResponse,
  ZTotpEnrollResponse,
  ZTotpVerifyResponse,
} from "../contract/admin.js";
import {
  type TAuthResponse,
  type TChangeEmailRequest,
  type TChangePasswordRequest,
  type TLoginRequest,
  type TMessageResponse,
  type TResetPasswordRequest,
  type TSessionSummary,
  type TSignupRequestInput,
  type TUser,
  ZAuthResponse,
  ZMeResponse,
  ZMessageResponse,
  ZSessionListResponse,
} from "../contract/auth.js";
import {
  type TChatRequestInput,
  type TChatResponse,
  type TChatWelcomeResponse,
  type TEndConversationRequestInput,
  type TEndConversationResponse,
  ZChatResponse,
  ZChatStreamEvent,
  ZChatWelcomeResponse,
  ZEndConversationResponse,
} from "../contract/chat.js";
import {
  type TClientErrorReportInput,
  type TClientErrorReportResponse,
  ZClientErrorReportResponse,
} from "../contract/client-error.js";
import {
  type TContactRequestInput,
  type TContactResponse,
  ZContactResponse,
} from "../contract/contact.js";
import { CSRF_HEADER, ZCsrfTokenResponse } from "../contract/csrf.js";
import { type TCustomerProfile, ZCustomerProfileResponse } from "../contract/customers.js";
import {
  type TDemoBookingRequestInput,
  type TDemoBookingResponse,
  ZDemoBookingResponse,
} from "../contract/demo-booking.js";
import { ZErrorEnvelope } from "../contract/envelope.js";
import {
  codeForStatus,
  ERROR_CATALOGUE,
  isErrorCode,
  statusMessageOf,
} from "../contract/errors.js";
import {
  type TOrder,
  type TOrderRequestInput,
  type TOrderResponse,
  ZOrderListResponse,
  ZOrderResponse,
} from "../contract/orders.js";
import { ApiError } from "./api-error.js";
import { readServerSentEvents } from "./server-sent-events.js";
import { defaultStorage, STORAGE_KEYS, safeStorage, type TokenStorage } from "./storage.js";

/**
 * How long a fetched CSRF token is reused before a new one is asked for.
 *
 * @example
 * ```ts
 * CSRF_TOKEN_TTL_MS; // 1500000 (25 minutes)
 * ```
 */
export const CSRF_TOKEN_TTL_MS = 25 * 60 * 1000;

/**
 * Options of {@link createApiClient}.
 *
 * @example
 * ```ts
 * const options: ApiClientOptions = { baseUrl: "https://app.ringline.ai", storage: createMemoryStorage() };
 * ```
 */
export interface ApiClientOptions {
  /** Origin of the API, e.g. `https://app.ringline.ai`; empty for the same origin (default). */
  baseUrl?: string | undefined;
  /** Where tokens are kept (default: `localStorage` when usable, else memory). */
  storage?: TokenStorage | undefined;
  /** The fetch to use (default: the global one). */
  fetch?: typeof globalThis.fetch | undefined;
  /** Clock, for tests (default: `Date.now`). */
  now?: (() => number) | undefined;
}

/**
 * Options of {@link ApiClient.sendChatMessage}.
 *
 * @example
 * ```ts
 * await api.sendChatMessage(request, { support: true });
 * ```
 */
export interface ChatSendOptions {
  /** Send to `POST /api/chat/support` (answers from the FAQ and forwarding guide). */
  support?: boolean | undefined;
}

/**
 * Options of {@link ApiClient.streamChatMessage}.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * api.streamChatMessage(request, { signal: controller.signal });
 * ```
 */
export interface ChatStreamOptions {
  /** Stops the request and the reading of the reply; the iteration then rejects with the reason. */
  signal?: AbortSignal | undefined;
}

/** What the client remembers about an impersonation it started (stored as JSON). */
export type TImpersonationData = TImpersonationResponse["impersonation"];

/**
 * The product API, one method per call.
 *
 * @example
 * ```ts
 * function Dashboard({ api }: { api: ApiClient }) {
 *   return api.getProfile();
 * }
 * ```
 */
export interface ApiClient {
  /** A CSRF token for mutating calls, cached for 25 minutes. */
  getCsrfToken(): Promise<string>;
  /** Stores a demo or consultation request (`POST /api/contact`). */
  submitContact(request: TContactRequestInput): Promise<TContactResponse>;
  /** Books a product demo (`POST /api/demo-bookings`). */
  createDemoBooking(request: TDemoBookingRequestInput): Promise<TDemoBookingResponse>;
  /** Reports an error caught in the browser; answers the error group's `errorId`. */
  reportClientError(report: TClientErrorReportInput): Promise<TClientErrorReportResponse>;
  /** `POST /auth/signup`; stores the session token. */
  signup(request: TSignupRequestInput): Promise<TAuthResponse>;
  /** `POST /api/auth/login`; stores the token and forgets any impersonation. */
  login(request: TLoginRequest): Promise<TAuthResponse>;
  /** `POST /auth/logout`; clears every token and cache whatever the answer. */
  logout(): Promise<void>;
  /** `GET /auth/me`; a 401 clears the tokens, a network failure the impersonation data. */
  getMe(): Promise<TUser>;
  forgotPassword(email: string): Promise<TMessageResponse>;
  resetPassword(request: TResetPasswordRequest): Promise<TMessageResponse>;
  verifyEmail(token: string): Promise<TMessageResponse>;
  resendVerification(): Promise<TMessageResponse>;
  changeEmail(request: TChangeEmailRequest): Promise<TMessageResponse>;
  changePassword(request: TChangePasswordRequest): Promise<TMessageResponse>;
  listSessions(): Promise<TSessionSummary[]>;
  endSession(sessionId: string): Promise<TMessageResponse>;
  /** `GET /api/customers/profile`. */
  getProfile(): Promise<TCustomerProfile>;
  createOrder(request: TOrderRequestInput): Promise<TOrderResponse>;
  listOrders(): Promise<TOrder[]>;
  /** Where to send the browser for Google sign-in. */
  googleSignInUrl(): string;
  /** `POST /api/admin/auth/login` (the admin session is an httpOnly cookie). */
  adminLogin(request: TAdminLoginRequest): Promise<TAdmin>;
  adminLogout(): Promise<void>;
  getAdminMe(): Promise<TAdmin>;
  enrollTotp(): Promise<TTotpEnrollResponse>;
  /** Confirms enrolment; answers the backup codes (shown once). */
  verifyTotp(code: string): Promise<string[]>;
  /** Starts acting as a customer; later non-admin calls carry the impersonation token. */
  startImpersonation(request: TStartImpersonationRequest): Promise<TImpersonationData>;
  /** Ends the impersonation this client holds, and forgets it whatever the answer. */
  stopImpersonation(): Promise<void>;
  getAuditLog(): Promise<TAuditLogEntry[]>;
  /** `GET /api/chat/welcome`: the greeting and a new conversation id. */
  getChatWelcome(): Promise<TChatWelcomeResponse>;
  /**
   * `POST /api/chat` (marketing and dashboard; dashboard needs a signed-in owner), or
   * `POST /api/chat/support` with `{ support: true }`. The reply is plain text or Markdown,
   * never HTML.
   */
  sendChatMessage(request: TChatRequestInput, options?: ChatSendOptions): Promise<TChatResponse>;
  /** `POST /api/chat/end-conversation`: stores the transcript and passes the lead to sales. */
  endChatConversation(request: TEndConversationRequestInput): Promise<TEndConversationResponse>;
  /**
   * `POST /api/chat/stream`: the reply as it is written, one text delta at a time. Rejects with
   * an {@link ApiError} when the server refuses or the stream reports an error, and with the
   * signal's reason when aborted.
   *
   * @example
   * ```ts
   * let reply = "";
   * for await (const delta of api.streamChatMessage(request, { signal })) reply += delta;
   * ```
   */
  streamChatMessage(request: TChatRequestInput, options?: ChatStreamOptions): AsyncIterable<string>;
  /** The stored session token, if any. */
  getAuthToken(): string | null;
  /** The impersonation this client holds, if any. */
  getImpersonation(): TImpersonationData | null;
  /** Forgets every token and the CSRF cache without calling the server. */
  clearSession(): void;
}

/** A 403 naming an expired session or security token is worth one fresh token. */
function isExpiredToken(message: string): boolean {
  return /\bexpired\b/i.test(message) && /session|security token/i.test(message);
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * Creates a product API client. Framework-free: browsers, Node and workers. Mutating calls
 * carry the CSRF header, a JSON body and credentials; the bearer token comes from storage
 * (`authToken`, replaced by `impersonationToken` on non-admin calls; `/api/admin/` paths
 * carry neither).
 *
 * @example
 * ```ts
 * import { createApiClient } from "@ringline/api-client";
 *
 * const api = createApiClient({ baseUrl: "https://app.ringline.ai" });
 * await api.login({ email: "ada@example.com", password: "Correct9Horse" });
 * const profile = await api.getProfile();
 * ```
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const storage = safeStorage(options.storage ?? defaultStorage());
  let csrf: { token: string; expiresAt: number } | undefined;
  let pendingCsrf: Promise<string> | undefined;

  function clearImpersonation(): void {
    storage.removeItem(STORAGE_KEYS.impersonationToken);
    storage.removeItem(STORAGE_KEYS.impersonationData);
  }

  function clearSession(): void {
    storage.removeItem(STORAGE_KEYS.authToken);
    clearImpersonation();
    csrf = undefined;
  }

  function bearerFor(path: string): string | undefined {
    if (path.includes("/api/admin/")) return undefined;
    return (
      storage.getItem(STORAGE_KEYS.impersonationToken) ??
      storage.getItem(STORAGE_KEYS.authToken) ??
      undefined
    );
  }

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
      codeForStatus(response.status),
      response.status,
      body,
      statusMessageOf(response.status).message,
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

  async function fetchOk(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<Response> {
    const mutating = MUTATING.has(method);
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {};
      if (mutating) headers[CSRF_HEADER] = await getCsrfToken();
      if (body !== undefined) headers["content-type"] = "application/json";
      const bearer = bearerFor(path);
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      signal?.throwIfAborted();
      const response = await send(path, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      }).catch((error: unknown) => {
        // An abort is the caller's decision, not a network failure.
        if (signal?.aborted) throw signal.reason;
        throw error;
      });
      if (response.ok) return response;
      const error = await failure(response);
      // An expired token is refreshed once; a second refusal is final.
      if (mutating && response.status === 403 && attempt === 0 && isExpiredToken(error.message)) {
        csrf = undefined;
        continue;
      }
      throw error;
    }
  }

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    return readJson(await fetchOk(method, path, body));
  }

  async function* streamChat(
    chatRequest: TChatRequestInput,
    options: ChatStreamOptions,
  ): AsyncGenerator<string> {
    const { signal } = options;
    const response = await fetchOk("POST", "/api/chat/stream", chatRequest, signal);
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("text/event-stream") || !response.body) {
      // A server or proxy without streaming may answer the same request as JSON.
      yield parse(await readJson(response), ZChatResponse).message;
      return;
    }
    try {
      for await (const frame of readServerSentEvents(response.body, { signal })) {
        let data: unknown;
        try {
          data = JSON.parse(frame.data);
        } catch {
          continue;
        }
        const event = ZChatStreamEvent.safeParse(data);
        if (!event.success) continue;
        switch (event.data.type) {
          case "text-delta":
            yield event.data.delta;
            break;
          case "message-end":
            return;
          case "error": {
            const { errorCode } = event.data.error;
            const status = isErrorCode(errorCode) ? ERROR_CATALOGUE[errorCode].status : 500;
            throw new ApiError(status, event.data.error, { fromEnvelope: true });
          }
          default:
            break;
        }
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (ApiError.isInstance(error)) throw error;
      throw ApiError.fromCode("API_NETWORK_ERROR", 0, error, "The reply was interrupted.");
    }
    throw ApiError.fromCode("API_NETWORK_ERROR", 0, undefined, "The reply was interrupted.");
  }

  function parse<T>(answer: unknown, schema: Parser<T>): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw ApiError.fromCode(
        "API_INVALID_RESPONSE",
        200,
        parsed.error,
        "Unexpected answer from the server.",
      );
    }
    return parsed.data;
  }

  const post = async <T>(path: string, body: unknown, schema: Parser<T>) =>
    parse(await call("POST", path, body), schema);
  const get = async <T>(path: string, schema: Parser<T>) => parse(await call("GET", path), schema);

  function storeSignedIn(answer: TAuthResponse): TAuthResponse {
    storage.setItem(STORAGE_KEYS.authToken, answer.authToken);
    return answer;
  }

  return {
    getCsrfToken,
    submitContact: (request) => post("/api/contact", request, ZContactResponse),
    createDemoBooking: (request) => post("/api/demo-bookings", request, ZDemoBookingResponse),
    reportClientError: (report) =>
      post("/api/error-monitoring/client-error", report, ZClientErrorReportResponse),

    async signup(request) {
      return storeSignedIn(await post("/auth/signup", request, ZAuthResponse));
    },
    async login(request) {
      const answer = await post("/api/auth/login", request, ZAuthResponse);
      clearImpersonation();
      return storeSignedIn(answer);
    },
    async logout() {
      try {
        await call("POST", "/auth/logout");
      } catch {
        // Signing out locally must not depend on the server's answer.
      } finally {
        clearSession();
      }
    },
    async getMe() {
      try {
        // GETs unwrap `user` (and `profile`, `customer`) from a successful answer.
        return (await get("/auth/me", ZMeResponse)).user;
      } catch (error) {
        if (ApiError.isInstance(error) && error.status === 401) {
          clearSession();
        } else if (ApiError.isInstance(error) && error.status === 0) {
          storage.removeItem(STORAGE_KEYS.impersonationData);
        }
        throw error;
      }
    },
    forgotPassword: (email) => post("/auth/forgot-password", { email }, ZMessageResponse),
    resetPassword: (request) => post("/auth/reset-password", request, ZMessageResponse),
    verifyEmail: (token) => post("/auth/verify-email", { token }, ZMessageResponse),
    resendVerification: () => post("/auth/resend-verification", undefined, ZMessageResponse),
    changeEmail: (request) => post("/auth/change-email", request, ZMessageResponse),
    changePassword: (request) => post("/auth/change-password", request, ZMessageResponse),
    async listSessions() {
      return (await get("/auth/sessions", ZSessionListResponse)).sessions;
    },
    async endSession(sessionId) {
      return parse(
        await call("DELETE", `/auth/sessions/${encodeURIComponent(sessionId)}`),
        ZMessageResponse,
      );
    },
    async getProfile() {
      return (await get("/api/customers/profile", ZCustomerProfileResponse)).profile;
    },
    createOrder: (request) => post("/api/orders", request, ZOrderResponse),
    async listOrders() {
      return (await get("/api/orders", ZOrderListResponse)).orders;
    },
    googleSignInUrl: () => `${baseUrl}/auth/google`,

    async adminLogin(request) {
      return (await post("/api/admin/auth/login", request, ZAdminAuthResponse)).admin;
    },
    async adminLogout() {
      try {
        await call("POST", "/api/admin/auth/logout");
      } catch {
        // The admin cookie is httpOnly: only the server can end it, and it already may have.
      } finally {
        clearImpersonation();
        csrf = undefined;
      }
    },
    async getAdminMe() {
      return (await get("/api/admin/auth/me", ZAdminMeResponse)).admin;
    },
    enrollTotp: () => post("/api/admin/auth/totp/enroll", undefined, ZTotpEnrollResponse),
    async verifyTotp(code) {
      return (await post("/api/admin/auth/totp/verify", { code }, ZTotpVerifyResponse)).backupCodes;
    },
    async startImpersonation(request) {
      const answer = await post("/api/admin/impersonation", request, ZImpersonationResponse);
      storage.setItem(STORAGE_KEYS.impersonationToken, answer.impersonationToken);
      storage.setItem(STORAGE_KEYS.impersonationData, JSON.stringify(answer.impersonation));
      return answer.impersonation;
    },
    async stopImpersonation() {
      const current = readImpersonation();
      try {
        if (current) {
          await post(
            "/api/admin/impersonation/stop",
            { impersonationId: current.id },
            ZMessageResponse,
          );
        }
      } finally {
        clearImpersonation();
      }
    },
    async getAuditLog() {
      return (await get("/api/admin/audit-log", ZAuditLogResponse)).entries;
    },
    getChatWelcome: () => get("/api/chat/welcome", ZChatWelcomeResponse),
    sendChatMessage: (chatRequest, sendOptions = {}) =>
      post(sendOptions.support ? "/api/chat/support" : "/api/chat", chatRequest, ZChatResponse),
    endChatConversation: (endRequest) =>
      post("/api/chat/end-conversation", endRequest, ZEndConversationResponse),
    streamChatMessage: (chatRequest, streamOptions = {}) => streamChat(chatRequest, streamOptions),
    getAuthToken: () => storage.getItem(STORAGE_KEYS.authToken),
    getImpersonation: readImpersonation,
    clearSession,
  };

  function readImpersonation(): TImpersonationData | null {
    const raw = storage.getItem(STORAGE_KEYS.impersonationData);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as TImpersonationData;
    } catch {
      return null;
    }
  }
}
