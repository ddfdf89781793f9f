import { createErrorEnvelope, type TErrorCode } from "@ringline/api-client";
import { receptionistAnswer } from "./receptionist-fixtures.js";

/** A request as the fake API sees it. */
export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = Response | ((request: SeenRequest) => Response | Promise<Response>);

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** An answer in the error envelope, with the catalogue's status. */
export function failure(status: number, code: TErrorCode): Response {
  return json(status, createErrorEnvelope(code));
}

export const USER = {
  id: "u1",
  email: "olivia@bayside.example",
  firstName: "Olivia",
  lastName: "Reyes",
  emailVerified: true,
  onboardingStatus: "signup",
  subscriptionStatus: "inactive",
  plan: null,
  isCustomer: true,
  createdAt: "2026-11-21T10:00:00.000Z",
};

export const PROFILE = {
  userId: "u1",
  customerId: "c1",
  email: USER.email,
  firstName: USER.firstName,
  lastName: USER.lastName,
  company: "Bayside Realty",
  businessName: "Bayside Realty",
  phone: "+15551234567",
  plan: "growth",
  subscriptionStatus: "active",
  onboardingStatus: "complete",
  aiStatus: "inactive",
  emailCallTranscripts: true,
};

const emptyPage = { success: true, items: [], total: 0, page: 1, pageSize: 25 };

/** The Call Logs tab's 30 days with no calls yet. */
export const CALL_STATS = {
  success: true,
  timeZone: "America/Los_Angeles",
  days: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 26 + index)).toISOString().slice(0, 10),
    calls: 0,
    leads: 0,
    bookings: 0,
    afterHours: 0,
  })),
  totals: { calls: 0, leads: 0, bookings: 0, afterHours: 0 },
  usage: {
    plan: "growth",
    minutesUsed: 0,
    minutesIncluded: 500,
    overageMinutes: 0,
    periodStart: null,
    periodEnd: null,
  },
};

/** The tools a server with the demo calendar and no OAuth apps offers, nothing connected. */
export const INTEGRATION_PROVIDERS = [
  {
    id: "local-calendar",
    kind: "calendar",
    name: "Demo calendar",
    connectWith: "local",
    available: true,
    demo: true,
    accountIdLabel: null,
    keyHelp: null,
  },
  {
    id: "google",
    kind: "calendar",
    name: "Google Calendar",
    connectWith: "oauth",
    available: false,
    demo: false,
    accountIdLabel: null,
    keyHelp: null,
  },
  {
    id: "microsoft",
    kind: "calendar",
    name: "Microsoft 365 / Outlook",
    connectWith: "oauth",
    available: false,
    demo: false,
    accountIdLabel: null,
    keyHelp: null,
  },
  {
    id: "calcom",
    kind: "calendar",
    name: "Cal.com",
    connectWith: "api-key",
    available: true,
    demo: false,
    accountIdLabel: null,
    keyHelp: "In Cal.com: Settings → Developer → API keys → Add (starts with cal_live_).",
  },
  {
    id: "gohighlevel",
    kind: "crm",
    name: "GoHighLevel",
    connectWith: "api-key",
    available: true,
    demo: false,
    accountIdLabel: "Location id",
    keyHelp:
      "In your sub-account: Settings → Private Integrations → Create (contacts, notes, opportunities).",
  },
  {
    id: "followupboss",
    kind: "crm",
    name: "Follow Up Boss",
    connectWith: "api-key",
    available: true,
    demo: false,
    accountIdLabel: null,
    keyHelp: "In Follow Up Boss: Admin → API → Create API Key.",
  },
  {
    id: "hubspot",
    kind: "crm",
    name: "HubSpot",
    connectWith: "oauth",
    available: false,
    demo: false,
    accountIdLabel: null,
    keyHelp: null,
  },
] as const;

/** The Integrations tab's answer: every tool, no connections, no buffer or notice. */
export const INTEGRATIONS = {
  providers: INTEGRATION_PROVIDERS,
  connections: [],
  scheduling: { bufferMinutes: 0, noticeMinutes: 0 },
};

/**
 * A fake product API for page tests: "METHOD /path" → answer (the last one repeats). Anything
 * not set answers as a visitor without a session would: 401 on customer paths.
 */
export function createFakeApi(answers: Record<string, Answer | Answer[]> = {}) {
  const seen: SeenRequest[] = [];
  const queues = new Map(
    Object.entries(answers).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : [value],
    ]),
  );
  const defaults: Record<string, () => Response> = {
    "GET /api/csrf-token": () => json(200, { csrfToken: "csrf-token-abcdefghijkl" }),
    "GET /auth/me": () => failure(401, "AUTH_NOT_AUTHENTICATED"),
    "GET /api/customers/profile": () => failure(401, "AUTH_NOT_AUTHENTICATED"),
    "GET /api/receptionist": () => failure(401, "AUTH_NOT_AUTHENTICATED"),
    "GET /api/admin/auth/me": () => failure(401, "ADMIN_NOT_AUTHENTICATED"),
    "GET /api/voice/demo-config": () => failure(503, "AI_SERVICE_UNAVAILABLE"),
    "GET /api/auth/sessions": () => json(200, emptyPage),
    "GET /api/embed-keys": () => json(200, { items: [] }),
    "GET /api/webhooks": () => json(200, { items: [] }),
    "GET /api/orders": () => json(200, emptyPage),
    "GET /api/auth/providers": () => json(200, { success: true, google: false }),
    "GET /api/billing/invoices": () => json(200, emptyPage),
    "GET /api/billing/subscription": () =>
      json(200, {
        success: true,
        provider: "local",
        subscription: null,
        card: null,
        usage: {
          minutesUsed: 0,
          minutesIncluded: null,
          overageRatePerMinute: null,
          overageMinutes: 0,
          overageCharge: 0,
          periodStart: null,
          periodEnd: null,
        },
      }),
    "GET /api/admin/audit-log": () => json(200, emptyPage),
    "GET /api/admin/customers": () => json(200, emptyPage),
    "GET /api/admin/overview": () =>
      json(200, {
        success: true,
        customersByStatus: [],
        trialsEndingThisWeek: 0,
        monthlyRecurringRevenue: 0,
        callsToday: 0,
        minutesToday: 0,
        callsThisMonth: 0,
        minutesThisMonth: 0,
        failedEmails: 0,
        openErrors: 0,
      }),
    "GET /api/chat/welcome": () => json(200, { welcomeMessage: "Hi!", conversationId: "c-1" }),
    "GET /api/calls": () => json(200, emptyPage),
    "GET /api/leads": () => json(200, emptyPage),
    "GET /api/appointments": () => json(200, emptyPage),
    "GET /api/calendar-feed": () => json(200, { success: true, feed: null }),
    "GET /api/calls/stats": () => json(200, CALL_STATS),
    "GET /api/integrations": () => json(200, INTEGRATIONS),
    "GET /api/integrations/local-calendar/events": () => json(200, { items: [] }),
  };

  // Defaults of routes with a path parameter, by pattern.
  const patternDefaults: Array<[RegExp, () => Response]> = [
    [/^GET \/api\/admin\/customers\/[^/]+\/integrations$/, () => json(200, { items: [] })],
  ];

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, "http://localhost");
    const text = request.method === "GET" ? "" : await request.text();
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(entry);
    const key = `${entry.method} ${entry.path}`;
    const queue = queues.get(key);
    if (queue && queue.length > 0) {
      const next = (queue.length > 1 ? queue.shift() : queue[0]) as Answer;
      return typeof next === "function" ? next(entry) : next.clone();
    }
    const fallback = defaults[key] ?? patternDefaults.find(([pattern]) => pattern.test(key))?.[1];
    return fallback ? fallback() : new Response("not found", { status: 404 });
  }

  return {
    fetch,
    seen,
    calls: (key: string) => seen.filter((s) => `${s.method} ${s.path}` === key),
  };
}

/** The answers of a signed-in customer. */
export function signedIn(): Record<string, Answer> {
  return {
    "GET /auth/me": () => json(200, { success: true, user: USER }),
    "GET /api/customers/profile": () => json(200, { success: true, profile: PROFILE }),
    "GET /api/receptionist": () => json(200, { success: true, receptionist: receptionistAnswer() }),
  };
}
