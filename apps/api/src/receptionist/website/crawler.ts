import { safeFetch } from "../../security/safe-fetch.js";
import { type ExtractedPage, extractPage } from "./extract.js";
import type { PageFindings } from "./findings.js";
import { CRAWLER_AGENT, type RobotsRules, robotsFor } from "./robots.js";

// The website crawl: breadth-first from the owner's addresses, same site only, robots.txt
// honoured, bounded in pages, bytes and time, a few pages at a time, reporting progress.

export interface CrawlLimits {
  maxPages: number;
  /** Decoded bytes kept of one page. */
  maxPageBytes: number;
  /** Decoded bytes fetched in all. */
  maxTotalBytes: number;
  pageTimeoutMs: number;
  totalTimeMs: number;
  concurrency: number;
  /** The longest Crawl-delay honoured; a site asking for more gets this. */
  maxDelayMs: number;
}

export const DEFAULT_CRAWL_LIMITS: CrawlLimits = {
  maxPages: 50,
  maxPageBytes: 1_000_000,
  maxTotalBytes: 10_000_000,
  pageTimeoutMs: 10_000,
  totalTimeMs: 90_000,
  concurrency: 4,
  maxDelayMs: 1000,
};

export interface CrawlProgress {
  pagesCrawled: number;
  pagesQueued: number;
  bytesFetched: number;
}

export interface CrawledPage {
  url: string;
  title: string | null;
  text: string;
  /** What an HTML page says about the business. */
  findings?: PageFindings | undefined;
}

/** Why a URL was left out. */
export type SkipReason =
  | "robots"
  | "limit"
  | "error"
  | "not-html"
  | "private-address"
  | "off-site"
  | "noindex";

export interface CrawlResult {
  pages: CrawledPage[];
  skipped: Array<{ url: string; reason: SkipReason }>;
  bytesFetched: number;
  /** Which limit ended the crawl, if one did. */
  stoppedBy: "pages" | "bytes" | "time" | null;
}

export interface CrawlOptions {
  startUrls: string[];
  limits?: Partial<CrawlLimits> | undefined;
  /** Tests only: reach loopback and private addresses (a site the test serves). */
  allowPrivateNetworks: boolean;
  onProgress?: ((progress: CrawlProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * A site: its host without `www.` and its port unless the default, so `http://example.com`,
 * `https://www.example.com` are one site and another port is another.
 */
export function siteOf(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return url.port ? `${host}:${url.port}` : host;
}

/** One spelling per page: no fragment, lower-case host, no default port. */
export function normalizeUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.toString();
  } catch {
    return null;
  }
}

const SKIPPED_EXTENSIONS =
  /\.(pdf|jpe?g|png|gif|webp|svg|ico|css|js|mjs|json|xml|zip|gz|mp3|mp4|mov|avi|woff2?|ttf|eot|docx?|xlsx?|pptx?)$/i;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Crawls the sites of `startUrls`; the caller turns an empty result into a failure. */
export async function crawlWebsite(options: CrawlOptions): Promise<CrawlResult> {
  const limits = { ...DEFAULT_CRAWL_LIMITS, ...options.limits };
  const deadline = AbortSignal.timeout(limits.totalTimeMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const sites = new Set<string>();
  const queue: string[] = [];
  const seen = new Set<string>();
  for (const start of options.startUrls) {
    const url = normalizeUrl(start);
    if (!url || seen.has(url)) continue;
    sites.add(siteOf(new URL(url)));
    seen.add(url);
    queue.push(url);
  }
  const result: CrawlResult = { pages: [], skipped: [], bytesFetched: 0, stoppedBy: null };
  const robots = new Map<string, Promise<RobotsRules>>();
  const lastRequestAt = new Map<string, number>();
  let inFlight = 0;
  const fetchOptions = {
    allowPrivate: options.allowPrivateNetworks,
    timeoutMs: limits.pageTimeoutMs,
    userAgent: `Mozilla/5.0 (compatible; ${CRAWLER_AGENT}/1.0; +https://ringline.ai/bot)`,
    signal,
  };
  const report = () =>
    options.onProgress?.({
      pagesCrawled: result.pages.length,
      pagesQueued: queue.length + inFlight,
      bytesFetched: result.bytesFetched,
    });
  const inSite = (url: URL) =>
    (url.protocol === "http:" || url.protocol === "https:") && sites.has(siteOf(url));
  const rulesFor = (url: URL) => {
    let rules = robots.get(url.origin);
    if (!rules) {
      rules = robotsFor(url.origin, { ...fetchOptions, maxBytes: limits.maxPageBytes });
      robots.set(url.origin, rules);
    }
    return rules;
  };

  const visit = async (address: string) => {
    const url = new URL(address);
    const rules = await rulesFor(url);
    if (rules.refused) {
      result.skipped.push({ url: address, reason: "private-address" });
      return;
    }
    if (!rules.isAllowed(address)) {
      result.skipped.push({ url: address, reason: "robots" });
      return;
    }
    const delay = Math.min(rules.delayMs, limits.maxDelayMs);
    if (delay > 0) {
      const since = Date.now() - (lastRequestAt.get(url.origin) ?? 0);
      lastRequestAt.set(url.origin, Date.now() + Math.max(0, delay - since));
      if (since < delay) await wait(delay - since, signal);
    }
    const room = limits.maxTotalBytes - result.bytesFetched;
    const answer = await safeFetch(address, {
      ...fetchOptions,
      maxBytes: Math.max(1, Math.min(limits.maxPageBytes, room)),
      mayFollow: inSite,
    });
    if (answer.kind !== "ok") {
      const reason = answer.kind === "refused" ? answer.reason : "error";
      result.skipped.push({ url: address, reason: reason === "scheme" ? "error" : reason });
      return;
    }
    result.bytesFetched += answer.body.length;
    if (answer.status >= 400 || !/html|text\/plain/i.test(answer.contentType)) {
      const reason = answer.status >= 400 ? "error" : "not-html";
      result.skipped.push({ url: address, reason });
      return;
    }
    const html = answer.body.toString("utf8");
    const page: ExtractedPage = /html/i.test(answer.contentType)
      ? extractPage(html, answer.url)
      : { title: null, text: html.trim(), links: [], noindex: false, nofollow: false };
    for (const link of page.links) {
      const next = normalizeUrl(link);
      if (!next || seen.has(next)) continue;
      seen.add(next);
      const nextUrl = new URL(next);
      if (!inSite(nextUrl) || SKIPPED_EXTENSIONS.test(nextUrl.pathname)) continue;
      queue.push(next);
    }
    const finalUrl = normalizeUrl(answer.url) ?? address;
    if (page.noindex) {
      result.skipped.push({ url: finalUrl, reason: "noindex" });
    } else if (page.text !== "" && !result.pages.some((known) => known.url === finalUrl)) {
      result.pages.push({
        url: finalUrl,
        title: page.title,
        text: page.text,
        findings: page.findings,
      });
    }
  };

  // Workers wait for a page in flight to finish (it may queue links) before they give up.
  let waiters: Array<() => void> = [];
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };
  signal.addEventListener("abort", wake);

  const worker = async () => {
    for (;;) {
      if (signal.aborted) {
        if (queue.length > 0 || inFlight > 0) result.stoppedBy = "time";
        return;
      }
      if (result.bytesFetched >= limits.maxTotalBytes) {
        // The last page was cut at the limit, and with it the links it had.
        result.stoppedBy = "bytes";
        return;
      }
      if (result.pages.length >= limits.maxPages) {
        if (queue.length > 0) result.stoppedBy = "pages";
        return;
      }
      const next = result.pages.length + inFlight < limits.maxPages ? queue.shift() : undefined;
      if (next === undefined) {
        if (inFlight === 0) return;
        await changed();
        continue;
      }
      inFlight += 1;
      try {
        await visit(next);
      } catch {
        result.skipped.push({ url: next, reason: "error" });
      } finally {
        inFlight -= 1;
        report();
        wake();
      }
    }
  };
  report();
  await Promise.all(Array.from({ length: Math.max(1, limits.concurrency) }, worker));
  signal.removeEventListener("abort", wake);
  for (const url of queue) result.skipped.push({ url, reason: "limit" });
  return result;
}
