import robotsParser from "robots-parser";
import { type SafeFetchOptions, safeFetch } from "../../security/safe-fetch.js";

// robots.txt, per RFC 9309: rules for our user agent (or `*`); a missing file (4xx) allows
// everything; a file that cannot be had (5xx, network) disallows everything for that site.

/** The crawler's name in robots.txt and its User-Agent product token. */
export const CRAWLER_AGENT = "RinglineBot";

export interface RobotsRules {
  isAllowed(url: string): boolean;
  /** The site's Crawl-delay for us, in milliseconds (0 when none). */
  delayMs: number;
  /** The site is not publicly reachable: nothing of it may be fetched. */
  refused?: boolean;
}

const ALLOW_ALL: RobotsRules = { isAllowed: () => true, delayMs: 0 };
const DISALLOW_ALL: RobotsRules = { isAllowed: () => false, delayMs: 0 };

/** Reads a site's robots.txt. */
export async function robotsFor(
  origin: string,
  options: Omit<SafeFetchOptions, "mayFollow">,
): Promise<RobotsRules> {
  const robotsUrl = `${origin}/robots.txt`;
  const answer = await safeFetch(robotsUrl, {
    ...options,
    maxBytes: Math.min(options.maxBytes, 500_000),
    mayFollow: (url) => url.origin === origin || url.pathname === "/robots.txt",
  });
  if (answer.kind === "refused" && answer.reason === "private-address") {
    return { ...DISALLOW_ALL, refused: true };
  }
  if (answer.kind !== "ok") return DISALLOW_ALL;
  if (answer.status >= 400 && answer.status < 500) return ALLOW_ALL;
  if (answer.status >= 500) return DISALLOW_ALL;
  const robots = robotsParser(robotsUrl, answer.body.toString("utf8"));
  const delaySeconds = Number(robots.getCrawlDelay(CRAWLER_AGENT) ?? 0);
  return {
    isAllowed: (url) => robots.isAllowed(url, CRAWLER_AGENT) !== false,
    delayMs: Number.isFinite(delaySeconds) ? Math.max(0, delaySeconds * 1000) : 0,
  };
}
