import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type TWebsiteCrawl, type TWebsitePage, WEBSITE_URL_HINT } from "@ringline/api-client";
import { queryKeyOf, routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { Badge, type BadgeVariant, Button, Checkbox, Skeleton } from "@ringline/react-widgets";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { describeFailure } from "./settings-form.js";

const STATUS: Record<
  TWebsitePage["lastCrawlStatus"],
  { label: MessageDescriptor; variant: BadgeVariant }
> = {
  added: { label: msg`New`, variant: "info" },
  changed: { label: msg`Changed`, variant: "warning" },
  unchanged: { label: msg`Unchanged`, variant: "neutral" },
  removed: { label: msg`Gone from the site`, variant: "danger" },
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
  const { t } = useLingui();
  const { pagesCrawled, pagesQueued } = crawl;
  if (crawl.status === "running") {
    const total = pagesCrawled + pagesQueued;
    const size = kilobytes(crawl.bytesFetched);
    return (
      <div className="crawl-progress" role="status" aria-live="polite">
        <progress value={pagesCrawled} max={Math.max(total, 1)} aria-label={t`Crawl progress`} />
        <span>
          <Trans>
            Reading your website… {pagesCrawled} pages read, {pagesQueued} waiting ({size})
          </Trans>
        </span>
      </div>
    );
  }
  if (crawl.status === "failed") {
    return (
      <p className="form-alert" role="alert">
        {crawl.errorMessage ?? t`We could not read your website.`} {WEBSITE_URL_HINT}
      </p>
    );
  }
  const { added, changed, removed } = crawl.changes;
  const left = crawl.skipped.length;
  const leftOut = t`${left} left out (robots.txt, limits or errors).`;
  return (
    <p className="muted" role="status">
      <Trans>
        Read {pagesCrawled} pages: {added} new, {changed} changed, {removed} gone.
      </Trans>
      {left > 0 && ` ${leftOut}`}
    </p>
  );
}

function PageDiff({ page }: { page: TWebsitePage }) {
  const { t } = useLingui();
  if (page.diff.length === 0) return null;
  const pageName = page.title ?? page.url;
  return (
    <div className="page-diff">
      <p className="muted">
        <Trans>What the site changed in the last crawl:</Trans>
      </p>
      <ul aria-label={t`Changes to ${pageName}`}>
        {page.diff
          .filter((line) => line.kind !== "same")
          .map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: diff lines are read in order, never reordered.
            <li key={index} className={`diff-${line.kind}`}>
              <span aria-hidden="true">{line.kind === "added" ? "+ " : "− "}</span>
              <span className="visually-hidden">
                {line.kind === "added" ? t`Added:` : t`Removed:`}{" "}
              </span>
              {line.text}
            </li>
          ))}
      </ul>
    </div>
  );
}

function PageEditor({ page }: { page: TWebsitePage }) {
  const { t, i18n } = useLingui();
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
  const pageName = page.title ?? page.url;
  return (
    <li className="website-page">
      <div className="website-page-head">
        <div>
          <strong>{page.title ?? page.url}</strong>
          <span className="muted website-page-url">{page.url}</span>
        </div>
        <div className="website-page-badges">
          <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
          {page.edited && (
            <Badge variant="success">
              <Trans>Your edit</Trans>
            </Badge>
          )}
        </div>
      </div>
      {page.changedSinceEdit && (
        <p className="notice">
          <Trans>
            The site changed after you edited this page. Your edit is kept; compare it with the
            site's change below.
          </Trans>
        </p>
      )}
      <PageDiff page={page} />
      <details>
        <summary>
          {page.edited ? <Trans>Edit your text</Trans> : <Trans>Read and edit the text</Trans>}
        </summary>
        <label className="visually-hidden" htmlFor={`page-${page.id}`}>
          <Trans>Text of {pageName}</Trans>
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
            pendingLabel={t`Saving…`}
            disabled={text === page.text}
            onClick={() => update.mutate({ text })}
          >
            <Trans>Save text</Trans>
          </Button>
          {page.edited && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => update.mutate({ text: null })}
            >
              <Trans>Use the website's text</Trans>
            </Button>
          )}
        </div>
      </details>
      <Checkbox
        label={t`Your receptionist uses this page`}
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
  const { t } = useLingui();
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
      <div role="status" aria-label={t`Loading your website…`}>
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
          pendingLabel={t`Starting…`}
          onClick={() => crawl.mutate()}
        >
          {pages.length > 0 ? <Trans>Crawl again</Trans> : <Trans>Read my website</Trans>}
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
        <ul className="website-pages" aria-label={t`Pages of your website`}>
          {pages.map((page) => (
            <PageEditor key={`${page.id}-${page.crawledAt}-${page.text.length}`} page={page} />
          ))}
        </ul>
      )}
    </div>
  );
}
