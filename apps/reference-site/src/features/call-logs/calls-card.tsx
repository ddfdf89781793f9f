import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CALL_OUTCOMES, type TCallSummary } from "@ringline/api-client";
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
  Select,
  Table,
  toast,
} from "@ringline/react-widgets";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListPagination } from "../../components/paged-table-card.js";
import { tableStateOf } from "../../components/table-state.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatPhone } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { pageFromSearch, searchWithPage } from "../../shared/page-query.js";
import { saveFile } from "../../shared/save-file.js";
import {
  type CallFilterValues,
  filtersFromSearch,
  filtersQuery,
  hasFilters,
  NO_FILTERS,
  searchWithFilters,
} from "./call-filters.js";
import {
  CALL_LOG_ERRORS,
  callLabel,
  formatCallDateTime,
  formatDuration,
  outcomeLabel,
  searchCountNote,
} from "./call-format.js";
import { LIVE_UPDATES } from "./live-updates.js";

export const CALLS_PER_PAGE = 20;

/** The link that opens a call's detail, keeping the list's filters and page. */
export function callHref(search: URLSearchParams, id: string): string {
  const next = new URLSearchParams(search);
  next.set("call", id);
  return `?${next.toString()}`;
}

const YES_NO = [
  { value: "", label: msg`Any` },
  { value: "true", label: msg`Yes` },
  { value: "false", label: msg`No` },
];

/** Calls, newest first: filters and search in the URL, paging, the CSV export. */
export function CallsCard() {
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const [search, setSearch] = useSearchParams();
  const applied = filtersFromSearch(search);
  const page = pageFromSearch(search);
  const calls = useQuery({
    ...routeQueryOptions(api, "listCalls", {
      page,
      pageSize: CALLS_PER_PAGE,
      ...filtersQuery(applied),
    }),
    ...LIVE_UPDATES,
  });
  const [draft, setDraft] = useState<CallFilterValues>(applied);
  const [exporting, setExporting] = useState(false);
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const locale = activeLocale();
  const yesNo = YES_NO.map((option) => ({ value: option.value, label: _(option.label) }));
  /** A filter's draft value and its change, for its input or select. */
  const draftOf = (key: keyof CallFilterValues) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(new URLSearchParams(searchWithFilters(search, draft).slice(1)));
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setSearch(new URLSearchParams(searchWithFilters(search, NO_FILTERS).slice(1)));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await api.exportCalls(filtersQuery(applied)), "ringline-calls.csv");
    } catch {
      toast({
        title: _(CALL_LOG_ERRORS.list.title),
        description: _(CALL_LOG_ERRORS.list.message),
        variant: "error",
      });
    } finally {
      setExporting(false);
    }
  };
  const filtered = hasFilters(applied);
  return (
    <Card as="section" aria-labelledby="calls-title">
      <CardHeader>
        <CardTitle as="h2" id="calls-title">
          <Trans>Calls</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Every call your receptionist answered, newest first.{" "}
            <Link to="/dashboard/call-transcripts">Read the transcripts</Link>
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="call-filters" onSubmit={submit} aria-label={t`Filter calls`}>
          <Field label={t`Search`}>
            <input
              type="search"
              placeholder={t`Name, number or words said`}
              maxLength={100}
              {...draftOf("q")}
            />
          </Field>
          <Field label={t`From`}>
            <input type="date" {...draftOf("from")} />
          </Field>
          <Field label={t`To`}>
            <input type="date" {...draftOf("to")} />
          </Field>
          <Field label={t`Outcome`}>
            <Select
              options={[
                { value: "", label: t`Any` },
                ...CALL_OUTCOMES.map((item) => ({ value: item.id, label: outcomeLabel(item.id) })),
              ]}
              {...draftOf("outcome")}
            />
          </Field>
          <Field label={t`Lead captured`}>
            <Select options={yesNo} {...draftOf("leadCaptured")} />
          </Field>
          <Field label={t`Appointment booked`}>
            <Select options={yesNo} {...draftOf("appointmentBooked")} />
          </Field>
          <div className="call-filter-actions">
            <Button type="submit" size="sm">
              <Trans>Apply</Trans>
            </Button>
            {filtered && (
              <Button type="button" size="sm" variant="secondary" onClick={clear}>
                <Trans>Clear</Trans>
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              loading={exporting}
              locale={locale}
              onClick={exportCsv}
            >
              <Trans>Export CSV</Trans>
            </Button>
          </div>
        </form>
        <Table<TCallSummary>
          stackOnNarrow
          caption={t`Calls, newest first`}
          hideCaption
          rowKey="id"
          locale={locale}
          {...tableStateOf(calls, () => _(CALL_LOG_ERRORS.list.message))}
          emptyMessage={
            filtered
              ? t`No calls match these filters.`
              : t`No calls yet. Calls appear here as soon as your Ringline number answers them.`
          }
          columns={[
            {
              key: "when",
              header: t`Date`,
              rowHeader: true,
              cell: (call) => {
                const when = formatCallDateTime(call.startedAt, zone);
                return (
                  <Link to={callHref(search, call.id)} aria-label={t`Open the call of ${when}`}>
                    {when}
                  </Link>
                );
              },
            },
            {
              key: "caller",
              header: t`Caller`,
              cell: (call) => (
                <span className="call-caller">
                  {call.callerName && <strong>{call.callerName}</strong>}
                  <span>
                    {call.callerPhone ? formatPhone(call.callerPhone) : t`Unknown number`}
                  </span>
                </span>
              ),
            },
            {
              key: "duration",
              header: t`Duration`,
              align: "end",
              cell: (call) => formatDuration(call.durationSeconds),
            },
            {
              key: "outcome",
              header: t`Outcome`,
              cell: (call) => (
                <span className="call-badges">
                  <Badge
                    variant={
                      call.outcome === "completed" && !call.isTest
                        ? "success"
                        : call.outcome === "failed"
                          ? "danger"
                          : "neutral"
                    }
                  >
                    {callLabel(call)}
                  </Badge>
                  {call.afterHours && (
                    <Badge variant="info">
                      <Trans>After hours</Trans>
                    </Badge>
                  )}
                </span>
              ),
            },
            {
              key: "lead",
              header: t`Lead`,
              cell: (call) =>
                call.leadCaptured ? (
                  <Badge variant="success">
                    <Trans>Lead</Trans>
                  </Badge>
                ) : (
                  "—"
                ),
            },
            {
              key: "booked",
              header: t`Booked`,
              cell: (call) =>
                call.appointmentBooked ? (
                  <Badge variant="success">
                    <Trans>Booked</Trans>
                  </Badge>
                ) : (
                  "—"
                ),
            },
          ]}
        />
        {searchCountNote(calls.data) && (
          <p className="call-muted" role="status">
            {searchCountNote(calls.data)}
          </p>
        )}
        <ListPagination
          total={calls.data?.total}
          page={page}
          pageSize={CALLS_PER_PAGE}
          hrefFor={(target) => searchWithPage(search, target)}
        />
      </CardContent>
    </Card>
  );
}
