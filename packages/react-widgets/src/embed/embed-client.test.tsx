import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { embedApiClient, VISITOR_TOKEN_STORAGE_PREFIX, visitorTokenFor } from "./embed-client.js";
import { fetchEmbedStatus, resetEmbedStatus, withEmbedGate } from "./embed-gate.js";

const KEY = `rk_${"a".repeat(32)}`;

afterEach(() => {
  localStorage.clear();
  resetEmbedStatus();
  vi.unstubAllGlobals();
});

describe("the embedded widgets' visitor token", () => {
  it("is made once and kept in the page's localStorage under the widget's own key", () => {
    const token = visitorTokenFor(KEY);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(localStorage.getItem(`${VISITOR_TOKEN_STORAGE_PREFIX}${KEY}`)).toBe(token);
    expect(visitorTokenFor(KEY)).toBe(token);
    expect(visitorTokenFor(`rk_${"b".repeat(32)}`)).not.toBe(token);
  });

  it("replaces a malformed stored token, and lasts the page when storage is blocked", () => {
    localStorage.setItem(`${VISITOR_TOKEN_STORAGE_PREFIX}${KEY}`, "tampered");
    expect(visitorTokenFor(KEY)).toMatch(/^[\w-]{43}$/);
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {},
    };
    const other = `rk_${"c".repeat(32)}`;
    const first = visitorTokenFor(other, blocked);
    expect(visitorTokenFor(other, blocked)).toBe(first);
  });
});

describe("the embedded widgets' API client", () => {
  it("sends the key in the address and the visitor token in a header, with no cookie, CSRF or bearer token", async () => {
    // The partner page's own storage may hold a token of its own under the client's usual name.
    localStorage.setItem("authToken", "the-partner-sites-own-token");
    const requests: Request[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request) => {
        requests.push(input);
        // A body left unread holds ky's copy of the request (a tee'd stream) forever.
        await input.text();
        return new Response(
          JSON.stringify({
            success: true,
            message: "Thanks",
            data: { id: "c1", requestType: "demo", createdAt: new Date().toISOString() },
          }),
          { status: 201, headers: { "content-type": "application/json" } },
        );
      }),
    );
    const api = embedApiClient("https://api.ringline.test", KEY);
    await api.submitContact({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "(555) 123-4567",
      company: "Lovelace Realty",
      requestType: "demo",
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    const url = new URL(request?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://api.ringline.test/api/contact");
    expect(url.searchParams.get("embedKey")).toBe(KEY);
    expect(request?.headers.get("x-ringline-visitor")).toBe(visitorTokenFor(KEY));
    expect(request?.headers.get("x-csrf-token")).toBeNull();
    expect(request?.headers.get("authorization")).toBeNull();
    expect(request?.credentials).toBe("omit");
  });

  it("keeps a GET's own query beside the key", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request) => {
        urls.push(input.url);
        return new Response(JSON.stringify({ allowed: true }), {
          headers: { "content-type": "application/json" },
        });
      }),
    );
    await embedApiClient("https://api.ringline.test", KEY).getEmbedStatus({ embedKey: KEY });
    expect(new URL(urls[0] ?? "").searchParams.getAll("embedKey")).toEqual([KEY]);
  });
});

describe("the embed gate", () => {
  const answer = (body: unknown, ok = true) => vi.fn(async () => ({ ok, json: async () => body }));

  it("reads whether the page may use the key, and knows nothing when the API does not say", async () => {
    const fetch = answer({ allowed: false });
    expect(await fetchEmbedStatus("https://api.ringline.test/", KEY, fetch)).toBe("refused");
    expect(fetch).toHaveBeenCalledWith(
      `https://api.ringline.test/api/embed/status?embedKey=${KEY}`,
    );
    expect(await fetchEmbedStatus(undefined, KEY, answer({ allowed: true }))).toBe("allowed");
    expect(await fetchEmbedStatus(undefined, KEY, answer({}, false))).toBe("unknown");
  });

  it("replaces the widget with a clear refusal when the page's origin is not allowed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ allowed: false }))),
    );
    const Gated = withEmbedGate(({ locale }: { locale?: "en" | "es"; embedKey?: string }) => (
      <button type="button">{locale}</button>
    ));
    render(<Gated embedKey={KEY} locale="en" />);
    // The widget shows at once; the refusal takes its place once the API has answered.
    expect(screen.getByRole("button")).toBeInTheDocument();
    await act(async () => {});
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This site can't use Ringline's widgets",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("leaves the widget alone without an embed key or when the origin is allowed", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ allowed: true })));
    vi.stubGlobal("fetch", fetch);
    const Gated = withEmbedGate((_props: { embedKey?: string }) => (
      <button type="button">Chat</button>
    ));
    render(
      <>
        <Gated />
        <Gated embedKey={KEY} />
      </>,
    );
    await act(async () => {});
    expect(screen.getAllByRole("button")).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
