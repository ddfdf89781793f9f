import {
  Client,
  type Context,
  HTTPMessageHandler,
  type Middleware,
} from "@microsoft/microsoft-graph-client";

// Microsoft's Graph client with a middleware chain of our own: the access token is attached to
// requests to the configured Graph address only (its own host; Graph's `@odata.nextLink`s stay
// on it), then the client's HTTPMessageHandler sends them. The client's default chain attaches
// tokens to https Graph hosts only, which a local stand-in over http is not.

class BearerForApiHost implements Middleware {
  #next: Middleware | undefined;
  constructor(
    private readonly host: string,
    private readonly token: string,
  ) {}

  async execute(context: Context): Promise<void> {
    const url = typeof context.request === "string" ? context.request : context.request.url;
    const options = context.options ?? {};
    context.options = options;
    const value = `Bearer ${this.token}`;
    if (new URL(url).host === this.host) {
      if (options.headers instanceof Headers) options.headers.set("Authorization", value);
      else
        options.headers = { ...(options.headers as Record<string, string>), Authorization: value };
    }
    if (!this.#next) throw new Error("the Graph middleware chain has no sender");
    await this.#next.execute(context);
  }

  setNext(next: Middleware): void {
    this.#next = next;
  }
}

/** A Graph client for `apiUrl` (`https://graph.microsoft.com/v1.0`) acting with `accessToken`. */
export function graphClient(apiUrl: string, accessToken: string): Client {
  const api = new URL(apiUrl);
  return Client.initWithMiddleware({
    baseUrl: `${api.origin}/`,
    defaultVersion: api.pathname.replace(/^\/+|\/+$/g, "") || "v1.0",
    middleware: [new BearerForApiHost(api.host, accessToken), new HTTPMessageHandler()],
  });
}
