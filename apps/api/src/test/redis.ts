// Redis in tests: the server may be shared (CI's local Redis, other suites, other runs), so
// suites remove only their own keys, never FLUSHDB.
import { Redis } from "ioredis";

/** Deletes the keys matching any of `patterns` (SCAN's glob); answers how many it deleted. */
export async function deleteRedisKeys(url: string, patterns: readonly string[]): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let deleted = 0;
    for (const pattern of patterns) {
      let cursor = "0";
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
        cursor = next;
        if (keys.length > 0) deleted += await redis.del(...keys);
      } while (cursor !== "0");
    }
    return deleted;
  } finally {
    await redis.quit();
  }
}
