import type { RateLimitRule } from "@ringline/api-client";
import type { RequestHandler } from "express";
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

/** Figures that replace a rule's, by rule name (tests, or a deployment's own numbers). */
export type RateLimitOverrides = Readonly<
  Record<string, Pick<RateLimitRule, "windowMs" | "limit">>
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
  #redis: Store | undefined;
  #options: Options | undefined;

  constructor(makeRedisStore: () => Store, onFailure: (error: unknown) => void) {
    this.#makeRedisStore = makeRedisStore;
    this.#onFailure = onFailure;
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
    try {
      const shared = await this.#primary().increment(key);
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

/**
 * One limiter per rule name, answering 429 `API_RATE_LIMITED` with Retry-After. Counted per
 * IP address (IPv6 by /56, as the library recommends).
 */
export function createRateLimiters(
  options: RateLimitOptions,
): (rule: RateLimitRule) => RequestHandler {
  const prefix = options.prefix ?? "rl:rate:";
  const limiters = new Map<string, RequestHandler>();
  let lastWarning = 0;
  const warn = (error: unknown) => {
    // At most one line a minute: an outage would otherwise log on every request.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    options.logger.warn({ err: error }, "rate limits: Redis failed, counting in memory meanwhile");
  };

  function make(rule: RateLimitRule): RequestHandler {
    const figures = options.overrides?.[rule.name] ?? rule;
    const redis = options.redis;
    const store: Store | undefined = redis
      ? new RedisWithMemoryFallback(
          () =>
            new RedisStore({
              prefix: `${prefix}${rule.name}:`,
              sendCommand: (command: string, ...args: string[]) =>
                redis.call(command, ...args) as Promise<number>,
            }),
          warn,
        )
      : undefined;
    return rateLimit({
      windowMs: figures.windowMs,
      limit: figures.limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      ...(store ? { store } : {}),
      keyGenerator: (request) => ipKeyGenerator(request.ip ?? "unknown"),
      handler: (_request, response, next) => {
        // The library has set Retry-After (seconds until the window resets) by now.
        const header = Number(response.getHeader("retry-after"));
        const retryAfter =
          Number.isFinite(header) && header > 0 ? header : Math.ceil(figures.windowMs / 1000);
        next(new AppError("API_RATE_LIMITED", { retryAfter }));
      },
    });
  }

  return (rule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = make(rule);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };
}
