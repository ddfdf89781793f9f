import type { TAdminEmail, TAdminSms } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import { Badge, TabLinks } from "@ringline/react-widgets";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedTableCard } from "../../../components/paged-table-card.js";
import { formatDateTime } from "../../../shared/format.js";
import { pageFromSearch, searchWithPage } from "../../../shared/page-query.js";
import { canWrite } from "../../../shared/session.js";
import { previewResendColumn, whenColumn } from "../admin-columns.js";
import { AdminFilterForm } from "../admin-filter-form.js";
import { useAdminAction } from "../use-admin-action.js";
import { PreviewDialog } from "./preview-dialog.js";

const PER_PAGE = 25;

const EMAIL_STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
  { value: "queued", label: "Queued" },
];

const SMS_STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
  { value: "queued", label: "Queued" },
  { value: "sending", label: "Sending" },
];

const SMS_KIND_OPTIONS = [
  { value: "", label: "Any kind" },
  ...[
    ["owner-lead", "New lead (owner)"],
    ["owner-appointment", "New booking (owner)"],
    ["owner-text", "Alert rule (owner)"],
    ["caller-confirmation", "Booking confirmation (caller)"],
    ["usage-alert", "Usage alert"],
    ["service-paused", "Service paused"],
  ].map(([value, label]) => ({ value: value ?? "", label: label ?? "" })),
];

const STATUS_VARIANTS: Record<string, "danger" | "success" | "warning"> = {
  failed: "danger",
  sent: "success",
};

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANTS[status] ?? "warning"}>{status}</Badge>;
}

/** A text's filters in the URL, as the list's query. */
function smsQuery(search: URLSearchParams) {
  return {
    page: pageFromSearch(search),
    pageSize: PER_PAGE,
    ...(search.get("status") ? { status: search.get("status") ?? "" } : {}),
    ...(search.get("kind") ? { kind: search.get("kind") ?? "" } : {}),
    ...(search.get("search") ? { search: search.get("search") ?? "" } : {}),
  };
}

function EmailOutbox({ readOnly }: { readOnly: boolean }) {
  const api = useApiClient();
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
    "E-mail queued again",
    ["listAdminEmails"],
  );
  return (
    <>
      <AdminFilterForm
        label="Filter e-mails"
        search={search}
        filters={[
          { name: "search", label: "Recipient", kind: "search" },
          { name: "type", label: "Type", kind: "search", hint: "e.g. verify-email" },
          { name: "status", label: "Status", kind: "select", options: EMAIL_STATUS_OPTIONS },
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
          whenColumn("When", (email) => email.createdAt),
          { key: "to", header: "To", cell: (email) => email.toEmail },
          { key: "subject", header: "Subject", cell: (email) => email.subject },
          { key: "type", header: "Type", cell: (email) => <code>{email.emailType}</code> },
          {
            key: "status",
            header: "Status",
            cell: (email) => (
              <span className="admin-customer-cell">
                <span>
                  <StatusBadge status={email.status} />
                </span>
                {email.error && (
                  <span className="muted">
                    {email.error} ({email.attempts} {email.attempts === 1 ? "attempt" : "attempts"})
                  </span>
                )}
              </span>
            ),
          },
          previewResendColumn<TAdminEmail>({
            describe: (email) => `"${email.subject}" to ${email.toEmail}`,
            onPreview: setPreviewing,
            onResend: (email) => resend.mutate(email.id),
            canResend: (email) =>
              !readOnly && email.status !== "queued" && email.status !== "sending",
            resending: (email) => resend.isPending && resend.variables === email.id,
            pendingLabel: "Queueing…",
          }),
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
    </>
  );
}

function SmsOutbox({ readOnly }: { readOnly: boolean }) {
  const api = useApiClient();
  const [search] = useSearchParams();
  const query = smsQuery(search);
  const texts = useRouteQuery("listAdminSms", query);
  const [previewing, setPreviewing] = useState<TAdminSms | undefined>();
  const resend = useAdminAction(
    (smsId: string) => api.resendAdminSms({ smsId }),
    "Text queued again",
    ["listAdminSms"],
  );
  return (
    <>
      <AdminFilterForm
        label="Filter texts"
        search={search}
        keep={{ outbox: "sms" }}
        filters={[
          { name: "search", label: "Phone number", kind: "search" },
          { name: "kind", label: "Kind", kind: "select", options: SMS_KIND_OPTIONS },
          { name: "status", label: "Status", kind: "select", options: SMS_STATUS_OPTIONS },
        ]}
      />
      <PagedTableCard<TAdminSms>
        headingLevel="h2"
        title="SMS outbox"
        caption="Kept texts"
        query={texts}
        page={query.page}
        pageSize={PER_PAGE}
        hrefFor={(next) => searchWithPage(search, next)}
        emptyMessage="No text matches these filters."
        columns={[
          whenColumn("When", (text) => text.createdAt),
          { key: "to", header: "To", cell: (text) => text.toPhone },
          { key: "kind", header: "Kind", cell: (text) => <code>{text.kind}</code> },
          {
            key: "status",
            header: "Status",
            cell: (text) => (
              <span className="admin-customer-cell">
                <span>
                  <StatusBadge status={text.status} />
                </span>
                {text.error && <span className="muted">{text.error}</span>}
              </span>
            ),
          },
          previewResendColumn<TAdminSms>({
            describe: (text) => `the ${text.kind} text to ${text.toPhone}`,
            onPreview: setPreviewing,
            onResend: (text) => resend.mutate(text.id),
            canResend: (text) => !readOnly && text.status !== "queued" && text.status !== "sending",
            resending: (text) => resend.isPending && resend.variables === text.id,
            pendingLabel: "Queueing…",
          }),
        ]}
      />
      <PreviewDialog
        preview={
          previewing && {
            title: `Text to ${previewing.toPhone}`,
            description: `${previewing.kind}, ${previewing.status}${
              previewing.sentAt ? `, sent ${formatDateTime(previewing.sentAt)}` : ""
            }`,
            text: previewing.body,
          }
        }
        onClose={() => setPreviewing(undefined)}
      />
    </>
  );
}

/** The e-mail and SMS outboxes: every message kept, its status, a preview, and resend. */
export function AdminCommunicationsPage() {
  const admin = useRouteQuery("getAdminMe");
  const [search] = useSearchParams();
  const sms = search.get("outbox") === "sms";
  const readOnly = admin.data !== undefined && !canWrite(admin.data);
  return (
    <div className="tab-grid">
      <div className="app-title">
        <h1>Communications</h1>
        <p className="muted">
          Every e-mail and text the product sent or tried to send. A resend sends a copy; the
          original stays as it was.
        </p>
      </div>
      <TabLinks
        label="Outboxes"
        linkComponent={Link}
        items={[
          { href: "/admin/new/communications", label: "E-mail", current: !sms },
          { href: "/admin/new/communications?outbox=sms", label: "SMS", current: sms },
        ]}
      />
      {sms ? <SmsOutbox readOnly={readOnly} /> : <EmailOutbox readOnly={readOnly} />}
    </div>
  );
}
