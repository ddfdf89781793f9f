import { createHash, randomBytes } from "node:crypto";
import type { OAuthClientSettings, OAuthEndpoints } from "./providers.js";

// OAuth 2.0 as every provider here speaks it: the authorization code grant with PKCE (RFC 7636,
// S256), refresh tokens, and RFC 7009 revocation where the provider has it. Token answers are
// read by their standard fields only.

/** The tokens of a connection, as kept (sealed) in its row. */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds; null when the provider did not say. */
  expiresAt: number | null;
  scope: string | null;
  /** An OpenID Connect id token, when the provider sent one (whom the owner signed in as). */
  idToken: string | null;
}

/** The provider refused (a 4xx from its token endpoint): the owner must connect again. */
export class OAuthRefused extends Error {
  override name = "OAuthRefused";
}

/** The provider could not be reached or failed (5xx, network): try again later. */
export class OAuthUnavailable extends Error {
  override name = "OAuthUnavailable";
}

/** A new PKCE pair: the verifier kept (sealed), the S256 challenge sent. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** The address to send the owner's browser to. */
export function authorizationAddress(options: {
  endpoints: OAuthEndpoints;
  client: OAuthClientSettings;
  redirectUri: string;
  state: string;
  challenge: string;
}): string {
  const url = new URL(options.endpoints.authorizationUrl);
  const parameters: Record<string, string> = {
    response_type: "code",
    client_id: options.client.clientId,
    redirect_uri: options.redirectUri,
    scope: options.endpoints.scopes.join(" "),
    state: options.state,
    code_challenge: options.challenge,
    code_challenge_method: "S256",
    ...options.endpoints.extraParameters,
  };
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}

const TIMEOUT_MS = 10_000;

async function tokenRequest(
  endpoints: OAuthEndpoints,
  client: OAuthClientSettings,
  form: Record<string, string>,
  fetcher: typeof fetch,
  now: number,
): Promise<OAuthTokens & { extra: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetcher(endpoints.tokenUrl, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams({
        ...form,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthUnavailable(`the token endpoint did not answer (${(error as Error).message})`);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status >= 500)
    throw new OAuthUnavailable(`the token endpoint answered ${response.status}`);
  if (!response.ok || typeof body.access_token !== "string") {
    const reason = typeof body.error === "string" ? body.error : `HTTP ${response.status}`;
    throw new OAuthRefused(`the provider refused the token request (${reason})`);
  }
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : null,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? now + expiresIn * 1000 : null,
    scope: typeof body.scope === "string" ? body.scope : null,
    idToken: typeof body.id_token === "string" ? body.id_token : null,
    extra: body,
  };
}

/** Exchanges an authorization code (with its PKCE verifier) for tokens. */
export function exchangeCode(options: {
  endpoints: OAuthEndpoints;
  client: OAuthClientSettings;
  code: string;
  verifier: string;
  redirectUri: string;
  fetch: typeof fetch;
  now: number;
}) {
  return tokenRequest(
    options.endpoints,
    options.client,
    {
      grant_type: "authorization_code",
      code: options.code,
      code_verifier: options.verifier,
      redirect_uri: options.redirectUri,
    },
    options.fetch,
    options.now,
  );
}

/** New tokens for a refresh token; a provider that sends no new refresh token keeps the old. */
export async function refreshTokens(options: {
  endpoints: OAuthEndpoints;
  client: OAuthClientSettings;
  tokens: OAuthTokens;
  fetch: typeof fetch;
  now: number;
}): Promise<OAuthTokens> {
  if (!options.tokens.refreshToken) {
    throw new OAuthRefused("the access token expired and there is no refresh token");
  }
  const fresh = await tokenRequest(
    options.endpoints,
    options.client,
    { grant_type: "refresh_token", refresh_token: options.tokens.refreshToken },
    options.fetch,
    options.now,
  );
  return {
    accessToken: fresh.accessToken,
    refreshToken: fresh.refreshToken ?? options.tokens.refreshToken,
    expiresAt: fresh.expiresAt,
    scope: fresh.scope ?? options.tokens.scope,
    idToken: fresh.idToken ?? options.tokens.idToken,
  };
}

/**
 * Revokes a token at the provider (RFC 7009; HubSpot's own form: `DELETE …/refresh-tokens/:token`).
 * False when the provider could not be told (it is disconnected here all the same).
 */
export async function revokeToken(options: {
  endpoints: OAuthEndpoints;
  client: OAuthClientSettings;
  token: string;
  style: "rfc7009" | "path";
  fetch: typeof fetch;
}): Promise<boolean> {
  const { revocationUrl } = options.endpoints;
  if (!revocationUrl) return false;
  try {
    const response =
      options.style === "path"
        ? await options.fetch(`${revocationUrl}/${encodeURIComponent(options.token)}`, {
            method: "DELETE",
            signal: AbortSignal.timeout(TIMEOUT_MS),
          })
        : await options.fetch(revocationUrl, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              token: options.token,
              client_id: options.client.clientId,
              client_secret: options.client.clientSecret,
            }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
    // RFC 7009: an unknown or already revoked token is answered 200 too.
    return response.ok;
  } catch {
    return false;
  }
}

/** The e-mail an OpenID Connect id token names (read, not verified: it came straight from the token endpoint over TLS). */
export function emailInIdToken(idToken: string | null): string | null {
  if (!idToken) return null;
  const payload = idToken.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      email?: unknown;
    };
    return typeof claims.email === "string" ? claims.email.slice(0, 255) : null;
  } catch {
    return null;
  }
}
