import { type TWebsiteCrawl, type TWebsitePage, WEBSITE_URL_HINT } from "@ringline/api-client";
import { queryKeyOf, routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { Badge, type BadgeVariant, Button, Checkbox, Skeleton } from "@ringline/react-widgets";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { describeFailure } from "./settings-form.js";

const STATUS: Record<TWebsitePage["lastCrawlStatus"], { label: string; variant: BadgeVariant }> = {
  added: { label: "New", variant: "info" },
  changed: { label: "Changed", variant: "warning" },
  unchanged: { label: "Unchanged", variant: "neutral" },
  removed: { label: "Gone from the site", variant: "danger" },
};

/**
 * Reads the website's knowledge again after a crawl started. A read already in flight began
 * before the crawl and would answer without it (TanStack Query joins a first read instead of
 * starting another), so it is cancelled first.
 */
export async function followStartedCrawl(queryClient: QueryClient): Promise<void> {
  const queryKey = queryKeyOf("getWebsiteKnowledge");
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function CrawlProgress({ crawl }: { crawl: TWebsiteCrawl }) {
  if (crawl.status === "running") {
    const total = crawl.pagesCrawled + crawl.pagesQueued;
    return (
      <div className="crawl-progress" role="status" aria-live="polite">
        <progress value={crawl.pagesCrawled} max={Math.max(total, 1)} aria-label="Crawl progress" />
        <span>
          Reading your website… {crawl.pagesCrawled} pages read, {crawl.pagesQueued} waiting (
          {kilobytes(crawl.bytesFetched)})
        </span>
      </div>
    );
  }
  if (crawl.status === "failed") {
    return (
      <p className="form-alert" role="alert">
        {crawl.errorMessage ?? "We could not read your website."} {WEBSITE_URL_HINT}
      </p>
    );
  }
  const { added, changed, removed } = crawl.changes;
  const left = crawl.skipped.length;
  return (
    <p className="muted" role="status">
      Read {crawl.pagesCrawled} pages: {added} new, {changed} changed, {removed} gone.
      {left > 0 && ` ${left} left out (robots.txt, limits or errors).`}
    </p>
  );
}

function PageDiff({ page }: { page: TWebsitePage }) {
  if (page.diff.length === 0) return null;
  return (
    <div className="page-diff">
      <p className="muted">What the site changed in the last crawl:</p>
      <ul aria-label={`Changes to ${page.title ?? page.url}`}>
        {page.diff
          .filter((line) => line.kind !== "same")
          .map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: diff lines are read in order, never reordered.
            <li key={index} className={`diff-${line.kind}`}>
              <span aria-hidden="true">{line.kind === "added" ? "+ " : "− "}</span>
              <span className="visually-hidden">
                {line.kind === "added" ? "Added: " : "Removed: "}
              </span>
              {line.text}
            </li>
          ))}
      </ul>
    </div>
  );
}

function PageEditor({ page }: { page: TWebsitePage }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [text, setText] = useState(page.text);
  const update = useMutation({
    mutationFn: (change: { text?: string | null; included?: boolean }) =>
      api.updateWebsitePage({ id: page.id, ...change }),
    onSuccess: (answer) => {
      setText(answer.page.text);
      return queryClient.invalidateQueries({ queryKey: queryKeyOf("getWebsiteKnowledge") });
    },
  });
  const status = STATUS[page.lastCrawlStatus];
  return (
    <li className="website-page">
      <div className="website-page-head">
        <div>
          <strong>{page.title ?? page.url}</strong>
          <span className="muted website-page-url">{page.url}</span>
        </div>
        <div className="website-page-badges">
          <Badge variant={status.variant}>{status.label}</Badge>
          {page.edited && <Badge variant="success">Your edit</Badge>}
        </div>
      </div>
      {page.changedSinceEdit && (
        <p className="notice">
          The site changed after you edited this page. Your edit is kept; compare it with the site's
          change below.
        </p>
      )}
      <PageDiff page={page} />
      <details>
        <summary>{page.edited ? "Edit your text" : "Read and edit the text"}</summary>
        <label className="visually-hidden" htmlFor={`page-${page.id}`}>
          Text of {page.title ?? page.url}
        </label>
        <textarea
          id={`page-${page.id}`}
          className="page-text"
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="button-row">
          <Button
            type="button"
            size="sm"
            loading={update.isPending}
            pendingLabel="Saving…"
            disabled={text === page.text}
            onClick={() => update.mutate({ text })}
          >
            Save text
          </Button>
          {page.edited && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => update.mutate({ text: null })}
            >
              Use the website's text
            </Button>
          )}
        </div>
      </details>
      <Checkbox
        label="Your receptionist uses this page"
        checked={page.included}
        onChange={(event) => update.mutate({ included: event.target.checked })}
      />
      {update.isError && (
        <p className="field-error" role="alert">
          {describeFailure(update.error)}
        </p>
      )}
    </li>
  );
}

/**
 * The owner's website as the receptionist knows it: crawl (with progress) or crawl again,
 * what changed, and each page's text to read and edit before it feeds the receptionist.
 */
export function WebsiteKnowledge({
  canCrawl,
  afterCrawl,
}: {
  canCrawl: boolean;
  /** What to show under the latest crawl's result (onboarding: what it found). */
  afterCrawl?: ((crawl: TWebsiteCrawl) => ReactNode) | undefined;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const knowledge = useQuery({
    ...routeQueryOptions(api, "getWebsiteKnowledge"),
    refetchInterval: (query) => (query.state.data?.crawl?.status === "running" ? 1000 : false),
  });
  const crawl = useMutation({
    mutationFn: () => api.startWebsiteCrawl(),
    onSuccess: () => followStartedCrawl(queryClient),
  });
  if (knowledge.isPending) {
    return (
      <div role="status" aria-label="Loading your website…">
        <Skeleton width="60%" />
      </div>
    );
  }
  if (knowledge.isError) return <p role="alert">{describeFailure(knowledge.error)}</p>;
  const { crawl: latest, pages } = knowledge.data;
  const running = latest?.status === "running";
  return (
    <div className="website-knowledge">
      <div className="button-row">
        <Button
          type="button"
          variant={pages.length > 0 ? "secondary" : "primary"}
          disabled={!canCrawl || running}
          loading={crawl.isPending}
          pendingLabel="Starting…"
          onClick={() => crawl.mutate()}
        >
          {pages.length > 0 ? "Crawl again" : "Read my website"}
        </Button>
      </div>
      {crawl.isError && (
        <p className="form-alert" role="alert">
          {describeFailure(crawl.error)}
        </p>
      )}
      {latest && <CrawlProgress crawl={latest} />}
      {latest && afterCrawl?.(latest)}
      {pages.length > 0 && (
        <ul className="website-pages" aria-label="Pages of your website">
          {pages.map((page) => (
            <PageEditor key={`${page.id}-${page.crawledAt}-${page.text.length}`} page={page} />
          ))}
        </ul>
      )}
    </div>
  );
}
