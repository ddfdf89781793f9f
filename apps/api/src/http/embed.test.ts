import { randomBytes } from "node:crypto";
import { ZEmbedKey } from "@ringline/api-client";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createTestApp, type SignedUp, signUp, type TestApp } from "../test/app.js";
import { testDatabaseTargets } from "../test/databases.js";
import { createEmbedAccess } from "./embed.js";

const PARTNER = "http://127.0.0.1:8080";
const OTHER_PARTNER = "https://partner.example";
const STRANGER = "https://stranger.example";

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "(555) 123-4567",
  company: "Lovelace Realty",
  requestType: "demo",
};

let sequence = 0;
function chatRequest(message: string, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    message,
    conversationId: `embed-${process.pid}-${sequence}-${randomBytes(3).toString("hex")}`,
    chatMode: "marketing",
    userInfo: { name: "Ada" },
    history: [],
    ...overrides,
  };
}

/** A widget's visitor token, as the embed makes one. */
const visitorToken = () => randomBytes(32).toString("base64url");

async function createKey(owner: SignedUp, allowedOrigins: string[], label = "Main website") {
  const response = await owner.agent
    .post("/api/embed-keys")
    .set("x-csrf-token", owner.csrf)
    .send({ label, allowedOrigins })
    .expect(201);
  return ZEmbedKey.parse(response.body);
}

describe.each(testDatabaseTargets)("widgets on partner sites on $name", (target) => {
  let db: Database;
  let app: TestApp;
  let owner: SignedUp;
  let key: string;

  beforeAll(async () => {
    db = await target.open();
    app = createTestApp(db, { trustProxy: 1 });
    owner = await signUp(app);
    key = (await createKey(owner, [PARTNER, `${OTHER_PARTNER}/`])).key;
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A request from a page of `origin` through the embed key: no cookie, the visitor header. */
  const fromPage = (
    method: "get" | "post" | "options",
    path: string,
    origin: string,
    options: { embedKey?: string; visitor?: string | null } = {},
  ) => {
    const pending = request(app)
      [method](`${path}?embedKey=${encodeURIComponent(options.embedKey ?? key)}`)
      .set("origin", origin);
    const visitor = options.visitor === undefined ? visitorToken() : options.visitor;
    return visitor === null ? pending : pending.set("x-ringline-visitor", visitor);
  };

  describe("CORS per embed key", () => {
    it("grants a preflight from an allowed origin, for the widget route asked, without credentials", async () => {
      const response = await fromPage("options", "/api/contact", PARTNER, { visitor: null })
        .set("access-control-request-method", "POST")
        .set("access-control-request-headers", "content-type,x-ringline-visitor")
        .expect(204);
      expect(response.headers["access-control-allow-origin"]).toBe(PARTNER);
      expect(response.headers["access-control-allow-methods"]).toBe("POST");
      expect(response.headers["access-control-allow-headers"]).toContain("x-ringline-visitor");
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/origin/i);
    });

    it("keeps the origins as browsers send them (a trailing slash typed by the owner is dropped)", async () => {
      const response = await fromPage("get", "/api/chat/welcome", OTHER_PARTNER).expect(200);
      expect(response.headers["access-control-allow-origin"]).toBe(OTHER_PARTNER);
    });

    it.each([
      ["an origin not on the key's allowlist", STRANGER, "/api/contact", "POST", undefined],
      ["an unknown key", PARTNER, "/api/contact", "POST", `rk_${"x".repeat(32)}`],
      ["a malformed key", PARTNER, "/api/contact", "POST", "not-a-key"],
      ["a route that is not a widget's", PARTNER, "/api/customers/profile", "GET", undefined],
      ["a method the widget route does not have", PARTNER, "/api/contact", "DELETE", undefined],
    ])(
      "refuses the preflight of %s with no CORS grant",
      async (_case, origin, path, method, embedKey) => {
        const response = await fromPage("options", path, origin, {
          visitor: null,
          ...(embedKey ? { embedKey } : {}),
        })
          .set("access-control-request-method", method)
          .expect(403);
        expect(response.headers["access-control-allow-origin"]).toBeUndefined();
        expect(response.body.error.errorCode).toBe("EMBED_NOT_ALLOWED");
      },
    );

    it("refuses a request from another origin with no CORS grant, and stores nothing", async () => {
      const email = `stranger-${randomBytes(4).toString("hex")}@example.com`;
      const response = await fromPage("post", "/api/contact", STRANGER)
        .send({ ...contact, email })
        .expect(403);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.body.error.errorCode).toBe("EMBED_NOT_ALLOWED");
      expect(await db.prisma.contact.count({ where: { email } })).toBe(0);
    });

    it("refuses a request with the key but no Origin", async () => {
      const response = await request(app)
        .get(`/api/chat/welcome?embedKey=${key}`)
        .set("x-ringline-visitor", visitorToken())
        .expect(403);
      expect(response.body.error.errorCode).toBe("EMBED_NOT_ALLOWED");
    });

    it("follows the allowlist the owner edits, at once", async () => {
      const created = await createKey(owner, [PARTNER], "Shop");
      await fromPage("get", "/api/chat/welcome", PARTNER, { embedKey: created.key }).expect(200);
      await owner.agent
        .put(`/api/embed-keys/${created.id}`)
        .set("x-csrf-token", owner.csrf)
        .send({ label: "Shop", allowedOrigins: [OTHER_PARTNER] })
        .expect(200);
      await fromPage("get", "/api/chat/welcome", PARTNER, { embedKey: created.key }).expect(403);
      await fromPage("get", "/api/chat/welcome", OTHER_PARTNER, { embedKey: created.key }).expect(
        200,
      );
      await owner.agent
        .delete(`/api/embed-keys/${created.id}`)
        .set("x-csrf-token", owner.csrf)
        .expect(200);
      await fromPage("get", "/api/chat/welcome", OTHER_PARTNER, { embedKey: created.key }).expect(
        403,
      );
    });

    it("tells any page whether its own origin may use a key", async () => {
      const allowed = await request(app)
        .get(`/api/embed/status?embedKey=${key}`)
        .set("origin", PARTNER)
        .expect(200);
      expect(allowed.body).toEqual({ allowed: true });
      expect(allowed.headers["access-control-allow-origin"]).toBe("*");
      const refused = await request(app)
        .get(`/api/embed/status?embedKey=${key}`)
        .set("origin", STRANGER)
        .expect(200);
      expect(refused.body).toEqual({ allowed: false });
      expect(refused.headers["access-control-allow-origin"]).toBe("*");
    });
  });

  describe("the visitor token in place of cookies and the CSRF token", () => {
    it("takes a contact request with the visitor token and no CSRF token, and sets no cookie", async () => {
      const email = `partner-${randomBytes(4).toString("hex")}@example.com`;
      const response = await fromPage("post", "/api/contact", PARTNER)
        .send({ ...contact, email })
        .expect(201);
      expect(response.headers["access-control-allow-origin"]).toBe(PARTNER);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await db.prisma.contact.count({ where: { email } })).toBe(1);
    });

    it("refuses a mutation without a well-formed visitor token", async () => {
      for (const visitor of [null, "short"]) {
        const response = await fromPage("post", "/api/contact", PARTNER, { visitor })
          .send(contact)
          .expect(403);
        expect(response.body.error.errorCode).toBe("AUTH_CSRF_TOKEN_INVALID");
      }
    });

    it("still needs the CSRF token without an embed key", async () => {
      const response = await request(app)
        .post("/api/contact")
        .set("origin", PARTNER)
        .set("x-ringline-visitor", visitorToken())
        .send(contact)
        .expect(403);
      expect(response.body.error.errorCode).toBe("AUTH_CSRF_TOKEN_INVALID");
    });

    it("ignores the cookies and bearer token a browser sends: the request is anonymous", async () => {
      const dashboard = () => chatRequest("How many calls did I get?", { chatMode: "dashboard" });
      const signedIn = await owner.agent
        .post("/api/chat")
        .set("x-csrf-token", owner.csrf)
        .send(dashboard());
      expect(signedIn.status).not.toBe(401);
      const embedded = await owner.agent
        .post(`/api/chat?embedKey=${key}`)
        .set("origin", PARTNER)
        .set("x-ringline-visitor", visitorToken())
        .set("authorization", `Bearer ${owner.authToken}`)
        .send(dashboard())
        .expect(401);
      expect(embedded.body.error.errorCode).toBe("AUTH_NOT_AUTHENTICATED");
    });

    it("keeps an anonymous conversation to the visitor token that started it", async () => {
      const alice = visitorToken();
      const started = chatRequest("How much is it?");
      await fromPage("post", "/api/chat", PARTNER, { visitor: alice }).send(started).expect(200);
      const stolen = await fromPage("post", "/api/chat", PARTNER)
        .send({ ...started, message: "Mine now" })
        .expect(403);
      expect(stolen.body.error.errorCode).toBe("AUTH_FORBIDDEN");
      await fromPage("post", "/api/chat", PARTNER, { visitor: alice })
        .send({ ...started, message: "And the setup?" })
        .expect(200);
      const stored = await db.prisma.chatConversation.findUniqueOrThrow({
        where: { id: started.conversationId },
      });
      expect(stored.visitorKey).toEqual(expect.any(String));
    });
  });

  describe("limits per embed key", () => {
    it("counts every address of one key together, beside each address's own count", async () => {
      const limited = createTestApp(db, {
        trustProxy: 1,
        rateLimits: { contact: { windowMs: 60_000, limit: 2, embedKeyLimit: 3 } },
      });
      const other = (await createKey(owner, [PARTNER], "Second site")).key;
      const send = (address: string, embedKey = key) =>
        request(limited)
          .post(`/api/contact?embedKey=${embedKey}`)
          .set("origin", PARTNER)
          .set("x-forwarded-for", address)
          .set("x-ringline-visitor", visitorToken())
          .send(contact);

      // Three addresses, one request each: the key's three.
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        await send(address).expect(201);
      }
      const fourth = await send("203.0.113.4").expect(429);
      expect(fourth.body.error.errorCode).toBe("API_RATE_LIMITED");
      expect(fourth.headers["retry-after"]).toEqual(expect.any(String));
      expect(fourth.headers["access-control-allow-origin"]).toBe(PARTNER);
      // Another key is counted apart, and an address's own limit still holds under it.
      await send("203.0.113.5", other).expect(201);
      await send("203.0.113.5", other).expect(201);
      await send("203.0.113.5", other).expect(429);
    });

    it("lets one address spend only its share of a key, so junk cannot use up a partner's", async () => {
      const limited = createTestApp(db, {
        trustProxy: 1,
        rateLimits: {
          contact: { windowMs: 60_000, limit: 10, embedKeyLimit: 4, embedKeyAddressLimit: 2 },
        },
      });
      const partnerKey = (await createKey(owner, [PARTNER], "Third site")).key;
      const send = (address: string) =>
        request(limited)
          .post(`/api/contact?embedKey=${partnerKey}`)
          .set("origin", PARTNER)
          .set("x-forwarded-for", address)
          .set("x-ringline-visitor", visitorToken())
          .send(contact);
      // A script with a forged Origin, from one address: two, then refused...
      const junk = [];
      for (let attempt = 0; attempt < 5; attempt++) junk.push((await send("198.51.100.9")).status);
      expect(junk).toEqual([201, 201, 429, 429, 429]);
      // ...and the refused ones were not spent from the key: real visitors still get through.
      await send("203.0.113.21").expect(201);
      await send("203.0.113.22").expect(201);
      await send("203.0.113.23").expect(429);
    });
  });

  describe("the owner's embed keys", () => {
    it("lists the owner's own keys only, newest first, each with its allowlist", async () => {
      const stranger = await signUp(app);
      await createKey(stranger, [STRANGER], "Theirs");
      const response = await owner.agent.get("/api/embed-keys").expect(200);
      const labels = response.body.items.map((item: { label: string }) => item.label);
      expect(labels).not.toContain("Theirs");
      expect(response.body.items.at(-1)).toMatchObject({
        key,
        label: "Main website",
        allowedOrigins: [PARTNER, OTHER_PARTNER],
      });
      expect(key).toMatch(/^rk_[\w-]{32}$/);
    });

    it("refuses another owner's key as not found", async () => {
      const stranger = await signUp(app);
      const mine = await createKey(owner, [PARTNER], "Mine");
      const update = await stranger.agent
        .put(`/api/embed-keys/${mine.id}`)
        .set("x-csrf-token", stranger.csrf)
        .send({ label: "Taken", allowedOrigins: [STRANGER] })
        .expect(404);
      expect(update.body.error.errorCode).toBe("API_NOT_FOUND");
      await stranger.agent
        .delete(`/api/embed-keys/${mine.id}`)
        .set("x-csrf-token", stranger.csrf)
        .expect(404);
      const stored = await db.prisma.embedKey.findUniqueOrThrow({ where: { id: mine.id } });
      expect(stored.allowedOrigins).toEqual([PARTNER]);
    });

    it.each([
      ["a path", ["https://example.com/contact"]],
      ["another scheme", ["ftp://example.com"]],
      ["no origin at all", []],
      ["a bare word", ["example"]],
    ])("refuses an allowlist with %s", async (_case, allowedOrigins) => {
      const response = await owner.agent
        .post("/api/embed-keys")
        .set("x-csrf-token", owner.csrf)
        .send({ label: "Bad", allowedOrigins })
        .expect(422);
      expect(response.body.error.errorCode).toBe("API_VALIDATION_ERROR");
    });

    it("is for signed-in owners", async () => {
      await request(app).get("/api/embed-keys").expect(401);
    });
  });
});

describe("an embed key that cannot be looked up", () => {
  it("hands the lookup's failure to the error handler, and nothing after it runs", async () => {
    const app = express();
    app.use(
      createEmbedAccess({
        find: async () => {
          throw new Error("database unavailable");
        },
      }),
    );
    app.use((_request, response) => {
      response.json({ passed: true });
    });
    app.use(
      (error: Error, _request: express.Request, response: express.Response, _next: unknown) => {
        response.status(503).json({ error: error.message });
      },
    );
    const response = await request(app)
      .get(`/api/plans?embedKey=rk_${"a".repeat(32)}`)
      .set("origin", PARTNER);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: "database unavailable" });
  });
});
