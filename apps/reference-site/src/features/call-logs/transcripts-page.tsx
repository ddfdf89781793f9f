import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCallSummary } from "@ringline/api-client";
import { routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
} from "@ringline/react-widgets";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListPagination } from "../../components/paged-table-card.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatPhone } from "../../shared/format.js";
import { pageFromSearch, searchWithPage } from "../../shared/page-query.js";
import { OpenCallCard } from "./call-detail-card.js";
import { filtersFromSearch, filtersQuery, NO_FILTERS, searchWithFilters } from "./call-filters.js";
import {
  CALL_LOG_ERRORS,
  callLabel,
  formatCallDateTime,
  formatDuration,
  searchCountNote,
} from "./call-format.js";
import { callHref } from "./calls-card.js";
import { LIVE_UPDATES, useLiveCallLists } from "./live-updates.js";
import "../../styles/account.css";
import "../../styles/call-logs.css";

const PER_PAGE = 10;

/**
 * Call transcripts (`/dashboard/call-transcripts`, where the transcript e-mails link): every
 * answered call as its summary, newest first, searchable by caller; "Read the transcript"
 * opens the whole conversation with its recording and download above the list (`?call=`).
 */
export function TranscriptsPage() {
  useLiveCallLists();
  return (
    <div className="tab-grid call-logs">
      <OpenCallCard />
      <TranscriptsCard />
    </div>
  );
}

function TranscriptsCard() {
  const api = useApiClient();
  const zone = useBusinessTimeZone();
  const [search, setSearch] = useSearchParams();
  const query = filtersFromSearch(search).q;
  const page = pageFromSearch(search);
  const calls = useQuery({
    ...routeQueryOptions(api, "listCalls", {
      page,
      pageSize: PER_PAGE,
      ...filtersQuery({ ...NO_FILTERS, q: query }),
    }),
    ...LIVE_UPDATES,
  });
  const [draft, setDraft] = useState(query);
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(new URLSearchParams(searchWithFilters(search, { ...NO_FILTERS, q: draft }).slice(1)));
  };
  const items = calls.data?.items ?? [];
  return (
    <Card as="section" aria-labelledby="transcripts-title">
      <CardHeader>
        <CardTitle as="h2" id="transcripts-title">
          <Trans>Call transcripts</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            What each caller and your receptionist said, newest first. Open one to read it whole,
            listen to it or download it. <Link to="/dashboard/call-logs">Back to Call Logs</Link>
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="transcript-search" onSubmit={submit} aria-label={t`Search transcripts`}>
          <Field label={t`Search`}>
            <input
              type="search"
              placeholder={t`Name, number or words said`}
              maxLength={100}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </Field>
          <Button type="submit" size="sm">
            <Trans>Search</Trans>
          </Button>
        </form>
        {calls.isPending ? (
          <p className="call-muted" role="status">
            <Trans>Loading transcripts…</Trans>
          </p>
        ) : calls.isError ? (
          <p role="alert">{_(CALL_LOG_ERRORS.list.message)}</p>
        ) : items.length === 0 ? (
          <p className="call-muted">
            {query ? (
              <Trans>No calls match this search.</Trans>
            ) : (
              <Trans>
                No transcripts yet. Each call's transcript appears here as soon as the call ends.
              </Trans>
            )}
          </p>
        ) : (
          <ol className="transcript-list" aria-label={t`Transcripts, newest first`}>
            {items.map((call) => (
              <TranscriptItem
                key={call.id}
                call={call}
                zone={zone}
                href={callHref(search, call.id)}
              />
            ))}
          </ol>
        )}
        {searchCountNote(calls.data) && (
          <p className="call-muted" role="status">
            {searchCountNote(calls.data)}
          </p>
        )}
        <ListPagination
          total={calls.data?.total}
          page={page}
          pageSize={PER_PAGE}
          hrefFor={(target) => searchWithPage(search, target)}
          label={t`Transcript pages`}
        />
      </CardContent>
    </Card>
  );
}

function TranscriptItem({
  call,
  zone,
  href,
}: {
  call: TCallSummary;
  zone: string | undefined;
  href: string;
}) {
  const { t } = useLingui();
  const caller = call.callerName ?? (call.callerPhone ? formatPhone(call.callerPhone) : null);
  const when = formatCallDateTime(call.startedAt, zone);
  return (
    <li className="transcript-item">
      <article aria-labelledby={`transcript-${call.id}`}>
        <h3 id={`transcript-${call.id}`} className="transcript-item-title">
          {caller ?? t`Unknown caller`}
          {call.callerName && call.callerPhone && (
            <span className="call-muted"> · {formatPhone(call.callerPhone)}</span>
          )}
        </h3>
        <p className="call-muted transcript-item-meta">
          <time dateTime={call.startedAt}>{when}</time> · {formatDuration(call.durationSeconds)}{" "}
          <Badge variant={call.isTest ? "neutral" : "info"}>{callLabel(call)}</Badge>
        </p>
        <p className="transcript-item-summary">
          {call.summary || (
            <Trans>No summary for this call; the transcript has what was said.</Trans>
          )}
        </p>
        <Link to={href} aria-label={t`Read the transcript of the call of ${when}`}>
          <Trans>Read the transcript</Trans>
        </Link>
      </article>
    </li>
  );
}
