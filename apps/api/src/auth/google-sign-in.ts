import { createHash, createHmac, randomBytes } from "node:crypto";
import { ERROR_CATALOGUE } from "@ringline/api-client";
import type { Request, RequestHandler, Response } from "express";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { Logger } from "pino";
import { escapeHtml } from "../core/html.js";
import { clientInfo } from "../http/client-info.js";
import { safeEqual } from "../security/tokens.js";
import type { SessionManager } from "../sessions/session.manager.js";
import { setSessionCookie } from "./authentication.js";
import { isUniqueViolation, type UserRepository } from "./user.repository.js";

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** `https://accounts.google.com`, or any OpenID Connect issuer (tests use a local one). */
  issuer: string;
}

export interface GoogleSignInOptions {
  config: GoogleSignInConfig | undefined;
  /** Where Google sends the browser back: `{publicUrl}/auth/google/callback`. */
  redirectUri: string;
  /** Signs the short-lived state cookie. */
  secret: string;
  users: UserRepository;
  sessions: SessionManager;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  now: () => number;
  /** Where a signed-in user lands. */
  successPath?: string;
  /** Called once the session cookie is set (the CSRF token is rotated at every sign-in). */
  onSignedIn?: (request: Request, response: Response) => void;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  issuer: string;
}

const STATE_COOKIE = "rl_oauth";
const STATE_TTL_MS = 10 * 60 * 1000;

class OAuthFailure extends Error {
  override name = "OAuthFailure";
}

function base64url(buffer: Buffer): string {
  return buffer.toString("base64url");
}

/** The page shown when Google sign-in is off or fails: the catalogue's words, a way back. */
export function sendOAuthFailure(response: Response): void {
  const entry = ERROR_CATALOGUE.AUTH_OAUTH_FAILED;
  const back = "/auth?error=AUTH_OAUTH_FAILED";
  response
    .status(entry.status)
    .set("cache-control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(entry.title)} · Ringline</title>` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
        `<h1 data-error-code="AUTH_OAUTH_FAILED">${escapeHtml(entry.title)}</h1>` +
        `<p>${escapeHtml(entry.message)}</p><p>${escapeHtml(entry.suggestion)}</p>` +
        `<p><a href="${back}">Back to sign in</a></p></body></html>`,
    );
}

/**
 * Where `/auth/google` sends the browser when this deployment has no Google sign-in: the
 * site's sign-in page, in the site's layout, saying so above the e-mail sign-in form.
 */
export const GOOGLE_UNAVAILABLE_PATH = "/login?error=AUTH_OAUTH_UNAVAILABLE";

/**
 * `GET /auth/google` and its callback: OpenID Connect authorization code flow with PKCE,
 * state and nonce kept in a signed, short-lived, httpOnly cookie; the ID token is checked
 * with the issuer's published keys (jose). Not configured: the site's sign-in page saying
 * so; any failure: the AUTH_OAUTH_FAILED page.
 */
export function createGoogleSignIn(options: GoogleSignInOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let discovery: Promise<{ document: Discovery; keys: JWTVerifyGetKey }> | undefined;

  const sign = (value: string) =>
    createHmac("sha256", options.secret).update(`oauth.${value}`).digest("base64url");

  function discover(config: GoogleSignInConfig) {
    discovery ??= (async () => {
      const url = `${config.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
      const answer = await doFetch(url, { signal: AbortSignal.timeout(5000) });
      if (!answer.ok) throw new OAuthFailure(`discovery answered ${answer.status}`);
      const document = (await answer.json()) as Discovery;
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
    })().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  }

  const start: RequestHandler = async (request, response) => {
    const config = options.config;
    if (!config) {
      response.set("cache-control", "no-store").redirect(303, GOOGLE_UNAVAILABLE_PATH);
      return;
    }
    try {
      const { document } = await discover(config);
      const state = base64url(randomBytes(16));
      const nonce = base64url(randomBytes(16));
      const verifier = base64url(randomBytes(32));
      const payload = base64url(
        Buffer.from(JSON.stringify({ state, nonce, verifier, at: options.now() })),
      );
      response.cookie(STATE_COOKIE, `${payload}.${sign(payload)}`, {
        httpOnly: true,
        sameSite: "lax",
        secure: request.secure,
        path: "/",
        maxAge: STATE_TTL_MS,
      });
      const url = new URL(document.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: config.clientId,
        redirect_uri: options.redirectUri,
        scope: "openid email profile",
        state,
        nonce,
        code_challenge: base64url(createHash("sha256").update(verifier).digest()),
        code_challenge_method: "S256",
      }).toString();
      response.redirect(302, url.toString());
    } catch (error) {
      options.logger.warn({ err: error }, "Google sign-in could not start");
      sendOAuthFailure(response);
    }
  };

  function readState(request: Request) {
    const raw: unknown = request.cookies?.[STATE_COOKIE];
    if (typeof raw !== "string") throw new OAuthFailure("no state cookie");
    const [payload, signature] = raw.split(".");
    if (!payload || !signature || !safeEqual(sign(payload), signature)) {
      throw new OAuthFailure("state cookie signature");
    }
    const state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      state: string;
      nonce: string;
      verifier: string;
      at: number;
    };
    if (options.now() - state.at > STATE_TTL_MS) throw new OAuthFailure("state expired");
    return state;
  }

  const callback: RequestHandler = async (request, response) => {
    const config = options.config;
    response.clearCookie(STATE_COOKIE, { path: "/" });
    if (!config) {
      response.set("cache-control", "no-store").redirect(303, GOOGLE_UNAVAILABLE_PATH);
      return;
    }
    try {
      const saved = readState(request);
      const code = request.query.code;
      const state = request.query.state;
      if (typeof code !== "string" || typeof state !== "string" || !safeEqual(state, saved.state)) {
        throw new OAuthFailure("state or code missing");
      }
      const { document, keys } = await discover(config);
      const answer = await doFetch(document.token_endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: options.redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code_verifier: saved.verifier,
        }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) throw new OAuthFailure(`token endpoint answered ${answer.status}`);
      const tokens = (await answer.json()) as { id_token?: unknown };
      if (typeof tokens.id_token !== "string") throw new OAuthFailure("no id_token");
      const { payload } = await jwtVerify(tokens.id_token, keys, {
        issuer: document.issuer,
        audience: config.clientId,
        currentDate: new Date(options.now()),
      });
      if (payload.nonce !== saved.nonce) throw new OAuthFailure("nonce mismatch");
      const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
      if (!payload.sub || !email || payload.email_verified !== true) {
        throw new OAuthFailure("no verified e-mail in the ID token");
      }
      const user = await findOrCreate(payload.sub, email, payload);
      // As with a password: the back office's suspension closes every way in.
      if (user.customer?.status === "suspended") throw new OAuthFailure("account suspended");
      const { token } = await options.sessions.create(user.id, clientInfo(request));
      setSessionCookie(request, response, token);
      options.onSignedIn?.(request, response);
      response.redirect(302, options.successPath ?? "/dashboard");
    } catch (error) {
      options.logger.warn({ err: error }, "Google sign-in failed");
      sendOAuthFailure(response);
    }
  };

  async function findOrCreate(googleId: string, email: string, claims: Record<string, unknown>) {
    const linked = await options.users.findByGoogleId(googleId);
    if (linked) return linked;
    // The issuer vouches for the address (email_verified), so an existing account is linked.
    const existing = await options.users.findByEmail(email);
    if (existing) return options.users.linkGoogle(existing.id, googleId);
    const text = (value: unknown, fallback: string) =>
      typeof value === "string" && value.trim().length > 0 ? value.trim().slice(0, 100) : fallback;
    try {
      return await options.users.create({
        email,
        password: null,
        firstName: text(claims.given_name, email.split("@")[0] ?? "Ringline"),
        lastName: text(claims.family_name, "-"),
        emailVerified: true,
        googleId,
        profilePicture: typeof claims.picture === "string" ? claims.picture.slice(0, 2048) : null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new OAuthFailure("account created concurrently");
      throw error;
    }
  }

  return { start, callback };
}
