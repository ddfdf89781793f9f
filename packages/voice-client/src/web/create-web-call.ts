// POST /call/web with a bare `fetch`: the only REST operation a browser call needs, so
// `./web` does not carry the REST client's operation table.

import type { VoicePlatformSchemas } from "../rest/types.js";
import { WebCallError } from "./errors.js";

/**
 * The body of `POST /call/web`.
 *
 * @example
 * ```ts
 * const body: CreateWebCallBody = { assistantId: "asst_123", assistantOverrides: { variableValues: { name: "Ada" } } };
 * ```
 */
export type CreateWebCallBody = VoicePlatformSchemas["CreateWebCallDTO"];

/**
 * The answer of `POST /call/web`: the platform's call object, with the URL to join.
 *
 * @example
 * ```ts
 * const call: Call | null = await webCall.start("asst_123");
 * console.log(call?.id, call?.webCallUrl);
 * ```
 */
export type Call = VoicePlatformSchemas["Call"] & { webCallUrl?: string };

/**
 * `POST /call/web`: answers the call with its `webCallUrl`, or throws a
 * `web-call-creation-failed` {@link WebCallError} carrying the answer's `status` and `body`.
 *
 * @example
 * ```ts
 * const answer = await createWebCall(fetch, "https://api.vapi.ai", publicKey, { assistantId: "asst_1" }, signal);
 * ```
 */
export async function createWebCall(
  fetchImplementation: typeof fetch,
  baseUrl: string,
  publicKey: string,
  body: CreateWebCallBody,
  signal: AbortSignal,
): Promise<Call & { webCallUrl: string }> {
  const response = await fetchImplementation(`${baseUrl.replace(/\/+$/, "")}/call/web`, {
    method: "POST",
    headers: { authorization: `Bearer ${publicKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    answer = text;
  }
  if (!response.ok) {
    const detail = (answer as { message?: unknown } | undefined)?.message;
    throw new WebCallError(
      "web-call-creation-failed",
      `POST /call/web answered ${response.status}${detail ? `: ${Array.isArray(detail) ? detail.join("; ") : String(detail)}` : ""}`,
      { status: response.status, body: answer },
    );
  }
  const webCallUrl =
    (answer as { webCallUrl?: unknown } | undefined)?.webCallUrl ??
    (answer as { transport?: { callUrl?: unknown } } | undefined)?.transport?.callUrl;
  if (typeof webCallUrl !== "string") {
    throw new WebCallError(
      "web-call-creation-failed",
      "POST /call/web answered without a webCallUrl.",
    );
  }
  return { ...(answer as Call), webCallUrl };
}
