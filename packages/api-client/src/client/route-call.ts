import type { TChatRequestInput } from "../contract/chat.js";
import { ZChatResponse, ZChatStreamEvent } from "../contract/chat.js";
import { ERROR_CATALOGUE, isErrorCode } from "../contract/errors.js";
import { IDEMPOTENCY_HEADER, pathParameters, type RouteDefinition } from "../contract/route.js";
import { ApiError } from "./api-error.js";
import { type Http, networkFailure, readJson } from "./http.js";
import type { CallOptions } from "./route-types.js";
import { readServerSentEvents } from "./server-sent-events.js";

/** Calls one route and resolves to its whole, validated answer. */
export type RouteCaller = (
  route: RouteDefinition,
  input: unknown,
  options: CallOptions | undefined,
) => Promise<unknown>;

interface RouteRequest {
  url: string;
  /** A GET's query. */
  searchParams: Record<string, string> | undefined;
  /** Any other method's JSON body. */
  json: Record<string, unknown> | undefined;
}

/**
 * Where a route's input goes: path parameters into the path, the rest into a GET's query or
 * the JSON body.
 *
 * @example
 * ```ts
 * routeUrl("https://app.ringline.ai", API_ROUTES.endSession, { id: "s1" }).url;
 * // "https://app.ringline.ai/api/auth/sessions/s1"
 * ```
 */
export function routeUrl(baseUrl: string, route: RouteDefinition, input: unknown): RouteRequest {
  const fields: Record<string, unknown> =
    typeof input === "object" && input !== null ? { ...(input as Record<string, unknown>) } : {};
  let path = route.path;
  for (const name of pathParameters(route.path)) {
    const value = fields[name];
    if (value === undefined || value === null || value === "") {
      throw ApiError.fromCode("API_VALIDATION_ERROR", 0, undefined, `${name} is required.`);
    }
    path = path.replace(`:${name}`, encodeURIComponent(String(value)));
    delete fields[name];
  }
  const url = `${baseUrl}${path}`;
  if (route.method === "GET") {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
    return {
      url,
      searchParams:
        entries.length > 0
          ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))
          : undefined,
      json: undefined,
    };
  }
  return { url, searchParams: undefined, json: input === undefined ? undefined : fields };
}

async function send(
  http: Http,
  route: RouteDefinition,
  input: unknown,
  options: CallOptions | undefined,
): Promise<Response> {
  const request = routeUrl(http.baseUrl, route, input);
  // ky's searchParams replace the address's query, so the client's own are merged in here.
  const searchParams =
    request.searchParams || http.searchParams
      ? { ...request.searchParams, ...http.searchParams }
      : undefined;
  try {
    return await http.ky(request.url, {
      method: route.method,
      ...(request.json !== undefined ? { json: request.json } : {}),
      ...(searchParams ? { searchParams } : {}),
      ...(options?.signal ? { signal: options.signal } : {}),
      ...(route.idempotent
        ? {
            headers: {
              [IDEMPOTENCY_HEADER]: options?.idempotencyKey ?? globalThis.crypto.randomUUID(),
            },
          }
        : {}),
    });
  } catch (error) {
    throw networkFailure(error, options?.signal);
  }
}

function validated(route: RouteDefinition, answer: unknown): unknown {
  if (!route.response) return answer;
  const parsed = route.response.safeParse(answer);
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

/**
 * Calls a JSON route and validates its answer with the route's schema.
 */
export async function callRoute(
  http: Http,
  route: RouteDefinition,
  input: unknown,
  options: CallOptions | undefined,
): Promise<unknown> {
  const response = await send(http, route, input, options);
  return validated(route, await readJson(response));
}

/** Calls a `file` route and resolves to its bytes. */
export async function callFileRoute(
  http: Http,
  route: RouteDefinition,
  input: unknown,
  options: CallOptions | undefined,
): Promise<Blob> {
  const response = await send(http, route, input, options);
  try {
    return await response.blob();
  } catch (error) {
    throw networkFailure(error, options?.signal);
  }
}

/** The member of an answer a route's method returns (`user` of `{ success, user }`). */
export function unwrapAnswer(route: RouteDefinition, answer: unknown): unknown {
  if (!route.unwrap || typeof answer !== "object" || answer === null) return answer;
  return (answer as Record<string, unknown>)[route.unwrap];
}

const interrupted = (cause?: unknown) =>
  ApiError.fromCode("API_NETWORK_ERROR", 0, cause, "The reply was interrupted.");

/**
 * The chat's streamed reply as text deltas. A server or proxy that cannot stream may answer
 * the same request as JSON; that reply comes as one delta.
 */
export async function* streamChatReply(
  http: Http,
  route: RouteDefinition,
  request: TChatRequestInput,
  options: CallOptions = {},
): AsyncGenerator<string> {
  const { signal } = options;
  const response = await send(http, route, request, options);
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream") || !response.body) {
    const answer = ZChatResponse.safeParse(await readJson(response));
    if (!answer.success) throw ApiError.fromCode("API_INVALID_RESPONSE", 200, answer.error);
    yield answer.data.message;
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
    throw interrupted(error);
  }
  throw interrupted();
}
