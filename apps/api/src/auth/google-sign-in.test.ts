import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { createSettingsRepository } from "../receptionist/settings.repository.js";
import { createTestApp, type TestApp, uniqueEmail } from "../test/app.js";
import { openTestPGlite } from "../test/databases.js";

const CLIENT_ID = "ringline-test-client";

/** A minimal OpenID Connect provider on 127.0.0.1: discovery, keys, and a token endpoint. */
async function startFakeProvider() {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, { claims: Record<string, unknown>; challenge: string }>();
  let issuer = "";
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", issuer);
    const json = (status: number, body: unknown) => {
      outgoing.writeHead(status, { "content-type": "application/json" });
      outgoing.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    } else if (url.pathname === "/jwks") {
      json(200, { keys: [jwk] });
    } else if (url.pathname === "/token" && incoming.method === "POST") {
      let raw = "";
      incoming.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      incoming.on("end", async () => {
        const form = new URLSearchParams(raw);
        const grant = codes.get(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (!grant || grant.challenge !== challenge || form.get("client_id") !== CLIENT_ID) {
          json(400, { error: "invalid_grant" });
          return;
        }
        const idToken = await new SignJWT(grant.claims)
          .setProtectedHeader({ alg: "RS256", kid: "test-key" })
          .setIssuer(issuer)
          .setAudience(CLIENT_ID)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(privateKey);
        json(200, { id_token: idToken, token_type: "Bearer" });
      });
    } else {
      json(404, { error: "not_found" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** What the provider would do after the user consents: a code bound to PKCE and claims. */
    grant(code: string, challenge: string, claims: Record<string, unknown>) {
      codes.set(code, { claims, challenge });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("GET /auth/google with an OpenID Connect provider", () => {
  let db: Database;
  let app: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;

  beforeAll(async () => {
    provider = await startFakeProvider();
    db = await openTestPGlite();
    app = createTestApp(db, {
      google: { clientId: CLIENT_ID, clientSecret: "shh", issuer: provider.issuer },
    });
  });
  afterAll(async () => {
    await provider?.close();
    await db?.close();
  });

  async function begin() {
    const agent = request.agent(app);
    const start = await agent.get("/auth/google").expect(302);
    const location = new URL(start.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(location.searchParams.get("redirect_uri")).toBe(
      "http://ringline.test/auth/google/callback",
    );
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    return {
      agent,
      state: location.searchParams.get("state") ?? "",
      nonce: location.searchParams.get("nonce") ?? "",
      challenge: location.searchParams.get("code_challenge") ?? "",
    };
  }

  it("signs a new user in with a verified Google account and lands on the dashboard", async () => {
    const email = uniqueEmail("google");
    const { agent, state, nonce, challenge } = await begin();
    provider.grant("code-1", challenge, {
      sub: "google-user-1",
      email,
      email_verified: true,
      given_name: "Grace",
      family_name: "Hopper",
      nonce,
    });
    const back = await agent.get(`/auth/google/callback?code=code-1&state=${state}`).expect(302);
    expect(back.headers.location).toBe("/dashboard");
    const me = await agent.get("/auth/me").expect(200);
    expect(me.body.user).toMatchObject({ email, firstName: "Grace", emailVerified: true });
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ googleId: "google-user-1", password: null });
  });

  it("refuses a suspended customer, as a password sign-in does", async () => {
    const email = uniqueEmail("google-suspended");
    const first = await begin();
    provider.grant("code-suspended-1", first.challenge, {
      sub: "google-user-suspended",
      email,
      email_verified: true,
      nonce: first.nonce,
    });
    await first.agent
      .get(`/auth/google/callback?code=code-suspended-1&state=${first.state}`)
      .expect(302);
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    const customerId = await createSettingsRepository(db).ensureCustomer(user.id);
    await db.prisma.customer.update({ where: { id: customerId }, data: { status: "suspended" } });

    const again = await begin();
    provider.grant("code-suspended-2", again.challenge, {
      sub: "google-user-suspended",
      email,
      email_verified: true,
      nonce: again.nonce,
    });
    const back = await again.agent
      .get(`/auth/google/callback?code=code-suspended-2&state=${again.state}`)
      .expect(401);
    expect(back.text).toContain('data-error-code="AUTH_OAUTH_FAILED"');
    await again.agent.get("/auth/me").expect(401);
  });

  it.each([
    ["a wrong state", { state: "forged" }],
    ["a wrong nonce", { nonce: "other" }],
    ["an unverified e-mail", { email_verified: false }],
  ])("shows the AUTH_OAUTH_FAILED page for %s", async (_what, change) => {
    const { agent, state, nonce, challenge } = await begin();
    const code = `code-${Math.random()}`;
    provider.grant(code, challenge, {
      sub: `google-${Math.random()}`,
      email: uniqueEmail("google"),
      email_verified: true,
      nonce: "nonce" in change ? change.nonce : nonce,
      ...("email_verified" in change ? { email_verified: change.email_verified } : {}),
    });
    const usedState = "state" in change ? change.state : state;
    const back = await agent
      .get(`/auth/google/callback?code=${code}&state=${usedState}`)
      .expect(401);
    expect(back.text).toContain('data-error-code="AUTH_OAUTH_FAILED"');
    await agent.get("/auth/me").expect(401);
  });

  it("refuses a callback without the state cookie from the start", async () => {
    const response = await request(app).get("/auth/google/callback?code=x&state=y").expect(401);
    expect(response.text).toContain("AUTH_OAUTH_FAILED");
  });
});
