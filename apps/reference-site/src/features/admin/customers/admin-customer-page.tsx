import { resolveError, type TAdminCustomerDetailResponse } from "@ringline/api-client";
import { useApiClient, useRouteQuery } from "@ringline/api-client/react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  LinkButton,
  Skeleton,
} from "@ringline/react-widgets";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { TableCard } from "../../../components/paged-table-card.js";
import { formatDate, formatDateTime, formatMoney } from "../../../shared/format.js";
import { canWrite } from "../../../shared/session.js";
import { whenColumn } from "../admin-columns.js";
import { aiStatusVariant, statusVariant } from "../customer-labels.js";
import { useAdminAction } from "../use-admin-action.js";
import { ConnectionsCard } from "./connections-card.js";
import { CustomerActionsCard } from "./customer-actions-card.js";

type Detail = TAdminCustomerDetailResponse;

function ProfileCard({ detail }: { detail: Detail }) {
  const { customer, subscription, usage } = detail;
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Profile and subscription
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="detail-list">
          <dt>E-mail</dt>
          <dd>
            {customer.email}{" "}
            {customer.emailVerified === false && <Badge variant="warning">Not verified</Badge>}
          </dd>
          <dt>Username</dt>
          <dd>{customer.username}</dd>
          <dt>Company</dt>
          <dd>{customer.company ?? "—"}</dd>
          <dt>Phone</dt>
          <dd>{customer.phone ?? "—"}</dd>
          <dt>Status</dt>
          <dd>
            <Badge variant={statusVariant(customer.status)}>{customer.status}</Badge>
          </dd>
          <dt>AI status</dt>
          <dd>
            <Badge variant={aiStatusVariant(customer.aiStatus)}>{customer.aiStatus}</Badge>
          </dd>
          <dt>AI number</dt>
          <dd>{customer.aiPhoneNumber ?? "—"}</dd>
          <dt>Balance</dt>
          <dd>{formatMoney(customer.balance)}</dd>
          <dt>Plan</dt>
          <dd>
            {subscription
              ? `${subscription.planDisplayName ?? subscription.plan ?? "—"} · ${subscription.status}`
              : "No subscription"}
            {subscription?.amount != null &&
              ` · ${formatMoney(subscription.amount)} per ${subscription.interval ?? "month"}`}
          </dd>
          <dt>Period ends</dt>
          <dd>
            {subscription?.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : "—"}
            {subscription?.cancelAtPeriodEnd && " (cancels then)"}
          </dd>
          <dt>Trial</dt>
          <dd>
            {customer.trialStatus ?? "—"}
            {customer.trialEndDate && ` · ends ${formatDate(customer.trialEndDate)}`}
          </dd>
          <dt>Minutes used</dt>
          <dd>
            {usage
              ? `${usage.minutesUsed}${usage.minutesLimit === null ? "" : ` of ${usage.minutesLimit}`}`
              : "—"}
            {usage?.lastUsageReset && ` · reset ${formatDateTime(usage.lastUsageReset)}`}
          </dd>
          <dt>Customer since</dt>
          <dd>{formatDate(customer.createdAt)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function NotesCard({ detail, readOnly }: { detail: Detail; readOnly: boolean }) {
  const api = useApiClient();
  const titleId = useId();
  const [text, setText] = useState("");
  const add = useAdminAction(
    (note: string) => api.addAdminCustomerNote({ customerId: detail.customer.id, text: note }),
    "Note saved",
  );
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Notes
        </CardTitle>
      </CardHeader>
      <CardContent>
        {detail.notes.length === 0 ? (
          <p className="muted">No notes yet.</p>
        ) : (
          <ul className="admin-notes">
            {detail.notes.map((note) => (
              <li key={note.id}>
                <p>{note.text}</p>
                <p className="muted">{formatDateTime(note.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
        {!readOnly && (
          <form
            className="admin-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!text.trim()) return;
              add.mutate(text, { onSuccess: () => setText("") });
            }}
          >
            <Field label="New note">
              <textarea
                name="note"
                rows={2}
                maxLength={2000}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
            <Button
              type="submit"
              variant="secondary"
              loading={add.isPending}
              pendingLabel="Saving…"
            >
              Add note
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One customer in the back office (`/admin/new/customers/:customerId` and
 * `/admin/customers/:customerId`): profile, subscription, usage, connections, calls,
 * transcripts, e-mails, activity and notes, with the actions an administrator may take.
 */
export function AdminCustomerPage() {
  const { customerId = "" } = useParams();
  const api = useApiClient();
  const admin = useRouteQuery("getAdminMe");
  const detail = useRouteQuery("getAdminCustomer", { customerId });
  const resendTranscript = useAdminAction(
    (transcriptId: string) =>
      api.resendAdminCustomerEmail({ customerId, kind: "transcript", transcriptId }),
    "E-mail sent",
  );
  const readOnly = admin.data !== undefined && !canWrite(admin.data);
  if (detail.isPending) {
    return (
      <div className="tab-grid" aria-busy="true">
        <Skeleton shape="block" height="2.5rem" />
        <Skeleton shape="block" height="16rem" />
      </div>
    );
  }
  if (detail.isError) {
    const error = resolveError(detail.error);
    return (
      <div className="tab-grid">
        <div className="app-title">
          <h1>{error.title}</h1>
          <p>{error.message}</p>
        </div>
        <div className="card-actions">
          <Button onClick={() => detail.refetch()}>Try again</Button>
          <LinkButton href="/admin/new/customers" variant="secondary" linkComponent={Link}>
            Back to customers
          </LinkButton>
        </div>
      </div>
    );
  }
  const data = detail.data;
  return (
    <div className="tab-grid">
      <div className="app-title">
        <p>
          <Link to="/admin/new/customers">Customers</Link>
        </p>
        <h1>{data.customer.name}</h1>
        <p className="muted">{data.customer.email}</p>
      </div>
      <CustomerActionsCard key={data.customer.id} customer={data.customer} readOnly={readOnly} />
      <ProfileCard detail={data} />
      <ConnectionsCard customerId={data.customer.id} readOnly={readOnly} />
      <TableCard<Detail["calls"][number]>
        headingLevel="h2"
        rowKey="id"
        title="Recent calls"
        caption="The customer's recent calls"
        rows={data.calls}
        emptyMessage="No calls yet."
        columns={[
          whenColumn("When", (call) => call.createdAt),
          { key: "caller", header: "Caller", cell: (call) => call.callerPhone ?? "—" },
          { key: "outcome", header: "Outcome", cell: (call) => call.outcome ?? "—" },
          {
            key: "duration",
            header: "Duration",
            align: "end",
            cell: (call) => `${Math.ceil(call.duration / 60)} min`,
          },
        ]}
      />
      <TableCard<Detail["transcripts"][number]>
        headingLevel="h2"
        rowKey="id"
        title="Transcripts"
        caption="Call transcripts"
        rows={data.transcripts}
        emptyMessage="No transcripts yet."
        columns={[
          whenColumn("Call", (transcript) => transcript.callDate),
          {
            key: "caller",
            header: "Caller",
            cell: (transcript) => transcript.callerName ?? transcript.callerPhone ?? "—",
          },
          {
            key: "emailed",
            header: "E-mailed",
            cell: (transcript) =>
              transcript.emailSentToCustomer ? (
                <Badge variant="success">Sent</Badge>
              ) : (
                <Badge variant="warning">Not sent</Badge>
              ),
          },
          {
            key: "resend",
            header: "Resend",
            align: "end",
            cell: (transcript) => (
              <Button
                size="sm"
                variant="ghost"
                disabled={readOnly}
                loading={resendTranscript.isPending && resendTranscript.variables === transcript.id}
                pendingLabel="Sending…"
                aria-label={`Resend the transcript e-mail of ${formatDateTime(transcript.callDate)}`}
                onClick={() => resendTranscript.mutate(transcript.id)}
              >
                Resend
              </Button>
            ),
          },
        ]}
      />
      <TableCard<Detail["emails"][number]>
        headingLevel="h2"
        rowKey="id"
        title="E-mails"
        caption="E-mails to the customer"
        rows={data.emails}
        emptyMessage="No e-mails yet."
        columns={[
          whenColumn("Sent", (email) => email.createdAt),
          { key: "type", header: "Type", cell: (email) => email.emailType },
          { key: "subject", header: "Subject", cell: (email) => email.subject },
          {
            key: "status",
            header: "Status",
            align: "end",
            cell: (email) => (
              <Badge variant={email.status === "failed" ? "danger" : "success"}>
                {email.status}
              </Badge>
            ),
          },
        ]}
      />
      <TableCard<Detail["activity"][number]>
        headingLevel="h2"
        rowKey="id"
        title="Activity"
        caption="The customer's recent requests"
        rows={data.activity}
        emptyMessage="No activity yet."
        columns={[
          whenColumn("When", (entry) => entry.createdAt),
          { key: "action", header: "Request", cell: (entry) => <code>{entry.action}</code> },
          { key: "status", header: "Status", cell: (entry) => entry.statusCode ?? "—" },
          {
            key: "time",
            header: "Time",
            align: "end",
            cell: (entry) => (entry.responseTime === null ? "—" : `${entry.responseTime} ms`),
          },
        ]}
      />
      <NotesCard detail={data} readOnly={readOnly} />
    </div>
  );
}
