import { createHash } from "node:crypto";
import type { RateLimitRule } from "@ringline/api-client";
import type { Request, RequestHandler } from "express";
import {
  type IncrementResponse,
  ipKeyGenerator,
  MemoryStore,
  type Options,
  rateLimit,
  type Store,
} from "express-rate-limit";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { RedisStore } from "rate-limit-redis";
import { AppError } from "../core/errors.js";
import { embedOf } from "./embed.js";

/**
 * Figures that replace a rule's, by rule name (tests, or a deployment's own numbers). A rule
 * counted per account too takes `accountLimit` for that count, else the override's `limit`.
 */
export type RateLimitOverrides = Readonly<
  Record<
    string,
    Pick<RateLimitRule, "windowMs" | "limit"> & {
      accountLimit?: number | undefined;
      /** The per-embed-key count's limit (else the rule's). */
      embedKeyLimit?: number | undefined;
      /** One address's limit through one embed key (else the rule's `perAddress`). */
      embedKeyAddressLimit?: number | undefined;
    }
  >
>;

export interface RateLimitOptions {
  /** Shared counters for every instance; memory of this process when absent. */
  redis?: Redis | undefined;
  /** Key prefix in Redis (tests use one per app so that runs never share counters). */
  prefix?: string | undefined;
  overrides?: RateLimitOverrides | undefined;
  logger: Logger;
}

/**
 * Counts in Redis (shared by every instance) and also in this process's memory, and answers
 * the larger count: a Redis outage, or a Redis not connected yet, must neither lock everyone
 * out nor switch the limits off, and hits counted in memory during an outage still count once
 * Redis is back. The Redis store is made on first use and again after a failure, so a script
 * that could not be loaded before the connection was ready is loaded once it is.
 */
class RedisWithMemoryFallback implements Store {
  readonly #makeRedisStore: () => Store;
  readonly #memory = new MemoryStore();
  readonly #onFailure: (error: unknown) => void;
  readonly #onSuccess: () => void;
  readonly #paused: () => boolean;
  #redis: Store | undefined;
  #options: Options | undefined;

  constructor(
    makeRedisStore: () => Store,
    onFailure: (error: unknown) => void,
    onSuccess: () => void,
    paused: () => boolean,
  ) {
    this.#makeRedisStore = makeRedisStore;
    this.#onFailure = onFailure;
    this.#onSuccess = onSuccess;
    this.#paused = paused;
  }

  init(options: Options): void {
    this.#options = options;
    this.#memory.init(options);
  }

  #primary(): Store {
    if (!this.#redis) {
      const store = this.#makeRedisStore();
      if (this.#options) void Promise.resolve(store.init?.(this.#options)).catch(() => undefined);
      this.#redis = store;
    }
    return this.#redis;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const local = await this.#memory.increment(key);
    // Redis failed a moment ago: count in memory without waiting for it again.
    if (this.#paused()) return local;
    try {
      const shared = await this.#primary().increment(key);
      this.#onSuccess();
      return shared.totalHits >= local.totalHits ? shared : local;
    } catch (error) {
      this.#redis = undefined;
      this.#onFailure(error);
      return local;
    }
  }

  async decrement(key: string): Promise<void> {
    await Promise.allSettled([this.#primary().decrement(key), this.#memory.decrement(key)]);
  }

  async resetKey(key: string): Promise<void> {
    await Promise.allSettled([this.#primary().resetKey(key), this.#memory.resetKey(key)]);
  }
}

/** How long the limits count in memory only after Redis failed, before asking it again. */
export const REDIS_PAUSE_MS = 5000;

/**
 * The account a request names, for a per-account count: the body field, trimmed and in lower
 * case, hashed so that a key stays short whatever was sent; undefined when the field is not a
 * string (validation refuses that request next).
 */
export function accountKey(request: Request, field: string): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  if (typeof value !== "string") return undefined;
  return typedAccountKey(value);
}

/**
 * An account as typed (an e-mail address or username): trimmed, in lower case and hashed, so
 * that every way of writing it counts as one; undefined when nothing was typed.
 */
export function typedAccountKey(typed: string): string | undefined {
  const normalised = typed.normalize("NFKC").trim().toLowerCase();
  if (normalised.length === 0) return undefined;
  return createHash("sha256").update(normalised).digest("base64url");
}

/**
 * When a limiter runs: `request` before the caller is known (per address, and per account a
 * body field names), `signed-in` after (per signed-in customer).
 */
export type RateLimitStage = "request" | "signed-in";

const signedInAccounts = new WeakMap<Request, string>();

/**
 * Names the signed-in account a request acts for, for a rule counted per signed-in customer
 * (`perAccount.signedIn`): the route table calls it once the caller is known, before the
 * rule's `signed-in` limiter runs.
 */
export function countAsAccount(request: Request, account: string): void {
  signedInAccounts.set(request, account);
}

/**
 * One limiter per rule name, answering 429 `API_RATE_LIMITED` with Retry-After. Counted per
 * IP address (IPv6 by /56, as the library recommends) and, for a rule with `perAccount`, per
 * account named in the body as well, whatever address it comes from. A rule counted per
 * signed-in customer has a second limiter, the `signed-in` stage, which the route table runs
 * once the caller is known; the address is counted before, as for any route.
 */
export function createRateLimiters(
  options: RateLimitOptions,
): (rule: RateLimitRule, stage?: RateLimitStage) => RequestHandler {
  const prefix = options.prefix ?? "rl:rate:";
  const limiters = new Map<string, RequestHandler>();
  let lastWarning = 0;
  let inMemory = false;
  // After a failure (refused, or silent past the command timeout) every limiter counts in
  // memory for a few seconds before asking Redis again: a Redis that stopped answering costs
  // one timeout now and then, not one on every request.
  let pausedUntil = 0;
  const paused = () => Date.now() < pausedUntil;
  // A connection made again is asked at once.
  options.redis?.on("ready", () => {
    pausedUntil = 0;
  });
  const warn = (error: unknown) => {
    inMemory = true;
    pausedUntil = Date.now() + REDIS_PAUSE_MS;
    // At most one line a minute: an outage would otherwise log on every request.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    options.logger.warn({ err: error }, "rate limits: Redis failed, counting in memory meanwhile");
  };
  const recovered = () => {
    if (!inMemory) return;
    inMemory = false;
    lastWarning = 0;
    options.logger.info("rate limits: Redis answers again, counting there");
  };

  function storeFor(keyPrefix: string): Store | undefined {
    const redis = options.redis;
    if (!redis) return undefined;
    return new RedisWithMemoryFallback(
      () =>
        new RedisStore({
          prefix: keyPrefix,
          sendCommand: (command: string, ...args: string[]) =>
            redis.call(command, ...args) as Promise<number>,
        }),
      warn,
      recovered,
      paused,
    );
  }

  function counter(
    keyPrefix: string,
    windowMs: number,
    limit: number,
    keyOf: (request: Request) => string | undefined,
  ): RequestHandler {
    const store = storeFor(keyPrefix);
    return rateLimit({
      windowMs,
      limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      ...(store ? { store } : {}),
      keyGenerator: (request) => keyOf(request) ?? "",
      skip: (request) => keyOf(request) === undefined,
      handler: (_request, response, next) => {
        // The library has set Retry-After (seconds until the window resets) by now.
        const header = Number(response.getHeader("retry-after"));
        const retryAfter =
          Number.isFinite(header) && header > 0 ? header : Math.ceil(windowMs / 1000);
        next(new AppError("API_RATE_LIMITED", { retryAfter }));
      },
    });
  }

  function make(rule: RateLimitRule): RequestHandler {
    const override = options.overrides?.[rule.name];
    const windowMs = override?.windowMs ?? rule.windowMs;
    const perIp = counter(
      `${prefix}${rule.name}:`,
      windowMs,
      override?.limit ?? rule.limit,
      (request) => ipKeyGenerator(request.ip ?? "unknown"),
    );
    const perAccount = rule.perAccount;
    if (!perAccount || !("field" in perAccount)) return perIp;
    const perAccountCounter = counter(
      `${prefix}${rule.name}:account:`,
      windowMs,
      override ? (override.accountLimit ?? override.limit) : perAccount.limit,
      (request) => accountKey(request, perAccount.field),
    );
    // The IP's count first: a request it refuses is not held against the account.
    return (request, response, next) => {
      perIp(request, response, (error?: unknown) => {
        if (error) {
          next(error);
          return;
        }
        perAccountCounter(request, response, next);
      });
    };
  }

  // The signed-in customer's own account, from every session and address together.
  function makeSignedIn(rule: RateLimitRule): RequestHandler {
    const perAccount = rule.perAccount;
    if (!perAccount || !("signedIn" in perAccount)) {
      return (_request, _response, next) => next();
    }
    const override = options.overrides?.[rule.name];
    return counter(
      `${prefix}${rule.name}:account:`,
      override?.windowMs ?? rule.windowMs,
      override ? (override.accountLimit ?? override.limit) : perAccount.limit,
      (request) => signedInAccounts.get(request),
    );
  }

  // Widgets on partner sites: every visitor of one embed key together, beside each IP's count.
  function withEmbedKeyCount(rule: RateLimitRule, limiter: RequestHandler): RequestHandler {
    const perEmbedKey = rule.perEmbedKey;
    if (!perEmbedKey) return limiter;
    const override = options.overrides?.[rule.name];
    const windowMs = override?.windowMs ?? rule.windowMs;
    const perKey = counter(
      `${prefix}${rule.name}:embed:`,
      windowMs,
      override?.embedKeyLimit ?? perEmbedKey.limit,
      (request) => embedOf(request)?.keyId,
    );
    const perKeyAddress = counter(
      `${prefix}${rule.name}:embed-address:`,
      windowMs,
      override?.embedKeyAddressLimit ?? perEmbedKey.perAddress,
      (request) => {
        const keyId = embedOf(request)?.keyId;
        return keyId && `${keyId}:${ipKeyGenerator(request.ip ?? "unknown")}`;
      },
    );
    // The address's counts first: what they refuse is not spent from the key's allowance.
    const chain = [limiter, perKeyAddress, perKey];
    return (request, response, next) => {
      const step = (index: number) => (error?: unknown) => {
        if (error || index === chain.length) {
          next(error);
          return;
        }
        chain[index]?.(request, response, step(index + 1));
      };
      step(0)();
    };
  }

  const signedInLimiters = new Map<string, RequestHandler>();
  return (rule, stage = "request") => {
    if (stage === "signed-in") {
      let limiter = signedInLimiters.get(rule.name);
      if (!limiter) {
        limiter = makeSignedIn(rule);
        signedInLimiters.set(rule.name, limiter);
      }
      return limiter;
    }
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = withEmbedKeyCount(rule, make(rule));
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
}
