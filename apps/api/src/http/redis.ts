import { Redis } from "ioredis";
import type { Logger } from "pino";

/** How long a Redis command may take before the limits count in memory instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

/**
 * The Redis connection the rate limits count in, bounded like the database: connecting may
 * take 5 s, a command 300 ms, and while the connection is down commands fail at once (no offline
 * queue) so that the limiter counts in memory instead of waiting. ioredis reconnects by itself;
 * each change is logged.
 *
 * @example
 * ```ts
 * const redis = await connectRedis(config.redisUrl, logger);
 * ```
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    lazyConnect: true,
    connectTimeout: 5000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  redis.on("error", (error: Error) => logger.warn({ err: error }, "Redis connection problem"));
  redis.on("ready", () => logger.info("Redis connected: rate limits count there"));
  // Rate limits count in memory until Redis answers (and whenever it stops), never not at all.
  await redis.connect().catch((error: unknown) => {
    logger.warn(
      { err: error },
      "Redis is not reachable yet; rate limits count in memory meanwhile",
    );
  });
  return redis;
}
