import { lookup } from "node:dns/promises";
import {
  type TUpdateWebsitePageRequest,
  type TWebsiteCrawl,
  type TWebsitePage,
  WEBSITE_URL_HINT,
} from "@ringline/api-client";
import type { Logger } from "pino";
import type { BackgroundWrites } from "../../core/background.js";
import { AppError } from "../../core/errors.js";
import type { Database } from "../../db/database.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { isPublicAddress } from "../../security/address-guard.js";
import {
  type CrawlLimits,
  type CrawlResult,
  crawlWebsite,
  DEFAULT_CRAWL_LIMITS,
  normalizeUrl,
  type SkipReason,
} from "./crawler.js";
import { NO_FINDINGS, siteFindings } from "./findings.js";
import { diffLines } from "./text-diff.js";

// Where the crawl's text lives: one `website_pages` row per page, holding what the site said
// (`crawledText`, and the text before the last crawl changed it) apart from what the owner
// wrote (`ownerText`). A re-crawl writes only the former, so an edit always survives; when the
// site changed under an edit the page says so (`changedSinceEdit`) and shows the site's diff.

export interface WebsiteServiceOptions {
  db: Database;
  logger: Logger;
  background: BackgroundWrites;
  /** Tests only: crawl loopback and private addresses (a site the test serves). */
  allowPrivateNetworks: boolean;
  limits?: Partial<CrawlLimits> | undefined;
  /** Called when what the receptionist knows changed (a crawl, an edit). */
  onKnowledgeChanged(userId: string): Promise<void>;
}

type PageRow = Prisma.WebsitePageGetPayload<object>;
type CrawlRow = Prisma.WebsiteCrawlGetPayload<object>;

const KNOWLEDGE_MAX_CHARS = 400_000;
const PROGRESS_EVERY_MS = 250;

const SKIP_WORDS: Record<SkipReason, string> = {
  robots: "its robots.txt does not allow crawling",
  limit: "the crawl reached its limit",
  error: "it did not answer with a page",
  "not-html": "it is not a web page",
  "private-address": "it is not publicly reachable",
  "off-site": "it leads to another website",
  noindex: "it asks not to be indexed",
};

export function pageView(row: PageRow): TWebsitePage {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    text: row.ownerText ?? row.crawledText,
    crawledText: row.crawledText,
    edited: row.ownerText !== null,
    included: row.included,
    lastCrawlStatus: row.lastCrawlStatus as TWebsitePage["lastCrawlStatus"],
    changedSinceEdit: row.changedSinceEdit,
    diff:
      row.lastCrawlStatus === "changed" && row.previousText !== null
        ? diffLines(row.previousText, row.crawledText)
        : [],
    crawledAt: row.crawledAt.toISOString(),
  };
}

function crawlView(row: CrawlRow): TWebsiteCrawl {
  const report = (row.report ?? {}) as {
    skipped?: Array<{ url: string; reason: string }>;
    changes?: TWebsiteCrawl["changes"];
    found?: TWebsiteCrawl["found"];
  };
  return {
    id: row.id,
    status: row.status as TWebsiteCrawl["status"],
    startUrls: row.startUrls,
    pagesCrawled: row.pagesCrawled,
    pagesQueued: row.pagesQueued,
    bytesFetched: row.bytesFetched,
    skipped: (report.skipped ?? []).slice(0, 100),
    changes: report.changes ?? { added: 0, changed: 0, unchanged: 0, removed: 0 },
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    found: report.found ?? NO_FINDINGS,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function crawlFailure(message: string, field = "websitesToCrawl"): AppError {
  return new AppError("AI_WEBSITE_CRAWL_FAILED", {
    message,
    fieldErrors: { [field]: [WEBSITE_URL_HINT] },
  });
}

export function createWebsiteService(options: WebsiteServiceOptions) {
  const { db, logger } = options;
  const limits = { ...DEFAULT_CRAWL_LIMITS, ...options.limits };
  const prisma = () => db.prisma;

  /** Refuses an address whose host does not resolve, or resolves to a non-public address. */
  async function checkReachable(address: string): Promise<void> {
    const url = new URL(address);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    let addresses: Array<{ address: string }>;
    try {
      addresses = await lookup(host, { all: true });
    } catch {
      throw crawlFailure(`We could not find ${url.hostname}.`);
    }
    if (
      !options.allowPrivateNetworks &&
      addresses.some((entry) => !isPublicAddress(entry.address))
    ) {
      throw crawlFailure(`${url.hostname} is not publicly reachable.`);
    }
  }

  /** Ends a crawl as failed, with words for the owner. */
  function failCrawl(id: string, errorMessage: string, extra: Prisma.WebsiteCrawlUpdateInput = {}) {
    return prisma().websiteCrawl.update({
      where: { id },
      data: {
        status: "failed",
        errorCode: "AI_WEBSITE_CRAWL_FAILED",
        errorMessage,
        finishedAt: new Date(),
        ...extra,
      },
    });
  }

  /** Writes a finished crawl's pages; the owner's text is never touched. */
  async function merge(userId: string, crawlId: string, result: CrawlResult) {
    const existing = new Map(
      (await prisma().websitePage.findMany({ where: { userId } })).map((row) => [row.url, row]),
    );
    const changes = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    const now = new Date();
    const writes: Prisma.PrismaPromise<unknown>[] = [];
    for (const page of result.pages) {
      const known = existing.get(page.url);
      existing.delete(page.url);
      const title = page.title?.slice(0, 500) ?? null;
      if (!known) {
        changes.added += 1;
        writes.push(
          prisma().websitePage.create({
            data: { userId, url: page.url, title, crawledText: page.text, crawledAt: now },
          }),
        );
      } else if (known.crawledText !== page.text) {
        changes.changed += 1;
        writes.push(
          prisma().websitePage.update({
            where: { id: known.id },
            data: {
              title,
              previousText: known.crawledText,
              crawledText: page.text,
              lastCrawlStatus: "changed",
              changedSinceEdit: known.ownerText !== null || known.changedSinceEdit,
              crawledAt: now,
            },
          }),
        );
      } else {
        changes.unchanged += 1;
        writes.push(
          prisma().websitePage.update({
            where: { id: known.id },
            data: { title, previousText: null, lastCrawlStatus: "unchanged", crawledAt: now },
          }),
        );
      }
    }
    // A page the crawl did not reach is gone only when nothing cut the crawl short.
    if (result.stoppedBy === null) {
      for (const gone of existing.values()) {
        if (gone.lastCrawlStatus === "removed") continue;
        changes.removed += 1;
        writes.push(
          prisma().websitePage.update({
            where: { id: gone.id },
            data: { lastCrawlStatus: "removed", previousText: null },
          }),
        );
      }
    }
    await prisma().$transaction(writes);
    logger.debug({ userId, crawlId, changes }, "website crawl merged");
    return changes;
  }

  async function run(userId: string, crawlId: string, urls: string[]): Promise<void> {
    let lastWrite = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const result = await crawlWebsite({
      startUrls: urls,
      limits,
      allowPrivateNetworks: options.allowPrivateNetworks,
      onProgress: (progress) => {
        if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = Date.now();
        writing = writing.then(() =>
          prisma().websiteCrawl.update({ where: { id: crawlId }, data: progress }),
        );
      },
    });
    await writing;
    const skipped = result.skipped.map((entry) => ({ url: entry.url, reason: entry.reason }));
    if (result.pages.length === 0) {
      const first = result.skipped.find((entry) => urls.includes(entry.url)) ?? result.skipped[0];
      await failCrawl(
        crawlId,
        first
          ? `We could not read ${first.url}: ${SKIP_WORDS[first.reason]}.`
          : "We found no readable text on your website.",
        {
          pagesQueued: 0,
          bytesFetched: result.bytesFetched,
          report: { skipped, stoppedBy: result.stoppedBy },
        },
      );
      return;
    }
    const changes = await merge(userId, crawlId, result);
    await prisma().websiteCrawl.update({
      where: { id: crawlId },
      data: {
        status: "done",
        pagesCrawled: result.pages.length,
        pagesQueued: 0,
        bytesFetched: result.bytesFetched,
        report: {
          skipped,
          changes,
          stoppedBy: result.stoppedBy,
          found: siteFindings(
            result.pages,
            urls.map((url) => normalizeUrl(url) ?? url),
          ),
        },
        finishedAt: new Date(),
      },
    });
    if (changes.added + changes.changed + changes.removed > 0) {
      await options.onKnowledgeChanged(userId);
    }
  }

  /** A crawl left `running` by a stopped server is failed when next read. */
  async function latestCrawl(userId: string): Promise<CrawlRow | null> {
    const row = await prisma().websiteCrawl.findFirst({
      where: { userId },
      orderBy: { startedAt: "desc" },
    });
    const staleAfter = limits.totalTimeMs + 60_000;
    if (row?.status === "running" && Date.now() - row.startedAt.getTime() > staleAfter) {
      return failCrawl(row.id, "The crawl was interrupted. Please start it again.");
    }
    return row;
  }

  return {
    async knowledge(userId: string) {
      const [crawl, pages] = await Promise.all([
        latestCrawl(userId),
        prisma().websitePage.findMany({ where: { userId }, orderBy: { url: "asc" } }),
      ]);
      return { crawl: crawl ? crawlView(crawl) : null, pages: pages.map(pageView) };
    },

    /** Starts a crawl of the saved websites (one at a time); the crawl runs after the answer. */
    async startCrawl(userId: string, urls: string[]): Promise<TWebsiteCrawl> {
      if (urls.length === 0) throw crawlFailure("Add your website's address first.");
      const current = await latestCrawl(userId);
      if (current?.status === "running") return crawlView(current);
      for (const url of urls) await checkReachable(url);
      const crawl = await prisma().websiteCrawl.create({
        data: { userId, startUrls: urls, pagesQueued: urls.length },
      });
      options.background.run("website crawl", async () => {
        try {
          await run(userId, crawl.id, urls);
        } catch (error) {
          logger.error({ err: error, crawlId: crawl.id }, "website crawl failed");
          await failCrawl(crawl.id, "The crawl stopped unexpectedly. Please try again.");
        }
      });
      return crawlView(crawl);
    },

    /** The owner's edit of a page (`text: null` restores the crawled text). */
    async updatePage(userId: string, change: TUpdateWebsitePageRequest): Promise<TWebsitePage> {
      const row = await prisma().websitePage.findFirst({ where: { id: change.id, userId } });
      if (!row)
        throw new AppError("API_NOT_FOUND", { message: "This page is not in your website." });
      const data: Prisma.WebsitePageUpdateInput = {};
      if (change.text !== undefined) {
        const edited = change.text !== null && change.text !== row.crawledText;
        data.ownerText = edited ? change.text : null;
        data.ownerEditedAt = edited ? new Date() : null;
        data.changedSinceEdit = false;
      }
      if (change.included !== undefined) data.included = change.included;
      const updated = await prisma().websitePage.update({ where: { id: row.id }, data });
      await options.onKnowledgeChanged(userId);
      return pageView(updated);
    },

    /** What the receptionist knows of the website: the included pages' text, edits first. */
    async knowledgeText(userId: string): Promise<string> {
      const pages = await prisma().websitePage.findMany({
        where: { userId, included: true },
        orderBy: { url: "asc" },
      });
      const text = pages
        .filter((page) => page.lastCrawlStatus !== "removed" || page.ownerText !== null)
        .map((page) => {
          const body = page.ownerText ?? page.crawledText;
          return `# ${page.title ?? page.url}\nSource: ${page.url}\n\n${body}`;
        })
        .join("\n\n");
      return text.slice(0, KNOWLEDGE_MAX_CHARS);
    },
  };
}

export type WebsiteService = ReturnType<typeof createWebsiteService>;
