import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeHtml } from "../../core/html.js";

// Local stand-ins of the calendar providers' endpoints Ringline uses, for tests and the
// end-to-end run: an OAuth 2.0 authorization server (a consent page with "Allow", the token
// endpoint with PKCE checked, refresh, RFC 7009 revocation) and, on the same origin, the
// Google Calendar API (`freeBusy`, events insert/patch/delete) and Microsoft Graph
// (`/v1.0/me`, `calendarView`, events). State lives in memory; a test reads and changes it
// directly (busy times, failures, delays).

/** An event in a stand-in calendar. */
export interface StandInEvent {
  id: string;
  summary: string;
  description: string;
  start: number;
  end: number;
  /** Microsoft's idempotency key. */
  transactionId?: string | undefined;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
  used: boolean;
}

interface IssuedToken {
  kind: "access" | "refresh";
  grantId: string;
  expiresAt: number;
  revoked: boolean;
}

export interface CalendarStandInOptions {
  clientId: string;
  clientSecret: string;
  /** Whom the consent page signs in as. */
  email?: string;
  /** Added to every calendar API answer (the availability bench: 50 ms). */
  delayMs?: number;
  /** Seconds an access token lasts. */
  accessTokenSeconds?: number;
}

export interface CalendarStandIn {
  url: string;
  events: StandInEvent[];
  /** Marks a time busy (an event the owner made). */
  addBusy(start: number, end: number, summary?: string): StandInEvent;
  /** Tokens issued, for assertions (revoked or not). */
  tokens: Map<string, IssuedToken>;
  /** The calendar API answers 503 to the next `count` requests. */
  failNext(count: number): void;
  /** Every calendar API request, `METHOD path`. */
  requests: string[];
  delayMs: number;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(value));
}

/** An unsigned id token naming the e-mail (the product reads it, as it came from the token endpoint). */
function idToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none" })}.${part({ email, email_verified: true })}.`;
}

export async function startCalendarStandIn(
  options: CalendarStandInOptions,
): Promise<CalendarStandIn> {
  const email = options.email ?? "dana@harborhomes.example";
  const grants = new Map<string, Grant>();
  const codes = new Map<string, string>();
  const tokens = new Map<string, IssuedToken>();
  const events: StandInEvent[] = [];
  const requests: string[] = [];
  let failures = 0;
  let next = 1;

  const issue = (grantId: string) => {
    const access = `at_${randomBytes(16).toString("hex")}`;
    const refresh = `rt_${randomBytes(16).toString("hex")}`;
    const lifetime = (options.accessTokenSeconds ?? 3600) * 1000;
    tokens.set(access, {
      kind: "access",
      grantId,
      expiresAt: Date.now() + lifetime,
      revoked: false,
    });
    tokens.set(refresh, {
      kind: "refresh",
      grantId,
      expiresAt: Number.POSITIVE_INFINITY,
      revoked: false,
    });
    return { access, refresh };
  };

  const authorised = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    const issued = token ? tokens.get(token) : undefined;
    return issued?.kind === "access" && !issued.revoked && issued.expiresAt > Date.now();
  };

  const overlapping = (start: number, end: number) =>
    events.filter((event) => event.start < end && start < event.end);

  async function calendarApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    requests.push(`${request.method} ${url.pathname}`);
    if (stand.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stand.delayMs));
    if (failures > 0) {
      failures--;
      return json(response, 503, { error: { code: 503, message: "Backend Error" } });
    }
    if (!authorised(request))
      return json(response, 401, { error: { code: 401, message: "Invalid Credentials" } });
    const text = await body(request);
    const input = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const path = url.pathname;
    // Google Calendar
    if (request.method === "POST" && path === "/calendar/v3/freeBusy") {
      const start = Date.parse(String(input.timeMin));
      const end = Date.parse(String(input.timeMax));
      const items = (input.items as Array<{ id: string }>) ?? [];
      return json(response, 200, {
        kind: "calendar#freeBusy",
        calendars: Object.fromEntries(
          items.map((item) => [
            item.id,
            {
              busy: overlapping(start, end).map((event) => ({
                start: new Date(event.start).toISOString(),
                end: new Date(event.end).toISOString(),
              })),
            },
          ]),
        ),
      });
    }
    const google = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (google) {
      const eventId = google[2] ? decodeURIComponent(google[2]) : undefined;
      const readTimes = (value: Record<string, unknown>) => ({
        start: Date.parse(String((value.start as { dateTime?: string })?.dateTime)),
        end: Date.parse(String((value.end as { dateTime?: string })?.dateTime)),
      });
      if (request.method === "POST" && !eventId) {
        const id = typeof input.id === "string" ? input.id : `ev${next++}`;
        if (events.some((event) => event.id === id)) {
          return json(response, 409, {
            error: { code: 409, message: "The requested identifier already exists." },
          });
        }
        const event = {
          id,
          summary: String(input.summary ?? ""),
          description: String(input.description ?? ""),
          ...readTimes(input),
        };
        events.push(event);
        return json(response, 200, { id, status: "confirmed" });
      }
      const index = events.findIndex((event) => event.id === eventId);
      if (index < 0) return json(response, 404, { error: { code: 404, message: "Not Found" } });
      if (request.method === "PATCH") {
        const event = events[index] as StandInEvent;
        Object.assign(event, { summary: String(input.summary ?? event.summary) }, readTimes(input));
        return json(response, 200, { id: event.id });
      }
      if (request.method === "DELETE") {
        events.splice(index, 1);
        response.writeHead(204).end();
        return;
      }
    }
    // Microsoft Graph
    if (request.method === "GET" && path === "/v1.0/me") {
      return json(response, 200, { id: "ms-user-1", mail: email, userPrincipalName: email });
    }
    if (request.method === "GET" && path === "/v1.0/me/calendar/calendarView") {
      const start = Date.parse(url.searchParams.get("startDateTime") ?? "");
      const end = Date.parse(url.searchParams.get("endDateTime") ?? "");
      return json(response, 200, {
        value: overlapping(start, end).map((event) => ({
          id: event.id,
          showAs: "busy",
          isCancelled: false,
          start: { dateTime: new Date(event.start).toISOString().slice(0, -1), timeZone: "UTC" },
          end: { dateTime: new Date(event.end).toISOString().slice(0, -1), timeZone: "UTC" },
        })),
      });
    }
    if (request.method === "POST" && path === "/v1.0/me/calendar/events") {
      const transactionId =
        typeof input.transactionId === "string" ? input.transactionId : undefined;
      const same = transactionId && events.find((event) => event.transactionId === transactionId);
      if (same) return json(response, 201, { id: same.id });
      const times = (value: unknown) => Date.parse(`${(value as { dateTime: string }).dateTime}Z`);
      const event = {
        id: `AAMk${next++}`,
        summary: String(input.subject ?? ""),
        description: String((input.body as { content?: string })?.content ?? ""),
        start: times(input.start),
        end: times(input.end),
        transactionId,
      };
      events.push(event);
      return json(response, 201, { id: event.id });
    }
    const graph = /^\/v1\.0\/me\/events\/([^/]+)$/.exec(path);
    if (graph) {
      const index = events.findIndex(
        (event) => event.id === decodeURIComponent(graph[1] as string),
      );
      if (index < 0) return json(response, 404, { error: { code: "ErrorItemNotFound" } });
      if (request.method === "DELETE") {
        events.splice(index, 1);
        response.writeHead(204).end();
        return;
      }
      if (request.method === "PATCH") {
        const event = events[index] as StandInEvent;
        event.start = Date.parse(`${(input.start as { dateTime: string }).dateTime}Z`);
        event.end = Date.parse(`${(input.end as { dateTime: string }).dateTime}Z`);
        return json(response, 200, { id: event.id });
      }
    }
    json(response, 404, { error: { code: 404, message: `no ${request.method} ${path}` } });
  }

  const authorizationPaths = new Set(["/o/oauth2/v2/auth", "/common/oauth2/v2.0/authorize"]);
  const tokenPaths = new Set(["/token", "/common/oauth2/v2.0/token"]);

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    (async () => {
      if (request.method === "GET" && authorizationPaths.has(url.pathname)) {
        const query = url.searchParams;
        const valid =
          query.get("client_id") === options.clientId &&
          query.get("response_type") === "code" &&
          query.get("code_challenge_method") === "S256" &&
          Boolean(query.get("code_challenge") && query.get("redirect_uri") && query.get("state"));
        if (!valid) {
          response.writeHead(400, { "content-type": "text/html" });
          response.end("<!doctype html><title>Error</title><h1>Invalid request</h1>");
          return;
        }
        const grantId = randomBytes(12).toString("hex");
        grants.set(grantId, {
          clientId: options.clientId,
          redirectUri: query.get("redirect_uri") as string,
          challenge: query.get("code_challenge") as string,
          scope: query.get("scope") ?? "",
          used: false,
        });
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(`<!doctype html><html lang="en"><head><title>Sign in – stand-in</title></head><body>
<main><h1>Allow Ringline to use your calendar?</h1><p>Signed in as ${escapeHtml(email)}</p>
<p>Ringline will see when you are busy and add the bookings it makes.</p>
<form method="post" action="/consent"><input type="hidden" name="grant" value="${grantId}">
<input type="hidden" name="state" value="${escapeHtml(query.get("state") as string)}">
<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Cancel</button></form></main></body></html>`);
        return;
      }
      if (request.method === "POST" && url.pathname === "/consent") {
        const form = new URLSearchParams(await body(request));
        const grantId = form.get("grant") ?? "";
        const grant = grants.get(grantId);
        if (!grant) return json(response, 400, { error: "invalid_request" });
        const back = new URL(grant.redirectUri);
        back.searchParams.set("state", form.get("state") ?? "");
        if (form.get("decision") === "allow") {
          const code = `code_${randomBytes(16).toString("hex")}`;
          codes.set(code, grantId);
          back.searchParams.set("code", code);
        } else {
          back.searchParams.set("error", "access_denied");
        }
        response.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (request.method === "POST" && tokenPaths.has(url.pathname)) {
        const form = new URLSearchParams(await body(request));
        if (
          form.get("client_id") !== options.clientId ||
          form.get("client_secret") !== options.clientSecret
        ) {
          return json(response, 401, { error: "invalid_client" });
        }
        if (form.get("grant_type") === "authorization_code") {
          const grantId = codes.get(form.get("code") ?? "");
          const grant = grantId ? grants.get(grantId) : undefined;
          const verifier = form.get("code_verifier") ?? "";
          const challenge = createHash("sha256").update(verifier).digest("base64url");
          if (
            !grant ||
            !grantId ||
            grant.used ||
            grant.redirectUri !== form.get("redirect_uri") ||
            grant.challenge !== challenge
          ) {
            return json(response, 400, { error: "invalid_grant" });
          }
          grant.used = true;
          const issued = issue(grantId);
          return json(response, 200, {
            access_token: issued.access,
            refresh_token: issued.refresh,
            expires_in: options.accessTokenSeconds ?? 3600,
            token_type: "Bearer",
            scope: grant.scope,
            id_token: idToken(email),
          });
        }
        if (form.get("grant_type") === "refresh_token") {
          const refresh = tokens.get(form.get("refresh_token") ?? "");
          if (!refresh || refresh.kind !== "refresh" || refresh.revoked) {
            return json(response, 400, { error: "invalid_grant" });
          }
          const issued = issue(refresh.grantId);
          tokens.delete(issued.refresh);
          return json(response, 200, {
            access_token: issued.access,
            expires_in: options.accessTokenSeconds ?? 3600,
            token_type: "Bearer",
          });
        }
        return json(response, 400, { error: "unsupported_grant_type" });
      }
      if (request.method === "POST" && url.pathname === "/revoke") {
        const form = new URLSearchParams(await body(request));
        const token = tokens.get(form.get("token") ?? "");
        // RFC 7009: revoking a refresh token revokes the grant's access tokens too.
        if (token) {
          for (const issued of tokens.values()) {
            if (issued.grantId === token.grantId) issued.revoked = true;
          }
        }
        response.writeHead(200).end();
        return;
      }
      await calendarApi(request, response, url);
    })().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const stand: CalendarStandIn = {
    url: `http://127.0.0.1:${port}`,
    events,
    tokens,
    requests,
    delayMs: options.delayMs ?? 0,
    addBusy(start, end, summary = "Busy") {
      const event = { id: `busy${next++}`, summary, description: "", start, end };
      events.push(event);
      return event;
    },
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stand;
}
