import { Trans, useLingui } from "@lingui/react/macro";
import { resolveError, type TLead } from "@ringline/api-client";
import { queryKeyOf, routeQueryOptions, useApiClient } from "@ringline/api-client/react";
import { Badge, Button, toast } from "@ringline/react-widgets";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { useBusinessTimeZone } from "../../shared/business-time-zone.js";
import { formatPhone } from "../../shared/format.js";
import { activeLocale } from "../../shared/i18n/i18n.js";
import { formatCallDateTime } from "./call-format.js";
import { callHref } from "./calls-card.js";
import { LIVE_UPDATES } from "./live-updates.js";

const LEADS_PER_PAGE = 10;

function pageOf(search: URLSearchParams, name: string): number {
  const page = Number(search.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function withPage(search: URLSearchParams, name: string, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete(name);
  else next.set(name, String(page));
  return `?${next.toString()}`;
}

/** The leads the receptionist captured, newest first, each to mark handled. */
export function LeadsCard() {
  const zone = useBusinessTimeZone();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const page = pageOf(search, "leads");
  const { t } = useLingui();
  const locale = activeLocale();
  const leads = useQuery({
    ...routeQueryOptions(api, "listLeads", { page, pageSize: LEADS_PER_PAGE }),
    ...LIVE_UPDATES,
  });
  const mark = useMutation({
    mutationFn: (lead: TLead) =>
      api.updateLead({ id: lead.id, status: lead.status === "new" ? "handled" : "new" }),
    onSuccess: (answer) => {
      toast({
        title: answer.lead.status === "handled" ? t`Lead marked handled` : t`Lead marked new`,
        variant: "success",
      });
      return queryClient.invalidateQueries({ queryKey: queryKeyOf("listLeads") });
    },
    onError: (error) => {
      const { title, message } = resolveError(error);
      toast({ title, description: message, variant: "error" });
    },
  });
  return (
    <PagedTableCard<TLead>
      stackOnNarrow
      title={t`Leads`}
      headingLevel="h2"
      caption={t`Leads, newest first`}
      query={leads}
      page={page}
      pageSize={LEADS_PER_PAGE}
      hrefFor={(target) => withPage(search, "leads", target)}
      emptyMessage={t`No leads yet. Callers your receptionist qualifies appear here.`}
      columns={[
        {
          key: "name",
          header: t`Caller`,
          rowHeader: true,
          cell: (lead) => (
            <span className="call-caller">
              <strong>{lead.name ?? t`Unnamed caller`}</strong>
              <span>
                {[lead.phone && formatPhone(lead.phone), lead.email].filter(Boolean).join(" · ")}
              </span>
            </span>
          ),
        },
        {
          key: "need",
          header: t`Needs`,
          cell: (lead) => (
            <span className="call-caller">
              <span>{lead.reason ?? "—"}</span>
              {Object.keys(lead.details).length > 0 && (
                <span className="call-muted">
                  {Object.entries(lead.details)
                    .filter(([key]) => key !== "answers")
                    .map(([, value]) => value)
                    .join(" · ")}
                </span>
              )}
            </span>
          ),
        },
        {
          key: "when",
          header: t`When`,
          cell: (lead) =>
            lead.callLogId ? (
              <Link to={callHref(search, lead.callLogId)}>
                {formatCallDateTime(lead.createdAt, zone)}
              </Link>
            ) : (
              formatCallDateTime(lead.createdAt, zone)
            ),
        },
        {
          key: "status",
          header: t`Status`,
          cell: (lead) => (
            <Badge variant={lead.status === "new" ? "info" : "neutral"}>
              {lead.status === "new" ? <Trans>New</Trans> : <Trans>Handled</Trans>}
            </Badge>
          ),
        },
        {
          key: "action",
          header: (
            <span className="visually-hidden">
              <Trans>Actions</Trans>
            </span>
          ),
          align: "end",
          cell: (lead) => {
            const name = lead.name ?? t`caller`;
            return (
              <Button
                size="sm"
                variant="secondary"
                loading={mark.isPending && mark.variables?.id === lead.id}
                locale={locale}
                onClick={() => mark.mutate(lead)}
                aria-label={lead.status === "new" ? t`Mark handled: ${name}` : t`Mark new: ${name}`}
              >
                {lead.status === "new" ? <Trans>Mark handled</Trans> : <Trans>Mark new</Trans>}
              </Button>
            );
          },
        },
      ]}
    />
  );
}
