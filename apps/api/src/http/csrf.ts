import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CSRF_HEADER } from "@ringline/api-client";
import type { Request, RequestHandler, Response } from "express";
import { AppError } from "../core/errors.js";
import { embedOf } from "./embed.js";

/** The anonymous visitor cookie a CSRF token is bound to. */
export const VISITOR_COOKIE = "rl_vid";
/**
 * The second cookie a CSRF token is bound to: replaced at every sign-in and sign-out, so a
 * token obtained before either stops working. (The visitor cookie itself stays: it is the
 * visitor's identity, which an anonymous chat started before signing in belongs to.)
 */
export const CSRF_COOKIE = "rl_csrf";

const WELL_FORMED = /^[\w-]{43}$/;

/**
 * The anonymous visitor making a request, as a key to store (a hash: the database never holds
 * the cookie itself); undefined without a well-formed visitor cookie. Every mutation carries
 * one, since its CSRF token is bound to it. A widget on a partner site has no cookie: its
 * visitor is the token it sends in a header, under its embed key.
 */
export function visitorKeyOf(request: Request): string | undefined {
  const embed = embedOf(request);
  if (embed) return embed.visitorKey;
  const visitor: unknown = request.cookies?.[VISITOR_COOKIE];
  if (typeof visitor !== "string" || !WELL_FORMED.test(visitor)) return undefined;
  return createHash("sha256").update(`visitor:${visitor}`).digest("base64url");
}

export interface CsrfOptions {
  /** Key for the token signatures; every instance behind one site needs the same. */
  secret: string;
  /** How long a token is accepted; longer than the client's 25-minute cache. */
  tokenTtlMs?: number;
  now?: () => number;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const DEFAULT_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * Signed double-submit CSRF tokens: a token is `{issuedAt}.{nonce}.{signature}` where the
 * signature covers the visitor cookie and the CSRF cookie, so a token lifted from one browser
 * is useless in another, a token from before a sign-in or sign-out is useless after it
 * (`rotate` replaces the CSRF cookie), and the issue time lets an old token be refused with a
 * message that says so.
 */
export function createCsrf(options: CsrfOptions) {
  const ttl = options.tokenTtlMs ?? DEFAULT_TTL_MS;
  const now = options.now ?? Date.now;

  const sign = (visitor: string, binding: string, issuedAt: string, nonce: string) =>
    createHmac("sha256", options.secret)
      .update(`${visitor}.${binding}.${issuedAt}.${nonce}`)
      .digest("base64url");

  function cookieOf(request: Request, name: string): string | undefined {
    const value: unknown = request.cookies?.[name];
    return typeof value === "string" && WELL_FORMED.test(value) ? value : undefined;
  }

  function newCookie(request: Request, response: Response, name: string): string {
    const value = randomBytes(32).toString("base64url");
    response.cookie(name, value, {
      httpOnly: true,
      sameSite: "lax",
      secure: request.secure,
      path: "/",
    });
    return value;
  }

  function issue(request: Request, response: Response): string {
    const visitor =
      cookieOf(request, VISITOR_COOKIE) ?? newCookie(request, response, VISITOR_COOKIE);
    const binding = cookieOf(request, CSRF_COOKIE) ?? newCookie(request, response, CSRF_COOKIE);
    const issuedAt = now().toString(36);
    const nonce = randomBytes(12).toString("base64url");
    return `${issuedAt}.${nonce}.${sign(visitor, binding, issuedAt, nonce)}`;
  }

  /**
   * Replaces the CSRF cookie: every token issued before stops working. Called when a customer
   * or an administrator signs in or out; the client asks for a new token afterwards.
   */
  function rotate(request: Request, response: Response): void {
    newCookie(request, response, CSRF_COOKIE);
  }

  function refusal(message: string): AppError {
    return new AppError("AUTH_CSRF_TOKEN_INVALID", { message });
  }

  function verify(request: Request): AppError | undefined {
    const token = request.get(CSRF_HEADER);
    if (!token)
      return refusal(
        "A security token is required for this request. Refresh the page and try again.",
      );
    const visitor: unknown = request.cookies?.[VISITOR_COOKIE];
    const binding: unknown = request.cookies?.[CSRF_COOKIE];
    const [issuedAt, nonce, signature, extra] = token.split(".");
    if (
      typeof visitor !== "string" ||
      typeof binding !== "string" ||
      !issuedAt ||
      !nonce ||
      !signature ||
      extra !== undefined
    ) {
      return refusal("Your security token is invalid. Refresh the page and try again.");
    }
    const expected = Buffer.from(sign(visitor, binding, issuedAt, nonce));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return refusal("Your security token is invalid. Refresh the page and try again.");
    }
    if (now() - Number.parseInt(issuedAt, 36) > ttl) {
      return refusal("Your security token has expired. Refresh the page and try again.");
    }
    return undefined;
  }

  /** Refuses mutating requests without a valid token for this visitor. */
  const protect: RequestHandler = (request, _response, next) => {
    next(SAFE_METHODS.has(request.method) ? undefined : verify(request));
  };

  return { protect, issue, rotate };
}

/** Issues CSRF tokens, guards mutations, and replaces the binding on sign-in and sign-out. */
export type Csrf = ReturnType<typeof createCsrf>;
