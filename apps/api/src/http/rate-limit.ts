import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit, type Store } from "express-rate-limit";
import type { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import { AppError } from "./app-error.js";

/** The endpoints with a limit of their own. */
export type RateLimitName =
  | "login"
  | "signup"
  | "passwordReset"
  | "contact"
  | "demoBooking"
  | "chat"
  | "clientError"
  | "adminLogin";

export interface RateLimitRule {
  windowMs: number;
  /** Requests allowed per client (IP address) and window. */
  limit: number;
}

const MINUTE = 60 * 1000;

/** Per IP address: tight where passwords are guessed or e-mails sent, looser for forms. */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitName, RateLimitRule>> = {
  login: { windowMs: 15 * MINUTE, limit: 10 },
  adminLogin: { windowMs: 15 * MINUTE, limit: 5 },
  signup: { windowMs: 60 * MINUTE, limit: 10 },
  passwordReset: { windowMs: 60 * MINUTE, limit: 5 },
  contact: { windowMs: 60 * MINUTE, limit: 10 },
  demoBooking: { windowMs: 60 * MINUTE, limit: 10 },
  chat: { windowMs: MINUTE, limit: 30 },
  clientError: { windowMs: MINUTE, limit: 30 },
};

export interface RateLimitOptions {
  /** Shared counters for every instance; memory of this process when absent. */
  redis?: Redis | undefined;
  /** Key prefix in Redis (tests use one per app so that runs never share counters). */
  prefix?: string | undefined;
  /** Replaces some of the defaults (tests, or a deployment's own figures). */
  overrides?: Partial<Record<RateLimitName, RateLimitRule>> | undefined;
}

export type RateLimiters = Record<RateLimitName, RequestHandler>;

/** One limiter per endpoint, answering 429 `API_RATE_LIMITED` with Retry-After. */
export function createRateLimiters(options: RateLimitOptions = {}): RateLimiters {
  const prefix = options.prefix ?? "rl:rate:";
  const make = (name: RateLimitName): RequestHandler => {
    const rule = options.overrides?.[name] ?? DEFAULT_RATE_LIMITS[name];
    const redis = options.redis;
    const store: Store | undefined = redis
      ? new RedisStore({
          prefix: `${prefix}${name}:`,
          sendCommand: (command: string, ...args: string[]) =>
            redis.call(command, ...args) as Promise<number>,
        })
      : undefined;
    return rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      ...(store ? { store } : {}),
      // Counted per address (IPv6 by /56, as the library recommends).
      keyGenerator: (request) => ipKeyGenerator(request.ip ?? "unknown"),
      // A Redis outage must not lock everyone out.
      passOnStoreError: true,
      handler: (_request, response, next) => {
        // The library has set Retry-After (seconds until the window resets) by now.
        const header = Number(response.getHeader("retry-after"));
        const retryAfter =
          Number.isFinite(header) && header > 0 ? header : Math.ceil(rule.windowMs / 1000);
        next(new AppError("API_RATE_LIMITED", { retryAfter }));
      },
    });
  };
  return {
    login: make("login"),
    adminLogin: make("adminLogin"),
    signup: make("signup"),
    passwordReset: make("passwordReset"),
    contact: make("contact"),
    demoBooking: make("demoBooking"),
    chat: make("chat"),
    clientError: make("clientError"),
  };
}
