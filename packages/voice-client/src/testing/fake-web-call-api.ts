/**
 * Options of {@link createFakeWebCallApi}.
 *
 * @example
 * ```ts
 * const api = createFakeWebCallApi({ videoRecordingEnabled: true, callToken: "meeting-token" });
 * ```
 */
export interface FakeWebCallApiOptions {
  /** Answer with this status and body instead of a call. */
  failWith?: { status: number; body?: unknown };
  /** Sets `artifactPlan.videoRecordingEnabled` in the answer. */
  videoRecordingEnabled?: boolean;
  /** Sets `transport.callToken` in the answer. */
  callToken?: string;
  /** The `webCallUrl` of the answer; `https://fake.daily.co/{id}` by default. */
  webCallUrl?: (id: string) => string;
}

/**
 * A request the fake API received.
 *
 * @example
 * ```ts
 * expect(api.requests[0]?.body).toEqual({ assistantId: "asst_1" });
 * ```
 */
export interface FakeWebCallRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/**
 * An in-memory `POST /call/web`: pass its `fetch` to a `WebCall`, then read `requests`.
 * Call ids are `call-1`, `call-2`, …
 *
 * @example
 * ```ts
 * import { createFakeWebCallApi } from "@ringline/voice-client/testing";
 *
 * const api = createFakeWebCallApi();
 * const call = new WebCall("key", "https://api.test", undefined, undefined, { fetch: api.fetch, transport: fake.factory });
 * await call.start("asst_1");
 * api.requests[0]?.body; // { assistantId: "asst_1" }
 * ```
 */
export function createFakeWebCallApi(options: FakeWebCallApiOptions = {}): {
  fetch: typeof fetch;
  requests: FakeWebCallRequest[];
} {
  const requests: FakeWebCallRequest[] = [];
  let count = 0;
  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const text = typeof init.body === "string" ? init.body : "";
    requests.push({
      method: init.method ?? "GET",
      url: String(input),
      authorization: headers.get("authorization"),
      body: text ? JSON.parse(text) : undefined,
    });
    init.signal?.throwIfAborted();
    if (options.failWith) {
      return new Response(JSON.stringify(options.failWith.body ?? {}), {
        status: options.failWith.status,
        headers: { "content-type": "application/json" },
      });
    }
    count += 1;
    const id = `call-${count}`;
    const answer: Record<string, unknown> = {
      id,
      type: "webCall",
      status: "queued",
      webCallUrl: options.webCallUrl?.(id) ?? `https://fake.daily.co/${id}`,
      artifactPlan: { videoRecordingEnabled: options.videoRecordingEnabled ?? false },
    };
    if (options.callToken) answer.transport = { callToken: options.callToken };
    return new Response(JSON.stringify(answer), {
      status: 201,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch: fakeFetch as typeof fetch, requests };
}
