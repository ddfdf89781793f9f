import type { TAdminTranscript, TAdminTranscriptListQuery } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge } from "@ringline/react-widgets";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PagedTableCard } from "../../../components/paged-table-card.js";
import { formatDateTime } from "../../../shared/format.js";
import { pageFromSearch, searchWithPage } from "../../../shared/page-query.js";
import { canWrite } from "../../../shared/session.js";
import { previewResendColumn, whenColumn } from "../admin-columns.js";
import { AdminFilterForm } from "../admin-filter-form.js";
import { useAdminAction } from "../use-admin-action.js";
import { PreviewDialog } from "./preview-dialog.js";

const PER_PAGE = 25;

const SENT_OPTIONS = [
  { value: "any", label: "Any" },
  { value: "false", label: "Not sent" },
  { value: "true", label: "Sent" },
];

function transcriptQuery(search: URLSearchParams): TAdminTranscriptListQuery {
  const sent = search.get("emailSent");
  const query: TAdminTranscriptListQuery = {
    page: pageFromSearch(search),
    pageSize: PER_PAGE,
    emailSent: sent === "true" || sent === "false" ? sent : "any",
  };
  const text = search.get("search");
  if (text) query.search = text;
  return query;
}

/** Call transcripts with the e-mail that was sent (`rawEmailContent`), and resend. */
export function AdminEmailTranscriptsPage() {
  const api = useApiClient();
  const admin = useRouteQuery("getAdminMe");
  const [search] = useSearchParams();
  const query = transcriptQuery(search);
  const transcripts = useRouteQuery("listAdminTranscripts", query);
  const [previewing, setPreviewing] = useState<TAdminTranscript | undefined>();
  const resend = useAdminAction(
    (row: TAdminTranscript) =>
      api.resendAdminCustomerEmail({
        customerId: row.customerId ?? "",
        kind: "transcript",
        transcriptId: row.id,
      }),
    "Transcript e-mail sent",
  );
  const readOnly = admin.data !== undefined && !canWrite(admin.data);
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Email transcripts</h1>
        <p className="muted">
          Each call's transcript and the e-mail sent to the customer. Choose "Not sent" for the
          customers whose transcript e-mails failed.
        </p>
      </div>
      <AdminFilterForm
        label="Filter transcripts"
        search={search}
        defaults={{ emailSent: "any" }}
        filters={[
          { name: "search", label: "Customer or caller", kind: "search" },
          { name: "emailSent", label: "E-mail", kind: "select", options: SENT_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminTranscript>
        headingLevel="h2"
        title="Transcripts"
        caption="Call transcripts and their e-mails"
        query={transcripts}
        page={query.page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No transcript matches these filters."
        columns={[
          whenColumn("Call", (row) => row.callDate, "call"),
          {
            key: "customer",
            header: "Customer",
            cell: (row) => row.businessName ?? row.customerName ?? row.customerEmail ?? "—",
          },
          {
            key: "caller",
            header: "Caller",
            cell: (row) => row.callerName ?? row.callerPhone ?? "—",
          },
          {
            key: "sent",
            header: "E-mail",
            cell: (row) =>
              row.emailSentToCustomer ? (
                <Badge variant="success">Sent</Badge>
              ) : (
                <Badge variant="danger">Not sent</Badge>
              ),
          },
          previewResendColumn<TAdminTranscript>({
            describe: (row) => `the e-mail of the call on ${formatDateTime(row.callDate)}`,
            onPreview: setPreviewing,
            canPreview: (row) => Boolean(row.rawEmailContent),
            onResend: (row) => resend.mutate(row),
            canResend: (row) =>
              !readOnly && Boolean(row.customerId) && Boolean(row.rawEmailContent),
            resending: (row) => resend.isPending && resend.variables?.id === row.id,
            pendingLabel: "Sending…",
          }),
        ]}
      />
      <PreviewDialog
        preview={
          previewing && {
            title: "Transcript e-mail",
            description: previewing.customerEmail ?? undefined,
            text: previewing.rawEmailContent ?? "",
          }
        }
        onClose={() => setPreviewing(undefined)}
      />
    </div>
  );
}
