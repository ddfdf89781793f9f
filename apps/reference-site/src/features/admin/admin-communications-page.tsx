import type { TAdminEmail } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, Button } from "@ringline/react-widgets";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { pageFromSearch, searchWithPage } from "../../app/page-query.js";
import { PagedTableCard } from "../../components/paged-table-card.js";
import { formatDateTime } from "../dashboard/format.js";
import { AdminFilterForm } from "./admin-filter-form.js";
import { PreviewDialog } from "./preview-dialog.js";
import { useAdminAction } from "./use-admin-action.js";

const PER_PAGE = 25;

const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
  { value: "queued", label: "Queued" },
];

/** The e-mail outbox: every message kept, its status, a preview, and resend. */
export function AdminCommunicationsPage() {
  const api = useApiClient();
  const admin = useRouteQuery("getAdminMe");
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const emails = useRouteQuery("listAdminEmails", {
    page,
    pageSize: PER_PAGE,
    ...(search.get("status") ? { status: search.get("status") ?? "" } : {}),
    ...(search.get("type") ? { type: search.get("type") ?? "" } : {}),
    ...(search.get("search") ? { search: search.get("search") ?? "" } : {}),
  });
  const [previewing, setPreviewing] = useState<TAdminEmail | undefined>();
  const resend = useAdminAction(
    (emailId: string) => api.resendAdminEmail({ emailId }),
    "E-mail sent again",
  );
  const readOnly = admin.data?.role === "support";
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Communications</h1>
        <p className="muted">
          Every e-mail the product sent or tried to send. SMS messages are not sent yet.
        </p>
      </div>
      <AdminFilterForm
        label="Filter e-mails"
        search={search}
        filters={[
          { name: "search", label: "Recipient", kind: "search" },
          { name: "type", label: "Type", kind: "search", hint: "e.g. verify-email" },
          { name: "status", label: "Status", kind: "select", options: STATUS_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminEmail>
        headingLevel="h2"
        title="E-mail outbox"
        caption="Kept e-mails"
        query={emails}
        page={page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No e-mail matches these filters."
        columns={[
          {
            key: "when",
            header: "When",
            rowHeader: true,
            cell: (email) => formatDateTime(email.createdAt),
          },
          { key: "to", header: "To", cell: (email) => email.toEmail },
          { key: "subject", header: "Subject", cell: (email) => email.subject },
          { key: "type", header: "Type", cell: (email) => <code>{email.emailType}</code> },
          {
            key: "status",
            header: "Status",
            cell: (email) => (
              <Badge variant={email.status === "failed" ? "danger" : "success"}>
                {email.status}
              </Badge>
            ),
          },
          {
            key: "actions",
            header: "Actions",
            align: "end",
            cell: (email) => (
              <span className="admin-row-actions">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Preview "${email.subject}" to ${email.toEmail}`}
                  onClick={() => setPreviewing(email)}
                >
                  Preview
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={readOnly}
                  loading={resend.isPending && resend.variables === email.id}
                  pendingLabel="Sending…"
                  aria-label={`Resend "${email.subject}" to ${email.toEmail}`}
                  onClick={() => resend.mutate(email.id)}
                >
                  Resend
                </Button>
              </span>
            ),
          },
        ]}
      />
      <PreviewDialog
        preview={
          previewing && {
            title: previewing.subject,
            description: `To ${previewing.toEmail}`,
            text: previewing.content,
          }
        }
        onClose={() => setPreviewing(undefined)}
      />
    </div>
  );
}
