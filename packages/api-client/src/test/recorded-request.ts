/** A request as a fake server sees it, whether the client passed a Request or a URL and init. */
export interface RecordedRequest {
  url: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: string | undefined;
}

/** Reads what fetch was called with (ky passes a Request; plain code a URL and init). */
export async function recordRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<RecordedRequest> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const text = request.body ? await request.clone().text() : "";
  return {
    url: request.url,
    method: request.method,
    path: new URL(request.url).pathname,
    headers: Object.fromEntries(request.headers.entries()),
    credentials: input instanceof Request ? input.credentials : init?.credentials,
    body: text === "" ? undefined : text,
  };
}
